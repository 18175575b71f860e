import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats
import HitTraceJSON
@testable import Answers
@testable import Sentences

/// "Why not my view?": every blocker with the view responsible and its rule, the smallest proven
/// fix, grouping, and who received the touches past the hit-test. Each case has a known answer.
@Suite struct WhyNotTests {
    /// A button under a cover, inside a container with user interaction off (rules 2.1, 2.2, 1.1, 1.4, 3.8).
    static let coveredInDeadContainer = """
    {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
      {"id": "root", "class": "UIView", "frame": [0, 0, 400, 800], "subviews": [
        {"id": "container", "class": "UIView", "frame": [20, 20, 300, 300], "userInteractionEnabled": false, "subviews": [
          {"id": "errorButton", "class": "UIButton", "frame": [10, 10, 100, 50]},
          {"id": "label", "class": "UIView", "frame": [10, 100, 100, 50]}
        ]},
        {"id": "dimmingView", "class": "UIView", "frame": [0, 0, 400, 800]}
      ]}
    ]}}
    """

    /// A view sticking out of its parent, under a window in front (rules 6.2, 2.6, 2.7).
    static let outsideUnderWindow = """
    {"windows": [
      {"id": "overlay", "class": "UIWindow", "frame": [0, 0, 400, 800], "windowLevel": 10},
      {"id": "main", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
        {"id": "parent", "class": "UIView", "frame": [0, 0, 100, 100], "subviews": [
          {"id": "child", "class": "UIView", "frame": [80, 80, 100, 100]}
        ]}
      ]}
    ]}
    """

    /// A pan on the button's superview takes the button's touch (rules 4.8, 4.11).
    static let panOverButton = """
    {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
      {"id": "card", "class": "UIView", "frame": [0, 0, 400, 400],
       "gestureRecognizers": [{"id": "cardPan", "type": "pan"}],
       "subviews": [{"id": "button", "class": "UIButton", "frame": [100, 100, 200, 100]}]}
    ]}}
    """

    static func kinds(_ bs: [Blocker], _ h: Hierarchy) -> [String] { bs.map { "\($0.kind.rawValue):\(h.id($0.view))" } }

    @Test func everyBlockerOfAButtonUnderACoverInADeadContainer() throws {
        let h = try Fixtures.hierarchy(Self.coveredInDeadContainer)
        let trace = h.trace(at: Point(x: 50, y: 50))
        #expect(trace.hitView.map { h.id($0) } == "dimmingView")
        let b = h.blockers(of: h.index(of: "errorButton")!, at: trace.screenPoint)
        // Both, in UIKit's order: the cover is asked before the container's own checks (2.1, 1.1).
        #expect(Self.kinds(b, h) == ["covered:dimmingView", "userInteractionDisabled:container"])
        #expect(b[0].pathView == h.index(of: "container")!)
        #expect(b[0].rules == ["2.1", "2.2"])
        #expect(b[1].rules.contains("1.4") && b[1].rules.contains("3.8"))
        // The trace's misses carry them, and the two views under the same cover and container are grouped.
        let mb = h.missBlockers(trace)
        let groups = mb.groups.map { "\($0.kind.rawValue):\(h.id($0.view)):\($0.views.count)" }
        #expect(groups.contains("covered:dimmingView:2") || groups.contains("covered:dimmingView:3"))
    }

