import HitTestKit
/// One view read from a dump, in the terms of the hierarchy format, before it is written as JSON.
struct ImportedView {
    var line: Int
    /// Nesting level relative to the dump's first view.
    var depth: Int
    var className: String
    var address: String?
    /// An `id = …` field: HitTrace's own export writes it for ids that no address gives back.
    var explicitID: String?
    var id = ""
    var base: String?
    var frame: Rect?
    var bounds: Rect?
    var center: Point?
    var transform: AffineTransform?
    var anchorPoint: Point?
    var hidden = false
    var alpha: Double?
    /// UIKit prints `userInteractionEnabled = NO` only when it is off, for every class: a UILabel that does not
    /// print it has had it turned on.
    var userInteractionEnabled = true
    var clipsToBounds = false
    var tag: Int?
    var text: String?
    var contentOffset: Point?
    var contentSize: Size?
    var attributes: [(name: String, value: String)] = []
    /// A control's `isEnabled`, when the source says (accessibility trees print `Disabled`, `enabled="false"`).
    var enabled: Bool?
    /// The view controller whose root view this is (from `_printHierarchy`, or a capture's `view_controller`).
    var viewController: ViewControllerSpec?
    /// Fields the source does not carry, written as `"assumed"`: the decoder uses UIKit's default for each (an
    /// assumed `userInteractionEnabled` is not written, so the class's default applies).
    var assumed: [String] = []
    /// A `UISegmentedControl`'s segments as the dump prints them (`ImportedView+Segments`).
    var numberOfSegments: Int?
    var selectedSegmentIndex: Int?
    /// A hitTest override (`"passThrough"`) an importer infers, e.g. for an accessibility tree's status-bar window.
    var hitTest: String?
    var parent = -1
    var children: [Int] = []

    init(line: Int, depth: Int, className: String) {
        self.line = line
        self.depth = depth
        self.className = className
    }

    /// Each attribute key used, with the last `#N` given to a repeat of it (1: none yet).
    private var attributeKeys: [String: Int] = [:]

    /// Adds a text attribute; a name already used gets `#2`, `#3`… (an object's keys are unique). Each
    /// repeat starts counting where the last one stopped: 2,000 equal names cost 2,000 steps, not 2 million.
    mutating func attribute(_ name: String, _ value: String) {
        var key = name
        if var n = attributeKeys[name] {
            repeat { n += 1; key = "\(name)#\(n)" } while attributeKeys[key] != nil
            attributeKeys[name] = n
        }
        if attributeKeys[key] == nil { attributeKeys[key] = 1 }
        attributes.append((key, value))
    }
}

/// Attribute names the importer uses for what is not a `name = value` field; the exporter prints them back in
/// their places instead of as fields.
enum DumpAttribute {
    /// The class name as printed, when the view's `class` is its readable form.
    static let printedClass = "printedClass"
    static let ivar = "ivar"
    static let trailer = "trailer"
    static let wrapped = "wrapped"
    static let sublayer = "sublayer"
    static let importNote = "importNote"
    /// Fields UIKit prints as `name: value` (the scroll-view tail and a few subclasses).
    static let colonFields: Set<String> = ["contentOffset", "contentSize", "adjustedContentInset", "layout",
                                           "dataSource", "reactTag", "value", "delegate"]

    static func isPlacement(_ name: String) -> Bool {
        let stem = name.split(separator: "#", maxSplits: 1).first.map(String.init) ?? name
        return stem == printedClass || stem == ivar || stem == trailer || stem == wrapped || stem == sublayer
    }
}

extension ImportedView {
    /// For a capture that names each view's class but not its interaction (Sentry, Detox, LookInside): `fields`
    /// are assumed, and so are a control's `enabled` and, unless the source gave it, a scroll view's
    /// `contentOffset`; interaction is the class's default.
    mutating func assumeUIKitDefaults(_ fields: [String], contentOffsetGiven: Bool = false) {
        assumed += fields
        if UIKitClass.isKind(className, of: "UIControl") { assumed.append("enabled") }
        if !contentOffsetGiven, UIKitClass.isKind(className, of: "UIScrollView") { assumed.append("contentOffset") }
        userInteractionEnabled = UIKitClass.interactiveByDefault(UIKitClass.behavior(className: className, base: nil))
    }

    /// Adds `view` as the last subview of `parent` (or as a top view when `parent` is -1); its index.
    static func append(_ view: ImportedView, parent: Int, to views: inout [ImportedView], tops: inout [Int]) -> Int {
        var view = view
        let index = views.count
        view.parent = parent
        if parent >= 0 { views[parent].children.append(index) } else { tops.append(index) }
        views.append(view)
        return index
    }
}
