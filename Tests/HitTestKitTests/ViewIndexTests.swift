import Testing
@testable import HitTestKit
import TestSupport

/// The public trace API names views by `ViewIndex`, and "none" by nil.
@Suite struct ViewIndexTests {
    @Test func aTraceNamesItsViewsByTypedIndexes() throws {
        let h = try Fixtures.window(#"{"id": "a", "frame": [10, 10, 100, 100]}"#)
        let t = h.trace(20, 20)
        let a = try #require(h.index(of: "a"))
        #expect(t.hitView == a)
        #expect(t.window == h.index(of: "window"))
        #expect(t.hitTestOrder.map { h.id($0) } == ["window", "a"])
        #expect(h.hitTest(Point(x: 20, y: 20))?.view == a)
        for step in t.steps {
            #expect((step.isInside != nil) == (step.call == .pointInside))
            if step.call != .return { #expect(step.returnedView == nil) }
        }
        #expect(t.steps.last?.returnedView == a)
        let missed = h.trace(500, 500)
        #expect(missed.hitView == nil && missed.window == nil)
        #expect(missed.steps.last?.returnedView == nil && missed.steps.last?.call == .return)
        #expect(h.hitTest(Point(x: 500, y: 500)) == nil)
    }

    /// Misses, the delivery, the receipt and the windows: a view, or nil where there is none, never -1.
    @Test func missesDeliveryReceiptAndWindowsNameViewsByTypedIndexes() throws {
        let h = try Fixtures.window(#"{"id": "a", "frame": [0, 0, 100, 100], "subviews": [{"id": "b", "frame": [10, 10, 50, 50]}]}, {"id": "cover", "frame": [0, 0, 100, 100], "userInteractionEnabled": false}"#)
        let window = try #require(h.index(of: "window"))
        #expect(h.windowCount == 1 && h.windowIndexes == [window])
        #expect(h.windowIndexesFrontToBack == h.windowIndexes)
        let tap = try TouchInput.decode(json: Array(#"{"x": 20, "y": 20}"#.utf8))
        let s = h.simulate(tap)
        let b = try #require(h.index(of: "b"))
        #expect(s.trace.hitView == b)
        let cover = try #require(s.trace.misses.first { h.id($0.view) == "cover" })
        #expect(cover.reason == .userInteractionDisabled && cover.by == cover.view)
        #expect(s.delivery.touches.map(\.view) == [b])
        #expect(s.receipt.hitView == b)
        #expect(s.trace.responderChain.first?.view == b)
        let outside = try TouchInput.decode(json: Array(#"{"x": 500, "y": 500}"#.utf8))
        let nowhere = h.simulate(outside)
        #expect(nowhere.delivery.touches.map(\.view) == [nil] && nowhere.delivery.touches.map(\.window) == [nil])
        #expect(nowhere.receipt.hitView == nil)
    }
}
