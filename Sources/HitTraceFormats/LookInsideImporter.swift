import HitTestKit
import HitTraceJSON
/// Imports what LookInside's command line prints for a running app's hierarchy, as text or as JSON:
///
///     - UIWindow#2 [keyWindow] frame={0, 0, 420, 912}
///       - UIButton#31 frame={20, 300, 380, 44} alpha=0.5
///
///     {"app": {"screenWidth": 420, …}, "displayItems": [{"className": "UIWindow", "oid": 2, "memoryAddress": "0x…",
///       "frame": {"x": 0, "y": 0, "width": 420, "height": 912}, "bounds": {…}, "alpha": 1, "isHidden": false,
///       "representedAsKeyWindow": true, "children": [{…}]}]}
///
/// `frame` is the frame in the superview (the local frame as it stands); in the JSON, `bounds` gives a
/// scroll view's offset. The text nests by indentation and prints `hidden` and `alpha=` only when they are not
/// the default, so neither is assumed. Ids are `Class#oid`, the handle LookInside's other commands take. Items
/// whose class is a layer (`_UIMultiLayer`, `CAShapeLayer`) are no views: their children are placed in the
/// view above, offset by the layer's frame, with a note. Interaction, control state, clipping, transforms and
/// recognizers are not printed: they are assumed.
public enum LookInsideImporter {
    static let alwaysAssumed = ["userInteractionEnabled", "clipsToBounds", "transform", "gestureRecognizers"]

    public static func importHierarchy(_ bytes: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        let first = bytes.first { !DumpLines.isSpace($0) }
        var items: [LookInsideItem] = []
        var roots: [Int] = []
        var notes: [ValidationIssue] = []
        if first == 0x7B || first == 0x5B {
            try LookInsideJSON.read(bytes, limits: limits, into: &items, roots: &roots)
        } else {
            LookInsideText.read(bytes, into: &items, roots: &roots, notes: &notes)
        }
        guard !roots.isEmpty else {
            throw HierarchyError.noDump(
                "expected LookInside's hierarchy: lines such as \"- UIWindow#2 [keyWindow] frame={0, 0, 420, 912}\", or its JSON with \"displayItems\"; found no view")
        }
        let (views, tops) = LookInsideItem.views(items, roots: roots, notes: &notes)
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: .lookinside, limits: limits, what: "view")
    }
}

/// One item of LookInside's tree, as either form gives it.
struct LookInsideItem {
    var line: Int
    var className: String
    var oid: String?
    var frame: Rect
    /// The bounds origin, when the JSON gives it.
    var boundsOrigin: Point?
    /// nil when the source does not say (the text omits defaults, so the text always says).
    var hidden: Bool?
    var alpha: Double?
    var attributes: [(name: String, value: String)] = []
    var children: [Int] = []

    static func isLayer(_ className: String) -> Bool { className.hasSuffix("Layer") }

    /// The views: layers pass their children up, offset by their frame.
    static func views(_ items: [LookInsideItem], roots: [Int], notes: inout [ValidationIssue]) -> (views: [ImportedView], tops: [Int]) {
        var views: [ImportedView] = []
        var tops: [Int] = []
        var names = ImportedNames()
        var stack: [(item: Int, parent: Int, offset: Point)] = roots.reversed().map { ($0, -1, .zero) }
        while let (i, parent, offset) = stack.popLast() {
            let item = items[i]
            if isLayer(item.className) {
                notes.append(ValidationIssue(path: "line \(item.line)", message: "\(item.className) is a layer, not a view: its children are placed in its superview"))
                let o = Point(x: offset.x + item.frame.x, y: offset.y + item.frame.y)
                for c in item.children.reversed() { stack.append((c, parent, o)) }
                continue
            }
            var v = ImportedView(line: item.line, depth: 0, className: DumpReader.readableClass(item.className.isEmpty ? "UIView" : item.className))
            if v.className != item.className { v.attribute(DumpAttribute.printedClass, item.className) }
            v.frame = Rect(x: item.frame.x + offset.x, y: item.frame.y + offset.y, width: item.frame.width, height: item.frame.height)
            v.id = names.name(type: "", identifier: SwiftClassName.short(v.className) + (item.oid.map { "#" + $0 } ?? ""), label: nil)
            if let oid = item.oid { v.attribute("lookinOid", oid) }
            for (k, value) in item.attributes { v.attribute(k, value) }
            if let h = item.hidden { v.hidden = h } else { v.assumed.append("hidden") }
            if let a = item.alpha { v.alpha = min(1, max(0, a)) } else { v.assumed.append("alpha") }
            if let b = item.boundsOrigin, b != .zero, UIKitClass.isKind(v.className, of: "UIScrollView") { v.contentOffset = b }
            v.assumeUIKitDefaults(LookInsideImporter.alwaysAssumed, contentOffsetGiven: item.boundsOrigin != nil)
            let index = ImportedView.append(v, parent: parent, to: &views, tops: &tops)
            for c in item.children.reversed() { stack.append((c, index, .zero)) }
        }
        return (views, tops)
    }
}

