import Testing
import HitTraceJSON
@testable import HitTestKit
@testable import Sentences

/// Why-not answers, the hit map's groups and a trace's own words, in each table: every blocker, taker, group,
/// status, step reason, set-aside window and coordinate reading in both languages.
@Suite struct WhyNotSentenceTests {
    static let h = Samples.hierarchy
    static func v(_ id: String) -> ViewIndex { Samples.v(id) }
    static func raw(_ id: String) -> Int32 { h.index(of: id)!.raw }

    static var blockers: [Blocker] {
        Blocker.Kind.allCases.map { kind in
            var b = Blocker(kind, raw("card"), kind == .userInteractionDisabled ? ["1.1", "3.6", "3.8", "1.4"] : ["2.1"], pathView: raw("Btn"))
            b.took = v("Btn")
            b.alpha = 0.005
            b.windowLevel = 2000
            b.ownWindowLevel = 0
            b.point = Point(x: 150, y: 150)
            b.area = Rect(x: 0, y: 0, width: 100, height: 100)
            b.distance = 70.71
            b.nearestPoint = Point(x: 99.5, y: 99.5)
            b.sticksOut = Blocker.Insets(top: 0, left: 0, bottom: 80, right: 80)
            b.override = HitTestOverride.none
            if kind == .recognizerTookTouch || kind == .scrollViewDelay { b.taker = takers[0] }
            if kind == .actionNeverFired { b.rules = ["3.9", "RC.6"] }
            return b
        }
    }

    static var takers: [Receipt.Taker] {
        [.recognized, .scrollViewDelay, .delaysTouchesBegan, .cancelsTouchesInView, .scrollViewCancelled, .controlVeto,
         .waitedForFailure, .delegateSaidNo].map { (kind: Receipt.Taker.Kind) in
            var k = Receipt.Taker(kind: kind, recognizer: "cardPan", view: v("card"), rules: ["4.8"], t: 0.12)
            k.threshold = "panHysteresis"; k.thresholdValue = 10; k.measured = 12.5; k.delay = 0.15
            k.waitedFor = "doubleTap"; k.waitedForState = "failed"; k.delegateMethod = "gestureRecognizerShouldBegin(_:)"; k.vetoed = "cardTap"
            return k
        }
    }

    static var receipts: [Receipt] {
        [Receipt(hitView: v("Btn"), heard: false, phases: ["discarded"], receivedBy: [], controlFired: false, takers: takers),
         Receipt(hitView: v("Btn"), heard: true, phases: ["touchesBegan", "touchesCancelled"], receivedBy: ["Btn"], controlFired: false, takers: takers),
         Receipt(hitView: v("Btn"), heard: true, phases: ["touchesBegan", "touchesEnded"], receivedBy: ["Btn"], controlFired: false, takers: []),
         Receipt(hitView: v("card"), heard: true, phases: ["touchesBegan", "touchesEnded"], receivedBy: ["AppDelegate"], controlFired: nil, takers: [])]
    }

    static var fixes: [FixResult] {
        let change = FixChange(action: .disableCoverInteraction, view: "card", recognizer: nil, property: "userInteractionEnabled",
                               from: JSONTree.bool(true), to: JSONTree.bool(false), blocker: .covered, blockerView: "card")
        var front = change; front.action = .bringToFront
        var move = change; move.action = .move; move.to = JSONTree.object([("x", .number(10)), ("y", .number(20))])
        var recognizer = change; recognizer.action = .keepTouchesInView; recognizer.recognizer = "cardPan"
        func result(_ changes: [FixChange], found: Bool = true, exhausted: Bool = false) -> FixResult {
            FixResult(changes: changes, alternatives: [], hierarchyJSON: nil, hitView: "Btn", found: found, runs: 12, exhausted: exhausted, candidates: 4)
        }
        return [result([change, front, move, recognizer]), result([change]), result([]), result([], found: false), result([], found: false, exhausted: true)]
    }

