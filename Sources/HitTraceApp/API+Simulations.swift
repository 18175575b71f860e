import HTTPServer
import HitTestKit
import HitTraceJSON
import Answers
import Sentences
import Storage

/// One simulation serves every language: a trace is the data of one simulation (its hit-test, delivery, the
/// misses' blockers, the receipt, and for a touch that named the view it expected, that view's why-not answer),
/// and each language is that data written again (`TraceJSON.render(_:lang:)`). A request simulates a touch at
/// most once, whatever language it asks for; the simulations of recent traces are kept by trace id, so that the
/// same trace read in another language, as the text log, or asked why-not, is written without simulating again.
/// A new trace answered in English with the default parts (what nearly every touch asks) keeps none: its answer
/// is the stored trace, and keeping the simulation of every such touch cost each new trace ~5 µs of CPU (an
/// insert into the cache, and freeing it on the commit thread when retention pushed the trace out), where the
/// first read of it in another language simulates it again, once (~8 µs, docs/PERFORMANCE.md).
extension API {
    /// A trace's simulation and what was worked out with it.
    struct SimulatedTrace: Sendable {
        var hierarchyID: String
        var simulation: TouchSimulation
        /// The touch as stored: canonical, with its `expect` when it had one.
        var touchJSON: [UInt8]
        /// The touch without its `expect`, canonical: what a fix's trace is stored under.
        var touchOnlyJSON: [UInt8]
        /// For a touch that named the view it expected: that view's answer, its fix stored.
        var whyNot: WhyNotJSON.Reply?

        /// About what it holds in memory, in bytes: each step, miss, blocker and timeline entry is a few dozen
        /// bytes of values (the hierarchy is the hierarchy cache's).
        var cost: Int {
            let t = simulation.trace, d = simulation.delivery
            let blockers = (t.missBlockers?.byMiss ?? []).reduce(0) { $0 + ($1?.count ?? 0) }
            return 512 + touchJSON.count * 2 + t.steps.count * 48 + t.misses.count * 96 + blockers * 192 + t.responderChain.count * 48
                + d.timeline.count * 128 + d.recognizers.count * 96 + d.actions.count * 64 + (whyNot == nil ? 0 : 4096)
        }
    }

    /// Simulates a posted touch on a stored hierarchy once, with the answer for the view it expects, and keeps it
    /// unless `keep` is false. A simulation the budget stopped is no answer: it is refused, and neither kept nor
    /// stored.
    func simulate(_ h: Hierarchy, hierarchyID: String, touch posted: PostedTouch, canonicalTouch: [UInt8],
                  traceID: String, budget: WorkBudget, keep: Bool = true) throws(APIError) -> SimulatedTrace {
        let s = h.simulate(posted.input, budget: budget)
        touchesSimulated.add(1, ordering: .relaxed)
        try Self.refusal(budget)
        let touchOnly = posted.split.expect == nil ? canonicalTouch : JSONCanonical.render(posted.split.touch)
        var whyNot: WhyNotJSON.Reply?
        if let expect = posted.split.expect {
            whyNot = try expectation(h, hierarchyID: hierarchyID, expect: expect, simulation: s, canonicalTouch: touchOnly, traceID: traceID,
                                 budget: budget)
        }
        let simulated = SimulatedTrace(hierarchyID: hierarchyID, simulation: s, touchJSON: canonicalTouch, touchOnlyJSON: touchOnly,
                                       whyNot: whyNot)
        if keep { simulations.insert(simulated, for: traceID, cost: simulated.cost) }
        return simulated
    }

    /// A stored trace's simulation: from memory when it is there. Cold (after a restart, or once it was evicted)
    /// the touch is simulated again on the stored hierarchy: the simulation is a pure function of the hierarchy,
    /// the touch and the engine version, so the data are those of the stored trace (a trace stored by an older
    /// engine is said as this engine simulates it), and a fix the expected view's answer stores again has the
    /// same ids.
    func simulated(_ record: TraceRecord, _ h: Hierarchy, budget: WorkBudget) throws(APIError) -> SimulatedTrace {
        if let kept = simulations.value(for: record.id) { return kept }
        let doc = try parseJSON(record.touch, maxNesting: TouchInput.maxNesting)
        let split = try splitExpect(doc.root, path: "$")
        let posted = PostedTouch(root: doc.root, split: split, input: try touch(split.touch, path: "$"))
        return try simulate(h, hierarchyID: record.hierarchyID, touch: posted, canonicalTouch: record.touch, traceID: record.id,
                         budget: budget)
    }

    /// A stored trace's simulation, by its id.
    func simulated(traceID: String, _ h: Hierarchy, budget: WorkBudget) throws(APIError) -> SimulatedTrace {
        if let kept = simulations.value(for: traceID) { return kept }
        guard let record = try storage({ try store.trace(id: traceID) }) else { throw APIError.notFound("trace", traceID) }
        return try simulated(record, h, budget: budget)
    }

    /// The trace's JSON in `lang`, with its storage ids.
    func traceBody(_ t: SimulatedTrace, _ h: Hierarchy, traceID: String, lang: SentenceLanguage) -> [UInt8] {
        TraceJSON.render(t.simulation, in: h, touchJSON: t.touchJSON, id: traceID, hierarchyID: t.hierarchyID, lang: lang, whyNot: t.whyNot)
    }
}
