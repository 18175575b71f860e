import HitTestKit
import HitTraceJSON
/// Imports Detox's view-hierarchy XML (`device.generateViewHierarchyXml()`, attached to iOS errors since 2025):
///
///     <ViewHierarchy>
///       <UIWindow class="UIWindow" width="414" height="896" visibility="visible" alpha="1.0">
///         <UIButton class="UIButton" x="20" y="300" width="374" height="44" id="signIn" label="Sign In" … />
///
/// One element per UIView, named by its class. `x`, `y` are `view.convert(view.bounds.origin, to: superview)`:
/// the frame's origin in the superview, so the local frame as it stands (a window has none: 0, 0). `id` is the
/// accessibility identifier, `label` the label, `text` a label's or text view's text, `visibility="invisible"`
/// hidden, `alpha` its alpha, `tag` its tag. Detox writes no userInteractionEnabled, no control state, no
/// clipping, transforms, scroll offsets or recognizers: those are assumed. Read with libxml2 (`XMLReader`); a
/// source cut off at the end keeps its complete elements, with a note.
public enum DetoxImporter {
    static let alwaysAssumed = ["userInteractionEnabled", "clipsToBounds", "transform", "gestureRecognizers"]
    static let read: Set<String> = ["class", "x", "y", "width", "height", "visibility", "alpha", "id", "label", "value", "text", "tag", "focused"]

    public static func importViewHierarchy(_ bytes: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        let xml = XMLReader(bytes)
        guard xml.elements.contains(where: { $0.name == "ViewHierarchy" }) else {
            throw HierarchyError.noDump(
                "expected Detox's view hierarchy: <ViewHierarchy> holding elements such as <UIWindow class=\"UIWindow\" width=\"390\" height=\"844\">; found no <ViewHierarchy>")
        }
        notes += xml.notes
        if xml.truncated { notes.append(ValidationIssue(path: "line \(xml.elements.last?.line ?? 1)", message: "the XML ends inside an element; the elements still open were closed there")) }
        var views: [ImportedView] = []
        var tops: [Int] = []
        var names = ImportedNames()
        var stack: [(x: Int, parent: Int)] = xml.roots.reversed().map { ($0, -1) }
        while let (x, parent) = stack.popLast() {
            let el = xml.elements[x]
            // <ViewHierarchy> (and anything Detox may wrap it in) is no view: its children are the windows.
            guard el.name != "ViewHierarchy", xml.attribute(x, "width") != nil || xml.attribute(x, "class") != nil else {
                for c in el.children.reversed() { stack.append((c, parent)) }
                continue
            }
            func invalid(_ field: String, _ message: String) -> HierarchyError {
                HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line \(el.line)", message: "<\(el.name)> \(field): \(message)")])
            }
            func number(_ name: String, default d: Double?) throws(HierarchyError) -> Double {
                guard let text = xml.attribute(x, name) else {
                    if let d { return d }
                    throw invalid(name, "missing; expected the frame's \(name) in points")
                }
                guard let n = Double(text), n.isFinite else { throw invalid(name, "expected a number, found \"\(text.prefix(40))\"") }
                return n
            }
            let printed = xml.attribute(x, "class") ?? el.name
            var view = ImportedView(line: el.line, depth: 0, className: DumpReader.readableClass(printed.isEmpty ? "UIView" : printed))
            if view.className != printed { view.attribute(DumpAttribute.printedClass, printed) }
            let fx = try number("x", default: 0), fy = try number("y", default: 0)
            let w = try number("width", default: nil), h = try number("height", default: nil)
            guard w >= 0 else { throw invalid("width", "expected a size not negative, found \(JSONText.number(w))") }
            guard h >= 0 else { throw invalid("height", "expected a size not negative, found \(JSONText.number(h))") }
            view.frame = Rect(x: fx, y: fy, width: w, height: h)
            if let visibility = xml.attribute(x, "visibility") { view.hidden = visibility == "invisible" } else { view.assumed.append("hidden") }
            if let a = xml.attribute(x, "alpha") {
                guard let alpha = Double(a), alpha.isFinite else { throw invalid("alpha", "expected a number, found \"\(a.prefix(40))\"") }
                view.alpha = min(1, max(0, alpha))
            } else {
                view.assumed.append("alpha")
            }
            if let t = xml.attribute(x, "tag") { view.tag = Int(t) }
            let identifier = xml.attribute(x, "id").flatMap { $0.isEmpty ? nil : $0 }
            let label = xml.attribute(x, "label").flatMap { $0.isEmpty ? nil : $0 }
            let text = xml.attribute(x, "text")
            if let identifier { view.attribute("accessibilityIdentifier", identifier) }
            if let label { view.attribute("accessibilityLabel", label) }
            if let value = xml.attribute(x, "value") { view.attribute("accessibilityValue", value) }
            if let text { view.text = text }
            for (k, v) in el.attributes where !Self.read.contains(k) { view.attribute(k, v) }
            view.id = names.name(type: SwiftClassName.short(view.className), identifier: identifier, label: label ?? text)
            view.assumeUIKitDefaults(Self.alwaysAssumed)
            let index = ImportedView.append(view, parent: parent, to: &views, tops: &tops)
            for c in el.children.reversed() { stack.append((c, index)) }
        }
        guard !views.isEmpty else {
            throw HierarchyError.noDump(
                "expected Detox's view hierarchy: <ViewHierarchy> holding elements such as <UIWindow class=\"UIWindow\" width=\"390\" height=\"844\">; found none")
        }
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: .detox, limits: limits, what: "view")
    }
}
