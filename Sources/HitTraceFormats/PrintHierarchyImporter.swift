import HitTestKit
/// One line of `-[UIViewController _printHierarchy]`:
/// `   |    + <Class 0x…>, state: appeared, view: <UIView 0x…>[ not in the window][, presented with: <…>]`.
struct PrintHierarchyLine {
    /// `<Class 0x…>` as printed; no address where the dump's addresses were stripped (snapshot tests).
    struct Object {
        var className: String
        var address: String?
    }

    /// Nesting level: one per `|` or `+` before the controller.
    var depth: Int
    /// `+`: presented by the controller one level up (not its child).
    var presented: Bool
    var controller: Object
    var state: String?
    /// `view: <UIView 0x…>`; nil when the controller's view is not loaded.
    var view: Object?
    /// False when its view is printed `not in the window`.
    var inWindow: Bool

    static func parse<S: StringProtocol>(_ line: S) -> PrintHierarchyLine? {
        var s = Substring(line)
        while let f = s.first, f == " " || f == "\t" || f == "`" || f == "|" || f == "+" { s = s.dropFirst() }
        guard s.first == "<", s.contains(", state: ") || s.contains(", view: ") else { return nil }
        let lead = line[line.startIndex..<line.index(line.startIndex, offsetBy: line.count - s.count)]
        let depth = lead.filter { $0 == "|" || $0 == "+" }.count
        let presented = lead.contains("+")
        guard let close = s.firstIndex(of: ">") else { return nil }
        let controller = object(s[s.index(after: s.startIndex)..<close])
        guard !controller.className.isEmpty else { return nil }
        var result = PrintHierarchyLine(depth: depth, presented: presented, controller: controller, inWindow: true)
        let rest = s[s.index(after: close)...]
        if let r = rest.range(of: "state: ") {
            result.state = String(rest[r.upperBound...].prefix { $0 != "," })
        }
        if let r = rest.range(of: "view: <"), let end = rest[r.upperBound...].firstIndex(of: ">") {
            result.view = object(rest[r.upperBound..<end])
        }
        result.inWindow = !rest.contains("not in the window")
        return result
    }

    /// `Class 0x…` or `Class: 0x…` or `Class` (or nothing: an empty class name).
    private static func object(_ s: Substring) -> Object {
        let parts = s.split(whereSeparator: { $0 == " " || $0 == ":" })
        return Object(className: parts.first.map(String.init) ?? "", address: parts.dropFirst().first { $0.hasPrefix("0x") }.map(String.init))
    }
}

/// Imports `_printHierarchy` together with a `recursiveDescription` of the same moment, in one text: the
/// controller lines and the view lines may come in either order (each is recognised by its form; a line such
/// as `---` between them is skipped). Each controller is matched to its root view by the view's address
/// (`view: <UIView 0x7f86…>` ↔ `<UIView: 0x7f86…; …>`), so that the responder chain passes through child,
/// container and presented controllers (RC.2, RC.3): a presented controller (`+`) gets `presentedBy`, the root
/// view id of the controller one level up. A controller whose view is not loaded, not in the window or not
/// in the dump is listed in the notes.
public enum PrintHierarchyImporter {
    public static func importHierarchy(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        // Controller lines are blanked (so that dump lines keep their numbers) and read apart.
        var bytes = input
        var controllers: [(line: Int, c: PrintHierarchyLine)] = []
        var start = 0
        var number = 1
        for i in 0...bytes.count {
            guard i == bytes.count || bytes[i] == 0x0A else { continue }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            if let c = PrintHierarchyLine.parse(text) {
                controllers.append((number, c))
                for j in start..<i { bytes[j] = 0x20 }
            } else if text.trimmingSpacesString.allSatisfy({ $0 == "-" || $0 == "=" || $0 == "`" }) {
                for j in start..<i { bytes[j] = 0x20 }
            }
            start = i + 1
            number += 1
        }
        guard !controllers.isEmpty else {
            throw HierarchyError.noDump(
                "expected _printHierarchy lines such as \"<HomeViewController 0x…>, state: appeared, view: <UIView 0x…>\" followed by the recursiveDescription of the same moment")
        }
        var reader = DumpReader(maxIssues: limits.maxIssues)
        let lines = DumpLines.split(bytes)
        guard lines.contains(where: { DumpLines.kind(of: $0) == .node }) else {
            throw HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line \(number)", message:
                "found _printHierarchy's controllers but no recursiveDescription: paste the dump of the same moment after them (po UIApplication.shared.keyWindow.recursiveDescription())")])
        }
        reader.read(lines)
        if reader.issues.isEmpty { reader.assignIDs() }
        guard reader.issues.isEmpty else { throw HierarchyError(code: .invalidDump, issues: reader.issues) }
        var notes = reader.notes
        var byAddress: [String: Int] = [:]
        for (i, v) in reader.views.enumerated() { if let a = v.address?.lowercased() { byAddress[a] = i } }
        // The root view of each controller (by line order), for `presentedBy`.
        var rootView: [Int?] = []
        var openControllers: [(depth: Int, index: Int)] = []
        for (k, (line, c)) in controllers.enumerated() {
            while let top = openControllers.last, top.depth >= c.depth { openControllers.removeLast() }
            let parent = openControllers.last?.index
            openControllers.append((c.depth, k))
            var view: Int?
            if let a = c.view?.address?.lowercased() { view = byAddress[a] } else if let vc = c.view?.className {
                // Addresses stripped (snapshot tests): a class that appears once in the dump is still a match.
                let same = reader.views.indices.filter { reader.views[$0].className == vc }
                if same.count == 1 { view = same[0] }
            }
            rootView.append(view)
            guard let v = view else {
                let why = c.view == nil ? "its view is not loaded" : c.inWindow ? "its view is not in the dump" : "its view is not in the window"
                notes.append(ValidationIssue(path: "line \(line)", message: "\(c.controller.className): \(why); the responder chain does not pass through it"))
                continue
            }
            if reader.views[v].viewController != nil {
                notes.append(ValidationIssue(path: "line \(line)", message: "\(c.controller.className): its view \(reader.views[v].id) already belongs to \(reader.views[v].viewController!.className)"))
                continue
            }
            var spec = ViewControllerSpec(className: DumpReader.readableClass(c.controller.className), presentedBy: nil)
            if c.presented, let p = parent {
                spec.presentedBy = rootView[p].map { reader.views[$0].id } ?? DumpReader.readableClass(controllers[p].c.controller.className)
            }
            reader.views[v].viewController = spec
            if let state = c.state { reader.views[v].attribute("viewControllerState", state) }
        }
        return try HierarchyImporter.finish(reader.views, tops: reader.tops, notes: notes, format: .printHierarchy,
                                            limits: limits, what: "view")
    }
}
