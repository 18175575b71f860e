import Testing
@testable import HitTestKit
import TestSupport

/// Validation errors in UIKit's words: the message names the view by its id and the field as a developer
/// writes it; `path` keeps the JSON path. An array's elements are named by what they are.
@Suite struct IssueNameTests {
    static func issues(_ view: String) -> [ValidationIssue] {
        Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(view)]}}"#)?.issues ?? []
    }

    @Test func theBriefsExample() {
        let i = Self.issues(#"{"id": "overlay", "frame": [0, 0, -5, 10]}"#)
        #expect(i == [ValidationIssue(path: "$.root.subviews[0].frame[2]", message: "overlay.frame.width must not be negative (found -5)")])
    }

    @Test(arguments: [
        (#"{"id": "v", "frame": {"x": 0, "y": 0, "width": 1, "height": -2}}"#, "v.frame.height must not be negative (found -2)"),
        (#"{"id": "v", "frame": [0, 0, 1, 1], "center": ["a", 1]}"#, "v.center.x: expected a number"),
        (#"{"id": "v", "frame": [0, 0, 1, 1], "pointInside": {"insets": [1, "x", 1, 1]}}"#, "v.pointInside.insets.left: expected a number"),
        (#"{"id": "v", "frame": [0, 0, 1, 1], "transform": [1, 0, 0, 1, 0, "z"]}"#, "v.transform.ty: expected a number"),
        (#"{"id": "v", "frame": [0, 0, 1, 1], "clas": "UIView"}"#, "v.clas: unknown field \"clas\" in a view; did you mean \"class\"?"),
        (#"{"id": "v", "frame": [0, 0, 1, 1], "subviews": [{"id": "deep", "frame": [0, 0, 1, 1], "enabled": true}]}"#, "deep.enabled: \"enabled\" applies"),
        (#"{"class": "UIButton", "frame": [0, 0, -1, 1]}"#, "UIButton-1.frame.width must not be negative"),
    ])
    func fieldsAreNamedAsDevelopersWriteThem(view: String, message: String) {
        let i = Self.issues(view)
        #expect(i.contains { $0.message.hasPrefix(message) }, "\(i)")
    }

    /// A problem outside any view keeps its message as it is.
    @Test func topLevelProblemsAreUnchanged() {
        let e = Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 1, 1]}, "nme": "x"}"#)
        #expect(e?.issues.first?.message.hasPrefix("unknown field") == true)
    }
}
