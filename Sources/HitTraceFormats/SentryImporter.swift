import HitTestKit
import HitTraceJSON
/// Imports Sentry's `view-hierarchy.json` attachment (the Cocoa SDK's `attachViewHierarchy`):
///
///     {"rendering_system": "UIKIT", "windows": [{"type": "UIWindow", "identifier": "main", "x": 0, "y": 0,
///       "width": 390, "height": 844, "alpha": 1, "visible": true, "view_controller": "HomeViewController",
///       "children": [{"type": "UIButton", "identifier": "signIn", …, "children": []}]}]}
///
/// On iOS `x` and `y` are the view's frame origin in its superview, so they are the local frame as they
/// stand. `type` is the class, `identifier` the accessibility identifier (the view's name), `visible: false`
/// hidden, `alpha` its alpha, `view_controller` the controller whose root view it is. The SDK's truncation
/// marker (`{"type": "SentryTruncatedViewHierarchy"}`, past 90 levels) is skipped with a note. Parsed with
/// the engine's own JSON parser. Interaction, clipping, transforms, scroll offsets and recognizers are not
/// captured: they are marked assumed.
public enum SentryImporter {
    static let alwaysAssumed = ["userInteractionEnabled", "clipsToBounds", "transform", "gestureRecognizers"]

    public static func importViewHierarchy(_ bytes: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        let doc: JSONDocument
        do { doc = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: limits.jsonNesting)) } catch { throw HierarchyError(error) }
        let root = doc.root
        func invalid(_ path: String, _ message: String) -> HierarchyError {
            HierarchyError(code: .invalidHierarchy, issues: [ValidationIssue(path: path, message: message)])
        }
        guard root.kind == .object, let windows = root["windows"], windows.kind == .array else {
            throw invalid("$.windows", "expected Sentry's view hierarchy: {\"rendering_system\": \"UIKIT\", \"windows\": [{\"type\": \"UIWindow\", …}]}")
        }
        var notes: [ValidationIssue] = []
        let system = root["rendering_system"]?.string
        if let system, system.uppercased() != "UIKIT" {
            notes.append(ValidationIssue(path: "$.rendering_system", message: "rendering system \(system): read as UIKit (x and y relative to the parent)"))
        }
        var views: [ImportedView] = []
        var tops: [Int] = []
        var names = ImportedNames()
        var stack: [(value: JSONValue, path: String, parent: Int)] = []
        for (i, w) in windows.elements.enumerated().reversed() { stack.append((w, "$.windows[\(i)]", -1)) }
        var issues: [ValidationIssue] = []
        var line = 0
        while let (v, path, parent) = stack.popLast() {
            line += 1
            guard v.kind == .object else { issues.append(ValidationIssue(path: path, message: "expected a view (an object)")); continue }
            let type = v["type"]?.string ?? "UIView"
            if type == "SentryTruncatedViewHierarchy" {
                notes.append(ValidationIssue(path: path, message: "Sentry truncated the hierarchy here (it keeps 90 levels); deeper views are missing"))
                continue
            }
            let numbers = ["x", "y", "width", "height"].map { v[$0]?.number }
            guard let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
                  width >= 0, height >= 0 else {
                issues.append(ValidationIssue(path: path, message: "expected numbers x, y, width and height (width and height not negative)"))
                continue
            }
            var view = ImportedView(line: line, depth: 0, className: DumpReader.readableClass(type.isEmpty ? "UIView" : type))
            if view.className != type { view.attribute(DumpAttribute.printedClass, type) }
            view.frame = Rect(x: x, y: y, width: width, height: height)
            let identifier = v["identifier"]?.string
            view.id = names.name(type: SwiftClassName.short(view.className), identifier: identifier, label: nil)
            if let identifier, !identifier.isEmpty { view.attribute("accessibilityIdentifier", identifier) }
            if let a = v["alpha"]?.number { view.alpha = min(1, max(0, a)) } else { view.assumed.append("alpha") }
            if let visible = v["visible"]?.bool { view.hidden = !visible } else { view.assumed.append("hidden") }
            if let vc = v["view_controller"]?.string, !vc.isEmpty {
                view.viewController = ViewControllerSpec(className: DumpReader.readableClass(vc), presentedBy: nil)
            }
            for (k, value) in v.members where !["type", "identifier", "x", "y", "width", "height", "alpha", "visible", "view_controller", "children"].contains(k) {
                if let s = value.string { view.attribute(k, s) } else if value.kind == .number || value.kind == .bool { view.attribute(k, value.sourceText) }
            }
            view.assumeUIKitDefaults(Self.alwaysAssumed)
            // The line is the view's ordinal: a decoder complaint then names "line N" in document order.
            let index = ImportedView.append(view, parent: parent, to: &views, tops: &tops)
            if let children = v["children"] {
                guard children.kind == .array else { issues.append(ValidationIssue(path: path + ".children", message: "expected an array of views")); continue }
                for (i, c) in children.elements.enumerated().reversed() { stack.append((c, path + ".children[\(i)]", index)) }
            }
        }
        guard issues.isEmpty else { throw HierarchyError(code: .invalidHierarchy, issues: Array(issues.prefix(limits.maxIssues))) }
        if tops.isEmpty { throw invalid("$.windows", "expected at least one window") }
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: .sentry, limits: limits, what: "view")
    }
}
