import Testing
@testable import HitTestKit

/// The public trace API names views by `ViewIndex`, and "none" by nil.
@Suite struct ViewIndexTests {
    @Test func aTraceNamesItsViewsByTypedIndexes() throws {
        let h = try Fixtures.window(#"{"id": "a", "frame": [10, 10, 100, 100]}"#)
        let t = h.trace(20, 20)
        let a = try #require(h.index(of: "a"))
        #expect(t.hitView == ViewIndex(a))
        #expect(t.window == ViewIndex(try #require(h.index(of: "window"))))
        #expect(t.hitTestOrder.map { h.id($0.index) } == ["window", "a"])
        #expect(h.hitTest(Point(x: 20, y: 20))?.view == ViewIndex(a))
        for step in t.steps {
            #expect((step.isInside != nil) == (step.call == .pointInside))
            if step.call != .return { #expect(step.returnedView == nil) }
        }
        #expect(t.steps.last?.returnedView == ViewIndex(a))
        let missed = h.trace(500, 500)
        #expect(missed.hitView == nil && missed.window == nil)
        #expect(missed.steps.last?.returnedView == nil && missed.steps.last?.call == .return)
        #expect(h.hitTest(Point(x: 500, y: 500)) == nil)
    }
}
