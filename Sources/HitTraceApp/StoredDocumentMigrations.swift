import HitTestKit
import Storage
import HitTraceJSON

extension Migrations {
    /// Storage's tables and the app's rewrites of the documents it stores there, in version order. A new step
    /// is one more `register` here (or in `Migrations.tables`, for a table).
    static let hitTrace: Migrations = {
        var migrations = Migrations.tables
        migrations.register(version: EdgeInsetsRewrite.version, name: EdgeInsetsRewrite.name) { database in
            try database.rewriteHierarchyDocuments(containing: "\"insets\"", EdgeInsetsRewrite.negatingInsets)
        }
        return migrations
    }()
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
