/// One touch sequence played through UIKit's delivery rules, event by event and timer by timer
/// (rules §4, §5, 3.3–3.5, RC.6): each finger is hit-tested once, at touch-down, and bound to that
/// view (4.5); the recognizers of the view and its ancestors see each phase first (4.1, 4.3); arbitration
/// decides which may recognize (4.15–4.19); then the view gets the phase, unless a recognizer holds it back
/// (4.12, 4.13, 5.3) or has cancelled it (4.11); a control turns phases into control events (3.4).
struct DeliverySimulator {
    let h: Hierarchy
    var recognizers: [LiveRecognizer] = []
    var recognizerIndex: [RecognizerKey: Int] = [:]
    var touches: [LiveTouch] = []
    /// Fingers down now → index into `touches`.
    var active: [Int: Int] = [:]
    var ignored: [TouchDelivery.RecognizerOutcome] = []
    var scrolling: [Int: ScrollProgress] = [:]
    /// Controls tracking a touch now (a control tracks one touch at a time).
    var tracking: Set<Int32> = []
    /// The value controls' values as touches change them (3.13–3.16), by control: read from the hierarchy first.
    var controlValues: [Int32: Double] = [:]
    /// The last touch that ended: where and when, and its tap count (for `UITouch.tapCount`).
    var lastTouchUp: (t: Double, at: Point, tapCount: Int)?
    /// Touches with a phase held back from their view (see `releaseHeldPhases`).
    var held: [Int] = []
    var result = TouchDelivery()
    /// Work done so far, in recognizer deliveries, checks and timeline entries; the simulation stops at
    /// `limits.work`, so that no hierarchy and touch can make a request run for minutes.
    var spent = 0
    /// Of `spent`, what the request's budget (`limits.budget`) has been told.
    var told = 0
    var stopped = false
    let limits: DeliveryLimits

    struct RecognizerKey: Hashable {
        var view: Int32
        /// The index in the view's `gestureRecognizers`, or a negative number for a built-in one.
        var slot: Int
    }

    /// A hit-test already done, with the responder chain from its view: the trace's, for the first touch-down.
    struct KnownHit {
        var point: Point
        var window: Int32
        var view: Int32
        var chain: [Responder]
    }

    /// The trace's answer for the first touch-down, until that touch-down uses it.
    var firstTouch: KnownHit?

    init(_ h: Hierarchy, limits: DeliveryLimits, firstTouch: KnownHit? = nil) {
        self.h = h
        self.limits = limits
        self.firstTouch = firstTouch
        result.limits = limits
    }

    func id(_ view: Int32) -> String { h.id(Int(view)) }
    func recognizerID(_ r: Int) -> String { recognizers[r].spec.id }

    mutating func run(_ events: [TouchInput.Event]) {
        var next = 0
        while !stopped {
            let nextEventTime = next < events.count ? events[next].t : Double.infinity
            let timer = earliestTimer()
            // A held stepper repeats while its finger stays down, so only before a later event (3.16).
            if let (ti, due) = earliestRepeat(), due <= nextEventTime, nextEventTime.isFinite, due < timer?.1 ?? .infinity {
                repeatStep(ti, at: due)
                settle(due)
                continue
            }
            // A timer due no later than the next event fires first (a 0.5 s press lifted at exactly 0.5 s began).
            if let (r, due) = timer, due <= nextEventTime {
                fireTimer(r, at: due)
                resolve(due)
                settle(due)
                continue
            }
            guard next < events.count else { break }
            handle(events[next])
            next += 1
        }
        finish()
    }

    private func earliestTimer() -> (Int, Double)? {
        var best: (Int, Double)?
        for (i, r) in recognizers.enumerated() {
            guard let d = r.deadline, r.state == .possible, r.engaged else { continue }
            if best == nil || d < best!.1 { best = (i, d) }
        }
        return best
    }

    private mutating func fireTimer(_ r: Int, at t: Double) {
        if recognizers[r].role == .scrollDelay {
            recognizers[r].deadline = nil
            scrollDelayElapsed(r, at: t)
        } else {
            apply(recognizers[r].timerFired(at: t), to: r, at: t)
        }
    }

