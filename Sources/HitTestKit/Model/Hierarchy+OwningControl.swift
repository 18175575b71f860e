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
    static let controlParts: Set<Substring> = [
        "UISwitchVisualElement", "UISwitchModernVisualElement",
        "_UISlideriOSVisualElement", "_UISliderGlassVisualElement", "_UILiquidLensView",
        "UIButtonLabel", "UISegment", "UISegmentLabel",
    ]

    /// Whether a view of class `name` whose superview behaves as `parentBehavior` is a private part of a
    /// control: one of `controlParts`, or the image view a `UIButton` makes for its image.
    static func isControlPart(_ name: String, in parentBehavior: String) -> Bool {
        let plain = unqualified(name)
        return controlParts.contains(plain) || (plain == "UIImageView" && isKind(parentBehavior, of: "UIButton"))
    }

    /// The class name without its module prefix: the last of its dot-separated parts that is not empty (the
    /// whole name when there is none). A slice of `name`, not a new string: a touch's delivery asks this of
    /// every view up the chain from each view it sends to, and splitting the name into new strings each time
    /// was a sixth of a simulation's instructions.
    static func unqualified(_ name: String) -> Substring {
        // In UTF-8 bytes: walking a String by Characters costs a grapheme break test per step.
        let utf8 = name.utf8, dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return name[...] }
        let start = utf8[..<end].lastIndex(of: dot).map { utf8.index(after: $0) } ?? utf8.startIndex
        return name[start..<end]
    }
}
