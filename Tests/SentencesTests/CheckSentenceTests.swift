import Testing
@testable import HitTestKit
@testable import Sentences

/// The sentences of checks, audits and the hit map's findings, in each table.
@Suite struct CheckSentenceTests {
    static let h = Samples.hierarchy
    static func v(_ id: String) -> ViewIndex { Samples.v(id) }
    static let point = Point(x: 120, y: 300)

    static var noTargets: [NoTargets] {
        [NoTargets(views: 3, controls: 0, recognizerViews: 0, unreached: [], interactionAssumed: 3),
         NoTargets(views: 1, controls: 0, recognizerViews: 0, unreached: [], interactionAssumed: 0),
         NoTargets(views: 5, controls: 0, recognizerViews: 0, unreached: [], interactionAssumed: 2),
         NoTargets(views: 5, controls: 1, recognizerViews: 0, unreached: [v("Btn")], interactionAssumed: 0)]
    }

    static var outcomes: [CheckOutcome] {
        let v = Self.v, p = point
        return [.notFound(name: "Continue", .none),
                .notFound(name: "General", .ambiguous([.init(view: ViewIndex(1), name: "Cell \"General\""), .init(view: ViewIndex(2), name: "StaticText \"General\"")])),
                .noWindow(view: nil), .noWindow(view: v("Btn")),
                .tapReaches(view: v("Btn"), point: p, interactionAssumed: false), .tapReaches(view: v("Btn"), point: p, interactionAssumed: true),
                .tapMisses(view: v("Btn"), point: p, got: v("card")), .tapMisses(view: v("Btn"), point: p, got: nil),
                .tapUnknown(view: v("Btn"), point: p, got: v("sw"), cover: v("sw")),
                .reachable(view: v("Btn"), area: 4400, visible: 4400, interactionAssumed: true), .unreachable(view: v("Btn")),
                .unreachableUnknown(view: v("Btn")), .auditPassed(profile: "hig", targets: 3),
                .auditFindings(count: 1, errors: 0, hasMinimum: true, targets: 3), .auditFindings(count: 2, errors: 2, hasMinimum: false, targets: 3)]
            + noTargets.map { .noTargets(profile: "wcag-aa", $0) }
    }

    static var findings: [AuditProfileFinding] {
        let v = Self.v, box = Rect(x: 20, y: 20, width: 52, height: 32)
        return [AuditProfileFinding(kind: .belowMinimum, view: v("Btn"), box: Rect(x: 0, y: 0, width: 20, height: 20), profile: .hig, level: .error),
                AuditProfileFinding(kind: .belowTarget, view: v("Btn"), box: box, profile: .hig, level: .warning,
                                    assumed: ["userInteractionEnabled"]),
                AuditProfileFinding(kind: .belowTarget, view: v("Btn"), neighbour: v("sw"), box: box, profile: .wcagAA, level: .error),
                AuditProfileFinding(kind: .belowTarget, view: v("Btn"), box: box, profile: .material, level: .error, assumed: ["alpha"]),
                AuditProfileFinding(kind: .tooClose, view: v("Btn"), neighbour: v("sw"), box: box, profile: .material, level: .error, distance: 4)]
    }

    static var details: [CheckDetail] {
        let v = Self.v
        return [.miss(Miss(view: v("Btn"), cause: .hidden(by: v("card")))), .takenInside(hit: v("knob"), view: v("sw")),
                .notInVisibleArea(view: v("Btn"), frame: Rect(x: 20, y: 20, width: 100, height: 44)), .notVisible(v("Btn")),
                .assumed(Miss.Assumption(view: v("Btn"), field: "userInteractionEnabled")), .finding(findings[0]),
                .auditOfNothingFails, .whatIsATarget, .unreachedTarget(v("Btn")), .moreUnreachedTargets(3)]
    }

