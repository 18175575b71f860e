import Testing
@testable import HitTestKit
import TestSupport

/// Very deep hierarchies: every walk (decoding, hit-testing, tracing, the responder chain, misses, the
/// normalized output) is iterative, so a 100,000-view chain neither crashes nor overflows the stack.
@Suite(.serialized) struct DeepHierarchyTests {
    static let levels = 100_000
    static let limits = HierarchyLimits(maxDepth: levels + 1)

    /// A 100,000-level chain decodes once the depth limit is raised; the front-most, deepest view takes the
    /// touch (each view is 0,0 10×10 in its superview, so (5, 5) is inside all of them, rule 1.7).
    @Test func hundredThousandViewChain() throws {
        let h = try Fixtures.hierarchy(DeepHierarchy.chainJSON(levels: Self.levels), limits: Self.limits)
        #expect(h.viewCount == Self.levels)
        #expect(h.hitID(5, 5) == "v\(Self.levels - 1)")
        let t = h.trace(at: Point(x: 5, y: 5))
        // hitTest, pointInside and return for every view, in order down and back up.
        #expect(t.steps.count == 3 * Self.levels)
        #expect(t.steps.last?.depth == 0 && t.steps[2 * Self.levels - 1].call == .pointInside && t.steps[2 * Self.levels].call == .return)
        // The chain: every view, the window being v0, then the scene, the application and its delegate.
        #expect(t.responderChain.count == Self.levels + 3)
        #expect(t.misses.isEmpty)
        // The point falls outside at the bottom of the chain: the answer climbs back to the window.
        #expect(h.hitID(15, 15) == nil)
    }

    /// A 20,000-level chain (40 times Foundation's nesting limit) through the normalized form and back:
    /// identical bytes. (Smaller than 100,000 only to keep the debug-build test run short.)
    @Test func deepChainRoundTrips() throws {
        let limits = HierarchyLimits(maxDepth: 20_000)
        let h = try Fixtures.hierarchy(DeepHierarchy.chainJSON(levels: 20_000), limits: limits)
        let bytes = NormalizedJSON.render(h)
        let again = try HierarchyDecoder.decode(json: bytes, limits: limits)
        #expect(NormalizedJSON.render(again) == bytes)
    }

    /// Misses in a deep chain with a hidden view halfway down: the 50,000 views below it are all missed
    /// because of it (rule 1.4), and explaining them must not cost a walk up the chain per view.
    @Test func missesBelowAHiddenViewInADeepChain() throws {
        let half = Self.levels / 2
        let json = DeepHierarchy.chainJSON(levels: Self.levels)
            .replacingOccurrences(of: "\"id\": \"v\(half)\",", with: "\"id\": \"v\(half)\", \"hidden\": true,")
        let h = try Fixtures.hierarchy(json, limits: Self.limits)
        let t = h.trace(at: Point(x: 5, y: 5))
        #expect(h.id(t.hitView!.index) == "v\(half - 1)")
        #expect(t.misses.count == Self.levels - half)
        #expect(t.misses.allSatisfy { $0.reason == .hidden && $0.by.map { h.id($0) } == "v\(half)" })
    }
}
