import HitTestKit
import HitTraceJSON
/// Imports idb's `ui describe-all` and AXe's `describe-ui` JSON (the accessibility tree agents read):
///
///     [{"type": "Application", "AXFrame": "{{0, 0}, {393, 852}}", "frame": {"x": 0, "y": 0, "width": 393, …},
///       "AXLabel": "Tuist", "enabled": true, "role": "AXApplication", "children": [
///         {"type": "Button", "AXFrame": "{{305.7, 229.3}, {55.3, 28.3}}", "AXLabel": "Run", "AXUniqueId": null,
///          "enabled": false, "role": "AXButton", "children": []}]}]
///
/// Frames (`frame`, else `AXFrame`) are in screen points and become local frames; `AXUniqueId` is the
/// accessibility identifier, `AXLabel` (else `title`) the label, `AXValue` the value, `enabled` is read.
/// The nested form (`--nested`) gives containment under one Application; the flat form lists every element at the
/// top (without `children`, or with empty ones), so neither
/// containment nor z-order is known: every element is placed in one window, larger behind smaller, and the
/// window's `subviews` is marked assumed, which every verdict resting on that order says. idb lists no
/// windows: the `Application` element stands for the window. Also read: one element alone (`describe-point`),
/// the older shape (numeric `AXUniqueId`, `traits`, `AXHint`), and a list cut off at the end (the complete
/// elements before the cut are read, with a note).
public enum IDBImporter {
    public static func importDescription(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        let jsonLimits = JSONParser.Limits(maxNesting: limits.jsonNesting)
        let doc: JSONDocument
        do { doc = try JSONParser.parse(input, limits: jsonLimits) } catch {
            guard error.code == .malformed, let cut = CutOffJSON.completeElements(input),
                  let partial = try? JSONParser.parse(cut.bytes, limits: jsonLimits) else { throw HierarchyError(error) }
            notes.append(ValidationIssue(path: "line \(error.line)", message:
                "the output is cut off here (\(error.message)); the \(cut.elements) complete top-level element\(cut.elements == 1 ? "" : "s") before it were read"))
            doc = partial
        }
        let lines = SourceLines(input)
        var reader = IDBElementReader(lines: lines)
        let root = doc.root
        let tops: [JSONValue]
        switch root.kind {
        case .array: tops = Array(root.elements)
        case .object: tops = [root]
        default:
            throw HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "$", message:
                "expected idb's describe-all output: a JSON array of elements such as {\"type\": \"Button\", \"AXFrame\": \"{{0, 0}, {44, 44}}\", \"AXLabel\": \"OK\"}")])
        }
        var roots: [Int] = []
        for (i, t) in tops.enumerated() { roots.append(try reader.read(t, path: "$[\(i)]")) }
        guard !roots.isEmpty else {
            throw HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "$", message: "expected at least one element; the list is empty")])
        }
        notes += reader.notes
        var elements = reader.elements
        guard elements.contains(where: { $0.frame != nil }) else {
            throw HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "$", message:
                "expected idb's describe-all output: elements with \"AXFrame\": \"{{x, y}, {w, h}}\" or \"frame\": {\"x\": …}; found no element with a frame")])
        }
        // The nested form has one top element (the Application); several at the top are a flat list (whether
        // or not each carries an empty `children`), whose containment and order are unknown.
        let flat = tops.count > 1
        let window = windowElement(&elements, roots: roots, notes: &notes)
        let (views, viewTops) = AccessibilityTree.views(elements, roots: [window], notes: &notes)
        var result = views
        if flat, let w = viewTops.first {
            notes.append(ValidationIssue(path: "line \(elements[window].line)", message:
                "the flat form gives no containment and no z-order: every element is placed in \(result[w].id), larger elements behind smaller ones (assumed)"))
            if !result[w].assumed.contains("subviews") { result[w].assumed.append("subviews") }
        }
        return try HierarchyImporter.finish(result, tops: viewTops, notes: notes, format: .idb, limits: limits, what: "element")
    }

    /// The window every element goes in: the `Application` element when there is one at the top (idb lists
    /// no windows; the application's frame is the screen), holding the other top-level elements after its own
    /// children; else a window around all of them, with a note.
    static func windowElement(_ elements: inout [AccessibilityElement], roots: [Int], notes: inout [ValidationIssue]) -> Int {
        if let app = roots.first(where: { elements[$0].type == "Application" && elements[$0].frame != nil }) {
            elements[app].type = "Window"
            elements[app].attributes.append(("idbType", "Application"))
            elements[app].children += roots.filter { $0 != app }
            return app
        }
        if roots.count == 1, elements[roots[0]].type == "Window" { return roots[0] }
        var maxX = 0.0, maxY = 0.0
        for e in elements { if let f = e.frame { maxX = max(maxX, f.x + f.width); maxY = max(maxY, f.y + f.height) } }
        var w = AccessibilityElement(line: elements[roots[0]].line, type: "Window")
        w.frame = Rect(x: 0, y: 0, width: maxX, height: maxY)
        w.children = roots
        notes.append(ValidationIssue(path: "line \(w.line)", message:
            "no Application element gives the screen: the elements are placed in a window of \(JSONText.number(maxX))×\(JSONText.number(maxY)) around them (assumed)"))
        elements.append(w)
        return elements.count - 1
    }
}