    @Test func theSmallestFixForTheCoveredButtonIsTwoChangesAndWorks() throws {
        let h = try Fixtures.hierarchy(Self.coveredInDeadContainer)
        let trace = h.trace(at: Point(x: 50, y: 50))
        let v = h.index(of: "errorButton")!
        let answer = h.whyNot(view: v, trace: trace)
        #expect(answer.status == .missed)
        let fix = try #require(answer.fix)
        #expect(fix.found)
        // Known smallest: the container's interaction on, and one change that gets around the cover.
        #expect(fix.changes.count == 2)
        #expect(fix.changes.contains { $0.view == "container" && $0.property == "userInteractionEnabled" })
        // Proven: the changed hierarchy, decoded and hit-tested by the engine, gives errorButton the touch.
        let changed = try HierarchyDecoder.decode(json: try #require(fix.hierarchyJSON))
        #expect(changed.trace(at: trace.screenPoint).hitView.map { changed.id($0) } == "errorButton")
        // No single change is enough: removing the cover alone leaves the container.
        #expect(fix.alternatives.allSatisfy { $0.count == 2 })
    }

    @Test func aViewOutsideItsParentUnderAWindowInFront() throws {
        let h = try Fixtures.hierarchy(Self.outsideUnderWindow)
        let p = Point(x: 150, y: 150)
        let trace = h.trace(at: p)
        #expect(trace.hitView.map { h.id($0) } == "overlay")
        let v = h.index(of: "child")!
        let b = h.blockers(of: v, at: p)
        #expect(Self.kinds(b, h) == ["coveredByWindow:overlay", "outsideAncestor:parent"])
        #expect(b[0].rules == ["6.2"] && b[0].windowLevel == 10 && b[0].ownWindowLevel == 0)
        let out = try #require(b[1].sticksOut)
        #expect(out.right == 80 && out.bottom == 80 && out.left == 0 && out.top == 0)
        #expect(b[1].distance.map { abs($0 - 50 * 2.0.squareRoot()) < 0.01 } == true)
        let fix = try #require(h.whyNot(view: v, trace: trace).fix)
        #expect(fix.found && fix.changes.count == 2)
        let changed = try HierarchyDecoder.decode(json: try #require(fix.hierarchyJSON))
        #expect(changed.trace(at: p).hitView.map { changed.id($0) } == "child")
    }

    @Test func aViewNotUnderTheFingerSaysHowFarAndWhereItWouldGetTheTouch() throws {
        let h = try Fixtures.hierarchy(Self.coveredInDeadContainer.replacingOccurrences(of: #""userInteractionEnabled": false, "#, with: "")
            .replacingOccurrences(of: #"{"id": "dimmingView", "class": "UIView", "frame": [0, 0, 400, 800]}"#,
                                  with: #"{"id": "dimmingView", "class": "UIView", "frame": [0, 700, 400, 100]}"#))
        let trace = h.trace(at: Point(x: 200, y: 50))
        let v = h.index(of: "errorButton")!
        let answer = h.whyNot(view: v, trace: trace)
        #expect(answer.status == .notUnderFinger)
        #expect(answer.blockers.map(\.kind) == [.outsideBounds])
        let near = try #require(answer.nearestHit)
        #expect(abs(near.y - 50) < 1 && near.x < 130 && near.x > 120)
        #expect(answer.distance.map { $0 > 69 && $0 < 81 } == true)
        let fix = try #require(answer.fix)
        #expect(fix.found && fix.changes.count == 1)
    }

    @Test func aRecognizerTakingAControlsTouch() throws {
        let h = try Fixtures.hierarchy(Self.panOverButton)
        let input = try TouchInput.decode(json: Array(#"{"gesture": "drag", "from": {"x": 150, "y": 150}, "to": {"x": 150, "y": 300}}"#.utf8))
        let s = h.simulate(input)
        #expect(s.trace.hitView.map { h.id($0) } == "button")
        let r = s.receipt
        #expect(r.heard)
        #expect(r.controlFired == false)
        #expect(r.phases.contains("touchesCancelled"))
        let rec = try #require(r.takers.first { $0.kind == .recognized })
        #expect(rec.recognizer == "cardPan" && rec.threshold == "panHysteresis" && rec.thresholdValue == 10)
        #expect((rec.measured ?? 0) >= 10)
        #expect(r.takers.contains { $0.kind == .cancelsTouchesInView && $0.recognizer == "cardPan" && $0.rules == ["4.11"] })
    }

    @Test func theScrollViewPresetSaysTheButtonNeverHearsOfADrag() throws {
        let h = try HierarchyDecoder.decode(json: try Fixtures.bytes("public/presets/scroll-view-delivery.json"))
        let input = try TouchInput.decode(json: Array(#"{"gesture": "drag", "from": {"x": 295, "y": 148}, "to": {"x": 295, "y": 20}}"#.utf8))
        let s = h.simulate(input)
        #expect(s.trace.hitView.map { h.id($0) } == "buyButton")
        let r = s.receipt
        #expect(!r.heard)
        #expect(r.takers.contains { $0.kind == .recognized && $0.recognizer == "SV.pan" && $0.threshold == "scrollHysteresis" })
        #expect(r.takers.contains { $0.kind == .scrollViewDelay && $0.view.map { h.id($0) } == "SV" && $0.delay == 0.15 })
        let en = English().receipt(r, in: h)
        #expect(en.contains("never hears of the touch"))
        let zh = Chinese().receipt(r, in: h)
        #expect(zh.contains("根本不知道"))
    }

    @Test func traceJSONCarriesBlockersGroupsAndTheReceipt() throws {
        let h = try Fixtures.hierarchy(Self.coveredInDeadContainer)
        let input = try TouchInput.decode(json: Array(#"{"x": 50, "y": 50}"#.utf8))
        let json = TraceJSON.render(h.simulate(input), in: h)
        let doc = try JSONParser.parse(json)
        let misses = try #require(doc.root["misses"])
        let button = try #require(misses.elements.first { $0["view"]?.string == "errorButton" })
        let blockers = try #require(button["blockers"])
        #expect(blockers.elements.map { $0["kind"]?.string ?? "" } == ["covered", "userInteractionDisabled"])
        #expect(blockers.elements.map { $0["view"]?.string ?? "" } == ["dimmingView", "container"])
        let first = try #require(blockers.elements.first { _ in true })
        #expect(first["text"]?["en"]?.string?.contains("`dimmingView`") == true)
        // Only the language the trace is written in: another is asked for with ?lang=.
        #expect(first["text"]?["zh"] == nil)
        let zh = try JSONParser.parse(TraceJSON.render(h.simulate(input), in: h, lang: .zh))
        let zhFirst = zh.root["misses"]?.elements.first { $0["view"]?.string == "errorButton" }?["blockers"]?.elements.first { _ in true }
        #expect(zhFirst?["text"]?["zh"]?.string?.contains("`dimmingView`") == true)
        #expect(zhFirst?["text"]?["en"] == nil)
        #expect(doc.root["missGroups"]?.kind == .array)
        #expect(doc.root["receipt"]?["hitView"]?.string == "dimmingView")
    }

    /// The navpush dump (team data): the Error button's every blocker, not only the cover.
    @Test(.needsRealData) func navpushDumpErrorButton() throws {
        let text = String(decoding: try RealData.dump("10-sentry-mock-uiwindow-navpush.txt"), as: UTF8.self)
        let h = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        guard let label = (0..<h.viewCount).first(where: { h.extras(of: $0).text == "Error" }),
              let button = h.ancestry(of: label).first(where: { h.views[$0].behavior == "UIButton" }) else {
            Issue.record("no Error button in the dump"); return
        }
        // The middle of the part of the button on screen (the push animation leaves part of it off screen).
        let box = h.screenBox(of: button)
        let minX = max(box.minX, 0), maxX = min(box.maxX, 375)
        let p = Point(x: (minX + maxX) / 2, y: box.y + box.height / 2)
        let trace = h.trace(at: p)
        let b = h.blockers(of: button, at: p)
        print("navpush Error button \(h.id(button)) at \(p): hit \(trace.hitView.map { h.id($0) } ?? "nil"); blockers \(Self.kinds(b, h))")
        // Covered by the dimming views in front, and its ancestor has interaction off: both, with their views.
        #expect(b.contains { $0.kind == .covered })
        #expect(b.contains { $0.kind == .userInteractionDisabled && h.id($0.view) == "UIView_0x7f893fe59060" })
        let fix = try #require(h.whyNot(view: button, trace: trace).fix)
        print("navpush fix: \(fix.changes.map { "\($0.view).\($0.property) -> \(String(decoding: $0.to.bytes, as: UTF8.self))" }) in \(fix.runs) runs")
        #expect(fix.found)
        if let json = fix.hierarchyJSON {
            let changed = try HierarchyDecoder.decode(json: json)
            #expect(changed.isSelfOrInside(changed.trace(at: p).hitView.raw, changed.index(of: h.id(button))!.index))
        }
    }
    /// The navpush dump's hit map: its dead zones share a few causes, each said once.
    @Test(.needsRealData) func navpushDeadZonesAreGrouped() throws {
        let text = String(decoding: try RealData.dump("10-sentry-mock-uiwindow-navpush.txt"), as: UTF8.self)
        let h = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        let r = HitMapReport(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 375, height: 667), step: 4))
        let groups = r.deadZoneGroups
        print("navpush: \(r.deadZones.count) dead zones in \(groups.count) groups: \(groups.map { "\($0.reason.rawValue) by \($0.by.map { h.id($0) } ?? "nil") ×\($0.views.count)" })")
        #expect(!groups.isEmpty)
        #expect(groups.count < r.deadZones.count)
        var w = JSONWriter()
        w.beginObject()
        WhyNotJSON.hitMapGroups(r, in: h, &w)
        w.endObject()
        let doc = try JSONParser.parse(w.bytes)
        #expect(doc.root["deadZoneGroups"]?.elements.first { _ in true }?["text"]?["zh"]?.string?.contains("失效区域") == true)
    }

    /// 5,000 full-screen siblings: 4,999 misses, each behind up to 4,998 covers. Blockers are worked out for
    /// the first 200 misses only, at most 32 covers each, and every superview's covers are asked once.
    @Test func blockersStayBoundedOnAWideHierarchy() throws {
        let subviews = (0..<5_000).map { #"{"id": "v\#($0)", "frame": [0, 0, 100, 100]}"# }.joined(separator: ",")
        let h = try Fixtures.hierarchy(#"{"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(subviews)]}}"#)
        let trace = h.trace(at: Point(x: 50, y: 50))
        #expect(trace.misses.count == 4_999)
        let mb = h.missBlockers(trace)
        #expect(mb.omitted == 4_999 - MissBlockers.maxMisses)
        #expect(mb.byMiss.compactMap { $0 }.allSatisfy { $0.count <= Hierarchy.maxCoversPerLevel })
        #expect(mb.groups.first?.view == h.index(of: "v4999")!)
        let json = TraceJSON.render(h.explainingMisses(trace), in: h)
        #expect(try JSONParser.parse(json).root["missesWithoutBlockers"]?.number == Double(4_999 - MissBlockers.maxMisses))
    }

    /// A tap on a button inside a card with a tap recognizer: the button vetoes the card's tap (4.19) and fires.
    /// A single tap that requires a double tap to fail says what it waited for (4.17).
    @Test func aControlsVetoAndARecognizerThatWaited() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
          {"id": "card", "class": "UIView", "frame": [0, 0, 400, 400],
           "gestureRecognizers": [{"id": "cardTap", "type": "tap", "requireToFail": ["cardDouble"]},
                                  {"id": "cardDouble", "type": "tap", "numberOfTapsRequired": 2}],
           "subviews": [{"id": "button", "class": "UIButton", "frame": [100, 100, 200, 100]}]}
        ]}}
        """)
        let onButton = try TouchInput.decode(json: Array(#"{"x": 150, "y": 150}"#.utf8))
        let s = h.simulate(onButton)
        let r = s.receipt
        #expect(r.heard && r.controlFired == true)
        #expect(r.takers.contains { $0.kind == .controlVeto && $0.vetoed == "cardTap" && $0.rules == ["4.19"] })
        let onCard = try TouchInput.decode(json: Array(#"{"x": 20, "y": 20}"#.utf8))
        let c = h.simulate(onCard).receipt
        #expect(c.takers.contains { $0.kind == .waitedForFailure && $0.recognizer == "cardTap" && $0.waitedFor == "cardDouble" })
    }
}
