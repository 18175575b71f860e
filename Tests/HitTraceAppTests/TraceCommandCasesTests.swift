import Foundation
import Testing
import TestSupport
import HitTraceJSON

/// Sourced cases through `hittrace trace` as a process, each fact of the trace checked: the window, the
/// hit-test view, the hitTest order, the responder chain, the actions in order with their times, the timeline.
/// The source of each expectation is named where it is checked.
@Suite(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
struct TraceCommandCasesTests {
    struct Facts: Equatable, CustomStringConvertible {
        var window: String?
        var hitView: String?
        var hitTestOrder: [String]
        var responderChain: [String]
        var actions: [String]
        var timeline: [String]

        var description: String {
            "window \(window ?? "nil"), hit \(hitView ?? "nil")\norder \(hitTestOrder)\nchain \(responderChain)\nactions \(actions)\ntimeline \(timeline)"
        }
    }

    /// Runs `hittrace trace FILE` with a hierarchy given as text (or a repository file) and a touch.
    static func trace(_ hierarchy: String? = nil, file: String? = nil, _ touch: [String]) throws -> Facts {
        var path = file ?? ""
        var temporary: URL?
        if let hierarchy {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-case-\(UUID().uuidString).json")
            try Data(hierarchy.utf8).write(to: url)
            temporary = url
            path = url.path
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let t = try TraceCommandControlTests.trace([path] + touch)
        func ms(_ v: JSONValue?) -> String { JSONText.number(((v?.number ?? 0) * 1000).rounded()) }
        let strings = { (v: JSONValue?) in v.map { Array($0.elements).compactMap(\.string) } ?? [] }
        let delivery = t["delivery"]
        return Facts(
            window: t["window"]?.string, hitView: t["hitView"]?.string,
            hitTestOrder: strings(t["hitTestOrder"]),
            responderChain: t["responderChain"].map { Array($0.elements).map { $0["id"]?.string ?? $0["name"]?.string ?? "" } } ?? [],
            actions: delivery?["actions"].map { Array($0.elements).map { "\(ms($0["t"])) \($0["source"]?.string ?? "").\($0["event"]?.string ?? "")" } } ?? [],
            timeline: delivery?["timeline"].map { Array($0.elements).map { e in
                "\(ms(e["t"])) \(e["target"]?.string ?? "") \(e["event"]?.string ?? "")" + (e["state"]?.string.map { " " + $0 } ?? "")
            } } ?? [])
    }

    static func window(_ subviews: String) -> String {
        #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [\#(subviews)]}}"#
    }

    /// The usual chain above a view in a one-window scene (RC.1–RC.5, Apple's "Using responders and the
    /// responder chain to handle events").
    static let sceneTop = ["window", "UIWindowScene", "UIApplication", "AppDelegate"]

    /// A UISlider dragged from its thumb. Thumb 31 pt wide at value 0 (its centre 15.5 pt in); 84.5 pt of
    /// movement is half of the 169-pt travel (3.15, `thumbRect(forBounds:trackRect:value:)`); isContinuous YES
    /// sends valueChanged at each move (Apple's `isContinuous`), from continueTracking, which UIControl's
    /// touchesMoved calls before sending touchDragInside (decompiled UIControl.mm); touchUpInside at the lift
    /// inside (3.4).
    @Test func aSliderDraggedFromItsThumb() throws {
        let f = try Self.trace(Self.window(#"{"id": "volume", "class": "UISlider", "frame": [20, 100, 200, 31]}"#),
                               ["--touch", #"{"gesture": "drag", "from": [35.5, 115.5], "to": [120, 115.5], "duration": 0.1, "steps": 2}"#])
        #expect(f == Facts(
            window: "window", hitView: "volume", hitTestOrder: ["window", "volume"],
            responderChain: ["volume"] + Self.sceneTop,
            actions: ["0 volume.touchDown", "50 volume.valueChanged", "50 volume.touchDragInside",
                      "100 volume.valueChanged", "100 volume.touchDragInside", "100 volume.touchUpInside"],
            timeline: ["0 volume touchesBegan", "0 volume controlEvent touchDown",
                       "50 volume touchesMoved", "50 volume controlEvent valueChanged", "50 volume controlEvent touchDragInside",
                       "100 volume touchesMoved", "100 volume controlEvent valueChanged", "100 volume controlEvent touchDragInside",
                       "100 volume touchesEnded", "100 volume controlEvent touchUpInside"]), "\(f)")
    }

    /// The real iOS 18.2 XCTest dump of a segmented control (firefox-ios#29114, Tests/Fixtures/control-dumps):
    /// the tap lands on the first segment, a private part of `librarySegmentControl` (3.11, 3.14); the segment
    /// is hit-tested like any view (its image is not interactive, 3.6), the control tracks the touch and, at
    /// the lift, selects segment 0 (the second was `Selected`): valueChanged before touchUpInside, since
    /// endTracking runs first (decompiled UIControl.mm). The fragment has no window: its top view is the root.
    @Test func aRealSegmentedControl() throws {
        let f = try Self.trace(file: "Tests/Fixtures/control-dumps/segmented-ios18-xctest.txt", ["--at", "50,147"])
        let segment = #"Button "bookmarkTrayFillLarge""#
        #expect(f == Facts(
            window: "Toolbar", hitView: segment,
            hitTestOrder: ["Toolbar", "Other_1", "Other_2", "librarySegmentControl", segment, "bookmarkTrayFillLarge"],
            responderChain: [segment, "librarySegmentControl", "Other_2", "Other_1", "Toolbar", "UIApplication", "AppDelegate"],
            actions: ["0 librarySegmentControl.touchDown", "80 librarySegmentControl.valueChanged", "80 librarySegmentControl.touchUpInside"],
            timeline: ["0 \(segment) touchesBegan", "0 librarySegmentControl controlEvent touchDown",
                       "80 \(segment) touchesEnded", "80 librarySegmentControl controlEvent valueChanged",
                       "80 librarySegmentControl controlEvent touchUpInside"]), "\(f)")
    }

    /// A UIStepper at 9 of 10, held on + for 1.2 s (3.16, decompiled UIStepperHorizontalVisualElement): nothing
    /// at touch-down; the repeat timer fires at 0.5 s and steps to 10; at 1.0 s + is disabled (the maximum,
    /// no wraps, `_updateButtonEnabled`) so nothing; having repeated, it does not step at the lift.
    @Test func aStepperHeldToItsMaximum() throws {
        let f = try Self.trace(Self.window(#"{"id": "count", "class": "UIStepper", "frame": [100, 100, 94, 32], "value": 9, "maximumValue": 10}"#),
                               ["--touch", #"{"gesture": "longPress", "x": 180, "y": 116, "duration": 1.2}"#])
        #expect(f == Facts(
            window: "window", hitView: "count", hitTestOrder: ["window", "count"], responderChain: ["count"] + Self.sceneTop,
            actions: ["0 count.touchDown", "500 count.valueChanged", "1200 count.touchUpInside"],
            timeline: ["0 count touchesBegan", "0 count controlEvent touchDown", "500 count controlEvent valueChanged",
                       "1200 count touchesEnded", "1200 count controlEvent touchUpInside"]), "\(f)")
    }

    /// A tap on a table cell's text: the label is not interactive (3.6), so the cell's content view is the
    /// hit-test view; the chain goes content view → cell → table view (RC.1). UITableView is a scroll view
    /// with delaysContentTouches YES: touchesBegan is held for 0.15 s, and a finger lifted before then gets it
    /// with touchesEnded right after (5.3, Apple's `delaysContentTouches`). Row selection (didSelectRowAt) is not
    /// modelled: no action.
    @Test func aTapOnATableCell() throws {
        let f = try Self.trace(Self.window("""
            {"id": "table", "class": "UITableView", "frame": [0, 0, 375, 667], "contentSize": [375, 2000], "subviews": [
              {"id": "cell", "class": "UITableViewCell", "frame": [0, 44, 375, 44], "subviews": [
                {"id": "content", "class": "UITableViewCellContentView", "frame": [0, 0, 375, 44], "subviews": [
                  {"id": "title", "class": "UILabel", "frame": [16, 11, 200, 22], "text": "General"}]}]}]}
            """), ["--at", "100,66"])
        #expect(f == Facts(
            window: "window", hitView: "content", hitTestOrder: ["window", "table", "cell", "content", "title"],
            responderChain: ["content", "cell", "table"] + Self.sceneTop, actions: [],
            timeline: ["0 content held touchesBegan", "80 table.delay stateChanged failed", "80 table.pan stateChanged failed",
                       "80 content touchesBegan", "80 content touchesEnded"]), "\(f)")
    }

    /// canCancelContentTouches NO with delaysContentTouches NO: the row gets touchesBegan at once, and the
    /// scroll view does not scroll a touch its content already has (5.5, Apple's `canCancelContentTouches`:
    /// "if NO, the scroll view does not scroll regardless of finger movement once the content view starts
    /// tracking"): the pan fails at its first move and the row keeps the whole drag.
    @Test func aScrollViewThatCannotCancelContentTouches() throws {
        let f = try Self.trace(Self.window("""
            {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 3000],
             "delaysContentTouches": false, "canCancelContentTouches": false, "subviews": [{"id": "row", "frame": [0, 100, 375, 80]}]}
            """), ["--touch", #"{"gesture": "drag", "from": [200, 140], "to": [200, 60], "duration": 0.2, "steps": 4}"#])
        #expect(f == Facts(
            window: "window", hitView: "row", hitTestOrder: ["window", "feed", "row"], responderChain: ["row", "feed"] + Self.sceneTop,
            actions: [],
            timeline: ["0 row touchesBegan", "50 feed.pan stateChanged failed", "50 row touchesMoved", "100 row touchesMoved",
                       "150 row touchesMoved", "200 row touchesMoved", "200 row touchesEnded"]), "\(f)")
    }

    /// delaysContentTouches YES (the default) and a quick drag from a button: the scroll view holds
    /// touchesBegan; its pan begins at 20 pt, past its 10-pt hysteresis, within the 0.15 s, so the held touch
    /// is thrown away and the button never hears of it (5.3, 5.9); the scroll view's delegate calls are the
    /// actions (UIScrollViewDelegate).
    @Test func aScrollViewThatDelaysContentTouches() throws {
        let f = try Self.trace(Self.window("""
            {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 3000],
             "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 200, 50]}]}
            """), ["--touch", #"{"gesture": "drag", "from": [100, 125], "to": [100, 45], "duration": 0.1, "steps": 4}"#])
        #expect(f == Facts(
            window: "window", hitView: "buy", hitTestOrder: ["window", "feed", "buy"], responderChain: ["buy", "feed"] + Self.sceneTop,
            actions: ["25 feed.scrollViewWillBeginDragging", "50 feed.scrollViewDidScroll", "75 feed.scrollViewDidScroll",
                      "100 feed.scrollViewDidScroll", "100 feed.scrollViewDidEndDragging"],
            timeline: ["0 buy held touchesBegan", "25 feed.pan stateChanged began", "25 feed.delay stateChanged recognized",
                       "25 buy discarded", "50 feed.pan stateChanged changed", "75 feed.pan stateChanged changed",
                       "100 feed.pan stateChanged changed", "100 feed.pan stateChanged ended"]), "\(f)")
    }

    /// A card's pan takes a drag that starts on its button: a button does not veto a pan (4.19's table); the pan
    /// begins past 10 pt (4.E), its action comes first and the button's touchesCancelled and touchCancel right
    /// after (4.11, the order devices log).
    @Test func aRecognizerTakesAControlsTouch() throws {
        let f = try Self.trace(Self.window("""
            {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}],
             "subviews": [{"id": "Btn", "class": "UIButton", "frame": [20, 20, 100, 44]}]}
            """), ["--touch", #"{"gesture": "drag", "from": [60, 140], "to": [60, 200], "duration": 0.2, "steps": 4}"#])
        #expect(f == Facts(
            window: "window", hitView: "Btn", hitTestOrder: ["window", "card", "Btn"], responderChain: ["Btn", "card"] + Self.sceneTop,
            actions: ["0 Btn.touchDown", "50 cardPan.began", "50 Btn.touchCancel", "100 cardPan.changed", "150 cardPan.changed",
                      "200 cardPan.changed", "200 cardPan.ended"],
            timeline: ["0 Btn touchesBegan", "0 Btn controlEvent touchDown", "50 cardPan stateChanged began",
                       "50 Btn touchesCancelled", "50 Btn controlEvent touchCancel", "100 cardPan stateChanged changed",
                       "150 cardPan stateChanged changed", "200 cardPan stateChanged changed", "200 cardPan stateChanged ended"]), "\(f)")
    }
}