    static var targetFindings: [TouchTargetFinding] {
        [TouchTargetFinding(kind: .smallTarget, view: v("Btn"), receivingArea: 600, drawnArea: 600, receivingBox: Rect(x: 0, y: 0, width: 30, height: 20)),
         TouchTargetFinding(kind: .enlargedHitArea, view: v("Btn"), receivingArea: 8000, drawnArea: 1000, outsideArea: 7000,
                            receivingBox: Rect(x: 0, y: 0, width: 100, height: 80)),
         TouchTargetFinding(kind: .overlapsNeighbour, view: v("Btn"), neighbour: v("sw"), receivingArea: 8000, drawnArea: 1000,
                            outsideArea: 7000, overlapArea: 120, receivingBox: Rect(x: 0, y: 0, width: 100, height: 80))]
    }

    static var expectations: [HitTestKit.Expectation] {
        [Expectation(kind: .tap(point, hits: "Btn"), path: "$.expect[0]"), Expectation(kind: .reachable("Btn"), path: "$.expect[1]"),
         Expectation(kind: .audit(.hig), path: "$.expect[2]"), Expectation(kind: .audit(.hig), name: "Buttons are big", path: "$.expect[3]")]
    }

    @Test func theSamplesHaveEveryKind() {
        #expect(Set(Self.outcomes.map(\.kind)) == Set(CheckOutcome.Kind.allCases))
        #expect(Set(Self.details.map(\.kind)) == Set(CheckDetail.Kind.allCases))
    }

    @Test func everyKindHasASentenceInBothLanguages() {
        let tables: [any SentenceTable] = [English(), Chinese()]
        var said: [[String]] = [[], []]
        for (i, t) in tables.enumerated() {
            said[i] += Self.outcomes.map { t.checkOutcome($0, in: Self.h) }
            said[i] += Self.details.map { t.checkDetail($0, in: Self.h) }
            said[i] += Self.findings.map { t.auditFinding($0, in: Self.h) }
            said[i] += Self.targetFindings.map { t.targetFinding($0, in: Self.h) }
            said[i] += Self.expectations.filter { $0.name == nil }.map { t.summary($0) }
        }
        for (en, zh) in zip(said[0], said[1]) {
            #expect(!en.isEmpty && !zh.isEmpty, "\(en) / \(zh)")
            #expect(en != zh, "\(en)")
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh): \(ChineseWords.english(in: zh))")
        }
    }

    @Test func literalSentences() {
        let en = English(), h = Self.h, o = Self.outcomes
        #expect(en.checkOutcome(o[0], in: h) == "no view is named \"Continue\" (by id, name, accessibility identifier, title or label)")
        #expect(en.checkOutcome(o[1], in: h) == "\"General\" names 2 views: `Cell \"General\"`, `StaticText \"General\"`; name one of them")
        #expect(en.checkOutcome(o[5], in: h)
                == "the touch at (120, 300) goes to `Btn` (assumed: the source does not say whether interaction is enabled; UIKit's default was used)")
        #expect(en.checkOutcome(o[8], in: h) == "unknown: the touch at (120, 300) goes to `sw` only if `sw` is in front of `Btn`, which the source does not say")
        #expect(en.checkOutcome(o[13], in: h) == "1 finding (0 below the minimum) among 3 targets")
        #expect(en.checkOutcome(o[15], in: h) == "no targets to audit: wcag-aa measures the interactive views (UIControls and views with gesture recognizers) that receive touches, and none of the 3 views is a control or has a gesture recognizer; the source says of none of them whether it takes touches (an accessibility tree names no controls: all are assumed plain views)")
        #expect(en.checkOutcome(o[18], in: h).hasSuffix("and the one interactive view receives no touch anywhere on the screen"))
        #expect(en.checkDetail(Self.details[8], in: h) == "`Btn` is interactive but no touch reaches it ({\"reachable\": …} on it says why).")
        #expect(en.auditFinding(Self.findings[1], in: h)
                == "`Btn` receives touches in 52×32 pt, below the recommended 44×44 pt (hig). Assumed: the source does not say whether interaction is enabled, what views in front of it or overrides do; UIKit's defaults were used")
        #expect(en.auditFinding(Self.findings[4], in: h) == "`Btn` and `sw` receive touches 4 dp apart, closer than 8 dp (material)")
        #expect(en.summary(Self.expectations[0]) == "tap (120, 300) hits Btn")
        #expect(Chinese().checkOutcome(o[13], in: h) == "3 个目标中有 1 项问题（其中 0 项低于下限）")
    }
}
