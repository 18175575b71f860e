import HitTraceJSON
/// Reads the hierarchy format (docs/API.md, "Hierarchy format") into a `Hierarchy`, validating as it goes.
///
/// The walk over views uses an explicit stack, never recursion, so no input can overflow the call stack;
/// every problem is collected with its JSON path and reported together (up to `maxIssues`).
public enum HierarchyDecoder {
    static let topLevelKeys: Set<String> = ["name", "root", "windows", "windowScene"]
    /// Fields of the normalized output and of stored summaries, accepted and ignored on the way back in.
    static let topLevelDerivedKeys: Set<String> = ["id", "viewCount", "windowCount", "createdAt", "sourceFormat"]

    public static func decode(json bytes: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> Hierarchy {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: limits.jsonNesting))
        } catch {
            var e = HierarchyError(error)
            // The parser only knows JSON nesting, a limit the user never set: say what it means for views.
            if error.code == .tooDeep, !e.issues.isEmpty {
                e.issues[0].message += " (each view takes two: its object and its subviews array; views may be nested at most \(counted(limits.maxDepth, "level")) deep)"
            }
            throw e
        }
        return try decode(document.root, path: "$", limits: limits)
    }

    /// Decodes a hierarchy that sits inside a larger document (e.g. `$.hierarchy` of a one-shot request).
    public static func decode(_ value: JSONValue, path: String, limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> Hierarchy {
        try value.document.withTape { (tape) throws(HierarchyError) in
            var builder = HierarchyBuilder(limits: limits, tape: tape)
            // Room for the views without growing the arrays and the id index step by step: a view takes 50 bytes
            // of JSON or more.
            let expected = min(value.document.byteCount / 48, limits.maxViews)
            builder.nodes.reserveCapacity(expected)
            builder.views.reserveCapacity(expected)
            builder.childIndex.reserveCapacity(expected)
            builder.indexByID.reserveCapacity(expected)
            try builder.top(value, path: path)
            return try builder.finish()
        }
    }
}

struct HierarchyBuilder {
    let limits: HierarchyLimits
    /// The document being decoded (the builder lives inside `withTape`).
    let tape: JSONTape
    var reader: FieldReader
    var name: String?
    var windowScene = true
    var nodes: [HitNode] = []
    var views: [ViewRecord] = []
    var classTable = ClassTable()
    var extras: [ViewExtras] = []
    var windows: [Int32] = []
    var indexByID: [String: Int32] = [:]
    /// Position of each view among its siblings, and the path of each window, for building error paths.
    var childIndex: [Int32] = []
    var windowPath: [Int32: String] = [:]
    var needsGeneratedID: [Int32] = []
    var pendingHitTest: [(view: Int32, draft: ViewDraft.HitTestDraft)] = []
    /// Scroll views naming their `viewForZooming`, resolved once every id is known.
    var pendingZoom: [(scrollView: Int32, target: String)] = []
    var recognizers: [(view: Int32, draft: GestureRecognizerDraft)] = []

    init(limits: HierarchyLimits, tape: JSONTape) {
        self.limits = limits
        self.tape = tape
        reader = FieldReader(maxIssues: limits.maxIssues)
    }

    func path(of view: Int32) -> String {
        var parts: [String] = []
        var v = view
        while v >= 0 {
            let parent = nodes[Int(v)].parent
            if parent < 0 { parts.append(windowPath[v] ?? "$"); break }
            parts.append(".subviews[\(childIndex[Int(v)])]")
            v = parent
        }
        return parts.reversed().joined()
    }

    mutating func top(_ value: JSONValue, path: String) throws(HierarchyError) {
        guard let fields = reader.members(value, known: HierarchyDecoder.topLevelKeys,
                                          ignored: HierarchyDecoder.topLevelDerivedKeys, path, what: "a hierarchy") else {
            throw HierarchyError(code: .invalidHierarchy, issues: reader.issues)
        }
        var tops: [(JSONValue, String)] = []
        var sawRoot = false, sawWindows = false
        for (key, v) in fields {
            switch key {
            case "name": name = reader.string(v, path + ".name", maxLength: 1_000)
            case "windowScene": windowScene = reader.bool(v, path + ".windowScene") ?? true
            case "root":
                sawRoot = true
                tops.append((v, path + ".root"))
            case "windows":
                sawWindows = true
                guard v.kind == .array else { reader.report(path + ".windows", "expected an array of windows"); break }
                if v.count == 0 { reader.report(path + ".windows", "must hold at least one window") }
                for (i, w) in v.elements.enumerated() { tops.append((w, path + ".windows[\(i)]")) }
            default: break
            }
        }
        if sawRoot && sawWindows { reader.report(path, "give either \"root\" or \"windows\", not both") }
        if !sawRoot && !sawWindows { reader.report(path + ".root", "is required (or give \"windows\")") }
        for (v, p) in tops { try views(from: v.index, path: p) }
    }

    /// Walks one window's tree depth-first with an explicit stack, children in order (pre-order numbering).
    mutating func views(from top: Int, path topPath: String) throws(HierarchyError) {
        let t = tape
        let keys = ViewDraft.keys
        // Node indices, not `JSONValue`s: no reference counting per view.
        var stack: [(node: Int32, parent: Int32, depth: Int32, position: Int32)] = [(Int32(top), -1, 1, 0)]
        while let entry = stack.popLast() {
            guard nodes.count < limits.maxViews else {
                throw HierarchyError(code: .limitExceeded, issues: [ValidationIssue(
                    path: entry.parent >= 0 ? self.path(of: entry.parent) : topPath,
                    message: "more than \(counted(limits.maxViews, "view")) (the limit of views per hierarchy)")])
            }
            let index = Int32(nodes.count)
            // Reserve the slot first so that paths of problems in this view can be built.
            nodes.append(HitNode(toLocal: .identity, bounds: Rect(x: 0, y: 0, width: 0, height: 0), parent: entry.parent,
                                 lastChild: -1, previousSibling: -1, flags: [], pointInsideMode: .bounds, hitTestOverride: .default))
            childIndex.append(entry.position)
            if entry.parent < 0 { windowPath[index] = topPath; windows.append(index) }
            func viewPath() -> String { path(of: index) }
            // The reader is moved out while it works so that building a path (a read of self) never overlaps
            // its mutation.
            var r = reader
            reader.issues = []
            var draft = ViewDraft()
            r.viewDraft(Int(entry.node), in: t, keys: keys, into: &draft, path: viewPath)
            reader = r
            add(&draft, at: index, isTop: entry.parent < 0)
            if entry.parent >= 0 {
                nodes[Int(index)].previousSibling = nodes[Int(entry.parent)].lastChild
                nodes[Int(entry.parent)].lastChild = index
            }
            if let subviews = draft.subviews, t[subviews].start > 0 {
                guard Int(entry.depth) < limits.maxDepth else {
                    throw HierarchyError(code: .limitExceeded, issues: [ValidationIssue(
                        path: viewPath() + ".subviews",
                        message: "views nested deeper than \(counted(limits.maxDepth, "level")) (the depth limit)")])
                }
                // Pushed front to back, then turned around in place: the back-most subview is popped first.
                let first = stack.count
                var child = subviews + 1
                for i in 0..<Int32(t[subviews].start) {
                    stack.append((Int32(child), index, entry.depth + 1, i))
                    child = t.subtreeEnd(child)
                }
                var i = first, j = stack.count - 1
                while i < j { stack.swapAt(i, j); i += 1; j -= 1 }
            }
            if reader.isFull { break }
        }
    }
}
