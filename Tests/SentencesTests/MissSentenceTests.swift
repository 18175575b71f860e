import Testing
@testable import HitTestKit
@testable import Sentences

/// Why a view under the finger did not get the touch, in each table: every cause in both languages, the
/// sentences as they read, and the assumption a sentence rests on.
@Suite struct MissSentenceTests {
    /// A screen with every relation the sentences name: a superview and an ancestor, a control with a part, an
    /// image view (not interactive by default), a disabled button, two windows.
    static let h: Hierarchy = {
        let json = """
        {"windows": [{"id": "main", "frame": [0, 0, 400, 800], "subviews": [
          {"id": "g", "frame": [0, 0, 200, 200], "subviews": [{"id": "p", "frame": [0, 0, 200, 200], "subviews": [
            {"id": "c", "frame": [0, 0, 50, 50]}]}]},
          {"id": "a", "frame": [0, 300, 100, 100]}, {"id": "b", "frame": [50, 300, 100, 100], "subviews": [{"id": "b1", "frame": [0, 0, 10, 10]}]},
          {"id": "photo", "class": "UIImageView", "frame": [0, 500, 200, 200], "subviews": [
            {"id": "like", "class": "UIButton", "frame": [10, 10, 44, 44], "subviews": [{"id": "likeLabel", "class": "UIButtonLabel", "frame": [0, 0, 44, 20]}]}]},
          {"id": "send", "class": "UIButton", "frame": [200, 500, 100, 44], "enabled": false},
          {"id": "other", "frame": [300, 300, 10, 10]}]},
         {"id": "alert", "frame": [0, 0, 400, 800], "windowLevel": 2000}]}
        """
        return try! HierarchyDecoder.decode(json: Array(json.utf8))
    }()

    static func v(_ id: String) -> ViewIndex { h.index(of: id)! }

    /// Each cause, on the view it explains.
    static var misses: [Miss] {
        let v = Self.v
        return [
            Miss(view: v("c"), cause: .windowHidden(window: v("main"))),
            Miss(view: v("c"), cause: .hidden(by: v("p"))), Miss(view: v("c"), cause: .hidden(by: v("g"))),
            Miss(view: v("c"), cause: .hidden(by: v("c")), assumption: Miss.Assumption(view: v("c"), field: "hidden")),
            Miss(view: v("like"), cause: .interactionOff(by: v("photo"), classDefault: true, control: nil)),
            Miss(view: v("likeLabel"), cause: .interactionOff(by: v("likeLabel"), classDefault: true, control: v("like"))),
            Miss(view: v("c"), cause: .interactionOff(by: v("p"), classDefault: false, control: nil)),
            Miss(view: v("c"), cause: .alphaBelowThreshold(by: v("c"), alpha: 0.01)),
            Miss(view: v("c"), cause: .alphaBelowThreshold(by: v("p"), alpha: 0.005)),
            Miss(view: v("send"), cause: .disabledControl(by: v("send"))),
            Miss(view: v("c"), cause: .outsideWindow(v("main"))), Miss(view: v("c"), cause: .outsideAncestor(v("p"))),
            Miss(view: v("c"), cause: .pointInsideOverride(.never)),
            Miss(view: v("c"), cause: .pointInsideOverride(.insets(top: 20, left: 20, bottom: 20, right: 20))),
            Miss(view: v("c"), cause: .pointInsideOverride(.insetBy(dx: 5, dy: 5))),
            Miss(view: v("c"), cause: .pointInsideOverride(.minimumSize(width: 44, height: 44))),
            Miss(view: v("a"), cause: .covered(by: v("b"), pathView: v("a"), took: v("b"), zOrderAssumed: false)),
            Miss(view: v("c"), cause: .covered(by: v("b"), pathView: v("g"), took: v("b1"), zOrderAssumed: false)),
            Miss(view: v("a"), cause: .covered(by: v("b"), pathView: v("a"), took: v("b1"), zOrderAssumed: true),
                 assumption: Miss.Assumption(view: v("b1"), field: "userInteractionEnabled")),
            Miss(view: v("c"), cause: .coveredByWindow(v("alert"), windowLevel: 2000, own: v("main"))),
            Miss(view: v("c"), cause: .coveredByWindow(nil, windowLevel: 0, own: v("main"))),
            Miss(view: v("c"), cause: .hitTestOverride(by: v("p"), .none)), Miss(view: v("c"), cause: .hitTestOverride(by: v("p"), .selfOnly)),
            Miss(view: v("c"), cause: .hitTestOverride(by: v("p"), .forwardTo(v("other")))),
            Miss(view: v("p"), cause: .hitTestOverride(by: v("p"), .forwardSelfTo(v("other")))),
            Miss(view: v("p"), cause: .hitTestOverride(by: nil, .passThrough), assumption: Miss.Assumption(view: v("p"), field: "hitTest")),
            Miss(view: v("c"), cause: .hitTestOverride(by: v("g"), .subviewsOutsideBounds)),
        ]
    }