    private mutating func handle(_ e: TouchInput.Event) {
        switch e.phase {
        case .began: began(e)
        case .stationary: return
        case .moved:
            guard let ti = active[e.finger] else { return }
            touches[ti].location = e.location
            for r in touches[ti].recognizers where recognizers[r].touchIndexes.contains(ti) {
                apply(recognizers[r].touchMoved(e.finger, to: e.location, t: e.t), to: r, at: e.t)
            }
            resolve(e.t)
            sendToView(ti, .touchesMoved, at: e.t)
        case .ended, .cancelled:
            guard let ti = active.removeValue(forKey: e.finger) else { return }
            touches[ti].location = e.location
            for r in touches[ti].recognizers where recognizers[r].touchIndexes.contains(ti) {
                let out = e.phase == .ended ? recognizers[r].touchEnded(e.finger, at: e.location, t: e.t)
                                            : recognizers[r].touchCancelled(e.finger)
                apply(out, to: r, at: e.t)
            }
            resolve(e.t)
            sendToView(ti, e.phase == .ended ? .touchesEnded : .touchesCancelled, at: e.t)
            lastTouchUp = (e.t, e.location, touches[ti].tapCount)
        }
        settle(e.t)
    }

    private mutating func began(_ e: TouchInput.Event) {
        // A touch-down is a hit-test, which may visit every view (a wide row): charged as such, so that
        // thousands of taps on a million-view hierarchy stop in bounded time too.
        spend(1 + h.viewCount / 16)
        let known = firstTouch.flatMap { $0.point == e.location ? $0 : nil }
        firstTouch = nil
        let hit: (window: Int32, view: Int32) = known.map { ($0.window, $0.view) }
            ?? h.hitTest(e.location).map { ($0.window.raw, $0.view.raw) } ?? (-1, -1)
        let view = hit.view
        var touch = LiveTouch(finger: e.finger, view: view, window: hit.window, location: e.location)
        if let last = lastTouchUp, e.t - last.t <= GestureThresholds.tapMaximumInterval,
           distance(last.at, e.location) <= GestureThresholds.tapAllowableMovement {
            touch.tapCount = last.tapCount + 1
        }
        result.touches.append(.init(finger: e.finger, view: .from(view), window: .from(touch.window), began: TimelineTime.rounded(e.t)))
        let ti = touches.count
        if view >= 0 {
            touch.chain = known?.chain ?? h.responderChain(from: Int(view))
            touch.recognizers = gatherRecognizers(for: view, window: touch.window)
        }
        touches.append(touch)
        active[e.finger] = ti
        refuseIfNeeded(ti, at: e.t)
        for r in touch.recognizers {
            recognizers[r].touchIndexes.append(ti)
            apply(recognizers[r].touchBegan(e.finger, at: e.location, t: e.t), to: r, at: e.t)
        }
        resolve(e.t)
        if view >= 0 { sendToView(ti, .touchesBegan, at: e.t) }
        settle(e.t)
    }

    /// The recognizers that see a touch on `view`: the view's, then its superview's, up to the window (4.1,
    /// 4.4); within a view, a scroll view's own recognizers first (UIKit adds them at init), then the app's
    /// in array order. Disabled ones and ones whose delegate refuses the touch are left out (4.2).
    private mutating func gatherRecognizers(for view: Int32, window: Int32) -> [Int] {
        var list: [Int] = []
        var v = view
        while v >= 0 {
            spend(1)
            if h.nodes[Int(v)].flags.contains(.isScrollView) {
                if h.extra(Int(v), \.scrollEnabled) {
                    if h.extra(Int(v), \.delaysContentTouches) { list.append(builtIn(.scrollDelay, on: v)) }
                    list.append(builtIn(.scrollPan, on: v))
                } else {
                    noteIgnored(id: GestureRecognizerSpec.scrollViewRecognizerIDs(id(v)).pan, view: v, type: "pan", builtIn: true,
                                .scrollingDisabled(scrollView: ViewIndex(raw: v)))
                }
            }
            for (slot, g) in h.extra(Int(v), \.gestureRecognizers).enumerated() {
                if !g.enabled {
                    noteIgnored(id: g.id, view: v, type: g.kind.rawValue, builtIn: false, .disabled)
                    continue
                }
                if !g.shouldReceiveTouch {
                    noteIgnored(id: g.id, view: v, type: g.kind.rawValue, builtIn: false, .delegateRefusesTouch)
                    continue
                }
                let r = live(RecognizerKey(view: v, slot: slot)) { LiveRecognizer(spec: g, view: v, role: .app) }
                if recognizers[r].state.isFinal {
                    // It already ended on a touch that is still down: it ignores new touches until reset (4.9).
                    noteIgnored(id: g.id, view: v, type: g.kind.rawValue, builtIn: false, .alreadyFinished(recognizers[r].state))
                    continue
                }
                if g.kind == .screenEdgePan, window >= 0 { recognizers[r].screenBounds = h.frame(of: Int(window)) }
                list.append(r)
            }
            v = h.nodes[Int(v)].parent
        }
        return list
    }

