import HitTraceJSON
/// "Why not" past the hit-test: the view got the hit-test (it is the hit-test view, or holds it), but its
/// action did not fire. Who took the touch comes from the receipt (recognizers, thresholds, scroll views,
/// vetoes, failure requirements, delegates) as blockers; the fix is the smallest set of changes to recognizers
/// and scroll views after which the delivery, run again on the changed hierarchy, fires the view's action.
extension Hierarchy {
    /// The events that are a control's action: what `addTarget`/`addAction` is usually registered for (3.4, 3.12–3.16).
    static let controlActionEvents: Set<String> = ["touchUpInside", "valueChanged", "primaryActionTriggered"]

    /// Whether the view's action fired: a control sent one of `controlActionEvents`; a view with recognizers
    /// had one of them recognize (or begin); a plain view's hit-test view got the touch to its end.
    package func actionFired(_ view: Int, in s: TouchSimulation) -> Bool {
        let d = s.delivery
        let vid = id(view)
        if nodes[view].flags.contains(.isControl) {
            return d.actions.contains { $0.source == vid && Self.controlActionEvents.contains($0.event) }
        }
        let own = extras(of: view).gestureRecognizers.filter(\.enabled).map(\.id)
        if !own.isEmpty { return d.actions.contains { own.contains($0.source) && $0.event != RecognizerState.cancelled.rawValue } }
        guard let hit = s.trace.hitView else { return false }
        let hid = id(hit.index)
        var ended = false
        for e in d.timeline where e.kind == .view && e.target == hid {
            if e.event == .touchesCancelled || e.event == .discarded { return false }
            if e.event == .touchesEnded { ended = true }
        }
        return ended
    }

    /// Who took the touch from the view, as blockers: the receipt's takers that stand between it and its
    /// action, the main one first; an action that never fired with nobody taking the touch says why.
    func pastHitTestBlockers(_ view: Int, in s: TouchSimulation) -> [Blocker] {
        guard let hit = s.trace.hitView else { return [] }
        let r = s.receipt
        let own = Set(extras(of: view).gestureRecognizers.map(\.id))
        var list: [Blocker] = []
        for k in r.takers {
            let kind: Blocker.Kind
            let mine = k.recognizer.map(own.contains) ?? false
            switch k.kind {
            case .recognized where !mine: kind = .recognizerTookTouch
            case .cancelsTouchesInView: kind = .cancelsTouchesInView
            case .scrollViewDelay: kind = .scrollViewDelay
            case .delaysTouchesBegan: kind = .delaysTouchesBegan
            case .scrollViewCancelled: kind = .scrollViewCancelled
            case .controlVeto where k.vetoed.map(own.contains) ?? false: kind = .controlVeto
            case .waitedForFailure where mine: kind = .waitedForFailure
            case .delegateSaidNo where mine: kind = .delegateSaidNo
            default: continue
            }
            var b = Blocker(kind, (k.view ?? hit).raw, k.rules, pathView: hit.raw)
            b.taker = k
            list.append(b)
        }
        if list.isEmpty {
            // A control whose touch went to an interactive subview of its own does not track it (3.9); else the
            // finger lifted outside the control (3.4).
            let passed = nodes[view].flags.contains(.isControl) && hit.index != view && owningControl(of: hit.index) != view
            list.append(Blocker(.actionNeverFired, passed ? hit.raw : Int32(view), passed ? ["3.9", "RC.6"] : ["3.4"], pathView: hit.raw))
        }
        // What took the touch away first, then what made it possible.
        let order: [Blocker.Kind] = [.scrollViewDelay, .scrollViewCancelled, .cancelsTouchesInView, .delaysTouchesBegan,
                                     .recognizerTookTouch, .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired]
        return list.enumerated().sorted { l, r in
            let a = order.firstIndex(of: l.element.kind) ?? 0, b = order.firstIndex(of: r.element.kind) ?? 0
            return a != b ? a < b : l.offset < r.offset
        }.map(\.element)
    }