    @Test func theSamplesHaveEveryKind() {
        #expect(Set(Self.misses.map(\.cause.kind)) == Set(Miss.Cause.Kind.allCases))
    }

    @Test func everyCauseHasASentenceInBothLanguages() {
        for m in Self.misses {
            let en = English().miss(m, in: Self.h), zh = Chinese().miss(m, in: Self.h)
            #expect(!en.isEmpty && !zh.isEmpty && en != zh, "\(m)")
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh): \(ChineseWords.english(in: zh))")
        }
        for field in ["userInteractionEnabled", "enabled", "hidden", "alpha", "clipsToBounds", "gestureRecognizers", "contentOffset",
                      "subviews", "hitTest", "tag"] {
            let a = Miss.Assumption(view: Self.v("c"), field: field)
            let zh = Chinese().assumed(a, in: Self.h)
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh)")
            #expect(English().assumed(a, in: Self.h).hasPrefix("the source does not say "))
        }
    }

    /// The sentences as they read: the cause, the rule, and what to do.
    @Test func literalSentences() {
        let misses = Self.misses
        func en(_ i: Int) -> String { English().miss(misses[i], in: Self.h) }
        func zh(_ i: Int) -> String { Chinese().miss(misses[i], in: Self.h) }
        #expect(en(0) == "its window `main` (UIWindow) is hidden; hidden windows take no part in hit-testing (rule 6.1).")
        #expect(en(1) == "its superview `p` (UIView) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1), so nothing inside it can receive touches (rule 1.4).")
        #expect(en(2).hasPrefix("its ancestor `g` (UIView) is hidden"))
        #expect(en(3) == "`c` (UIView) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1). Assumed: the source does not say whether the view is hidden for `c`; UIKit's default was used.")
        #expect(en(4) == "its superview `photo` (UIImageView) does not take touches: it is a UIImageView, which is not interactive by default (isUserInteractionEnabled = NO; rule 3.6), so none of its subviews can be the hit-test view, whatever their own settings (rules 1.4, 3.8); set userInteractionEnabled to YES.")
        #expect(en(5).hasSuffix("; a touch here goes to the control it belongs to, `like`, which handles it (rule 3.11): leave it off."))
        #expect(en(7).contains("alpha 0.01 is stored as a Float and reads back as 0.009999999776482582, below 0.01 (rule 1.3)"))
        #expect(en(9) == "`send` (UIButton) is a disabled UIButton (isEnabled = NO): a disabled control's hitTest returns nil, so the touch passes through to what is behind it (rule 3.1).")
        #expect(en(10) == "the point is outside the bounds of its window `main` (UIWindow), which never reports hits outside its bounds (rule 2.6).")
        #expect(en(11).hasPrefix("its superview `p` (UIView) does not contain the point: the touch lands on the part of `c` that sticks out of `p`'s bounds"))
        #expect(en(12) == "`c` (UIView)'s pointInside override always returns NO, so its hitTest returns nil (rules 1.6, 7.1).")
        #expect(en(16) == "covered by `b` (UIView), a later sibling of it, in front of it: subviews are asked front to back, `b` was asked first, so `a` was never asked (rules 2.1, 2.2).")
        #expect(en(17).contains("in front of its ancestor `g` (a later sibling of it)") && en(17).contains("and returned `b1`"))
        #expect(en(18) == "unknown: the source does not say whether `b` (UIView) is in front of `a`. If it is (the order was assumed: larger views behind smaller ones), `b` is asked first and returns `b1` and takes the touch, so `a` is never asked (rules 2.1, 2.2). Assumed: the source does not say whether interaction is enabled for `b1`; UIKit's default was used.")
        #expect(en(19) == "the window `alert` (UIWindow) (windowLevel 2000) is in front of its window `main` and took the touch first (rule 6.2).")
        #expect(en(23) == "`p`'s hitTest override forwards the touch to `other` (rule 7.5).")
        #expect(en(24) == "its own hitTest override answers `other` instead of `p` itself (rule 7.5).")
        #expect(zh(16) == "被 `b`（UIView）挡住：`b` 是后加入的兄弟视图，盖在它上面。子视图按从前到后的顺序被询问，`b` 先被询问，所以 `a` 从未被询问（规则 2.1、2.2）。")
        #expect(zh(18).hasPrefix("不确定：来源没有说明 `b`（UIView）是否在 `a` 前面。"))
        #expect(zh(4).hasPrefix("它的父视图 `photo`（UIImageView）不接收触摸：它是 UIImageView，默认不可交互"))
    }
}
