/// Past the hit-test: the hit-test view and "who received the touches" are different
/// facts. The receipt says both: whether the hit-test view heard of the touch (and which phases), who took
/// the phases it did not get, and, for each, who took the touch and why, as data.
///
/// Worked out from the delivery the simulator already produced (its timeline and recognizer outcomes) and the
/// recognizers' specs: nothing here simulates again.
public struct Receipt: Sendable {
    public struct Taker: Sendable, Equatable {
        public enum Kind: String, Sendable {
            /// A recognizer recognized (or began) first: `threshold` says what it crossed, `t` when (4.7, 4.8, 5.9).
            case recognized
            /// The scroll view held the touchesBegan for its delay, then its pan began and the touch was
            /// thrown away (5.3).
            case scrollViewDelay
            /// A recognizer with `delaysTouchesBegan` held the touchesBegan and then recognized (4.12).
            case delaysTouchesBegan
            /// A recognizer recognized and, with `cancelsTouchesInView`, cancelled the view's touches (4.11).
            case cancelsTouchesInView
            /// The scroll view's pan began and cancelled the content's touches (5.5).
            case scrollViewCancelled
            /// The control vetoed a recognizer of an ancestor (`gestureRecognizerShouldBegin` NO, 4.19).
            case controlVeto
            /// The recognizer waited for another to fail (`require(toFail:)`, 4.17).
            case waitedForFailure
            /// The recognizer's delegate said no: `gestureRecognizerShouldBegin` (4.18) or
            /// `gestureRecognizer(_:shouldReceive:)` (4.2).
            case delegateSaidNo
        }

        public var kind: Kind
        /// The recognizer, when one is responsible.
        public var recognizer: String?
        /// The view it belongs to (the recognizer's view; the control for a veto).
        public var view: ViewIndex?
        public var rules: [String]
        public var t: Double?
        /// `recognized`: the threshold's name, its value and what the touch had reached when it crossed it.
        public var threshold: String?
        public var thresholdValue: Double?
        public var measured: Double?
        /// `scrollViewDelay`: the delay.
        public var delay: Double?
        /// `waitedForFailure`: the recognizer it waited for, and that one's last state.
        public var waitedFor: String?
        public var waitedForState: String?
        /// `delegateSaidNo`: which delegate method.
        public var delegateMethod: String?
        /// `controlVeto`: the recognizer that was vetoed.
        public var vetoed: String?
    }

    /// Nil when the touch landed on no view.
    public var hitView: ViewIndex?
    /// The hit-test view got touchesBegan.
    public var heard: Bool
    /// The phases the hit-test view got, in order (`touchesBegan`, `touchesMoved`, `touchesEnded`,
    /// `touchesCancelled`), and the ones held back and thrown away (`discarded`).
    public var phases: [String]
    /// Who finally took the phases sent to the hit-test view (the view itself, or a responder up the chain, RC.6).
    public var receivedBy: [String]
    /// For a hit-test view that is a control or one of its private parts (3.11): whether that control sent its
    /// action (`touchUpInside`, `valueChanged` or `primaryActionTriggered`); nil when no control owns it.
    public var controlFired: Bool?
    public var takers: [Taker]
    /// Waits left out past `maxWaits` or `maxWaitsPerRecognizer`: n recognizers that all require one another to
    /// fail wait n² times, and the receipt grows with what happened (each other taker is an event of the
    /// delivery's timeline, which is bounded), not with that.
    public var omittedTakers = 0
    /// The `waitedForFailure` takers listed so far.
    var waits = 0

    /// The most `waitedForFailure` takers a receipt lists.
    public static let maxWaits = 200
    /// The most failure requirements listed for one recognizer: those it was still waiting for first.
    public static let maxWaitsPerRecognizer = 8
}

