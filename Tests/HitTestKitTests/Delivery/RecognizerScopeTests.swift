import Testing
@testable import HitTestKit
@testable import Answers
import TestSupport

/// Which recognizers see a touch (4.1, 4.2) and where unhandled touches go (4.14, RC.6).
@Suite struct RecognizerScopeTests {
    /// 3.6 + 4.1: a tap recognizer on a `UIImageView` that is not interactive never sees the touch, because
    /// hit-testing never reaches the image view; the result says so with the miss's sentence.
    @Test func aTapOnANonInteractiveImageView() throws {
        let h = try Fixtures.window(#"{"id": "photo", "class": "UIImageView", "frame": [0, 0, 200, 200], "gestureRecognizers": [{"id": "photoTap", "type": "tap"}]}"#)
        let d = try h.delivery(Touches.tap(50, 50))
        #expect(d.touches.map { $0.view.map { h.id($0) } } == ["window"])
        #expect(d.actions.isEmpty)
        let photoTap = try #require(d.recognizers.first { $0.id == "photoTap" })
        #expect(!photoTap.sawTouch)
        // Its view's miss, with its reason: a UIImageView's interaction is off by default.
        guard case let .viewMissed(miss)? = photoTap.note else { Issue.record("no miss: \(String(describing: photoTap.note))"); return }
        #expect(miss.view == h.v("photo") && miss.reason == .userInteractionDisabled)
        // Turning user interaction on is the fix.
        let fixed = try Fixtures.window(#"{"id": "photo", "class": "UIImageView", "userInteractionEnabled": true, "frame": [0, 0, 200, 200], "gestureRecognizers": [{"id": "photoTap", "type": "tap"}]}"#)
        #expect(try fixed.actions(Touches.tap(50, 50)) == ["80 photoTap.recognized"])
    }

    /// 4.1: recognizers on the hit view's ancestors see the touch; a sibling's do not.
    @Test func ancestorsOnlyNotSiblings() throws {
        let h = try Fixtures.window("""
        {"id": "outer", "frame": [0, 0, 300, 300], "gestureRecognizers": [{"id": "outerTap", "type": "tap", "cancelsTouchesInView": false}],
         "subviews": [{"id": "inner", "frame": [0, 0, 100, 100]}]},
        {"id": "sibling", "frame": [200, 200, 200, 200], "gestureRecognizers": [{"id": "siblingTap", "type": "tap"}]}
        """)
        let d = try h.delivery(Touches.tap(50, 50))
        #expect(d.recognizers.filter(\.sawTouch).map(\.id) == ["outerTap"])
        #expect(d.actions.map(\.source) == ["outerTap"])
    }

    /// 4.14 / RC.6: a view that does not handle touches passes them up the chain; one whose class handles
    /// them (`handlesTouches`) keeps them.
    @Test func unhandledTouchesTravelUpTheResponderChain() throws {
        let plain = try Fixtures.window(#"{"id": "box", "frame": [0, 0, 200, 200], "viewController": "BoxViewController", "subviews": [{"id": "leaf", "frame": [0, 0, 50, 50]}]}"#)
        #expect(try plain.delivery(Touches.tap(10, 10)).timeline.map(\.receivedBy) == ["AppDelegate", "AppDelegate"])
        let handled = try Fixtures.window(#"{"id": "box", "frame": [0, 0, 200, 200], "handlesTouches": true, "subviews": [{"id": "leaf", "frame": [0, 0, 50, 50]}]}"#)
        let d = try handled.delivery(Touches.tap(10, 10))
        #expect(d.timeline.map(\.receivedBy) == ["box", "box"])
        #expect(d.timeline[0].cause == .delivered(.hitTestView(handled.v("leaf")),
                                                  route: PhaseRoute(view: handled.v("leaf"), receiver: .handledAbove(handled.v("box")))))
    }

    /// A touch that lands on no view is bound to nothing and nothing hears of it.
    @Test func aTouchOnNothing() throws {
        let h = try Fixtures.window(#"{"id": "a", "frame": [0, 0, 10, 10]}"#)
        let d = try h.delivery(Touches.tap(500, 500))
        #expect(d.touches.map(\.view) == [nil])
        #expect(d.timeline.isEmpty && d.actions.isEmpty)
    }

    /// The same touch on the same hierarchy gives the same delivery, to the byte.
    @Test func deliveryIsDeterministic() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#)
        let a = DeliveryJSON.render(try h.delivery(Touches.doubleTap(60, 140)), in: h)
        let b = DeliveryJSON.render(try h.delivery(Touches.doubleTap(60, 140)), in: h)
        #expect(a == b)
    }
}

/// Hostile input: many recognizers on a deep chain and a long sequence make a bounded answer, marked as cut.
@Suite struct DeliveryLimitTests {
    static func chain(depth: Int) throws -> Hierarchy {
        var json = #"{"root": {"id": "w", "frame": [0, 0, 400, 400], "subviews": ["#
        for i in 0..<depth {
            json += #"{"id": "v\#(i)", "frame": [0, 0, 100, 100], "gestureRecognizers": [{"id": "t\#(i)", "type": "tap", "requireToFail": ["d\#(i)"]}, {"id": "d\#(i)", "type": "tap", "numberOfTapsRequired": 2}, {"id": "p\#(i)", "type": "pan"}], "subviews": ["#
        }
        json += String(repeating: "]}", count: depth) + "]}}"
        return try Fixtures.hierarchy(json)
    }

    static func taps(_ n: Int) -> String {
        var events: [(Double, String, Double, Double)] = []
        for k in 0..<n {
            let t = Double(k) * 0.04
            events += [(t, "began", 10, 10), (t + 0.01, "moved", 30, 10), (t + 0.02, "moved", 10, 10), (t + 0.03, "ended", 10, 10)]
        }
        return Touches.sequence(events)
    }

    @Test func theTimelineAndTheWorkAreBounded() throws {
        let h = try Self.chain(depth: 40)
        let input = try TouchInput.decode(json: Array(Self.taps(50).utf8))
        let limits = DeliveryLimits(timelineEntries: 300, work: 20_000)
        let d = h.deliver(input, limits: limits)
        #expect(d.timeline.count == 300)
        #expect(d.omittedEntries > 0)
        #expect(d.stoppedEarly)
        let json = String(decoding: DeliveryJSON.render(d, in: h), as: UTF8.self)
        #expect(json.contains(#""truncated":{"omittedEntries":"#))
        #expect(json.contains("the simulation stopped after 20000 units of work, before the touch was over"))
    }

    @Test func anOrdinaryTouchIsNotCut() throws {
        let h = try Self.chain(depth: 40)
        let d = try h.delivery(Touches.tap(10, 10))
        #expect(!d.stoppedEarly && d.omittedEntries == 0)
        #expect(!String(decoding: DeliveryJSON.render(d, in: h), as: UTF8.self).contains("truncated"))
    }
}

/// A touch the system cancels (an incoming call): a tracking control gets touchCancel, a recognizer that
/// began is cancelled, one still deciding fails.
@Suite struct SystemCancelTests {
    @Test func aCancelledTouch() throws {
        let h = try Fixtures.window(#"{"id": "card", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "lp", "type": "longPress", "cancelsTouchesInView": false}, {"id": "t", "type": "tap"}], "subviews": [{"id": "Btn", "class": "UIButton", "frame": [0, 0, 100, 44]}]}"#)
        let touch = Touches.sequence([(0, "began", 10, 10), (0.6, "cancelled", 10, 10)])
        #expect(try h.timeline(touch) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "500 lp stateChanged began", "500 t stateChanged failed",
            "600 lp stateChanged cancelled", "600 Btn touchesCancelled", "600 Btn controlEvent touchCancel",
        ])
    }
}
