/// Which recognizer may leave `possible`, and what that does to the others and to the view (4.11, 4.15–4.19).
extension DeliverySimulator {
    enum Verdict {
        case proceed
        /// It waits: it requires this recognizer to fail, which is still deciding (4.17).
        case wait(for: String)
        case fail(RecognizerFailure)
    }

    /// Grants or refuses every pending wish, in the recognizers' order (4.4: the first wins a tie), until
    /// nothing changes: one recognizer failing can free another that required it to fail.
    mutating func resolve(_ t: Double) {
        var changed = true
        var rounds = 0
        while changed && rounds <= recognizers.count + 1 {
            changed = false
            rounds += 1
            for r in recognizers.indices {
                guard !stopped else { return }
                guard recognizers[r].state == .possible, let wish = recognizers[r].wish else { continue }
                spend(1)
                switch check(r) {
                case let .wait(dep):
                    if !recognizers[r].waitAnnounced {
                        recognizers[r].waitAnnounced = true
                        timeline(t, recognizerID(r), .recognizer, .stateChanged, state: .recognizer(.possible),
                                 cause: .waits(recognizer: recognizerID(r), for: dep, wouldBegin: wish.state == .began))
                    }
                case let .fail(why):
                    fail(r, why, at: t)
                    changed = true
                case .proceed:
                    grant(r, wish, at: t)
                    changed = true
                }
            }
        }
    }

    /// The checks before a recognizer may leave `possible`, in the simulator's order (4.18).
    func check(_ r: Int) -> Verdict {
        let rec = recognizers[r]
        // 1. Failure requirements (4.17). A recognizer that never saw this touch holds nothing back.
        for dep in rec.spec.failureRequirements {
            guard let d = recognizers.firstIndex(where: { $0.spec.id == dep && $0.engaged }) else { continue }
            let state = recognizers[d].state
            if state == .possible { return .wait(for: dep) }
            if state.isRecognizing { return .fail(.failureRequirementRecognized(of: dep, began: state != .recognized)) }
        }
        // 2. The delegate's gestureRecognizerShouldBegin.
        if !rec.spec.shouldBegin { return .fail(.delegateShouldBeginNo) }
        // 2b. A scroll view asks itself before its pan takes a touch from content that is tracking it (5.5, 5.6).
        if rec.role == .scrollPan, let why = scrollPanRefusal(r) { return .fail(why) }
        // 3. Each view whose touches this would cancel: UIView.gestureRecognizerShouldBegin (4.18, 4.19).
        if rec.spec.cancelsTouchesInView && rec.role != .scrollDelay {
            for ti in rec.touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 {
                // A scroll view's pan that begins while the content's touchesBegan is still held back by the
                // content-touch delay throws the held touch away instead of cancelling it (5.3, step 3): no
                // touch of the content view will be cancelled, so it is not asked (4.18, 4.21).
                if rec.role == .scrollPan && touches[ti].heldBegan { continue }
                if let why = viewVeto(ti, r) { return .fail(why) }
            }
        }
        return .proceed
    }

    /// `touch.view.gestureRecognizerShouldBegin(recognizer)` for the controls that override it (4.19).
    func viewVeto(_ ti: Int, _ r: Int) -> RecognizerFailure? {
        let rec = recognizers[r]
        let v = touches[ti].view
        // A declared override of the view's gestureRecognizerShouldBegin(_:) answers for every recognizer whose
        // recognition would cancel the view's touches, its own included (4.24).
        if let answer = h.extra(Int(v), \.gestureRecognizerShouldBegin) {
            return answer ? nil : .viewShouldBeginNo(view: ViewIndex(raw: v))
        }
        // The control that owns the touched view answers for it: a touch on a switch's private visual element
        // is the switch's (3.11).
        let c = h.owningControl(of: Int(v)).map(Int32.init) ?? v
        // A control's own recognizers (on it or on its private parts) are not foreign.
        guard rec.view != c, !(c != v && h.ancestry(of: Int(rec.view)).contains(Int(c))) else { return nil }
        let info = h.views[Int(c)]
        let control = ViewIndex(raw: c), part = c == v ? nil : ViewIndex(raw: v)
        let kind = rec.role == .scrollPan ? GestureRecognizerSpec.Kind.pan : rec.spec.kind
        if rec.role == .app, kind == .tap, rec.spec.numberOfTapsRequired == 1, rec.spec.numberOfTouchesRequired == 1,
           UIKitClass.vetoesForeignSingleTap.contains(where: { UIKitClass.isKind(info.behavior, of: $0) }) {
            return .controlVetoesTap(control: control, part: part)
        }
        let start = rec.starts[touches[ti].finger] ?? touches[ti].location
        let now = touches[ti].location
        let alongTrack = abs(now.x - start.x) > abs(now.y - start.y)
            || (kind == .swipe && rec.spec.directions.allSatisfy { $0 == .left || $0 == .right })
        if UIKitClass.isKind(info.behavior, of: "UISlider"), kind == .swipe || kind == .pan, alongTrack,
           onThumb(Int(c), start) {
            return .sliderVetoes(control: control, part: part, swipe: kind == .swipe)
        }
        if UIKitClass.isKind(info.behavior, of: "UISwitch"), kind == .pan, alongTrack {
            return .switchVetoes(control: control, part: part)
        }
        return nil
    }

