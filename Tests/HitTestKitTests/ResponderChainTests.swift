import Testing
@testable import HitTestKit
@testable import Answers
import TestSupport

/// The responder chain from the hit-test view (rules RC.1–RC.5).
@Suite struct ResponderChainTests {
    /// RC.1, RC.2: the chain starts at the hit-test view (redView), goes up through superviews, and a view
    /// controller's root view (`root`) is followed by its controller; the window's next is the scene (RC.4),
    /// then the application and its delegate (RC.5).
    @Test func seedDemoChain() throws {
        let h = try Fixtures.seedDemo()
        #expect(h.chain(40, 100) == ["redView", "grayView", "root", "ViewController", "window",
                                     "UIWindowScene", "UIApplication", "AppDelegate"])
        let kinds = h.trace(40, 100).responderChain.map(\.kind)
        #expect(kinds == [.view, .view, .view, .viewController, .window, .windowScene, .application, .appDelegate])
    }

    /// RC.1: the chain starts at the hit-test view even when the touch falls through to a superview.
    @Test func chainStartsAtTheHitView() throws {
        let h = try Fixtures.window("{\"id\": \"p\", \"frame\": [0, 0, 100, 100], \"subviews\": [{\"id\": \"c\", \"frame\": [0, 0, 10, 10]}]}")
        #expect(h.chain(5, 5).first == "c")
        #expect(h.chain(50, 50).first == "p")
        #expect(h.chain(300, 300) == ["window", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// RC.3: a child view controller's view sits in a container view of its parent, so the chain goes child VC →
    /// container → the parent's root view → the parent VC → window.
    @Test func childViewControllerGoesIntoItsParentsHierarchy() throws {
        let h = try Fixtures.window("""
        {"id": "parentRoot", "frame": [0, 0, 400, 400], "viewController": "ParentVC", "subviews": [
          {"id": "container", "frame": [0, 100, 400, 200], "subviews": [
            {"id": "childRoot", "frame": [0, 0, 400, 200], "viewController": {"class": "ChildVC"}, "subviews": [
              {"id": "button", "class": "UIButton", "frame": [10, 10, 100, 44]}]}]}]}
        """)
        // (20, 120) is container's (20, 20), childRoot's (20, 20), button's (10, 10).
        #expect(h.chain(20, 120) == ["button", "childRoot", "ChildVC", "container", "parentRoot", "ParentVC", "window",
                                     "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// RC.3: a presented controller whose view is a top-level view (no superview) goes to its presenting
    /// controller, then on from the presenter's view's superview. `presentedBy` names the presenter by its
    /// class or by the id of its root view.
    @Test(arguments: ["HomeVC", "home"])
    func presentedControllerWithoutSuperviewGoesToItsPresenter(presentedBy: String) throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "window", "frame": [0, 0, 400, 400], "subviews": [
            {"id": "home", "frame": [0, 0, 400, 400], "viewController": "HomeVC"}]},
          {"id": "sheet", "class": "UIView", "frame": [0, 200, 400, 200],
           "viewController": {"class": "SheetVC", "presentedBy": "\(presentedBy)"}, "subviews": [
             {"id": "done", "class": "UIButton", "frame": [0, 0, 100, 44]}]}]}
        """)
        // (10, 210) is sheet's (10, 10), inside `done`.
        #expect(h.chain(10, 210) == ["done", "sheet", "SheetVC", "HomeVC", "window", "UIWindowScene", "UIApplication", "AppDelegate"])
        let kinds = h.trace(10, 210).responderChain.map(\.kind)
        #expect(kinds.prefix(5) == [.view, .view, .viewController, .viewController, .window])
    }

    /// RC.3 applied again to the presenter: a sheet presented from another top-level sheet goes to that sheet's
    /// controller, which has no superview either, so on to the controller that presented it, and only then
    /// into the window.
    @Test func nestedPresentationsFollowEachPresenter() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "window", "frame": [0, 0, 400, 400], "subviews": [{"id": "home", "frame": [0, 0, 400, 400], "viewController": "HomeVC"}]},
          {"id": "sheet1", "class": "UIView", "frame": [0, 100, 400, 300], "viewController": {"class": "FirstVC", "presentedBy": "HomeVC"}},
          {"id": "sheet2", "class": "UIView", "frame": [0, 200, 400, 200], "viewController": {"class": "SecondVC", "presentedBy": "sheet1"}}]}
        """)
        #expect(h.chain(10, 210) == ["sheet2", "SecondVC", "FirstVC", "HomeVC", "window", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// A presentation cycle in the input cannot make the chain endless: each controller appears once.
    @Test func presentationCycleEnds() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "a", "class": "UIView", "frame": [0, 0, 400, 400], "viewController": {"class": "AVC", "presentedBy": "BVC"}},
          {"id": "b", "class": "UIView", "frame": [0, 0, 400, 100], "viewController": {"class": "BVC", "presentedBy": "AVC"}}]}
        """)
        #expect(h.chain(10, 200) == ["a", "AVC", "BVC", "UIApplication", "AppDelegate"])
    }

    /// RC.3, iOS 13+: when the presented controller's view has a superview (a presentation container), the
    /// superview comes first and `presentedBy` does not apply.
    @Test func presentedControllerWithSuperviewGoesToTheContainer() throws {
        let h = try Fixtures.window("""
        {"id": "home", "frame": [0, 0, 400, 400], "viewController": "HomeVC"},
        {"id": "transition", "class": "UITransitionView", "frame": [0, 0, 400, 400], "subviews": [
          {"id": "shadow", "class": "UIDropShadowView", "frame": [0, 100, 400, 300], "subviews": [
            {"id": "sheet", "frame": [0, 0, 400, 300], "viewController": {"class": "SheetVC", "presentedBy": "HomeVC"}}]}]}
        """)
        #expect(h.chain(10, 110) == ["sheet", "SheetVC", "shadow", "transition", "window",
                                     "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// RC.4: `"windowScene": false` asks for the pre-iOS 13 chain, window → UIApplication.
    @Test(arguments: [(true, ["v", "window", "UIWindowScene", "UIApplication", "AppDelegate"]),
                      (false, ["v", "window", "UIApplication", "AppDelegate"])])
    func windowSceneLinkIsOptional(scene: Bool, expected: [String]) throws {
        let h = try Fixtures.hierarchy("""
        {"windowScene": \(scene), "root": {"id": "window", "frame": [0, 0, 400, 400], "subviews": [{"id": "v", "frame": [0, 0, 50, 50]}]}}
        """)
        #expect(h.chain(10, 10) == expected)
    }

    /// RC.4: the scene link is the contract's `{"kind": "windowScene", "name": "UIWindowScene"}`, and the trace
    /// JSON writes view links with their id and view controllers with their root view.
    @Test func responderChainJSON() throws {
        let h = try Fixtures.window("{\"id\": \"root\", \"frame\": [0, 0, 400, 400], \"viewController\": \"VC\"}")
        let json = String(decoding: TraceJSON.render(h.trace(5, 5), in: h), as: UTF8.self)
        #expect(json.contains("""
        "responderChain":[{"kind":"view","id":"root","name":"UIView"},{"kind":"viewController","view":"root","name":"VC"},\
        {"kind":"window","id":"window","name":"UIWindow"},{"kind":"windowScene","name":"UIWindowScene"},\
        {"kind":"application","name":"UIApplication"},{"kind":"appDelegate","name":"AppDelegate"}]
        """))
    }

    /// RC.2: only a controller's root view is followed by the controller; its subviews go to their superview.
    /// A view controller without `class` defaults to UIViewController.
    @Test func onlyTheRootViewLinksToItsController() throws {
        let h = try Fixtures.window("""
        {"id": "root", "frame": [0, 0, 400, 400], "viewController": {}, "subviews": [{"id": "label", "frame": [0, 0, 100, 100]}]}
        """)
        #expect(h.chain(10, 10) == ["label", "root", "UIViewController", "window", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// RC.1 with 7.5: the chain of a forwarded touch starts at the returned view, and when the hit view sits in
    /// a window that is not the front-most one, that window's chain is used (6.5).
    @Test func chainFollowsTheWindowThatTookTheTouch() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "main", "frame": [0, 0, 400, 400], "subviews": [{"id": "v", "frame": [0, 0, 400, 400]}]},
          {"id": "top", "frame": [0, 0, 400, 100], "windowLevel": 1}]}
        """)
        #expect(h.chain(10, 200) == ["v", "main", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(h.chain(10, 50) == ["top", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    /// RC.5: the app delegate always closes the chain, with or without the scene.
    @Test(arguments: [true, false])
    func appDelegateClosesTheChain(scene: Bool) throws {
        let h = try Fixtures.hierarchy("{\"windowScene\": \(scene), \"root\": {\"id\": \"w\", \"frame\": [0, 0, 10, 10]}}")
        let chain = h.trace(1, 1).responderChain
        #expect(chain.last == Responder(kind: .appDelegate, view: nil, name: "AppDelegate"))
        #expect(chain.dropLast().last == Responder(kind: .application, view: nil, name: "UIApplication"))
    }
}
