import Testing
@testable import HitTestKit
import TestSupport

/// Controls track only their own touches (rule 3.9) and settle "mostly inside" at the lift (3.10).
/// https://developer.apple.com/documentation/uikit/uicontrol,
/// https://developer.apple.com/documentation/uikit/uicontrol/event
@Suite struct ControlOwnTouchesTests {
    static func buttonWithStack(_ stackFields: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "Btn", "class": "UIButton", "frame": [0, 0, 200, 60], "subviews": [
          {"id": "stack", "class": "UIStackView", "frame": [10, 10, 180, 40] \(stackFields), "subviews": [
            {"id": "icon", "class": "UIImageView", "frame": [0, 0, 40, 40]},
            {"id": "title", "class": "UILabel", "frame": [50, 0, 130, 40]}]}]}
        """)
    }

    /// 3.9: a UIButton whose content is an interactive UIStackView does not fire: the stack is the hit-test view
    /// (labels and image views are not interactive, 3.6), and the button does not track a touch passed up to it.
    @Test func aButtonWithAnInteractiveStackDoesNotFire() throws {
        let h = try Self.buttonWithStack("")
        let d = try h.delivery(Touches.tap(100, 30))
        #expect(d.touches.first?.view.map { h.id($0) } == "stack")
        #expect(d.actions.isEmpty)
        #expect(d.timeline.allSatisfy { $0.kind != .control })
    }

    /// 3.9: the fix, turning the stack's interaction off, makes the button the hit-test view, and it fires.
    @Test func turningTheStacksInteractionOffFixesIt() throws {
        let h = try Self.buttonWithStack(#", "userInteractionEnabled": false"#)
        #expect(try h.actions(Touches.tap(100, 30)) == ["0 Btn.touchDown", "80 Btn.touchUpInside", "80 Btn.primaryActionTriggered"])
    }

    /// 3.10: the last move was inside; the finger lifts far outside. touchDragExit comes before touchUpOutside.
    @Test func liftingOutsideAfterAMoveInsideExitsFirst() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [100, 100, 100, 44]}"#)
        let seq = Touches.sequence([(0, "began", 150, 120), (0.1, "moved", 160, 120), (0.2, "ended", 150, 400)])
        #expect(try h.timeline(seq).filter { $0.contains("controlEvent") } == [
            "0 Btn controlEvent touchDown", "100 Btn controlEvent touchDragInside",
            "200 Btn controlEvent touchDragExit", "200 Btn controlEvent touchUpOutside",
        ])
    }

    /// 3.10: the last move was outside; the finger lifts back on the button. touchDragEnter before touchUpInside.
    @Test func liftingInsideAfterAMoveOutsideEntersFirst() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [100, 100, 100, 44]}"#)
        let seq = Touches.sequence([(0, "began", 150, 120), (0.1, "moved", 150, 400), (0.2, "ended", 150, 120)])
        #expect(try h.timeline(seq).filter { $0.contains("controlEvent") } == [
            "0 Btn controlEvent touchDown", "100 Btn controlEvent touchDragExit", "100 Btn controlEvent touchDragOutside",
            "200 Btn controlEvent touchDragEnter", "200 Btn controlEvent touchUpInside", "200 Btn controlEvent primaryActionTriggered",
        ])
    }

    /// 3.10: a tap with no move and a lift outside (the finger jumped) sends touchDragExit then touchUpOutside.
    @Test func aLiftOutsideWithNoMoveExitsFirst() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [100, 100, 100, 44]}"#)
        let seq = Touches.sequence([(0, "began", 150, 120), (0.1, "ended", 150, 400)])
        #expect(try h.actions(seq) == ["0 Btn.touchDown", "100 Btn.touchDragExit", "100 Btn.touchUpOutside"])
    }
}