    mutating func live(_ key: RecognizerKey, _ make: () -> LiveRecognizer) -> Int {
        if let r = recognizerIndex[key] { return r }
        recognizers.append(make())
        recognizerIndex[key] = recognizers.count - 1
        return recognizers.count - 1
    }

    private mutating func noteIgnored(id: String, view: Int32, type: String, builtIn: Bool, _ note: RecognizerNote) {
        guard !ignored.contains(where: { $0.id == id }) else { return }
        ignored.append(.init(id: id, view: ViewIndex(raw: view), type: type, builtIn: builtIn, state: .possible, sawTouch: false, note: note))
    }

    /// Applies what a state machine made of an event.
    mutating func apply(_ out: MachineOutput, to r: Int, at t: Double) {
        spend(1)
        switch out {
        case .none: break
        case let .fail(why): fail(r, why, at: t)
        case let .wish(state, why): recognizers[r].wish = (state, why)
        case .changed: change(r, at: t)
        case let .end(oneOfTwo): setState(r, .ended, .ended(recognizer: recognizerID(r), oneOfTwoFingers: oneOfTwo), at: t)
        case .cancel: setState(r, .cancelled, .cancelled(recognizer: recognizerID(r)), at: t)
        }
    }

    mutating func fail(_ r: Int, _ why: RecognizerFailure, at t: Double) {
        recognizers[r].wish = nil
        recognizers[r].deadline = nil
        setState(r, .failed, .failed(recognizer: recognizerID(r), why), at: t)
    }

    private mutating func change(_ r: Int, at t: Double) {
        guard recognizers[r].lastUpdate != t else { return }
        recognizers[r].lastUpdate = t
        if recognizers[r].role == .scrollPan {
            scroll(r, at: t)
        } else {
            setState(r, .changed, .changed(recognizer: recognizerID(r)), at: t)
        }
    }

    /// Moves a recognizer to a new state, on the timeline, with the action an app would see (4.7, 4.8).
    mutating func setState(_ r: Int, _ state: RecognizerState, _ cause: TimelineCause, at t: Double) {
        recognizers[r].state = state
        recognizers[r].lastUpdate = t
        recognizers[r].lastState = state
        timeline(t, recognizerID(r), .recognizer, .stateChanged, state: .recognizer(state), cause: cause)
        switch recognizers[r].role {
        case .app:
            if state != .failed { action(t, recognizerID(r), state.rawValue) }
        case .scrollPan:
            let sv = id(recognizers[r].view)
            switch state {
            case .began: action(t, sv, "scrollViewWillBeginDragging")
            case .ended, .cancelled:
                action(t, sv, "scrollViewDidEndDragging")
                noteRest(r, at: t)
            default: break
            }
        case .scrollDelay: break
        }
    }

    /// After an event or timer: held phases whose holders are gone go out, finished recognizers reset.
    mutating func settle(_ t: Double) {
        releaseHeldPhases(at: t)
        for r in recognizers.indices where recognizers[r].state.isFinal && recognizers[r].fingers.isEmpty {
            recognizers[r].reset()
        }
    }

    mutating func timeline(_ t: Double, _ target: String, _ kind: TouchDelivery.TimelineEntry.Kind,
                           _ event: TouchDelivery.TimelineEntry.Event, state: TouchDelivery.TimelineEntry.State? = nil,
                           finger: Int? = nil, receivedBy: String? = nil, cause: TimelineCause,
                           value: TouchDelivery.ValueChange? = nil) {
        spend(1)
        guard result.timeline.count < limits.timelineEntries else { result.omittedEntries += 1; return }
        result.timeline.append(.init(t: TimelineTime.rounded(t), target: target, kind: kind, event: event, state: state,
                                     finger: finger, receivedBy: receivedBy, cause: cause, value: value))
    }

    mutating func action(_ t: Double, _ source: String, _ event: String, value: TouchDelivery.ValueChange? = nil) {
        guard result.actions.count < limits.timelineEntries else { result.omittedEntries += 1; return }
        result.actions.append(.init(t: TimelineTime.rounded(t), source: source, event: event, value: value))
    }

    /// Counts work; past the budget the simulation stops where it is and says so.
    mutating func spend(_ units: Int) {
        spent += units
        result.work = spent
        if spent > limits.work && !stopped {
            stopped = true
            result.stoppedEarly = true
        }
        // The request's budget hears of the work in steps: a clock read per unit would cost more than the unit.
        if spent - told >= 4_096 {
            if !limits.budget.spend(spent - told, on: .delivery) { stopped = true }
            told = spent
        }
    }

