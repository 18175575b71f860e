import Testing
@testable import HitTestKit
import TestSupport

/// Continuous recognizers (4.8): long press, pan, pinch, screen-edge pan; and the discrete swipe (4.7).
@Suite struct LongPressAndContinuousTests {
    static func view(_ recognizer: String) throws -> Hierarchy {
        try Fixtures.window(#"{"id": "V", "frame": [0, 0, 400, 400], "gestureRecognizers": [\#(recognizer)]}"#)
    }

    static let longPress = #"{"id": "lp", "type": "longPress"}"#

    /// 4.E: held 0.5 s it begins (and cancels the view's touches, 4.11), and ends when the finger lifts.
    @Test func longPressHeld() throws {
        let h = try Self.view(Self.longPress)
        #expect(try h.timeline(Touches.hold(50, 50, 0.8)) == [
            "0 V touchesBegan", "500 lp stateChanged began", "500 V touchesCancelled", "800 lp stateChanged ended",
        ])
        #expect(try h.actions(Touches.hold(50, 50, 0.8)) == ["500 lp.began", "800 lp.ended"])
    }

    /// Lifted before 0.5 s it fails, and the view gets its touchesEnded.
    @Test func longPressLiftedEarly() throws {
        let h = try Self.view(Self.longPress)
        #expect(try h.timeline(Touches.hold(50, 50, 0.3)) == ["0 V touchesBegan", "300 lp stateChanged failed", "300 V touchesEnded"])
        #expect(try h.cause(Touches.hold(50, 50, 0.3), "lp", "failed") == .failed(recognizer: "lp", .liftedBeforePress(after: 0.3, minimum: 0.5)))
    }

    /// 4.E: moving more than its allowableMovement (10 pt) before 0.5 s fails it; after it began, moving is
    /// `changed`.
    @Test func longPressMoved() throws {
        let h = try Self.view(Self.longPress)
        let early = Touches.sequence([(0, "began", 50, 50), (0.2, "moved", 50, 65), (0.8, "ended", 50, 65)])
        #expect(try h.timeline(early) == ["0 V touchesBegan", "200 lp stateChanged failed", "200 V touchesMoved", "800 V touchesEnded"])
        let late = Touches.sequence([(0, "began", 50, 50), (0.6, "moved", 50, 80), (0.8, "ended", 50, 80)])
        #expect(try h.timeline(late) == [
            "0 V touchesBegan", "500 lp stateChanged began", "500 V touchesCancelled", "600 lp stateChanged changed", "800 lp stateChanged ended",
        ])
    }

    /// 4.E: a pan begins after 10 pt (decompiled `_defaultHysteresis`), not before.
    @Test func panHysteresis() throws {
        let h = try Self.view(#"{"id": "pan", "type": "pan"}"#)
        let small = Touches.sequence([(0, "began", 50, 50), (0.1, "moved", 59, 50), (0.2, "ended", 59, 50)])
        #expect(try h.actions(small).isEmpty)
        let enough = Touches.sequence([(0, "began", 50, 50), (0.1, "moved", 60, 50), (0.2, "moved", 80, 50), (0.3, "ended", 80, 50)])
        #expect(try h.actions(enough) == ["100 pan.began", "200 pan.changed", "300 pan.ended"])
    }

    /// 4.7, 4.E (thresholds unverified): a swipe recognizes during the move once 50 pt are covered in its
    /// direction; the other way it fails when the finger lifts.
    @Test func swipe() throws {
        let right = try Self.view(#"{"id": "s", "type": "swipe"}"#)
        let drag = Touches.drag(from: (10, 50), to: (110, 50), duration: 0.2, steps: 4)
        #expect(try right.timeline(drag) == ["0 V touchesBegan", "50 V touchesMoved", "100 s stateChanged recognized", "100 V touchesCancelled"])
        let left = try Self.view(#"{"id": "s", "type": "swipe", "direction": "left"}"#)
        #expect(try left.actions(drag).isEmpty)
        #expect(try left.cause(drag, "s", "failed") == .failed(recognizer: "s", .liftedBeforeSwipe(distance: 50, directions: [.left])))
    }

    /// A pinch needs two fingers moving apart or together.
    @Test func pinch() throws {
        let h = try Self.view(#"{"id": "p", "type": "pinch"}"#)
        let pinch = #"{"gesture": "pinch", "x": 200, "y": 200, "distance": 100, "endDistance": 200}"#
        #expect(try h.actions(pinch) == ["100 p.began", "200 p.changed", "300 p.changed", "400 p.changed", "400 p.ended"])
        #expect(try h.actions(Touches.drag(from: (50, 50), to: (150, 50), duration: 0.2, steps: 2)).isEmpty)
    }

    /// `UIScreenEdgePanGestureRecognizer.edges` defaults to none, and then it never recognizes; with the left
    /// edge it begins for a touch that starts near it and moves in.
    @Test func screenEdgePan() throws {
        let none = try Self.view(#"{"id": "edge", "type": "screenEdgePan"}"#)
        let fromEdge = Touches.drag(from: (5, 100), to: (105, 100), duration: 0.2, steps: 4)
        #expect(try none.actions(fromEdge).isEmpty)
        let left = try Self.view(#"{"id": "edge", "type": "screenEdgePan", "edges": ["left"]}"#)
        #expect(try left.actions(fromEdge).first == "50 edge.began")
        #expect(try left.actions(Touches.drag(from: (100, 100), to: (200, 100), duration: 0.2, steps: 4)).isEmpty)
    }

    /// Several fingers: each is hit-tested at its own touch-down and bound to its own view (4.5).
    @Test func eachFingerIsBoundToItsOwnView() throws {
        let h = try Fixtures.window(#"{"id": "a", "frame": [0, 0, 100, 100]}, {"id": "b", "frame": [200, 0, 100, 100]}"#)
        let input = #"{"sequence": [{"t": 0, "phase": "began", "x": 10, "y": 10, "finger": 0}, {"t": 0.1, "phase": "began", "x": 210, "y": 10, "finger": 1}, {"t": 0.2, "phase": "moved", "x": 50, "y": 10, "finger": 1}, {"t": 0.3, "phase": "ended", "x": 10, "y": 10, "finger": 0}, {"t": 0.3, "phase": "ended", "x": 50, "y": 10, "finger": 1}]}"#
        let d = try h.delivery(input)
        #expect(d.touches.map { $0.view.map { h.id($0) } } == ["a", "b"])
        #expect(try h.timeline(input) == ["0 a touchesBegan", "100 b touchesBegan", "200 b touchesMoved", "300 a touchesEnded", "300 b touchesEnded"])
    }
}

/// Rotation (4.8; its threshold, 4°, is the simulator's: UIKit does not publish one).
@Suite struct RotationTests {
    @Test func twoFingersTurning() throws {
        let h = try LongPressAndContinuousTests.view(#"{"id": "r", "type": "rotation"}"#)
        func event(_ t: Double, _ phase: String, _ finger: Int, _ x: Double, _ y: Double) -> String {
            #"{"t": \#(t), "phase": "\#(phase)", "x": \#(x), "y": \#(y), "finger": \#(finger)}"#
        }
        let events = [
            event(0, "began", 0, 100, 200), event(0, "began", 1, 300, 200),
            event(0.1, "moved", 0, 100, 180), event(0.1, "moved", 1, 300, 220),
            event(0.2, "ended", 0, 100, 180), event(0.2, "ended", 1, 300, 220),
        ]
        let turn = #"{"sequence": ["# + events.joined(separator: ", ") + "]}"
        #expect(try h.actions(turn) == ["100 r.began", "200 r.ended"])
        let still = turn.replacingOccurrences(of: #""y": 180"#, with: #""y": 200"#).replacingOccurrences(of: #""y": 220"#, with: #""y": 200"#)
        #expect(try h.actions(still).isEmpty)
    }
}
