import HitTestKit
import HitTraceJSON
/// One element of an accessibility tree (XCTest's `debugDescription`, Appium's page source): a type such as
/// `Button`, a frame in screen coordinates, and what accessibility says about it.
struct AccessibilityElement {
    /// The source line (XCTest) or the element's ordinal (Appium), for messages.
    var line: Int
    /// The element type without the `XCUIElementType` prefix: `Button`, `StaticText`, `Other`, `Window`.
    var type: String
    /// The frame in screen coordinates.
    var frame: Rect?
    var identifier: String?
    var label: String?
    var value: String?
    /// nil when the source does not say.
    var enabled: Bool?
    var visible: Bool?
    var attributes: [(name: String, value: String)] = []
    var children: [Int] = []
}

/// Turns an accessibility tree into imported views: UIKit classes from element types, local frames from screen
/// frames, names from identifiers and labels, and the fields an accessibility tree does not carry marked assumed.
enum AccessibilityTree {
    /// The tree read as `format`, or `expected` as the error when it holds no element.
    static func imported(_ elements: [AccessibilityElement], roots: [Int], notes: [ValidationIssue], format: HierarchyFormat,
                         limits: HierarchyLimits, expected: String) throws(HierarchyError) -> ImportedDump {
        guard !elements.isEmpty else { throw HierarchyError.noDump(expected) }
        var notes = notes
        let (views, tops) = Self.views(elements, roots: roots, notes: &notes)
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: format, limits: limits, what: "element")
    }

    /// UIKit's class for an element type (the type is kept as the `elementType` attribute).
    static func uikitClass(_ type: String, parentType: String?) -> String {
        switch type {
        case "Window", "Application": "UIWindow"
        // A segmented control's segments are its private UISegment views, not buttons (3.14).
        case "Button": parentType == "SegmentedControl" ? "UISegment" : "UIButton"
        case "StaticText": "UILabel"
        case "TextField", "SecureTextField": "UITextField"
        case "SearchField": "UISearchTextField"
        case "TextView": "UITextView"
        case "Image": "UIImageView"
        case "Switch", "Toggle": "UISwitch"
        case "Slider": "UISlider"
        case "Stepper": "UIStepper"
        case "SegmentedControl": "UISegmentedControl"
        case "PageIndicator": "UIPageControl"
        case "DatePicker": "UIDatePicker"
        case "Picker": "UIPickerView"
        case "ActivityIndicator": "UIActivityIndicatorView"
        case "ProgressIndicator": "UIProgressView"
        case "NavigationBar": "UINavigationBar"
        case "Toolbar": "UIToolbar"
        case "TabBar": "UITabBar"
        case "SearchBar": "UISearchBar"
        case "Table": "UITableView"
        case "CollectionView": "UICollectionView"
        case "ScrollView": "UIScrollView"
        case "Cell": parentType == "CollectionView" ? "UICollectionViewCell" : "UITableViewCell"
        default: "UIView"
        }
    }

    /// What no accessibility tree carries, for every view; `hidden`, `enabled` and `contentOffset` are added
    /// when the source does not say them either.
    static let alwaysAssumed = ["userInteractionEnabled", "alpha", "clipsToBounds", "gestureRecognizers"]

    /// The views, with `tops` (elements without a framed parent). `Application` elements are not views: their
    /// children become the tops. A top whose size is 2 or 3 times the application's (WebDriverAgent reports
    /// some windows in pixels) is scaled down to points, with a note.
    static func views(_ elements: [AccessibilityElement], roots: [Int],
                      notes: inout [ValidationIssue]) -> (views: [ImportedView], tops: [Int]) {
        var views: [ImportedView] = []
        var tops: [Int] = []
        var names = ImportedNames()
        var appSize: Size?
        // (element, parent view index or -1, parent's screen origin, parent's type, scale)
        var stack: [(e: Int, parent: Int, origin: Point, parentType: String?, scale: Double)] =
            roots.reversed().map { ($0, -1, .zero, nil, 1) }
        while let (e, parent, origin, parentType, inherited) = stack.popLast() {
            let el = elements[e]
            // A lone application (a degenerate source) stands for its window.
            guard el.type != "Application" || (el.children.isEmpty && parent < 0 && roots.count == 1), var f = el.frame else {
                if el.type == "Application", let f = el.frame, appSize == nil { appSize = Size(width: f.width, height: f.height) }
                if el.type != "Application" {
                    notes.append(ValidationIssue(path: "line \(el.line)", message: "\(el.type) has no frame; its children are placed in its parent"))
                }
                for c in el.children.reversed() { stack.append((c, parent, origin, parentType, inherited)) }
                continue
            }
            var scale = inherited
            if parent < 0, let app = appSize, app.width > 0, app.height > 0 {
                for k in [2.0, 3.0] where abs(f.width - app.width * k) < 1 && abs(f.height - app.height * k) < 1 {
                    scale = k
                    notes.append(ValidationIssue(path: "line \(el.line)", message: "\(el.type) is \(JSONText.number(f.width))×\(JSONText.number(f.height)), \(JSONText.number(k)) times the application's \(JSONText.number(app.width))×\(JSONText.number(app.height)): read as pixels and scaled to points"))
                }
            }
            if scale != 1 { f = Rect(x: f.x / scale, y: f.y / scale, width: f.width / scale, height: f.height / scale) }
            var v = ImportedView(line: el.line, depth: 0, className: uikitClass(el.type, parentType: parentType))
            v.frame = Rect(x: f.x - origin.x, y: f.y - origin.y, width: f.width, height: f.height)
            v.id = names.name(type: el.type, identifier: el.identifier, label: el.label)
            v.attribute("elementType", el.type)
            if let i = el.identifier, !i.isEmpty { v.attribute("accessibilityIdentifier", i) }
            if let l = el.label, !l.isEmpty { v.attribute("accessibilityLabel", l) }
            if let value = el.value { v.attribute("accessibilityValue", value) }
            for (k, value) in el.attributes { v.attribute(k, value) }
            if scale != 1 { v.attribute("screenScale", JSONText.number(scale)) }
            v.assumed = alwaysAssumed
            let isControl = UIKitClass.isKind(v.className, of: "UIControl")
            if isControl {
                if let enabled = el.enabled { v.enabled = enabled } else { v.assumed.append("enabled") }
            }
            if let visible = el.visible { v.hidden = !visible } else { v.assumed.append("hidden") }
            if UIKitClass.isKind(v.className, of: "UIScrollView") { v.assumed.append("contentOffset") }
            v.userInteractionEnabled = UIKitClass.interactiveByDefault(v.className)
            let index = views.count
            v.parent = parent
            if parent >= 0 { views[parent].children.append(index) } else { tops.append(index) }
            views.append(v)
            for c in el.children.reversed() { stack.append((c, index, Point(x: f.x, y: f.y), el.type, scale)) }
        }
        // Accessibility orders siblings for reading (a navigation bar before the content under it), not front to
        // back. Larger siblings are put behind smaller ones (a full-screen container behind a bar or a button
        // over it), as an assumption about the subviews' order.
        for p in views.indices where views[p].children.count > 1 {
            let children = views[p].children
            let area = { (v: Int) -> Double in views[v].frame.map { $0.width * $0.height } ?? 0 }
            let sorted = children.enumerated().sorted { a, b in
                let x = area(a.element), y = area(b.element)
                return x != y ? x > y : a.offset < b.offset
            }.map(\.element)
            guard sorted != children else { continue }
            views[p].children = sorted
            views[p].assumed.append("subviews")
        }
        // Accessibility lists every window at full size; UIKit's own extra windows (the status bar's, an empty
        // keyboard window) let touches through. A window after the first with no control in it is taken for
        // one of those: it passes touches through, as an assumption.
        for t in tops.dropFirst() where views[t].className == "UIWindow" {
            var stack = [t]
            var interactive = false
            while let v = stack.popLast() {
                if UIKitClass.isKind(views[v].className, of: "UIControl") { interactive = true; break }
                stack += views[v].children
            }
            guard !interactive else { continue }
            views[t].hitTest = "passThrough"
            views[t].assumed.append("hitTest")
            notes.append(ValidationIssue(path: "line \(views[t].line)", message: "\(views[t].id) holds no control: taken for a system window (status bar, keyboard) that passes touches through (assumed)"))
        }
        return (views, tops)
    }
}
