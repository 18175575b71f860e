import Testing
@testable import HitTestKit
import TestSupport

/// "Why not my view?": every `Miss.Reason`, who is responsible (`by`), and the cause with what explaining it
/// needs (its sentences are SentencesTests' MissSentenceTests).
@Suite struct MissTests {
    /// Rules 2.1, 2.2: `b`, a later sibling of `a` covering the same area, was asked first and took the touch.
    @Test func coveredByALaterSibling() throws {
        let h = try Fixtures.window("{\"id\": \"a\", \"frame\": [0, 0, 100, 100]}, {\"id\": \"b\", \"frame\": [50, 50, 100, 100]}")
        // (60, 60) is in both a (0…100) and b (50…150).
        let m = try #require(h.miss("a", at: 60, 60))
        #expect(m.reason == .covered)
        #expect(h.missBy(m) == "b")
        #expect(m.cause == .covered(by: h.v("b"), pathView: h.v("a"), took: h.v("b"), zOrderAssumed: false))
        // Outside b, a is the hit view and is no miss.
        #expect(h.missIDs(10, 10).isEmpty)
    }

    /// Rules 2.1, 2.2: `pc` is covered via its ancestor: `p`'s later sibling `q` took the touch and returned its
    /// own subview `q1`, so `p` (and with it pc) was never asked.
    @Test func coveredViaAnAncestorsSibling() throws {
        let h = try Fixtures.window("""
        {"id": "p", "frame": [0, 0, 200, 200], "subviews": [{"id": "pc", "frame": [0, 0, 200, 200]}]},
        {"id": "q", "frame": [0, 0, 100, 100], "subviews": [{"id": "q1", "frame": [0, 0, 100, 100]}]}
        """)
        let m = try #require(h.miss("pc", at: 50, 50))
        #expect(m.reason == .covered)
        #expect(h.missBy(m) == "q")
        #expect(m.cause == .covered(by: h.v("q"), pathView: h.v("p"), took: h.v("q1"), zOrderAssumed: false))
        #expect(h.missIDs(50, 50) == ["pc", "p"])
    }

    /// Rules 2.6, 2.7: the touch lands on the part of `c` that sticks out of `p`.
    @Test func outsideSuperviewBounds() throws {
        let h = try Fixtures.window("{\"id\": \"p\", \"frame\": [0, 0, 100, 100], \"subviews\": [{\"id\": \"c\", \"frame\": [50, 50, 100, 100]}]}")
        let m = try #require(h.miss("c", at: 120, 120))
        #expect(m.reason == .outsideSuperviewBounds)
        #expect(h.missBy(m) == "p")
        #expect(m.cause == .outsideAncestor(h.v("p")))
    }