    static var answers: [WhyNotAnswer] {
        var taken = WhyNotAnswer(view: v("Btn"), status: .taken, blockers: blockers)
        taken.hitIsInside = true
        var part = WhyNotAnswer(view: v("knob"), status: .missed, blockers: [])
        part.partOf = v("sw")
        var far = WhyNotAnswer(view: v("Btn"), status: .notUnderFinger, blockers: [])
        far.distance = 12.5
        var near = far
        near.nearestHit = Point(x: 20, y: 30)
        return [WhyNotAnswer(view: v("Btn"), status: .hit, blockers: []), WhyNotAnswer(view: v("card"), status: .onHitPath, blockers: []),
                taken, WhyNotAnswer(view: v("Btn"), status: .taken, blockers: [blockers[0]]), part,
                WhyNotAnswer(view: v("Btn"), status: .missed, blockers: [blockers[0]]), far, near]
    }

    static var coordinateChecks: [CoordinateCheck] {
        let readings = [CoordinateCheck.Reading.Kind.pixelsAt2x, .pixelsAt3x, .rotatedClockwise, .rotatedCounterclockwise].map {
            CoordinateCheck.Reading(kind: $0, point: Point(x: 60, y: 150.333), hitView: v("Btn"), receiver: v("Btn"))
        }
        return [CoordinateCheck(point: Point(x: 600, y: 900), problem: .outsideScreen, screen: Rect(x: 0, y: 0, width: 375, height: 667), readings: readings),
                CoordinateCheck(point: Point(x: 300, y: 600), problem: .nothingUseful, screen: nil, readings: [])]
    }

    /// Every sentence of these families, English and Chinese side by side.
    static var pairs: [(String, String)] {
        let en = English(), zh = Chinese(), h = Self.h
        var out: [(String, String)] = []
        for b in blockers { out.append((en.blocker(b, of: v("Btn"), in: h), zh.blocker(b, of: v("Btn"), in: h))) }
        for k in takers { out.append((en.taker(k, hitView: v("Btn"), in: h), zh.taker(k, hitView: v("Btn"), in: h))) }
        for r in receipts { out.append((en.receipt(r, in: h), zh.receipt(r, in: h))) }
        for f in fixes { out.append((en.fix(f, in: h), zh.fix(f, in: h))) }
        for a in answers { out.append((en.status(a, in: h), zh.status(a, in: h))) }
        for kind in Blocker.Kind.allCases {
            let g = BlockerGroup(kind: kind, view: v("card"), rules: ["2.1", "2.2"], views: Array(repeating: v("Btn"), count: 8), zOrderAssumed: kind == .covered)
            out.append((en.group(g, in: h), zh.group(g, in: h)))
        }
        for reason in [Miss.Reason.hidden, .userInteractionDisabled, .alphaBelowThreshold, .disabledControl, .outsideSuperviewBounds,
                       .pointInsideOverride, .hitTestOverride, .covered, .coveredByWindow] {
            let g = DeadZoneGroup(reason: reason, by: v("card"), views: [v("Btn"), v("sw")], lostPoints: 200)
            out.append((en.deadZoneGroup(g, in: h), zh.deadZoneGroup(g, in: h)))
        }
        for kind in [TouchTargetFinding.Kind.smallTarget, .enlargedHitArea, .overlapsNeighbour] {
            let g = AuditGroup(kind: kind, views: Array(repeating: v("Btn"), count: 7))
            out.append((en.auditGroup(g, in: h), zh.auditGroup(g, in: h)))
        }
        for reason in ReturnReason.allCases { out.append((en.catalog.say(HitTestStep.why(reason)), zh.catalog.say(HitTestStep.why(reason)))) }
        for s in [Hierarchy.SetAsideWindow(window: v("window"), reason: .systemScene, inputView: nil),
                  Hierarchy.SetAsideWindow(window: v("window"), reason: .outsideInputView, inputView: v("card"))] {
            out.append((en.setAside(s, in: h), zh.setAside(s, in: h)))
        }
        var cut = TouchDelivery()
        cut.omittedEntries = 12
        cut.stoppedEarly = true
        out.append((en.truncation(cut), zh.truncation(cut)))
        for c in coordinateChecks { out.append((en.coordinates(c, in: h) ?? "", zh.coordinates(c, in: h) ?? "")) }
        return out
    }