    private mutating func finish() {
        var outcomes: [TouchDelivery.RecognizerOutcome] = []
        for r in recognizers where r.sawTouch {
            let type = r.role == .scrollDelay ? "scrollViewDelayedTouchesBegan" : r.spec.kind.rawValue
            outcomes.append(.init(id: r.spec.id, view: ViewIndex(raw: r.view), type: type, builtIn: r.role != .app,
                                  state: r.state == .possible && r.lastState != .possible ? r.lastState : r.state,
                                  sawTouch: true, note: nil))
        }
        result.recognizers = outcomes + ignored.filter { i in !outcomes.contains { $0.id == i.id } }
        result.scrolls = scrollOutcomes()
    }
}

/// One finger from touch-down on: the view it is bound to and what that view has heard.
struct LiveTouch {
    var finger: Int
    var view: Int32
    var window: Int32
    var location: Point
    var recognizers: [Int] = []
    var chain: [Responder] = []
    var tapCount = 1
    /// A recognizer took the touch from the view (4.11): no further phases go there.
    var unbound = false
    var viewBegan = false
    var viewFinished = false
    /// Phases held back from the view, and who held the began phase last (for the release sentence).
    var heldBegan = false
    var heldBeganAt = Point.zero
    var heldEnded = false
    var lastHolder: Int?
    /// The responder that takes the touches: resolved at the first phase the view gets.
    var receiver: Receiver?

    struct Receiver {
        var name: String
        /// The control that tracks the touch, if the receiver is one.
        var control: Int32?
        /// How each phase gets from the view to the receiver: the same for each phase of the touch, so found once.
        var route: PhaseRoute
    }
    /// A control is tracking this touch, and whether the finger was last mostly inside it.
    var tracks = false
    var trackingInside = false
    /// A value control's tracking (3.13–3.16): where it began, the value then, and for a stepper which way it
    /// steps and when it repeats next.
    var valueTracking: ValueTracking?

    struct ValueTracking {
        var control: Int32
        var start: Point
        var startValue: Double
        /// A slider's touch began on the thumb: it moves the value.
        var movesThumb = false
        /// A switch's finger moved along it: the knob's side at the lift decides.
        var dragged = false
        /// A stepper's highlighted half: + (true), − (false), or none (the finger is off it).
        var stepperHalf: Bool?
        var repeatDue: Double?
        /// The steps its repeat timer made (`_repeatCount`).
        var repeatCount = 0
    }

    init(finger: Int, view: Int32, window: Int32, location: Point) {
        self.finger = finger
        self.view = view
        self.window = window
        self.location = location
    }
}

/// Bounds on one simulation, so that a hostile hierarchy and touch (thousands of recognizers on a deep
/// chain, ten thousand events) give a bounded answer in bounded time.
public struct DeliveryLimits: Sendable {
    /// Timeline entries (and actions) kept; the rest are counted in `omittedEntries`.
    public var timelineEntries = 10_000
    /// Units of work (a recognizer getting an event, an arbitration check, a timeline entry): about a
    /// second of simulation.
    public var work = 2_000_000
    /// The request's budget: the simulation also stops when it is spent, past its deadline or cancelled (the
    /// request then answers that, not the cut-off delivery).
    public var budget: WorkBudget

    public init(timelineEntries: Int = 10_000, work: Int = 2_000_000, budget: WorkBudget = .unlimited) {
        self.timelineEntries = timelineEntries
        self.work = work
        self.budget = budget
    }
}

extension Hierarchy {
    /// Plays a touch through UIKit's delivery rules: recognizers, controls, scroll views, the responder chain.
    /// - Parameter misses: the hit-test's misses, so recognizers on views the touch never reached can say why.
    public func deliver(_ input: TouchInput, misses: [Miss] = [], limits: DeliveryLimits = DeliveryLimits()) -> TouchDelivery {
        deliver(input, misses: misses, limits: limits, firstTouch: nil)
    }

    /// - Parameter firstTouch: the hit-test of the first touch-down, when the caller has done it.
    func deliver(_ input: TouchInput, misses: [Miss], limits: DeliveryLimits = DeliveryLimits(),
                 firstTouch: DeliverySimulator.KnownHit?) -> TouchDelivery {
        var sim = DeliverySimulator(self, limits: limits, firstTouch: firstTouch)
        sim.run(input.events)
        sim.noteUnreachedRecognizers(misses)
        return sim.result
    }
}
