import Testing
@testable import HitTestKit
import TestSupport

/// Several fingers at once: `isMultipleTouchEnabled` (rule 8.1,
/// https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled) and `isExclusiveTouch`
/// (8.2, https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch), with recognizers seeing
/// touches by their own rules (8.3).
@Suite struct MultipleTouchTests {
    /// Two fingers, each `(t, phase, x, y, finger)`.
    static func fingers(_ events: [(Double, String, Double, Double, Int)]) -> String {
        let items = events.map { #"{"t": \#($0.0), "phase": "\#($0.1)", "x": \#($0.2), "y": \#($0.3), "finger": \#($0.4)}"# }
        return #"{"sequence": [\#(items.joined(separator: ", "))]}"#
    }

    /// Finger 0 down at (a) at 0, finger 1 down at (b) at 0.05; both up at 0.1 and 0.12.
    static func twoFingers(_ a: (Double, Double), _ b: (Double, Double)) -> String {
        fingers([(0, "began", a.0, a.1, 0), (0.05, "began", b.0, b.1, 1), (0.1, "ended", a.0, a.1, 0), (0.12, "ended", b.0, b.1, 1)])
    }

    static func canvas(_ fields: String = "", recognizers: String = "[]") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "canvas", "frame": [0, 0, 200, 200], "handlesTouches": true, "gestureRecognizers": \(recognizers) \(fields)}
        """)
    }

    /// Rule 8.1: with multipleTouchEnabled NO (the default) the second finger on the same view is not delivered
    /// to it; the first finger's phases are, and the timeline says why for finger 1.
    @Test func aViewGetsOnlyTheFirstTouchByDefault() throws {
        let h = try Self.canvas()
        let d = try h.delivery(Self.twoFingers((10, 10), (50, 50)))
        let toCanvas = d.timeline.filter { $0.target == "canvas" }.map { "\($0.event.rawValue) \($0.finger ?? -1)" }
        #expect(toCanvas == ["touchesBegan 0", "discarded 1", "touchesEnded 0"])
        #expect(d.timeline.first { $0.event == .discarded }?.cause == .refused(.notMultipleTouch(view: h.v("canvas"), finger: 0)))
        #expect(d.touches.map(\.view) == [ViewIndex(1), ViewIndex(1)])  // both are still bound to it by hit-testing (4.5)
    }

    /// Rule 8.1: with multipleTouchEnabled YES both fingers are delivered.
    @Test func multipleTouchEnabledGetsEveryFinger() throws {
        let h = try Self.canvas(#", "multipleTouchEnabled": true"#)
        let toCanvas = try h.delivery(Self.twoFingers((10, 10), (50, 50))).timeline.filter { $0.target == "canvas" }
            .map { "\($0.event.rawValue) \($0.finger ?? -1)" }
        #expect(toCanvas == ["touchesBegan 0", "touchesBegan 1", "touchesEnded 0", "touchesEnded 1"])
    }

    /// Rule 8.1: once the first finger has lifted, a new finger is the first touch again.
    @Test func afterTheFirstLiftsTheNextIsFirstAgain() throws {
        let h = try Self.canvas()
        let seq = Self.fingers([(0, "began", 10, 10, 0), (0.1, "ended", 10, 10, 0), (0.2, "began", 50, 50, 1), (0.3, "ended", 50, 50, 1)])
        #expect(try h.delivery(seq).timeline.allSatisfy { $0.event != .discarded })
    }

    /// Rule 8.3: a pinch on a view with multipleTouchEnabled NO still gets both fingers (recognizers see touches
    /// by their own rules, not the view's).
    @Test func aPinchStillSeesBothFingers() throws {
        let h = try Self.canvas(recognizers: #"[{"id": "pinch", "type": "pinch"}]"#)
        let seq = Self.fingers([(0, "began", 50, 100, 0), (0.01, "began", 150, 100, 1), (0.05, "moved", 20, 100, 0),
                                (0.06, "moved", 180, 100, 1), (0.1, "ended", 20, 100, 0), (0.1, "ended", 180, 100, 1)])
        let d = try h.delivery(seq)
        #expect(d.recognizers.first { $0.id == "pinch" }?.state == .ended)
        #expect(d.actions.contains { $0.source == "pinch" && $0.event == "began" })
    }

    static func twoButtons(_ left: String, _ right: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "left", "class": "UIButton", "frame": [0, 0, 100, 100] \(left)},
        {"id": "right", "class": "UIButton", "frame": [100, 0, 100, 100] \(right)}
        """)
    }

    /// Rule 8.2: while `left` (exclusiveTouch YES) tracks finger 0, finger 1 on `right` is not delivered: no
    /// touchDown, no touchUpInside on right.
    @Test func anExclusiveViewBlocksTheOthers() throws {
        let h = try Self.twoButtons(#", "exclusiveTouch": true"#, "")
        let d = try h.delivery(Self.twoFingers((50, 50), (150, 50)))
        #expect(d.actions.map { "\($0.source).\($0.event)" } == ["left.touchDown", "left.touchUpInside", "left.primaryActionTriggered"])
        #expect(d.timeline.first { $0.target == "right" && $0.event == .discarded }?.cause
                == .refused(.exclusiveElsewhere(view: h.v("right"), exclusive: h.v("left"), finger: 0)))
    }

    /// Rule 8.2: an exclusive view does not receive a touch while another view is tracking one.
    @Test func anExclusiveViewWaitsForTheOthers() throws {
        let h = try Self.twoButtons("", #", "exclusiveTouch": true"#)
        let d = try h.delivery(Self.twoFingers((50, 50), (150, 50)))
        #expect(d.actions.map { "\($0.source).\($0.event)" } == ["left.touchDown", "left.touchUpInside", "left.primaryActionTriggered"])
        #expect(d.timeline.first { $0.target == "right" && $0.event == .discarded }?.cause
                == .refused(.exclusiveItself(view: h.v("right"), other: h.v("left"), finger: 0)))
    }

    /// Rule 8.2: without exclusiveTouch both buttons track their own finger.
    @Test func withoutExclusiveTouchBothButtonsFire() throws {
        let h = try Self.twoButtons("", "")
        let d = try h.delivery(Self.twoFingers((50, 50), (150, 50)))
        #expect(d.actions.map { "\($0.source).\($0.event)" }
                == ["left.touchDown", "right.touchDown", "left.touchUpInside", "left.primaryActionTriggered",
                    "right.touchUpInside", "right.primaryActionTriggered"])
    }

    /// Rule 8.1: a second finger on a button already tracking is not delivered to it (UIButton keeps
    /// multipleTouchEnabled NO), so the button sends one touchDown and one touchUpInside.
    @Test func aSecondFingerOnATrackingButton() throws {
        let h = try Self.twoButtons("", "")
        let d = try h.delivery(Self.twoFingers((20, 20), (60, 60)))
        #expect(d.actions.map { "\($0.source).\($0.event)" } == ["left.touchDown", "left.touchUpInside", "left.primaryActionTriggered"])
    }

    /// The fields decode, and the normalized form writes them.
    @Test func theFieldsAreNormalized() throws {
        let h = try Self.canvas(#", "multipleTouchEnabled": true, "exclusiveTouch": true"#)
        #expect(h.extras(of: 1).multipleTouchEnabled && h.extras(of: 1).exclusiveTouch)
        let text = String(decoding: NormalizedJSON.render(h, id: "h"), as: UTF8.self)
        #expect(text.contains(#""multipleTouchEnabled":true,"exclusiveTouch":true"#))
        // Left out at their defaults (the window's).
        #expect(!text.contains(#""multipleTouchEnabled":false"#) && !text.contains(#""exclusiveTouch":false"#))
    }
}
