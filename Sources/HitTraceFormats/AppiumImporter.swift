import HitTestKit
/// Imports an Appium / WebDriverAgent page source (`driver.getPageSource()`, `mobile: source`):
///
///     <AppiumAUT><XCUIElementTypeApplication … x="0" y="0" width="375" height="667">
///       <XCUIElementTypeButton type="XCUIElementTypeButton" name="signIn" label="Sign In" enabled="true"
///                              visible="true" x="20" y="300" width="335" height="44"/>
///
/// Frames (`x`, `y`, `width`, `height`) are in screen points and become local frames; `name` is the
/// accessibility identifier (WebDriverAgent falls back to the label), `label` the label; `enabled` and
/// `visible` are read. Also read: the source as a JSON-escaped string (an Appium log line or a
/// `{"value": "<?xml…"}` response), the 2016 form without `type`, windows reported in pixels (scaled to
/// points), and a source cut off at the end (open elements are closed, with a note).
public enum AppiumImporter {
    public static func importPageSource(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        let bytes = WrappedText.unwrap(input, markers: ["<XCUIElementType", "<?xml"], what: "the page source", notes: &notes)
        let xml = XMLReader(bytes)
        notes += xml.notes
        if xml.truncated { notes.append(ValidationIssue(path: "line \(xml.elements.last?.line ?? 1)", message: "the page source ends inside an element; the elements still open were closed there")) }
        var elements: [AccessibilityElement] = []
        var roots: [Int] = []
        // Depth first over the XML, keeping XCUIElementType* elements; others (AppiumAUT) pass their children up.
        var stack: [(x: Int, parent: Int)] = xml.roots.reversed().map { ($0, -1) }
        while let (x, parent) = stack.popLast() {
            let el = xml.elements[x]
            let prefix = "XCUIElementType"
            guard el.name.hasPrefix(prefix) || xml.attribute(x, "type")?.hasPrefix(prefix) == true else {
                for c in el.children.reversed() { stack.append((c, parent)) }
                continue
            }
            let type = String((xml.attribute(x, "type") ?? el.name).dropFirst(prefix.count))
            var a = AccessibilityElement(line: el.line, type: type.isEmpty ? "Other" : type)
            let numbers = ["x", "y", "width", "height"].map { xml.attribute(x, $0).flatMap(Double.init) }
            if let fx = numbers[0], let fy = numbers[1], let w = numbers[2], let h = numbers[3],
               [fx, fy, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0 {
                a.frame = Rect(x: fx, y: fy, width: w, height: h)
            } else if el.attributes.contains(where: { $0.name == "x" || $0.name == "width" }) {
                throw HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line \(el.line)", message:
                    "expected x, y, width and height as numbers (width and height not negative) on <\(el.name)>")])
            }
            let name = xml.attribute(x, "name"), label = xml.attribute(x, "label")
            a.identifier = name.flatMap { $0 == label || $0.trimmingSpacesString.isEmpty ? nil : $0 }
            a.label = label.flatMap { $0.trimmingSpacesString.isEmpty ? nil : $0 }
            a.value = xml.attribute(x, "value")
            a.enabled = xml.attribute(x, "enabled").flatMap(DumpValues.bool)
            a.visible = xml.attribute(x, "visible").flatMap(DumpValues.bool)
            for (k, v) in el.attributes where !["type", "x", "y", "width", "height", "name", "label", "value", "enabled", "visible"].contains(k) {
                a.attributes.append((k, v))
            }
            let index = elements.count
            elements.append(a)
            if parent >= 0 { elements[parent].children.append(index) } else { roots.append(index) }
            for c in el.children.reversed() { stack.append((c, index)) }
        }
        return try AccessibilityTree.imported(elements, roots: roots, notes: notes, format: .appium, limits: limits, expected:
            "expected a page source with <XCUIElementType…> elements such as <XCUIElementTypeButton x=\"0\" y=\"0\" width=\"44\" height=\"44\"/>; found none")
    }
}
