/// Everything one touch's hit-test did, as values (rendered to JSON and text elsewhere).
public struct HitTrace: Sendable {
    public var screenPoint: Point
    /// The window that took the touch; nil when none did.
    public var window: ViewIndex?
    /// The hit-test view; nil when no window took the touch.
    public var hitView: ViewIndex?
    public var steps: [HitTestStep]
    public var responderChain: [Responder]
    public var misses: [Miss]
    /// UIKit's own windows left out of this touch's hit-test (6.6), front to back; empty for a hierarchy without them.
    public var setAsideWindows: [Hierarchy.SetAsideWindow] = []
    /// Every blocker of each miss and the groups they form, once worked out: `Hierarchy.simulate` does, and
    /// `explainingMisses(_:)` for a bare trace. Nil until then (a check's tap, a fix search's runs need none).
    public var missBlockers: MissBlockers?

    /// The views whose `hitTest` was called, in call order.
    public var hitTestOrder: [ViewIndex] { steps.filter { $0.call == .hitTest }.map(\.viewIndex) }
}

extension Hierarchy {
    /// Hit-tests a screen point and records the whole story: every call, the responder chain, the misses.
    public func trace(at screen: Point) -> HitTrace {
        var engine = HitTestEngine()
        // A tap on a phone screen asks some ten views, three steps each.
        var recorder = StepRecorder(capacity: 48)
        let hit = engine.hitTest(self, at: screen, recorder: &recorder)
        var trace = HitTrace(screenPoint: screen, window: hit.map { ViewIndex(raw: $0.window) }, hitView: hit.map { ViewIndex(raw: $0.view) },
                             steps: recorder.steps, responderChain: [], misses: [])
        if let hit { trace.responderChain = responderChain(from: Int(hit.view)) }
        trace.misses = misses(for: trace)
        trace.setAsideWindows = setAsideWindows(at: screen)
        return trace
    }

    /// The trace with every blocker of each miss worked out (`HitTrace.missBlockers`).
    public func explainingMisses(_ trace: HitTrace) -> HitTrace {
        var t = trace
        if t.missBlockers == nil { t.missBlockers = missBlockers(trace) }
        return t
    }
}

/// A whole touch: the hit-test at the first finger's touch-down and the delivery over time that follows, with
/// what the answers say about them: every blocker of each miss (in `trace`) and who received the touches.
public struct TouchSimulation: Sendable {
    public var trace: HitTrace
    public var delivery: TouchDelivery
    /// The touch as given.
    public var input: TouchInput
    /// Who received the touches: the hit-test view and what it heard, who took the rest and why.
    public var receipt: Receipt
}

extension Hierarchy {
    /// What the API and the command line answer for a touch: data only, the same whatever language it is said
    /// in, with the misses' blockers and the receipt worked out.
    /// - Parameter budget: the request's; the delivery stops when it says so (the caller then answers that).
    public func simulate(_ input: TouchInput, budget: WorkBudget = .unlimited) -> TouchSimulation {
        var s = play(input, budget: budget)
        s.trace = explainingMisses(s.trace)
        return s
    }

    /// The touch through hit-testing and delivery, and its receipt, without the misses' blockers: what a fix
    /// search runs for each candidate, which asks only whether an action fired.
    func play(_ input: TouchInput, budget: WorkBudget = .unlimited) -> TouchSimulation {
        let trace = trace(at: input.firstTouchDown)
        // The first finger comes down where the trace hit-tested: delivery starts from its answer.
        let firstTouch = DeliverySimulator.KnownHit(point: trace.screenPoint, window: trace.window.raw, view: trace.hitView.raw,
                                                    chain: trace.responderChain)
        let delivery = deliver(input, misses: trace.misses, limits: DeliveryLimits(budget: budget), firstTouch: firstTouch)
        return TouchSimulation(trace: trace, delivery: delivery, input: input,
                               receipt: receipt(trace: trace, delivery: delivery, input: input))
    }
}
