import HitTestKit
import HitTraceJSON
/// A dump read into the hierarchy format.
public struct ImportedDump: Sendable {
    public var hierarchy: Hierarchy
    /// The hierarchy format the dump was turned into (what the decoder validated).
    public var json: [UInt8]
    /// What was read past rather than imported, by line: headers, debugger echoes, elisions, a cut-off line.
    public var notes: [ValidationIssue]
    /// The format the input was read as (`HierarchyImporter` sets it for the other formats).
    public var format: HierarchyFormat = .recursiveDescription
    /// The 1-based source line of each view, by view index (0 where the source gave none); empty for the
    /// hierarchy format itself, whose lines `viewLines(source:)` finds when asked.
    public var lines: [Int32] = []
}

/// Imports what `-[UIView recursiveDescription]` prints (from Xcode, lldb, Cycript, Chisel, logs) as a hierarchy.
///
/// The dump is read line by line into `ImportedView`s, written as the hierarchy format with `JSONWriter`, and
/// decoded by `HierarchyDecoder`, so limits, ids and validation are the same as for JSON. A line that cannot be
/// read is an error at `line N` saying what was expected; every such line is reported, not only the first.
public enum DumpImporter {
    /// True when the bytes are not JSON but text to import: the first thing in them is not `{` (the page's paste
    /// box and the command line tell the two apart this way).
    public static func looksLikeDump(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first(where: { !DumpLines.isSpace($0) }) else { return false }
        return first != 0x7B
    }

    public static func importDump(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var reader = DumpReader(maxIssues: limits.maxIssues)
        reader.read(DumpLines.split(input))
        if reader.issues.isEmpty { reader.assignIDs() }
        guard reader.issues.isEmpty else { throw HierarchyError(code: .invalidDump, issues: reader.issues) }
        ImportedView.countSegments(&reader.views, printsSelection: false)
        let (json, paths) = DumpJSON.write(reader.views, tops: reader.tops)
        do {
            let h = try HierarchyDecoder.decode(json: json, limits: limits)
            return ImportedDump(hierarchy: h, json: json, notes: reader.notes, lines: DumpJSON.lines(reader.views, in: h))
        } catch {
            throw DumpJSON.lineError(error, paths: paths, views: reader.views)
        }
    }
}

/// The line-by-line pass: which lines are views, how they nest, what their fields say.
struct DumpReader {
    let maxIssues: Int
    var views: [ImportedView] = []
    var tops: [Int] = []
    var issues: [ValidationIssue] = []
    var notes: [ValidationIssue] = []

    init(maxIssues: Int) { self.maxIssues = maxIssues }

    mutating func fail(_ line: Int, _ message: String) {
        if issues.count < maxIssues { issues.append(ValidationIssue(path: "line \(line)", message: message)) }
    }

    mutating func note(_ line: Int, _ message: String) {
        notes.append(ValidationIssue(path: "line \(line)", message: message))
    }