    /// Whether a touch that started at `screen` started on the slider's thumb (rule 4.20).
    func onThumb(_ slider: Int, _ screen: Point) -> Bool {
        let bounds = h.nodes[slider].bounds
        let thumb = (h.extra(slider, \.slider) ?? SliderSpec()).thumb(in: bounds)
        return thumb.contains(h.convertFromScreen(screen, to: slider))
    }

    /// The recognizer leaves `possible`: the state, the action, then exclusivity, then the view's touches.
    mutating func grant(_ r: Int, _ wish: (state: RecognizerState, reason: Recognition), at t: Double) {
        recognizers[r].wish = nil
        recognizers[r].deadline = nil
        setState(r, wish.state, wish.state == .began ? .began(recognizer: recognizerID(r), wish.reason)
                                                     : .recognized(recognizer: recognizerID(r), wish.reason), at: t)
        preventOthers(r, at: t)
        if recognizers[r].role == .scrollPan { startScroll(r, at: t) }
        // The action comes first and the view's touchesCancelled right after it, as devices log it (4.11).
        if recognizers[r].spec.cancelsTouchesInView {
            takeTouchesFromViews(r, at: t)
        } else if recognizers[r].role == .app && recognizers[r].spec.delaysTouchesBegan {
            dropHeldTouches(r, at: t)
        }
    }

    /// Exclusivity (4.15): every other recognizer still deciding on a shared touch fails, unless either allows
    /// simultaneous recognition, or the tap exception applies (4.16). The scroll view's delay recognizer is
    /// UIKit's own plumbing and takes no part.
    private mutating func preventOthers(_ r: Int, at t: Double) {
        let winner = recognizers[r]
        guard winner.role != .scrollDelay else { return }
        for o in recognizers.indices where o != r {
            let other = recognizers[o]
            guard other.state == .possible, other.engaged, other.role != .scrollDelay,
                  other.touchIndexes.contains(where: winner.touchIndexes.contains) else { continue }
            spend(1)
            if winner.spec.simultaneousWith.contains(other.spec.id) || other.spec.simultaneousWith.contains(winner.spec.id) { continue }
            if winner.spec.kind == .tap, winner.role == .app, other.spec.kind == .tap, other.role == .app,
               other.spec.numberOfTapsRequired > winner.spec.numberOfTapsRequired { continue }
            let began = winner.state == .began
            if other.spec.failureRequirements.contains(winner.spec.id) {
                fail(o, .requiredRecognizerRecognized(winner: winner.spec.id, began: began), at: t)
            } else {
                fail(o, .exclusive(winner: winner.spec.id, began: began), at: t)
            }
        }
    }

    /// `delaysTouchesBegan` without `cancelsTouchesInView` (4.12): a touch whose touchesBegan this recognizer
    /// still holds is thrown away when it recognizes — "these touch objects are discarded" — and its view
    /// never hears of it; a touch its view already has stays with the view.
    private mutating func dropHeldTouches(_ r: Int, at t: Double) {
        let began = recognizers[r].state == .began
        for ti in recognizers[r].touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 && touches[ti].heldBegan {
            touches[ti].unbound = true
            touches[ti].heldBegan = false
            touches[ti].heldEnded = false
            timeline(t, id(touches[ti].view), .view, .discarded, finger: touches[ti].finger,
                     cause: .discardedHeldWithoutCancelling(view: ViewIndex(raw: touches[ti].view), recognizer: recognizerID(r), began: began))
        }
    }

    /// `cancelsTouchesInView` (4.11): the touches leave their views; a view that had them gets
    /// touchesCancelled, a view still waiting for a held touchesBegan never hears of them (4.12).
    private mutating func takeTouchesFromViews(_ r: Int, at t: Double) {
        let began = recognizers[r].state == .began
        for ti in recognizers[r].touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 {
            touches[ti].unbound = true
            let v = id(touches[ti].view)
            let view = ViewIndex(raw: touches[ti].view)
            if touches[ti].heldBegan {
                touches[ti].heldBegan = false
                touches[ti].heldEnded = false
                timeline(t, v, .view, .discarded, finger: touches[ti].finger,
                         cause: .discardedByRecognizer(view: view, recognizer: recognizerID(r), began: began))
            } else if touches[ti].viewBegan && !touches[ti].viewFinished {
                touches[ti].heldEnded = false
                deliver(ti, .touchesCancelled, at: t, reason: .cancelledByRecognizer(recognizer: recognizerID(r), view: view, began: began))
            }
        }
    }
}