    @Test func everySentenceInBothLanguages() {
        for (en, zh) in Self.pairs {
            #expect(!en.isEmpty && !zh.isEmpty && en != zh, "\(en)")
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh): \(ChineseWords.english(in: zh))")
        }
    }

    @Test func literalSentences() {
        let en = English(), h = Self.h, v = Self.v
        var outside = Blocker(.outsideAncestor, Self.raw("card"), ["2.6", "2.7"], pathView: Self.raw("card"))
        outside.point = Point(x: 150, y: 150)
        outside.area = Rect(x: 0, y: 0, width: 100, height: 100)
        outside.distance = 70.71
        outside.sticksOut = Blocker.Insets(top: 0, left: 0, bottom: 80, right: 80)
        #expect(en.blocker(outside, of: v("Btn"), in: h)
                == "its superview `card` does not contain the point (150, 150) (its bounds (0, 0, 100, 100), 70.71 pt away); `Btn` sticks out of it by 80 pt on the bottom, 80 pt on the right: a subview is never hit outside its superview's bounds (rules 2.6, 2.7).")
        #expect(en.receipt(Self.receipts[3], in: h) == "`card` is the hit-test view and gets the touch (received by `AppDelegate`).")
        #expect(Chinese().receipt(Self.receipts[3], in: h) == "`card` 是命中视图，触摸交给了它（由 `AppDelegate` 接收）。")
        #expect(en.taker(Self.takers[0], hitView: v("Btn"), in: h)
                == "`cardPan` on `card` recognized at t = 0.12 s after crossing panHysteresis 10 (the touch had reached 12.5) (rule 4.8).")
        #expect(en.fix(Self.fixes[1], in: h)
                == "Smallest fix (1 change, verified by running the engine again): set `card`.userInteractionEnabled to false.")
        #expect(en.status(Self.answers[7], in: h)
                == "`Btn` is not under the finger: its receiving area is 12.5 pt away; the nearest point where it gets the touch is (20, 30).")
        #expect(en.coordinates(Self.coordinateChecks[0], in: h)
                == "(600, 900) is outside the 375×667 pt screen. Did you mean (60, 150.33), the point in pixels of a 2× screen, which goes to `Btn`, or (60, 150.33), the point in pixels of a 3× screen, which goes to `Btn`, or (60, 150.33), the point on the landscape screen, turned a quarter clockwise, which goes to `Btn`, or (60, 150.33), the point on the landscape screen, turned a quarter counter-clockwise, which goes to `Btn`?")
        #expect(en.truncation(TouchDelivery()) == "")
    }

    /// A step's sentence: the call as code, the words of a `return` from the table.
    @Test func stepSentences() throws {
        let h = try HierarchyDecoder.decode(json: Array(#"{"windows": [{"id": "window", "frame": [0, 0, 100, 100], "subviews": [{"id": "v", "frame": [0, 0, 50, 50], "hitTest": "selfOnly"}]}]}"#.utf8))
        let steps = h.trace(at: Point(x: 10, y: 10)).steps
        #expect(steps.map { $0.sentence(in: h) } == [
            "window.hitTest((10, 10))", "window.pointInside((10, 10)) → YES", "v.hitTest((10, 10))", "v.pointInside((10, 10)) → YES",
            "v.hitTest returns v: hitTest override (selfOnly)", "window.hitTest returns v: a subview took it",
        ])
        #expect(steps.map { $0.sentence(in: h, lang: .zh) }.suffix(2) == ["v.hitTest 返回 v：重写的 hitTest（selfOnly）", "window.hitTest 返回 v：一个子视图接住了触摸"])
    }
}