    mutating func read(_ lines: [DumpLine]) {
        let kinds = lines.map(DumpLines.kind)
        guard let lastNode = kinds.lastIndex(of: .node) else {
            fail(lines.first?.number ?? 1, "expected a view line such as <UIWindow: 0x…; frame = (0 0; 390 844); …>, the first line of what recursiveDescription prints; found no \"<\" in the text")
            return
        }
        var baseDepth = -1
        // Open views by nesting level: (relative depth, view index, whether an elision line stood inside it). Below
        // an elision the views printed next may be nested any deeper, as the views between them were cut out;
        // that holds for all of them until the dump returns to a view opened after the elision.
        var open: [(depth: Int, view: Int, holdsElision: Bool)] = []
        // A view line cut short in the middle of the dump is one error; its subviews (the lines nested deeper
        // below it) and the rest of its line wrapped onto the next are left out with it, as notes.
        var cutOff: (line: Int, depth: Int)?
        for (n, line) in lines.enumerated() {
            if issues.count >= maxIssues { return }
            switch kinds[n] {
            case .blank: continue
            case .debuggerEcho: note(line.number, "debugger echo skipped: \(line.trimmedText)"); continue
            case .elision:
                note(line.number, "elision: views were cut out here")
                for i in open.indices { open[i].holdsElision = true }
                continue
            case .other:
                if baseDepth < 0 { note(line.number, "text before the dump skipped: \(line.trimmedText)"); continue }
                if let cut = cutOff, line.number == cut.line + 1 {
                    note(line.number, "left out: the rest of line \(cut.line), which was cut off"); continue
                }
                fail(line.number, "expected a view line such as \"   |    | <UIView: 0x…; frame = (x y; width height); …>\", found \"\(line.trimmedText.prefix(80))\"")
                continue
            case .node: break
            }
            let node: DumpNode
            switch DumpNodeScanner.scan(line) {
            case let .success(s): node = s
            case let .failure(e): fail(line.number, e.message); continue
            }
            if let cut = cutOff {
                if baseDepth >= 0, node.depth - baseDepth > cut.depth {
                    note(line.number, "left out with its superview on line \(cut.line), which was cut off"); continue
                }
                cutOff = nil
            }
            if !node.isComplete && n != lastNode {
                fail(line.number, "the view is not closed by \">\"; expected the rest of the line (was it cut or wrapped?)")
                cutOff = (line.number, baseDepth >= 0 ? node.depth - baseDepth : node.depth)
                continue
            }
            if baseDepth < 0 { baseDepth = node.depth }
            if let prefix = node.prefix { note(line.number, "text before the view skipped: \(prefix)") }
            let depth = node.depth - baseDepth
            guard depth >= 0 else {
                fail(line.number, "expected at least \(baseDepth) \"|\" (the first view's nesting), found \(node.depth)")
                continue
            }
            while let top = open.last, top.depth >= depth { open.removeLast() }
            if node.isLayer {
                guard let owner = open.last else { fail(line.number, "a layer line with no view above it; expected a view first"); continue }
                views[owner.view].attribute(DumpAttribute.sublayer, Self.layerText(node))
                continue
            }
            if let parent = open.last, parent.depth < depth - 1, !parent.holdsElision {
                fail(line.number, "nested \(depth - parent.depth) levels below the view on line \(views[parent.view].line); expected at most one more \"|\"")
                continue
            }
            var view = ImportedView(line: line.number, depth: depth, className: Self.readableClass(node.className))
            if view.className != node.className { view.attribute(DumpAttribute.printedClass, node.className) }
            view.address = node.address
            var problems: [String] = []
            view.read(node, problems: &problems)
            for p in problems { fail(line.number, p) }
            if view.frame == nil && (view.center == nil || view.bounds == nil) {
                // A frame that was printed but could not be read is reported already, with what was found.
                if node.fields.contains(where: { $0.name == "frame" }) { continue }
                if node.isComplete || open.isEmpty {
                    fail(line.number, "expected frame = (x y; width height) among the view's fields")
                } else if let parent = open.last {
                    let message = "line \(line.number) was cut off before its frame, so that subview is left out"
                    views[parent.view].attribute(DumpAttribute.importNote, message)
                    note(line.number, message)
                }
                continue
            }
            if !node.isComplete {
                let message = "line \(line.number) was cut off: fields after the last complete one are missing"
                view.attribute(DumpAttribute.importNote, message)
                note(line.number, message)
            }
            view.resolveTransformedGeometry()
            let index = views.count
            if let parent = open.last {
                view.parent = parent.view
                views[parent.view].children.append(index)
            } else {
                tops.append(index)
            }
            views.append(view)
            open.append((depth, index, false))
        }
    }

    /// The class as the hierarchy names it: the readable form of a mangled Swift name, and at most 200
    /// characters (a class is an identifier of at most 256 bytes; the printed name is kept beside it).
    static func readableClass(_ printed: String) -> String {
        let readable = SwiftClassName.readable(printed) ?? printed
        guard readable.utf8.count > 200 else { return readable }
        var cut = ""
        for c in readable {
            if cut.utf8.count + c.utf8.count > 200 { break }
            cut.append(c)
        }
        return cut + "…"
    }

    static func layerText(_ node: DumpNode) -> String {
        var s = "<" + node.className
        if let a = node.address { s += ": " + a }
        for f in node.fields { s += "; " + f.name + (f.colon ? ": " : " = ") + f.value }
        return s + ">"
    }

    /// Ids from the address (`UIButton_0x7fb3c2d0`), or from the class when addresses were purged
    /// (`UILabel_1`, `UILabel_2`); an `id = …` field wins. Always unique.
    mutating func assignIDs() {
        var used = Set<String>()
        for v in views {
            guard let id = v.explicitID else { continue }
            if !used.insert(id).inserted { fail(v.line, "duplicate id \"\(FieldReader.shortened(id))\"; expected each id = … once") }
        }
        var counters: [String: Int] = [:]
        // Per class and address, the last `_N` given: views that share one (a dump's reused or elided addresses)
        // count on from there, so 10,000 of them cost 10,000 steps, not 50 million.
        var repeats: [String: Int] = [:]
        for i in views.indices {
            if let id = views[i].explicitID { views[i].id = id; continue }
            let short = SwiftClassName.short(views[i].className)
            var candidate: String
            if let a = views[i].address {
                let base = short + "_" + a
                candidate = base
                var n = repeats[base, default: 1]
                if n > 1 { candidate = base + "_\(n)" }
                while used.contains(candidate) { n += 1; candidate = base + "_\(n)" }
                repeats[base] = n
            } else {
                var n = counters[short, default: 0]
                repeat { n += 1; candidate = short + "_\(n)" } while used.contains(candidate)
                counters[short] = n
            }
            used.insert(candidate)
            views[i].id = candidate
        }
    }
}
