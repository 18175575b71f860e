import Testing
import HitTraceJSON
import Answers
@testable import HitTestKit
import TestSupport

/// The work behind one request grows with what it reports, never with every combination a hostile hierarchy
/// offers (issue 33): the fix search walks only the sets that can cure the blockers, a receipt lists each wait
/// at most so often, a check's tap works out one view's miss, and all of them stop when the budget says so.
@Suite struct BoundedWorkTests {
    /// n nested containers, each hidden, transparent and not interactive, and a button at the bottom.
    static func nestedHidden(_ n: Int) throws -> Hierarchy {
        var inner = #"{"id": "target", "class": "UIButton", "frame": [0, 0, 100, 44]}"#
        for i in 0..<n {
            inner = #"{"id": "c\#(i)", "frame": [0, 0, 300, 300], "hidden": true, "alpha": 0, "userInteractionEnabled": false, "subviews": [\#(inner)]}"#
        }
        return try Fixtures.hierarchy(#"{"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [\#(inner)]}}"#)
    }

    @Test(arguments: [1, 2, 20])
    func blockersNoSmallSetCanCureAreProvenWithoutARun(levels: Int) throws {
        let h = try Self.nestedHidden(levels)
        let v = try #require(h.index(of: "target"))
        let fix = try #require(h.whyNot(view: v, trace: h.trace(at: Point(x: 50, y: 20))).fix)
        // One container: its three flags in one set of three. Two: six changes, more than four, so no run.
        #expect(fix.found == (levels == 1))
        #expect(!fix.exhausted)
        if levels > 1 {
            #expect(fix.runs == 0)
            #expect(fix.considered == 0)
        } else {
            #expect(fix.changes.count == 3)
        }
    }

    /// Every k-set the walk gives is one the old enumeration would have run, and none is missed: on random
    /// candidates (a few sharing a slot) and random required groups.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theSetsWalkedAreExactlyTheSetsThatCureEveryRequiredBlocker(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        func r(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        let n = 4 + r(9)
        let candidates = (0..<n).map { i in
            FixChange(action: .unhide, view: "v\(r(n))", recognizer: nil, property: ["hidden", "alpha", "enabled"][r(3)],
                      from: .bool(true), to: .bool(false), blocker: .hidden, blockerView: "b\(i)")
        }
        let required: [Set<Int>] = (0..<r(4)).map { _ in Set((0..<(1 + r(3))).map { _ in r(n) }) }
        var sets = FixSets(candidates: candidates, required: required, budget: .unlimited)
        for k in 1...4 {
            var walked: [[Int]] = []
            #expect(sets.forEach(size: k) { walked.append($0); return true })
            var expected: [[Int]] = []
            func all(_ start: Int, _ chosen: [Int]) {
                if chosen.count == k {
                    let slots = Set(chosen.map { candidates[$0].slot })
                    if slots.count == k && required.allSatisfy({ !$0.isDisjoint(with: chosen) }) { expected.append(chosen) }
                    return
                }
                guard start < n else { return }
                for i in start..<n { all(i + 1, chosen + [i]) }
            }
            all(0, [])
            #expect(walked == expected, "seed \(seed), size \(k)")
        }
    }