    /// Rules 2.6, 2.7 two levels up: the first ancestor on the path (from the window down) that does not contain
    /// the point is named, and called an ancestor rather than the superview.
    @Test func outsideAnAncestorsBounds() throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 100, 100], "subviews": [{"id": "p", "frame": [50, 50, 100, 100], "subviews": [{"id": "c", "frame": [50, 50, 40, 40]}]}]}
        """)
        // c covers 100…140 on screen: wholly outside g.
        let m = try #require(h.miss("c", at: 120, 120))
        #expect(m.reason == .outsideSuperviewBounds)
        #expect(h.missBy(m) == "g")
        #expect(m.cause == .outsideAncestor(h.v("g")))
    }

    /// Rules 1.1, 1.3, 1.4, 3.8: a hidden ancestor (or one with interaction off, or transparent) blocks the subtree.
    @Test(arguments: [("\"hidden\": true", Miss.Reason.hidden), ("\"userInteractionEnabled\": false", .userInteractionDisabled),
                      ("\"alpha\": 0.005", .alphaBelowThreshold)])
    func ancestorBlocksTheSubtree(field: String, reason: Miss.Reason) throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "p", "frame": [0, 0, 200, 200], \(field), "subviews": [{"id": "c", "frame": [0, 0, 50, 50]}]}]}
        """)
        let m = try #require(h.miss("c", at: 10, 10))
        #expect(m.reason == reason)
        #expect(h.missBy(m) == "p")
        let p = h.v("p")
        let cause: Miss.Cause = switch reason {
        case .hidden: .hidden(by: p)
        case .userInteractionDisabled: .interactionOff(by: p, classDefault: false, control: nil)
        default: .alphaBelowThreshold(by: p, alpha: 0.005)
        }
        #expect(m.cause == cause)
        // The touch went to g, which is therefore no miss; p is one, on its own account.
        #expect(h.missIDs(10, 10) == ["c", "p"])
        #expect(h.missBy(h.miss("p", at: 10, 10)) == "p")
    }

    /// Rules 3.6, 3.8: the classic bug, a button inside a UIImageView, whose interaction is off by its class's
    /// default.
    @Test func buttonInsideAnImageView() throws {
        let h = try Fixtures.window("""
        {"id": "photo", "class": "UIImageView", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "like", "class": "UIButton", "frame": [10, 10, 44, 44]}]}
        """)
        #expect(h.hitID(20, 20) == "window")
        let m = try #require(h.miss("like", at: 20, 20))
        #expect(m.reason == .userInteractionDisabled)
        #expect(h.missBy(m) == "photo")
        #expect(m.cause == .interactionOff(by: h.v("photo"), classDefault: true, control: nil))
    }

    /// Rule 1.3: alpha 0.01 is below the threshold only once stored as a Float (the sentence explains it).
    @Test func alphaReadBackIsExplained() throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [0, 0, 100, 100], \"alpha\": 0.01}")
        let m = try #require(h.miss("v", at: 10, 10))
        #expect(m.reason == .alphaBelowThreshold)
        #expect(m.cause == .alphaBelowThreshold(by: h.v("v"), alpha: 0.01))
    }

    /// Rule 3.1: a disabled control lets the touch through; a view inside it is blocked by the control.
    @Test func disabledControl() throws {
        let h = try Fixtures.window("""
        {"id": "send", "class": "UIButton", "frame": [0, 0, 100, 44], "enabled": false, "subviews": [
          {"id": "icon", "class": "UIImageView", "frame": [0, 0, 44, 44]}]}
        """)
        let own = try #require(h.miss("send", at: 10, 10))
        #expect(own.reason == .disabledControl && h.missBy(own) == "send")
        #expect(own.cause == .disabledControl(by: h.v("send")))
        let inner = try #require(h.miss("icon", at: 10, 10))
        #expect(inner.reason == .disabledControl && h.missBy(inner) == "send")
    }

    /// Rules 1.6, 7.1: the view's own pointInside override says no inside its bounds.
    @Test(arguments: [("\"never\"", PointInsideOverride.never),
                      ("{\"insets\": [20, 20, 20, 20]}", .insets(top: 20, left: 20, bottom: 20, right: 20))])
    func pointInsideOverride(override: String, expected: PointInsideOverride) throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [0, 0, 100, 100], \"pointInside\": \(override)}")
        let m = try #require(h.miss("v", at: 10, 10))
        #expect(m.reason == .pointInsideOverride && h.missBy(m) == "v")
        #expect(m.cause == .pointInsideOverride(expected))
    }

    /// §7: the hitTest overrides that send the touch elsewhere, each with what it does.
    @Test(arguments: [("\"none\"", "c", "p"), ("\"none\"", "p", "p"), ("\"selfOnly\"", "c", "p"),
                      ("{\"forwardTo\": \"other\"}", "c", "p"), ("{\"forwardSelfTo\": \"other\"}", "p", "p"),
                      ("\"passThrough\"", "p", "p")])
    func hitTestOverrides(override: String, missing: String, by: String) throws {
        let h = try Fixtures.window("""
        {"id": "other", "frame": [300, 300, 10, 10]},
        {"id": "p", "frame": [0, 0, 200, 200], "hitTest": \(override), "subviews": [{"id": "c", "frame": [100, 100, 50, 50]}]}
        """)
        // (10, 10) is inside p but not c; (120, 120) is inside both.
        let point = missing == "c" ? 120.0 : 10.0
        let m = try #require(h.miss(missing, at: point, point))
        #expect(m.reason == .hitTestOverride)
        #expect(h.missBy(m) == by)
        #expect(m.cause == .hitTestOverride(by: h.v(by), h.nodes[h.v(by).index].hitTestOverride))
    }

    /// Rule 2.6 at the top: the part of a view that sticks out of its window; the window is named as such.
    @Test func outsideTheWindow() throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [350, 350, 100, 100]}")
        let m = try #require(h.miss("v", at: 420, 420))
        #expect(m.reason == .outsideSuperviewBounds && h.missBy(m) == "window")
        #expect(m.cause == .outsideWindow(h.v("window")))
    }

    /// Rule 6.2: a view in a window behind the one that took the touch.
    @Test func coveredByAnotherWindow() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "main", "frame": [0, 0, 400, 400], "subviews": [{"id": "v", "frame": [0, 0, 100, 100]}]},
          {"id": "alert", "frame": [0, 0, 400, 400], "windowLevel": 2000}]}
        """)
        let m = try #require(h.miss("v", at: 10, 10))
        #expect(m.reason == .coveredByWindow && h.missBy(m) == "alert")
        #expect(m.cause == .coveredByWindow(h.v("alert"), windowLevel: 2000, own: h.v("main")))
        #expect(h.missIDs(10, 10) == ["v", "main"])
    }

    /// Rule 6.1: a view in a hidden window.
    @Test func inAHiddenWindow() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [{"id": "w", "frame": [0, 0, 400, 400], "hidden": true, "subviews": [{"id": "v", "frame": [0, 0, 100, 100]}]}]}
        """)
        let m = try #require(h.miss("v", at: 10, 10))
        #expect(m.reason == .hidden && h.missBy(m) == "w")
        #expect(m.cause == .windowHidden(window: h.v("w")))
    }

    /// Misses list only views whose visible area holds the point: a view clipped away by an ancestor that clips
    /// to its bounds is not listed (it is not visible there); without clipping it is.
    @Test(arguments: [(true, [String]()), (false, ["c"])])
    func clippedViewsAreNotListed(clips: Bool, expected: [String]) throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 100, 100], "clipsToBounds": \(clips), "subviews": [
          {"id": "p", "frame": [0, 0, 100, 100], "subviews": [{"id": "c", "frame": [50, 50, 100, 100]}]}]}
        """)
        #expect(h.missIDs(120, 120) == expected)
    }

    /// Misses never include the hit view or its ancestors, nor views away from the point; front-most first.
    @Test func missesAreTheOtherViewsUnderThePointFrontMostFirst() throws {
        let h = try Fixtures.window("""
        {"id": "a", "frame": [0, 0, 100, 100]}, {"id": "far", "frame": [200, 200, 10, 10]},
        {"id": "b", "frame": [0, 0, 100, 100], "hidden": true}, {"id": "c", "frame": [0, 0, 100, 100], "alpha": 0}
        """)
        #expect(h.hitID(10, 10) == "a")
        #expect(h.missIDs(10, 10) == ["c", "b"])
    }

    /// Rules 6.2, 2.1: "front-most first" across windows follows the window order, not the list order. `top`
    /// (level 1) is listed before `main` but is in front, so its hidden view comes before main's views.
    @Test func missesAcrossWindowsFollowTheWindowLevels() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "top", "frame": [0, 0, 400, 400], "windowLevel": 1, "subviews": [{"id": "hv", "frame": [0, 0, 50, 50], "hidden": true}]},
          {"id": "main", "frame": [0, 0, 400, 400], "subviews": [{"id": "mv", "frame": [0, 0, 50, 50]}]}]}
        """)
        #expect(h.hitID(10, 10) == "top")
        #expect(h.missIDs(10, 10) == ["hv", "mv", "main"])
    }

    /// Rules 7.2, 1.1: in a pass-through container, a hidden child was asked and refused because it is hidden;
    /// the container's override is not what kept the touch from it.
    @Test func childOfAPassThroughContainerIsMissedForItsOwnReason() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "overlay", "frame": [0, 0, 400, 400], "hitTest": "passThrough", "subviews": [
          {"id": "chip", "frame": [0, 0, 100, 100], "hidden": true}]}
        """)
        #expect(h.hitID(10, 10) == "back")
        let m = try #require(h.miss("chip", at: 10, 10))
        #expect(m.reason == .hidden && h.missBy(m) == "chip")
        let own = try #require(h.miss("overlay", at: 10, 10))
        #expect(own.reason == .hitTestOverride && h.missBy(own) == "overlay")
    }

    /// Rules 7.4, 1.1: a container that searches its subviews first asked the hidden child sticking out of it;
    /// the child is missed because it is hidden, not because it is outside the container.
    @Test func childOfASubviewsFirstContainerIsMissedForItsOwnReason() throws {
        let h = try Fixtures.window("""
        {"id": "p", "frame": [0, 0, 100, 100], "hitTest": "subviewsOutsideBounds", "subviews": [
          {"id": "c", "frame": [50, 50, 100, 100], "hidden": true}]}
        """)
        let m = try #require(h.miss("c", at: 120, 120))
        #expect(m.reason == .hidden && h.missBy(m) == "c")
    }
}