extension Hierarchy {
    func receipt(trace: HitTrace, delivery d: TouchDelivery, input: TouchInput) -> Receipt {
        var r = Receipt(hitView: trace.hitView, heard: false, phases: [], receivedBy: [], controlFired: nil, takers: [])
        guard let hit = trace.hitView else { return r }
        let hitID = id(hit.index)
        let controlID = owningControl(of: hit.index).map(id)
        if controlID != nil { r.controlFired = false }
        var recognizedRecognizers: [(id: String, t: Double)] = []
        var recognized = Set<String>()
        // The outcome of each recognizer by id (the first, as a search from the front finds it).
        var outcomes: [String: TouchDelivery.RecognizerOutcome] = [:]
        for o in d.recognizers where outcomes[o.id] == nil { outcomes[o.id] = o }
        for e in d.timeline {
            switch e.kind {
            case .view where e.target == hitID:
                switch e.event {
                case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
                    if e.event == .touchesBegan { r.heard = true }
                    if r.phases.last != e.event.rawValue { r.phases.append(e.event.rawValue) }
                    if let by = e.receivedBy, !r.receivedBy.contains(by) { r.receivedBy.append(by) }
                case .discarded: r.phases.append("discarded")
                default: break
                }
            case .control where e.target == controlID:
                if case let .controlEvent(event) = e.state, Self.controlActionEvents.contains(event.rawValue) { r.controlFired = true }
            case .recognizer where e.event == .stateChanged:
                if e.state == .recognizer(.began) || e.state == .recognizer(.recognized) {
                    if recognized.insert(e.target).inserted { recognizedRecognizers.append((e.target, e.t)) }
                }
                if case let .failed(_, why) = e.cause {
                    if why.isControlVeto {
                        var tk = Receipt.Taker(kind: .controlVeto, recognizer: nil, view: hit, rules: ["4.19"], t: e.t)
                        tk.vetoed = e.target
                        r.takers.append(tk)
                    } else if why == .delegateShouldBeginNo {
                        var tk = Receipt.Taker(kind: .delegateSaidNo, recognizer: e.target, view: outcomes[e.target]?.view, rules: ["4.18"], t: e.t)
                        tk.delegateMethod = "gestureRecognizerShouldBegin(_:)"
                        r.takers.append(tk)
                    }
                }
            default: break
            }
        }
        for o in d.recognizers where !o.sawTouch {
            if o.note == .delegateRefusesTouch {
                var tk = Receipt.Taker(kind: .delegateSaidNo, recognizer: o.id, view: o.view, rules: ["4.2"])
                tk.delegateMethod = "gestureRecognizer(_:shouldReceive:)"
                r.takers.append(tk)
            }
        }
        // Recognizers that recognized: what they crossed, when.
        let down = input.firstTouchDown
        for (rid, t) in recognizedRecognizers {
            let outcome = outcomes[rid]
            let v = outcome?.view
            let type = outcome?.type ?? ""
            var tk = Receipt.Taker(kind: .recognized, recognizer: rid, view: v, rules: [], t: t)
            let moved = distanceMoved(input, from: down, until: t)
            let spec = v.flatMap { extras(of: $0.index).gestureRecognizers.first { $0.id == rid } }
            if outcome?.builtIn == true && rid.hasSuffix(".pan") {
                tk.threshold = "scrollHysteresis"; tk.thresholdValue = GestureThresholds.scrollHysteresis; tk.measured = moved
                tk.rules = ["5.9", "5.8"]
            } else if outcome?.builtIn == true && rid.hasSuffix(".delay") {
                // The scroll view's delay recognizer "recognizes" when its pan begins: what it did to the
                // hit-test view is `scrollViewDelay`, below.
                continue
            } else {
                switch type {
                case "pan", "screenEdgePan":
                    tk.threshold = "panHysteresis"; tk.thresholdValue = GestureThresholds.panHysteresis; tk.measured = moved; tk.rules = ["4.8"]
                case "longPress":
                    tk.threshold = "minimumPressDuration"; tk.thresholdValue = spec?.minimumPressDuration ?? 0.5
                    tk.measured = t - (input.events.first?.t ?? 0); tk.rules = ["4.8"]
                case "swipe":
                    tk.threshold = "swipeMinimumDistance"; tk.thresholdValue = GestureThresholds.swipeMinimumDistance; tk.measured = moved; tk.rules = ["4.7"]
                case "tap":
                    tk.threshold = "tapAllowableMovement"; tk.thresholdValue = GestureThresholds.tapAllowableMovement; tk.measured = moved; tk.rules = ["4.7"]
                default: tk.rules = ["4.8"]
                }
            }
            r.takers.append(tk)
            if let spec, !spec.requireToFail.isEmpty {
                r.addWaits(of: rid, view: v, t: t, for: spec.requireToFail, outcomes)
            }
        }
        // Recognizers that waited for another to fail and never got to recognize (4.17).
        for o in d.recognizers where o.sawTouch && !recognized.contains(o.id) {
            guard let spec = spec(of: o.id, outcomes), !spec.requireToFail.isEmpty else { continue }
            r.addWaits(of: o.id, view: o.view, t: nil, for: spec.requireToFail, outcomes)
        }
        // What happened to the hit-test view's own phases because of them.
        let pans = recognizedRecognizers.filter { rec in rec.id.hasSuffix(".pan") && outcomes[rec.id]?.builtIn == true }
        if r.phases.contains("discarded") {
            if let delay = recognizedRecognizers.first(where: { $0.id.hasSuffix(".delay") }) {
                var tk = Receipt.Taker(kind: .scrollViewDelay, recognizer: delay.id, view: outcomes[delay.id]?.view, rules: ["5.3"], t: delay.t)
                tk.delay = GestureThresholds.scrollTouchDelay
                r.takers.append(tk)
            } else if let holder = recognizedRecognizers.first(where: { spec(of: $0.id, outcomes)?.delaysTouchesBegan == true }) {
                r.takers.append(Receipt.Taker(kind: .delaysTouchesBegan, recognizer: holder.id, view: outcomes[holder.id]?.view, rules: ["4.12"], t: holder.t))
            }
        }
        if r.phases.contains("touchesCancelled") {
            if let pan = pans.first {
                r.takers.append(Receipt.Taker(kind: .scrollViewCancelled, recognizer: pan.id, view: outcomes[pan.id]?.view, rules: ["5.5", "5.6"], t: pan.t))
            } else if let c = recognizedRecognizers.first(where: { spec(of: $0.id, outcomes)?.cancelsTouchesInView == true }) {
                r.takers.append(Receipt.Taker(kind: .cancelsTouchesInView, recognizer: c.id, view: outcomes[c.id]?.view, rules: ["4.11"], t: c.t))
            }
        }
        return r
    }