    /// The changes each past-the-hit-test blocker suggests, deduplicated.
    func deliveryFixCandidates(for view: Int, blockers: [Blocker], simulation s: TouchSimulation) -> [FixChange] {
        var out: [FixChange] = []
        var seen = Set<String>()
        let ownSpecs = extras(of: view).gestureRecognizers
        func add(_ action: FixChange.Action, on v: Int, recognizer: String? = nil, _ property: String, _ from: JSONTree,
                 _ to: JSONTree, _ b: Blocker) {
            let c = FixChange(action: action, view: id(v), recognizer: recognizer, property: property, from: from, to: to,
                              blocker: b.kind, blockerView: id(b.view.index))
            // Moves of one recognizer share a slot (it goes to one view) but are each a candidate.
            let key = action == .moveRecognizer ? c.slot + "\u{0}" + (to.string ?? "") : c.slot
            if seen.insert(key).inserted { out.append(c) }
        }
        /// An app recognizer by id, with the view it is on.
        func recognizer(_ rid: String?) -> (view: Int, spec: GestureRecognizerSpec)? {
            guard let rid, let o = s.delivery.recognizers.first(where: { $0.id == rid && !$0.builtIn }) else { return nil }
            return extras(of: o.view.index).gestureRecognizers.first { $0.id == rid }.map { (o.view.index, $0) }
        }
        for b in blockers {
            let k = b.taker
            switch b.kind {
            case .recognizerTookTouch, .cancelsTouchesInView, .delaysTouchesBegan:
                if let (w, g) = recognizer(k?.recognizer) {
                    if g.cancelsTouchesInView { add(.keepTouchesInView, on: w, recognizer: g.id, "cancelsTouchesInView", .bool(true), .bool(false), b) }
                    if g.delaysTouchesBegan { add(.stopDelayingTouchesBegan, on: w, recognizer: g.id, "delaysTouchesBegan", .bool(true), .bool(false), b) }
                    for q in ownSpecs where q.id != g.id && !g.requireToFail.contains(q.id) {
                        add(.requireToFail, on: w, recognizer: g.id, "requireToFail", .array(g.requireToFail.map(JSONTree.string)),
                            .array((g.requireToFail + [q.id]).map(JSONTree.string)), b)
                    }
                    add(.refuseTouch, on: w, recognizer: g.id, "shouldReceiveTouch", .bool(true), .bool(false), b)
                    add(.refuseToBegin, on: w, recognizer: g.id, "shouldBegin", .bool(true), .bool(false), b)
                    // UIGestureRecognizer.view: a view of the same ancestor that does not hold the view.
                    for home in recognizerHomes(movingFrom: w, awayFrom: view) {
                        add(.moveRecognizer, on: w, recognizer: g.id, "view", .string(id(w)), .string(id(home)), b)
                    }
                } else if let v = k?.view?.index, nodes[v].flags.contains(.isScrollView) {
                    add(.stopCancellingContentTouches, on: v, "canCancelContentTouches", .bool(true), .bool(false), b)
                    add(.stopDelayingContentTouches, on: v, "delaysContentTouches", .bool(true), .bool(false), b)
                }
            case .scrollViewDelay:
                if let v = k?.view?.index { add(.stopDelayingContentTouches, on: v, "delaysContentTouches", .bool(true), .bool(false), b) }
            case .scrollViewCancelled:
                if let v = k?.view?.index {
                    add(.stopCancellingContentTouches, on: v, "canCancelContentTouches", .bool(true), .bool(false), b)
                    add(.stopDelayingContentTouches, on: v, "delaysContentTouches", .bool(true), .bool(false), b)
                }
            case .controlVeto:
                if let (w, g) = recognizer(k?.vetoed) {
                    add(.keepTouchesInView, on: w, recognizer: g.id, "cancelsTouchesInView", .bool(true), .bool(false), b)
                }
                add(.letControlAllow, on: b.view.index, "gestureRecognizerShouldBegin", .string("default"), .bool(true), b)
            case .waitedForFailure:
                if let (w, g) = recognizer(k?.recognizer), let other = k?.waitedFor {
                    add(.dropFailureRequirement, on: w, recognizer: g.id, "requireToFail", .array(g.requireToFail.map(JSONTree.string)),
                        .array(g.requireToFail.filter { $0 != other }.map(JSONTree.string)), b)
                }
            case .delegateSaidNo:
                if let (w, g) = recognizer(k?.recognizer) {
                    let method = k?.delegateMethod ?? ""
                    let property = method.contains("shouldReceive") ? "shouldReceiveTouch" : "shouldBegin"
                    add(.allowToBegin, on: w, recognizer: g.id, property, .bool(false), .bool(true), b)
                }
            case .actionNeverFired:
                if b.rules.first == "3.9" {
                    add(.disableCoverInteraction, on: b.view.index, "userInteractionEnabled", .bool(true), .bool(false), b)
                }
            default: break
            }
        }
        // The view's own long press that the finger lifted too early for: a shorter minimumPressDuration.
        let held = (s.input.events.last?.t ?? 0) - (s.input.events.first?.t ?? 0)
        if let b = blockers.first, held > 0 {
            for q in ownSpecs where q.kind == .longPress && q.minimumPressDuration > held {
                add(.shortenPress, on: view, recognizer: q.id, "minimumPressDuration", .number(q.minimumPressDuration),
                    .number(((held * 0.9) * 100).rounded(.down) / 100), b)
            }
        }
        return out
    }