    @Test func theFixSearchStopsWhenTheBudgetDoes() throws {
        // Two covering siblings over the button: covers are no required blockers, so the sets are many.
        let h = try Fixtures.hierarchy(#"""
            {"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "target", "class": "UIButton", "frame": [0, 0, 100, 44]},
              {"id": "a", "frame": [0, 0, 300, 300]}, {"id": "b", "frame": [0, 0, 300, 300]}]}}
            """#)
        let v = try #require(h.index(of: "target"))
        let budget = WorkBudget()
        budget.cancel(.unwanted)
        let fix = try #require(h.whyNot(view: v, trace: h.trace(at: Point(x: 50, y: 20)), budget: budget).fix)
        #expect(fix.exhausted)
        #expect(fix.runs == 0)
        #expect(budget.exceeded?.limit == .cancelled)
    }

    static func mutualRecognizers(_ n: Int) throws -> Hierarchy {
        let ids = (0..<n).map { "t\($0)" }
        let recognizers = ids.map { r in
            #"{"id": "\#(r)", "type": "tap", "requireToFail": [\#(ids.filter { $0 != r }.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }
        return try Fixtures.hierarchy(#"""
            {"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "card", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers.joined(separator: ", "))]}]}}
            """#)
    }

    @Test func aReceiptGrowsWithWhatHappenedNotWithEveryPairOfRecognizers() throws {
        let input = TouchInput.tap(at: Point(x: 100, y: 100))
        let small = try Self.mutualRecognizers(3)
        let few = small.simulate(input).receipt
        #expect(few.omittedTakers == 0)
        #expect(few.takers.filter { $0.kind == .waitedForFailure }.count == 6)

        let h = try Self.mutualRecognizers(300)
        let r = h.simulate(input).receipt
        let waits = r.takers.filter { $0.kind == .waitedForFailure }
        #expect(waits.count == Receipt.maxWaits)
        #expect(waits.count + r.omittedTakers == 300 * 299)
        // No recognizer lists more than its share.
        let perRecognizer = Dictionary(grouping: waits, by: { $0.recognizer ?? "" }).values.map(\.count)
        #expect(perRecognizer.allSatisfy { $0 <= Receipt.maxWaitsPerRecognizer })
        let trace = TraceJSON.render(h.simulate(input), in: h, touchJSON: Array(#"{"x":100,"y":100}"#.utf8), id: "t", hierarchyID: "h")
        #expect(trace.count < 4 << 20, "a trace of \(trace.count) bytes")
    }

    /// A check's tap works out the named view's miss alone: the entry the whole trace's misses have for it.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func oneViewsMissIsTheOneTheWholeTraceGives(seed: UInt64) throws {
        let h = try Fixtures.hierarchy(RandomHierarchy.json(seed: seed, views: 50))
        var engine = HitTestEngine()
        var disagreements: [String] = []
        for y in stride(from: -5.0, through: 320, by: 23) {
            for x in stride(from: -5.0, through: 320, by: 23) {
                let p = Point(x: x, y: y)
                let whole = h.trace(at: p)
                let recorded = h.recordedHitTest(at: p, engine: &engine)
                #expect(recorded.hitView == whole.hitView)
                for v in 0..<h.viewCount where h.miss(of: v, in: recorded) != whole.misses.first(where: { $0.view.index == v }) {
                    disagreements.append("\(h.id(v)) at (\(x), \(y))")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func aCheckStopsAtItsBudgetAndSaysWhichLimit() throws {
        let buttons = (0..<200).map { #"{"id": "b\#($0)", "class": "UIButton", "frame": [10, 10, 300, 300]}"# }
        let h = try Fixtures.hierarchy(#"{"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [\#(buttons.joined(separator: ","))]}}"#)
        let taps = (0..<100).map { _ in #"{"tap": [20, 20], "hits": "b0"}"# }.joined(separator: ",")
        let expectations = try Expectation.decode(json: Array(#"{"expect": [\#(taps)]}"#.utf8))
        let unbounded = TouchCheck.run(expectations, on: h)
        #expect(unbounded.results.count == 100)
        #expect(unbounded.results.allSatisfy { !$0.passed && $0.outcome == unbounded.results[0].outcome }, "\(unbounded.results[0].outcome)")
        let budget = WorkBudget(units: 300)
        let cut = TouchCheck.run(expectations, on: h, budget: budget)
        #expect(cut.results.count < 100)
        #expect(budget.exceeded?.limit == .work)
        #expect(budget.exceeded?.work == .checkTaps && budget.exceeded?.units == 300)
    }
}
