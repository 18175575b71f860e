import HitTestKit
/// A segmented control as dumps show it (rule 3.14): `recursiveDescription` prints its `UISegment` subviews
/// (each with a `UISegmentLabel` or an image view), XCTest and Appium print each segment as a `Button` inside the
/// `SegmentedControl` and mark the selected one `Selected` / `selected="true"`. The control's
/// `numberOfSegments` is the number of segments printed and `selectedSegmentIndex` the selected one's place
/// from the left; a source that does not print the selection (`recursiveDescription`) leaves it assumed.
extension ImportedView {
    /// Counts each imported segmented control's segments, and its selection where the source says it:
    /// `printsSelection` when the source marks the selected element (XCTest's `Selected`), or where a segment
    /// carries a `selected` attribute or accessibility traits.
    static func countSegments(_ views: inout [ImportedView], printsSelection: Bool) {
        for c in views.indices where UIKitClass.isKind(views[c].className, of: "UISegmentedControl") {
            let segments = views[c].children.filter { UIKitClass.isSegment(views[$0].className) }
                .sorted { (views[$0].frame?.x ?? 0) < (views[$1].frame?.x ?? 0) }
            guard !segments.isEmpty else { continue }
            views[c].numberOfSegments = segments.count
            if let selected = segments.firstIndex(where: { views[$0].saysSelected }) {
                views[c].selectedSegmentIndex = selected
            } else if !printsSelection && !segments.contains(where: { views[$0].printsSelection }) {
                views[c].assumed.append("selectedSegmentIndex")
            }
        }
    }

    /// XCTest's `Selected` flag, Appium's `selected="true"`, an accessibility trait `Selected` (idb).
    var saysSelected: Bool {
        attributes.contains { a in
            (a.name == "selected" && (a.value == "true" || a.value == "YES"))
                || (a.name == "accessibilityTraits" && a.value.split(separator: ",").contains { $0.trimmingSpaces == "Selected" })
        }
    }

    /// The element says whether it is selected, selected or not.
    var printsSelection: Bool { attributes.contains { $0.name == "selected" || $0.name == "accessibilityTraits" } }
}
