import HitTestKit
import Storage
import HitTraceJSON

extension Migrations {
    /// Storage's tables and the app's rewrites of the documents it stores there, in version order. A new step
    /// is one more `register` below (or in `Migrations.tables`, for a table).
    static let hitTrace = Migrations.tables.withDocumentRewrites(through: .max)

    /// These steps with the app's rewrites up to schema version `version`: a database as a build that stopped
    /// there made it (the test of a step starts from one).
    func withDocumentRewrites(through version: Int) -> Migrations {
        var migrations = through(version: version)
        if EdgeInsetsRewrite.version <= version {
            migrations.register(version: EdgeInsetsRewrite.version, name: EdgeInsetsRewrite.name) { database in
                try database.rewriteHierarchyDocuments(containing: "\"insets\"", EdgeInsetsRewrite.negatingInsets)
            }
        }
        if DisplayNameRewrite.version <= version {
            migrations.register(version: DisplayNameRewrite.version, name: DisplayNameRewrite.name) { database in
                try database.rewriteHierarchyDocuments(containing: "\"windows\"", DisplayNameRewrite.withDisplayNames)
            }
        }
        return migrations
    }
}

/// Schema step 2: `"pointInside": {"insets": …}` changes meaning from "grow outward by" to `UIEdgeInsets`
/// (`bounds.inset(by:)`, negative grows; rule 7.7). The stored hierarchy documents were written with the old
/// meaning, so the step negates the four numbers of every `insets` override in them: the documents then say,
/// in the new convention, exactly what they said before, and a stored hierarchy, a share link to it (`/?h=ID`)
/// and a touch posted to it again give the same hit-test answer.
///
/// Stored traces are not touched: they are the answers of engine version "2", kept under their own ids (the
/// trace id hashes the engine version, which changed with these semantics), so an old link shows what it showed.
///
/// The document is read with the JSON reader and only the inset numbers' bytes are replaced (found by their
/// place in the source), rather than written again: every other byte stays, numbers keep their spelling.
enum EdgeInsetsRewrite {
    static let version = 2
    static let name = "pointInside insets as UIEdgeInsets (negated)"

    /// The document with the numbers of each `"pointInside": {"insets": {…} | […]}` negated, or nil when it has
    /// none (or is not JSON: stored documents always are). A member named `pointInside` whose value is an object
    /// whose first member is `insets`, holding four numbers (an object of four members or an array of four), is
    /// changed; the numbers' text keeps its form (`10` → `-10`, `-2.5` → `2.5`, `0` stays).
    static func negatingInsets(in bytes: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: 1 << 20)) else { return nil }
        var numbers: [Range<Int>] = []
        var pending = [document.root]
        while let value = pending.popLast() {
            switch value.kind {
            case .array: pending += value.elements
            case .object:
                for (key, member) in value.members {
                    if key == "pointInside", let insets = insetNumbers(member) { numbers += insets } else { pending.append(member) }
                }
            default: break
            }
        }
        guard !numbers.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + numbers.count)
        var copiedUpTo = 0
        for range in numbers.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            out += bytes[copiedUpTo..<range.lowerBound]
            out += negated(bytes[range])
            copiedUpTo = range.upperBound
        }
        out += bytes[copiedUpTo...]
        return out
    }

    /// Where the four numbers of `{"insets": {"top": n, …} | [n, n, n, n]}` are; nil for anything else.
    private static func insetNumbers(_ pointInside: JSONValue) -> [Range<Int>]? {
        guard pointInside.kind == .object, let (key, insets) = pointInside.members.first(where: { _ in true }),
              key == "insets", insets.kind == .object || insets.kind == .array else { return nil }
        let values = insets.kind == .object ? insets.members.map(\.1) : Array(insets.elements)
        guard values.count == 4, values.allSatisfy({ $0.kind == .number }) else { return nil }
        return values.map(\.sourceRange)
    }

    private static func negated(_ number: ArraySlice<UInt8>) -> [UInt8] {
        let minus = UInt8(ascii: "-")
        if number.first == minus { return Array(number.dropFirst()) }
        if number.allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") }) { return Array(number) }  // 0 stays 0, not -0
        return [minus] + number
    }
}

/// Schema step 5: the normalized form gives every view its `displayName`, the name people use for it (the
/// accessibility identifier, else the author's id, else the class and the title its source shows, else the class
/// and the end of its address; Hierarchy+DisplayName.swift), which the page names views by. The documents stored
/// before carry none, so the step writes each again from the hierarchy it describes, with the same id: what a
/// document says does not change (the normalized form reads back to the same hierarchy), it gains the names.
/// `GET /api/hierarchies/{id}` then answers stored bytes with names, as for a hierarchy stored today. A document
/// that already has them, or that does not read back, is left as it is.
enum DisplayNameRewrite {
    static let version = 5
    static let name = "display names in the stored hierarchies"

    /// The document written again with every view's display name, or nil when it has them already or does not
    /// read back (stored documents always do).
    static func withDisplayNames(in bytes: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: 1 << 20)) else { return nil }
        let root = document.root
        guard let first = root["windows"]?.elements.first(where: { _ in true }), first["displayName"] == nil else { return nil }
        // The stored form was produced by a server of this app: it decodes under any limits it was accepted with.
        let limits = HierarchyLimits(maxViews: Int.max, maxDepth: 1 << 20)
        guard let h = try? HierarchyDecoder.decode(json: bytes, limits: limits) else { return nil }
        return NormalizedJSON.render(h, id: root["id"]?.string)
    }
}