/// `hierarchy --format json`: `displayItems`, each with `children`.
enum LookInsideJSON {
    static func read(_ bytes: [UInt8], limits: HierarchyLimits, into items: inout [LookInsideItem], roots: inout [Int]) throws(HierarchyError) {
        let doc: JSONDocument
        do { doc = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: limits.jsonNesting)) } catch { throw HierarchyError(error) }
        let lines = SourceLines(bytes)
        guard doc.root.kind == .object, let top = doc.root["displayItems"], top.kind == .array else {
            throw HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "$.displayItems", message:
                "expected LookInside's hierarchy JSON: {\"displayItems\": [{\"className\": \"UIWindow\", \"frame\": {\"x\": 0, …}, \"children\": […]}]}")])
        }
        var stack: [(value: JSONValue, path: String, parent: Int)] = []
        for (i, v) in top.elements.enumerated().reversed() { stack.append((v, "$.displayItems[\(i)]", -1)) }
        while let (v, path, parent) = stack.popLast() {
            let line = lines.line(at: v.byteOffset)
            func invalid(_ field: String, _ message: String) -> HierarchyError {
                HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "line \(line) (\(path)\(field))", message: message)])
            }
            guard v.kind == .object else { throw invalid("", "expected a display item (an object with className, frame, children)") }
            guard let frame = v["frame"], frame.kind == .object else { throw invalid(".frame", "missing; expected {\"x\": …, \"y\": …, \"width\": …, \"height\": …}") }
            let n = ["x", "y", "width", "height"].map { frame[$0]?.number }
            guard let x = n[0], let y = n[1], let w = n[2], let h = n[3], w >= 0, h >= 0 else {
                throw invalid(".frame", "expected numbers x, y, width and height (width and height not negative)")
            }
            var item = LookInsideItem(line: line, className: v["className"]?.string ?? "UIView", frame: Rect(x: x, y: y, width: w, height: h))
            item.oid = v["oid"].flatMap { $0.kind == .number ? $0.sourceText : $0.string }
            if let b = v["bounds"], let bx = b["x"]?.number, let by = b["y"]?.number { item.boundsOrigin = Point(x: bx, y: by) }
            if let hidden = v["isHidden"], hidden.kind != .null {
                guard let flag = hidden.bool else { throw invalid(".isHidden", "expected true or false") }
                item.hidden = flag
            }
            if let alpha = v["alpha"], alpha.kind != .null {
                guard let a = alpha.number else { throw invalid(".alpha", "expected a number") }
                item.alpha = a
            }
            if let address = v["memoryAddress"]?.string { item.attributes.append(("memoryAddress", address)) }
            if v["representedAsKeyWindow"]?.bool == true { item.attributes.append(("keyWindow", "YES")) }
            if let title = v["customDisplayTitle"]?.string, !title.isEmpty { item.attributes.append(("customDisplayTitle", title)) }
            let index = items.count
            items.append(item)
            if parent >= 0 { items[parent].children.append(index) } else { roots.append(index) }
            if let children = v["children"], children.kind != .null {
                guard children.kind == .array else { throw invalid(".children", "expected an array of display items") }
                for (i, c) in children.elements.enumerated().reversed() { stack.append((c, path + ".children[\(i)]", index)) }
            }
        }
    }
}
