import Testing
@testable import HitTestKit
@testable import Answers
import TestSupport

/// The early returns of `hitTest(_:with:)` (rules 1.1–1.4), disabled controls (3.1) and the classes that are not
/// interactive by default (3.6–3.8).
///
/// The common layout: the 400×400 window holds `back` (0,0 200×200) and, in front of it, `v` (50,50 100×100),
/// which holds `child` (10,10 50×50 in v, so 60,60…110,110 on screen). The touch (60, 60) lies in all three:
/// inclusive min edges (rule 0.3) put it exactly on child's top-left corner.
@Suite struct EarlyReturnTests {
    static func layout(_ vFields: String, childFields: String = "") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 200, 200]},
        {"id": "v", "frame": [50, 50, 100, 100]\(vFields.isEmpty ? "" : ", " + vFields),
         "subviews": [{"id": "child", "frame": [10, 10, 50, 50]\(childFields.isEmpty ? "" : ", " + childFields)}]}
        """)
    }

    /// Rules 1.1, 1.2, 2.3: v's hitTest is called (its superview asks every subview it visits), returns nil at
    /// once with the reason, and neither v's pointInside nor child's hitTest is ever called; the superview then
    /// asks the next sibling behind, `back`, which takes the touch.
    @Test(arguments: [("\"hidden\": true", ReturnReason.hidden),
                      ("\"userInteractionEnabled\": false", .userInteractionDisabled),
                      ("\"alpha\": 0", .alphaBelowThreshold)])
    func earlyReturnSkipsPointInsideAndSubviews(field: String, reason: ReturnReason) throws {
        let h = try Self.layout(field)
        #expect(h.calls(60, 60) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "return v → nil (\(reason.rawValue))",
            "hitTest back", "pointInside back YES", "return back → back (hitSelf)",
            "return window → back (hitDescendant)",
        ])
    }

    /// Rule 1.1 and the trace format as a whole: the literal NSLog-style log of a hidden v.
    @Test func hiddenViewLiteralLog() throws {
        let h = try Self.layout("\"hidden\": true")
        let log = TraceTextLog.render(h.trace(60, 60), in: h)
        #expect(log == """
        touch at (60, 60)
        hitTest      window (UIWindow) at (60, 60)
        pointInside  window → YES
          hitTest      v (UIView) at (10, 10)
          return       v → nil (hidden)
          hitTest      back (UIView) at (60, 60)
          pointInside  back → YES
          return       back → back (hitSelf)
        return       window → back (hitDescendant)
        hit-test view: back
        hitTest order: window -> v -> back
        responder chain: back -> window -> UIWindowScene -> UIApplication -> AppDelegate
        why not child: its superview `v` (UIView) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1), so nothing inside it can receive touches (rule 1.4).
        why not v: `v` (UIView) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1).

        """)
    }

    /// Rule 1.2: when several checks fail, the trace reports the first in the order disabled control (the
    /// UIControl override runs before super, §S), hidden, user interaction, alpha.
    @Test(arguments: [("\"hidden\": true, \"alpha\": 0", ReturnReason.hidden),
                      ("\"hidden\": true, \"userInteractionEnabled\": false", .hidden),
                      ("\"userInteractionEnabled\": false, \"alpha\": 0", .userInteractionDisabled),
                      ("\"class\": \"UIButton\", \"enabled\": false, \"hidden\": true", .disabledControl),
                      ("\"class\": \"UIButton\", \"enabled\": false, \"alpha\": 0", .disabledControl)])
    func firstFailingReasonIsReported(fields: String, reason: ReturnReason) throws {
        let h = try Self.layout(fields)
        let ret = h.trace(60, 60).steps.first { $0.call == .return && h.id(Int($0.view)) == "v" }
        #expect(ret?.reason == reason)
        #expect(ret?.result == -1)
    }

    /// Rule 1.3: alpha is kept in a Float, so the threshold is `Double(Float(alpha)) < 0.01`; 0.01 itself reads
    /// back as 0.00999999977 and is skipped. The table is the rule book's. Skipped → the touch at (60, 60)
    /// falls through v (and child) to `back`; hittable → child, the front-most view there, takes it.
    @Test(arguments: [(0.0, false), (0.005, false), (0.0099, false), (0.01, false),
                      (0.0100001, true), (0.011, true), (0.5, true), (1.0, true)])
    func alphaThresholdUsesFloatReadBack(alpha: Double, hittable: Bool) throws {
        let h = try Self.layout("\"alpha\": \(alpha)")
        #expect(h.hitID(60, 60) == (hittable ? "child" : "back"))
    }

    /// Rule 1.4: the child's own properties are all hittable, but a failing ancestor hides the whole subtree:
    /// child's hitTest is never called.
    @Test(arguments: ["\"hidden\": true", "\"userInteractionEnabled\": false", "\"alpha\": 0.001"])
    func failingParentBlocksItsSubtree(field: String) throws {
        let h = try Self.layout(field, childFields: "\"hidden\": false, \"userInteractionEnabled\": true, \"alpha\": 1")
        #expect(h.order(60, 60) == ["window", "v", "back"])
        #expect(h.hitID(60, 60) == "back")
    }

    /// Rule 1.4, the other way round: the properties are not inherited. A hidden child of a visible parent
    /// only removes the child; the parent itself still takes the touch (no subview took it).
    @Test func hiddenChildLeavesItsParentHittable() throws {
        let h = try Self.layout("", childFields: "\"hidden\": true")
        #expect(h.hitID(60, 60) == "v")
        #expect(h.calls(60, 60).suffix(5) == [
            "pointInside v YES", "hitTest child", "return child → nil (hidden)",
            "return v → v (hitSelf)", "return window → v (hitDescendant)",
        ])
    }

    /// Rule 3.1: a disabled control passes the touch through. Its hitTest returns nil at once (no pointInside,
    /// its subviews are not visited) and the superview moves on to `back` behind it.
    @Test(arguments: ["\"class\": \"UIButton\"", "\"class\": \"MyControl\", \"base\": \"UIControl\"",
                      "\"class\": \"UISwitch\"", "\"class\": \"UISlider\"", "\"class\": \"UISearchTextField\""])
    func disabledControlPassesTouchThrough(classFields: String) throws {
        let h = try Self.layout(classFields + ", \"enabled\": false")
        #expect(h.calls(60, 60) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "return v → nil (disabledControl)",
            "hitTest back", "pointInside back YES", "return back → back (hitSelf)",
            "return window → back (hitDescendant)",
        ])
    }

    /// Rule 3.1, the enabled case: an enabled control defers to UIView's hitTest, so its subview is reached.
    @Test func enabledControlBehavesLikeAView() throws {
        let h = try Self.layout("\"class\": \"UIButton\", \"enabled\": true")
        #expect(h.hitID(60, 60) == "child")
        // Outside child (child ends at 110) but inside v (ends at 150): v itself.
        #expect(h.hitID(120, 120) == "v")
    }

    /// Rule 3.6: UILabel and UIImageView (and their subclasses) are not interactive by default, so their
    /// hitTest returns nil without calling pointInside. (60, 60) then lands on `back`.
    @Test(arguments: ["\"class\": \"UILabel\"", "\"class\": \"UIImageView\"", "\"class\": \"UIButtonLabel\"",
                      "\"class\": \"AvatarView\", \"base\": \"UIImageView\"", "\"class\": \"Title\", \"base\": \"UILabel\""])
    func labelsAndImageViewsAreNotInteractiveByDefault(classFields: String) throws {
        let h = try Self.layout(classFields)
        #expect(h.hitID(60, 60) == "back")
        let vCalls = h.calls(60, 60).filter { $0.hasSuffix(" v") || $0.contains(" v ") }
        #expect(vCalls == ["hitTest v", "return v → nil (userInteractionDisabled)"])
    }

    /// Rule 3.6: an explicit `userInteractionEnabled: true` makes a label or image view take touches like any view.
    @Test(arguments: ["UILabel", "UIImageView"])
    func explicitInteractionMakesThemHittable(className: String) throws {
        let h = try Self.layout("\"class\": \"\(className)\", \"userInteractionEnabled\": true")
        #expect(h.hitID(60, 60) == "child")
    }

    /// Rule 3.7: every other class, windows, controls, scroll views, stack views, cells, unknown custom classes,
    /// keeps UIView's default `isUserInteractionEnabled = YES`: v's child takes the touch.
    @Test(arguments: ["UIView", "UIControl", "UIButton", "UIScrollView", "UIStackView", "UITableViewCell",
                      "UICollectionViewCell", "UIVisualEffectView", "SomethingCustom"])
    func otherClassesAreInteractiveByDefault(className: String) throws {
        let h = try Self.layout("\"class\": \"\(className)\"")
        #expect(h.hitID(60, 60) == "child")
    }

    /// Rules 3.6, 3.8: the classic bug, a UIButton inside a UIImageView. The image view refuses the touch before
    /// asking anything, so the button's hitTest is never called, whether or not it is enabled.
    @Test(arguments: [true, false])
    func buttonInsideImageViewIsNeverHit(enabled: Bool) throws {
        let h = try Self.layout("\"class\": \"UIImageView\"", childFields: "\"class\": \"UIButton\", \"enabled\": \(enabled)")
        #expect(h.hitID(60, 60) == "back")
        #expect(!h.order(60, 60).contains("child"))
        let m = h.miss("child", at: 60, 60)
        #expect(m?.reason == .userInteractionDisabled)
        #expect(h.missBy(m) == "v")
    }

    /// Rule 3.8 with a plain container whose interaction is off: the same, and the trace is identical for an
    /// enabled and a disabled button (its `enabled` is never read).
    @Test func enabledStateIsIrrelevantUnderANonInteractiveAncestor() throws {
        let on = try Self.layout("\"userInteractionEnabled\": false", childFields: "\"class\": \"UIButton\"")
        let off = try Self.layout("\"userInteractionEnabled\": false", childFields: "\"class\": \"UIButton\", \"enabled\": false")
        #expect(on.calls(60, 60) == off.calls(60, 60))
        #expect(on.hitID(60, 60) == "back")
    }

    /// Rule 1.1 on the window itself: a window that is not interactive (or alpha 0) has its hitTest called and
    /// returns nil; no window takes the touch and there is no hit-test view or responder chain.
    @Test(arguments: ["\"userInteractionEnabled\": false", "\"alpha\": 0"])
    func nonInteractiveWindowTakesNothing(field: String) throws {
        let h = try Fixtures.window("{\"id\": \"a\", \"frame\": [0, 0, 100, 100]}", windowFields: field)
        let t = h.trace(10, 10)
        #expect(t.hitView == nil && t.window == nil)
        #expect(t.responderChain.isEmpty)
        #expect(h.order(10, 10) == ["window"])
    }
}