/// Reads idb elements depth first into `AccessibilityElement`s, naming each by its line in the source.
struct IDBElementReader {
    let lines: SourceLines
    var elements: [AccessibilityElement] = []
    var notes: [ValidationIssue] = []

    /// Keys kept as attributes, by their UIKit-side name.
    static let kept: [(key: String, attribute: String)] = [
        ("role", "accessibilityRole"), ("role_description", "roleDescription"), ("subrole", "subrole"),
        ("help", "accessibilityHint"), ("AXHint", "accessibilityHint"),
    ]

    /// idb's element types that XCUIElementType spells differently.
    static func elementType(_ type: String) -> String {
        switch type {
        case "Heading": "StaticText"
        case "Group", "GenericElement": "Other"
        case "CheckBox": "Switch"
        case "RadioButton", "PopUpButton", "MenuButton", "Tab": "Button"
        default: type
        }
    }

    /// The element at `path` and its children; its index.
    mutating func read(_ root: JSONValue, path rootPath: String) throws(HierarchyError) -> Int {
        var stack: [(value: JSONValue, path: String, parent: Int)] = [(root, rootPath, -1)]
        var first = -1
        while let (v, path, parent) = stack.popLast() {
            let line = lines.line(at: v.byteOffset)
            func invalid(_ field: String, _ message: String) -> HierarchyError {
                HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: "line \(line) (\(path)\(field))", message: message)])
            }
            guard v.kind == .object else { throw invalid("", "expected an element (an object with type, AXFrame, AXLabel…)") }
            let printedType = v["type"]?.string ?? v["role"]?.string.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
            var e = AccessibilityElement(line: line, type: Self.elementType(printedType.isEmpty ? "Other" : printedType))
            if let frame = v["frame"], frame.kind != .null {
                let numbers = ["x", "y", "width", "height"].map { frame[$0]?.number }
                guard frame.kind == .object, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3], w >= 0, h >= 0 else {
                    throw invalid(".frame", "expected {\"x\": …, \"y\": …, \"width\": …, \"height\": …} with numbers (width and height not negative)")
                }
                e.frame = Rect(x: x, y: y, width: w, height: h)
            } else if let ax = v["AXFrame"], ax.kind != .null {
                guard let s = ax.string else { throw invalid(".AXFrame", "expected a string \"{{x, y}, {w, h}}\"") }
                if let r = XCTestLine.rect(Substring(s)) {
                    e.frame = r
                } else if s.contains("X") || s.contains("W") {
                    notes.append(ValidationIssue(path: "line \(line)", message: "AXFrame \(s) is idb's placeholder for an unknown frame: the element has no frame"))
                } else {
                    throw invalid(".AXFrame", "expected \"{{x, y}, {w, h}}\" with numbers (width and height not negative), found \"\(s.prefix(60))\"")
                }
            }
            e.identifier = Self.text(v["AXUniqueId"])
            e.label = Self.text(v["AXLabel"]) ?? Self.text(v["title"])
            e.value = Self.text(v["AXValue"])
            if let enabled = v["enabled"], enabled.kind != .null {
                guard let b = enabled.bool else { throw invalid(".enabled", "expected true or false") }
                e.enabled = b
            }
            if printedType != e.type { e.attributes.append(("idbType", printedType)) }
            for (key, attribute) in Self.kept { if let s = Self.text(v[key]), !s.isEmpty { e.attributes.append((attribute, s)) } }
            if let traits = v["traits"], traits.kind == .array {
                e.attributes.append(("accessibilityTraits", traits.elements.compactMap(\.string).joined(separator: ", ")))
            }
            if let actions = v["custom_actions"], actions.kind == .array, actions.count > 0 {
                e.attributes.append(("accessibilityCustomActions", actions.elements.compactMap(\.string).joined(separator: ", ")))
            }
            let index = elements.count
            elements.append(e)
            if parent >= 0 { elements[parent].children.append(index) } else { first = index }
            if let children = v["children"], children.kind != .null {
                guard children.kind == .array else { throw invalid(".children", "expected an array of elements") }
                for (i, c) in children.elements.enumerated().reversed() { stack.append((c, path + ".children[\(i)]", index)) }
            }
        }
        return first
    }

    /// A string, or a number as written (the older idb prints numeric `AXUniqueId`s); nil for null or empty.
    static func text(_ v: JSONValue?) -> String? {
        guard let v else { return nil }
        switch v.kind {
        case .string: return v.string.flatMap { $0.isEmpty ? nil : $0 }
        case .number: return v.sourceText
        default: return nil
        }
    }
}
