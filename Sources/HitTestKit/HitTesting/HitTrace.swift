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
        return trace
    }
}

/// A whole touch: the hit-test at the first finger's touch-down and the delivery over time that follows.
public struct TouchSimulation: Sendable {
    public var trace: HitTrace
    public var delivery: TouchDelivery
    /// The touch as given (the receipt measures thresholds against it).
    public var input: TouchInput? = nil
}

extension Hierarchy {
    /// What the API and the command line answer for a touch: data only, the same whatever language it is said in.
    public func simulate(_ input: TouchInput) -> TouchSimulation {
        let trace = trace(at: input.firstTouchDown)
        // The first finger comes down where the trace hit-tested: delivery starts from its answer.
        let firstTouch = DeliverySimulator.KnownHit(point: trace.screenPoint, window: trace.window.raw, view: trace.hitView.raw,
                                                    chain: trace.responderChain)
        return TouchSimulation(trace: trace, delivery: deliver(input, misses: trace.misses, firstTouch: firstTouch), input: input)
    }
}