    /// The smallest set of the candidates (one change, then two) after which the view's action fires, each
    /// verified by decoding the changed hierarchy and running the same touch through hit-testing and delivery.
    package func searchDeliveryFix(for view: Int, input: TouchInput, simulation s: TouchSimulation, budget: WorkBudget = .unlimited) -> FixResult {
        var result = FixResult(changes: [], alternatives: [], hierarchyJSON: nil, hitView: nil, found: false, runs: 0,
                               exhausted: false, candidates: 0)
        guard viewCount <= FixSearch.maxViews, let base = normalizedTree() else { result.exhausted = true; return result }
        let candidates = deliveryFixCandidates(for: view, blockers: pastHitTestBlockers(view, in: s), simulation: s)
        result.candidates = candidates.count
        let vid = id(view)
        var limits = HierarchyLimits()
        limits.maxViews = max(limits.maxViews, viewCount)
        limits.maxDepth = max(limits.maxDepth, maxViewDepth + 2)
        // What the runs' deliveries did, against `FixSearch.maxDeliveryWork`.
        var deliveryWork = 0
        func fires(_ changes: [FixChange]) -> (JSONTree, String?)? {
            guard let tree = Self.apply(changes, to: base),
                  let h = try? HierarchyDecoder.decode(json: tree.bytes, limits: limits), let v = h.index(of: vid)?.index else { return nil }
            let again = h.play(input, budget: budget)
            deliveryWork += again.delivery.work
            return h.actionFired(v, in: again) ? (tree, again.trace.hitView.map { h.id($0.index) }) : nil
        }
        var found: [([FixChange], JSONTree, String?)] = []
        var sets = FixSets(candidates: candidates, required: [], budget: budget)
        // Singles, then pairs: a delivery run costs far more than a hit-test, so the search stops at two changes.
        for size in 1...min(FixSearch.maxDeliveryChanges, max(1, candidates.count)) {
            let finished = sets.forEach(size: size) { combo in
                if result.runs >= FixSearch.maxDeliveryRuns || deliveryWork >= FixSearch.maxDeliveryWork {
                    result.exhausted = true
                    return false
                }
                // A run decodes the hierarchy (its delivery spends on the budget as it goes).
                guard budget.spend(viewCount, on: .fixSearch) else { return false }
                result.runs += 1
                let changes = combo.map { candidates[$0] }
                if let (tree, hit) = fires(changes) { found.append((changes, tree, hit)) }
                return true
            }
            if !finished { result.exhausted = true; break }
            if !found.isEmpty { break }
        }
        result.considered = sets.considered
        guard !found.isEmpty else { return result }
        let ranked = found.sorted { $0.0.reduce(0) { $0 + $1.cost } < $1.0.reduce(0) { $0 + $1.cost } }
        result.found = true
        result.changes = ranked[0].0
        result.alternatives = ranked.dropFirst().prefix(3).map(\.0)
        result.hierarchyJSON = ranked[0].1.bytes
        result.hitView = ranked[0].2
        return result
    }
}

extension FixSearch {
    /// Past the hit-test each candidate runs the whole delivery: fewer runs, and sets of at most two changes.
    public static let maxDeliveryRuns = 60
    public static let maxDeliveryChanges = 2
    /// The delivery work of all runs together, in `DeliveryLimits.work` units: ten runs that each use up a whole
    /// delivery's budget (thousands of recognizers) end the search, where sixty would run for a minute.
    public static let maxDeliveryWork = 10 * 2_000_000
}
