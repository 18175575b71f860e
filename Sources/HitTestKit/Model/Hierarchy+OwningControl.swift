/// Which control a touch on one of its private parts belongs to (rule 3.11).
///
/// A real dump of a `UISwitch`, a `UISlider` or a `UIButton` prints UIKit's private views inside the control
/// (`UISwitchModernVisualElement` and its plain `UIView`s, `_UISlideriOSVisualElement`, the iOS 26
/// `_UISliderGlassVisualElement` and its thumb, `UIButtonLabel`, a button's image view): a touch can be
/// hit-tested to one of them, but the control is what tracks it, vetoes a parent's tap and sends the events.
extension Hierarchy {
    /// The control that owns `view`: the view itself when it is a control, else the nearest `UIControl` up the
    /// superview chain when the way there passes through one of the control's private parts
    /// (`UIKitClass.isControlPart`); nil for anything else, such as an app's own interactive subview of a
    /// control, which the control does not track (3.9).
    package func owningControl(of view: Int) -> Int? {
        if nodes[view].flags.contains(.isControl) { return view }
        var throughPart = false
        var v = view
        while true {
            let parent = Int(nodes[v].parent)
            guard parent >= 0, !nodes[v].flags.contains(.isWindow) else { return nil }
            throughPart = throughPart || UIKitClass.isControlPart(views[v].className, in: views[parent].behavior)
            if nodes[parent].flags.contains(.isControl) { return throughPart ? parent : nil }
            v = parent
        }
    }
}

extension UIKitClass {
    /// UIKit's private views inside its controls, as iOS 16–26 dumps print them (rule 3.11). A Swift module
    /// prefix (`UIKit._UISliderGlassVisualElement`) is ignored.
    static let controlParts: Set<String> = [
        "UISwitchVisualElement", "UISwitchModernVisualElement",
        "_UISlideriOSVisualElement", "_UISliderGlassVisualElement", "_UILiquidLensView",
        "UIButtonLabel", "UISegment", "UISegmentLabel",
    ]

    /// Whether a view of class `name` whose superview behaves as `parentBehavior` is a private part of a
    /// control: one of `controlParts`, or the image view a `UIButton` makes for its image.
    static func isControlPart(_ name: String, in parentBehavior: String) -> Bool {
        let plain = name.split(separator: ".").last.map(String.init) ?? name
        return controlParts.contains(plain) || (plain == "UIImageView" && isKind(parentBehavior, of: "UIButton"))
    }
}