    private func spec(of id: String, _ outcomes: [String: TouchDelivery.RecognizerOutcome]) -> GestureRecognizerSpec? {
        outcomes[id].flatMap { o in extras(of: o.view.index).gestureRecognizers.first { g in g.id == id } }
    }

    /// How far the first finger had moved from where it came down, by time `t`.
    private func distanceMoved(_ input: TouchInput, from down: Point, until t: Double) -> Double {
        var best = 0.0
        for e in input.events where e.finger == 0 && e.t <= t + 1e-9 {
            let dx = e.location.x - down.x, dy = e.location.y - down.y
            best = max(best, hypotenuse(dx, dy))
        }
        return best
    }
}

extension Receipt {
    /// A recognizer's waits for the recognizers it requires to fail (4.17): those it was still waiting for (not
    /// failed) first, at most `maxWaitsPerRecognizer` and `maxWaits` in all; the rest are counted.
    mutating func addWaits(of recognizer: String, view: ViewIndex?, t: Double?, for requirements: [String],
                           _ outcomes: [String: TouchDelivery.RecognizerOutcome]) {
        func state(_ other: String) -> RecognizerState? { outcomes[other]?.state }
        let holding = requirements.filter { state($0) != .failed }, released = requirements.filter { state($0) == .failed }
        let room = max(0, Self.maxWaits - waits)
        let listed = Array((holding + released).prefix(min(room, Self.maxWaitsPerRecognizer)))
        waits += listed.count
        omittedTakers += requirements.count - listed.count
        // In the order the recognizer names them.
        let shown = Set(listed)
        for other in requirements where shown.contains(other) {
            var w = Taker(kind: .waitedForFailure, recognizer: recognizer, view: view, rules: ["4.17"], t: t)
            w.waitedFor = other
            w.waitedForState = state(other)?.rawValue
            takers.append(w)
        }
    }

}

extension Receipt.Taker {
    init(kind: Kind, recognizer: String?, view: ViewIndex?, rules: [String], t: Double? = nil) {
        self.kind = kind
        self.recognizer = recognizer
        self.view = view
        self.rules = rules
        self.t = t
    }
}
