/// What the bound view hears of each phase, who in the responder chain takes it, and the control events it
/// turns into (4.11–4.14, 5.3, 3.3–3.4, RC.6).
extension DeliverySimulator {
    typealias Event = TouchDelivery.TimelineEntry.Event

    /// A phase the recognizers have seen goes to the view now, or is held back, or goes nowhere.
    mutating func sendToView(_ ti: Int, _ event: Event, at t: Double) {
        guard touches[ti].view >= 0, !touches[ti].unbound else { return }
        let v = id(touches[ti].view)
        let view = ViewIndex(raw: touches[ti].view)
        switch event {
        case .touchesBegan:
            if let holder = holder(of: ti, began: true) {
                touches[ti].heldBegan = true
                held.append(ti)
                touches[ti].heldBeganAt = touches[ti].location
                touches[ti].lastHolder = holder
                timeline(t, v, .view, .held, state: .phase(.touchesBegan), finger: touches[ti].finger, cause: heldCause(view, holder))
            } else {
                deliver(ti, .touchesBegan, at: t, reason: .hitTestView(view))
            }
        case .touchesMoved:
            // While touchesBegan is held, moves are held too; one touchesMoved follows the release (4.12).
            if !touches[ti].heldBegan { deliver(ti, .touchesMoved, at: t, reason: .fingerMoved) }
        case .touchesEnded:
            if touches[ti].heldBegan {
                touches[ti].heldEnded = true
            } else if let holder = holder(of: ti, began: false) {
                touches[ti].heldEnded = true
                held.append(ti)
                touches[ti].lastHolder = holder
                timeline(t, v, .view, .held, state: .phase(.touchesEnded), finger: touches[ti].finger,
                         cause: .endedHeld(view: view, by: recognizerID(holder)))
            } else {
                deliver(ti, .touchesEnded, at: t, reason: .fingerLifted)
            }
        case .touchesCancelled:
            if touches[ti].heldBegan {
                touches[ti].heldBegan = false
                timeline(t, v, .view, .discarded, finger: touches[ti].finger, cause: .discardedWhileHeld(view: view))
            } else if touches[ti].viewBegan && !touches[ti].viewFinished {
                deliver(ti, .touchesCancelled, at: t, reason: .systemCancelled)
            }
        default:
            break
        }
    }

    /// The first recognizer that holds a phase back from this touch's view: one still deciding (`possible`)
    /// with `delaysTouchesBegan` (4.12; the scroll view's delay recognizer, 5.3) or `delaysTouchesEnded` (4.13).
    func holder(of ti: Int, began: Bool) -> Int? {
        touches[ti].recognizers.first { r in
            let rec = recognizers[r]
            return rec.state == .possible && rec.engaged && rec.touchIndexes.contains(ti)
                && (began ? rec.spec.delaysTouchesBegan : rec.spec.delaysTouchesEnded)
        }
    }

    private func heldCause(_ view: ViewIndex, _ holder: Int) -> TimelineCause {
        if recognizers[holder].role == .scrollDelay {
            return .heldByScrollDelay(view: view, scrollView: ViewIndex(raw: recognizers[holder].view), delay: GestureThresholds.scrollTouchDelay)
        }
        return .held(view: view, by: recognizerID(holder))
    }

    /// The recognizer that held a phase last, and the state it reached.
    private func reached(_ holder: Int?) -> RecognizerReached? {
        holder.map { RecognizerReached(recognizer: recognizerID($0), state: recognizers[$0].lastState) }
    }

    /// Held phases whose holders have all moved on go out now: touchesBegan (with one touchesMoved if the
    /// finger moved meanwhile, 4.12), then a held touchesEnded (4.13, 5.3).
    mutating func releaseHeldPhases(at t: Double) {
        // Only the touches that have a phase held: a long sequence has thousands of finished touches.
        held.removeAll { touches[$0].unbound || !(touches[$0].heldBegan || touches[$0].heldEnded) }
        for ti in held {
            spend(1)
            let v = id(touches[ti].view)
            let view = ViewIndex(raw: touches[ti].view)
            if touches[ti].heldBegan {
                guard holder(of: ti, began: true) == nil else { continue }
                touches[ti].heldBegan = false
                deliver(ti, .touchesBegan, at: t, reason: .heldBeganReleased(view: view, holder: reached(touches[ti].lastHolder)))
                if touches[ti].location != touches[ti].heldBeganAt {
                    deliver(ti, .touchesMoved, at: t, reason: .movedWhileHeld)
                }
            }
            if touches[ti].heldEnded {
                if let holder = holder(of: ti, began: false) {
                    if touches[ti].lastHolder != holder {
                        touches[ti].lastHolder = holder
                        timeline(t, v, .view, .held, state: .phase(.touchesEnded), finger: touches[ti].finger,
                                 cause: .endedHeld(view: view, by: recognizerID(holder)))
                    }
                    continue
                }
                touches[ti].heldEnded = false
                deliver(ti, .touchesEnded, at: t, reason: .heldEndedReleased(view: view, holder: reached(touches[ti].lastHolder)))
            }
        }
    }

    /// A phase reaches the view, and through the default `touches…` methods whoever in the responder chain
    /// takes it (4.14, RC.6); a control turns it into control events (3.4).
    mutating func deliver(_ ti: Int, _ event: Event, at t: Double, reason: PhaseCause) {
        if touches[ti].receiver == nil { touches[ti].receiver = receiver(of: ti) }
        let receiver = touches[ti].receiver!
        let v = id(touches[ti].view)
        timeline(t, v, .view, event, finger: touches[ti].finger, receivedBy: receiver.name, cause: .delivered(reason, route: receiver.route))
        switch event {
        case .touchesBegan: touches[ti].viewBegan = true
        case .touchesEnded, .touchesCancelled: touches[ti].viewFinished = true
        default: break
        }
        if let c = receiver.control { controlEvents(c, ti, event, at: t) }
    }

    /// The first responder from the bound view up that keeps touches: the bound view itself when it is an
    /// enabled, interactive control (it tracks, 3.3), or a view whose class handles them (`handlesTouches`);
    /// otherwise the end of the chain. A control above the bound view does not track a touch passed up to it:
    /// `-[UIControl touchesBegan:]` tracks only the touches whose view is the control, and passes the others on
    /// (RC.6, 3.9).
    private func receiver(of ti: Int) -> LiveTouch.Receiver {
        let v = id(touches[ti].view)
        let view = ViewIndex(raw: touches[ti].view)
        var passedControls: [ViewIndex] = []
        func handled(_ r: Int32, control: Int32?) -> LiveTouch.Receiver {
            let name = id(r)
            return LiveTouch.Receiver(name: name, control: control, route: PhaseRoute(
                view: view, receiver: name == v ? .itself : .handledAbove(ViewIndex(raw: r)), passedControls: passedControls))
        }
        // A touch on a control's private part (a switch's visual element, a button's label) is the control's (3.11).
        let owner = h.owningControl(of: Int(touches[ti].view)).map(Int32.init)
        for responder in touches[ti].chain {
            guard let r = responder.view?.raw, responder.kind == .view || responder.kind == .window else { continue }
            let flags = h.nodes[Int(r)].flags
            if flags.contains(.isControl) && flags.contains(.enabled) && flags.contains(.userInteractionEnabled) {
                if r == touches[ti].view { return handled(r, control: r) }
                if r == owner {
                    return LiveTouch.Receiver(name: id(r), control: r, route: PhaseRoute(
                        view: view, receiver: .owningControl(ViewIndex(raw: r)), passedControls: passedControls))
                }
                passedControls.append(ViewIndex(raw: r))
                continue
            }
            if h.extra(Int(r), \.handlesTouches) { return handled(r, control: nil) }
        }
        let name = touches[ti].chain.last?.name ?? "AppDelegate"
        return LiveTouch.Receiver(name: name, control: nil, route: PhaseRoute(
            view: view, receiver: name == v ? .itself : .chainEnd(name), passedControls: passedControls))
    }

    /// beginTracking / continueTracking / endTracking / cancelTracking as control events (3.4).
    private mutating func controlEvents(_ c: Int32, _ ti: Int, _ event: Event, at t: Double) {
        let name = id(c)
        let control = ViewIndex(raw: c)
        switch event {
        case .touchesBegan:
            guard tracking.insert(c).inserted else { return } // one touch at a time
            touches[ti].trackingInside = true
            touches[ti].tracks = true
            // UIControl's touchesBegan calls beginTracking, then sends touchDown (decompiled UIControl.mm).
            beginValueTracking(c, ti, at: t)
            controlEvent(name, .touchDown, .touchDown(control: control), at: t)
            if touches[ti].tapCount > 1 {
                controlEvent(name, .touchDownRepeat, .touchDownRepeat(tapCount: touches[ti].tapCount), at: t)
            }
        case .touchesMoved:
            guard touches[ti].tracks else { return }
            // continueTracking (where a slider's value follows the finger) runs before the drag events are sent
            // (decompiled UIControl.mm, touchesMoved:).
            continueValueTracking(c, ti, at: t)
            let inside = mostlyInside(c, touches[ti].location)
            if inside != touches[ti].trackingInside {
                touches[ti].trackingInside = inside
                controlEvent(name, inside ? .touchDragEnter : .touchDragExit,
                             inside ? .dragEnter(control: control)
                                    : .dragExit(control: control, margin: GestureThresholds.controlMostlyInsideMargin), at: t)
            }
            controlEvent(name, inside ? .touchDragInside : .touchDragOutside, .dragMoved(control: control, inside: inside), at: t)
        case .touchesEnded:
            guard touches[ti].tracks else { return }
            tracking.remove(c)
            touches[ti].tracks = false
            let inside = mostlyInside(c, touches[ti].location)
            // At the lift, a change of "mostly inside" since the last move is sent first (3.10).
            if inside != touches[ti].trackingInside {
                touches[ti].trackingInside = inside
                controlEvent(name, inside ? .touchDragEnter : .touchDragExit,
                             inside ? .liftedBackInside(control: control) : .liftedOutside(control: control), at: t)
            }
            // endTracking (where a value control commits its value) runs before the up event is sent (3.13–3.16).
            endValueTracking(c, ti, inside: inside, at: t)
            controlEvent(name, inside ? .touchUpInside : .touchUpOutside,
                         inside ? .upInside(control: control) : .upOutside(control: control), at: t)
            if inside, UIKitClass.isKind(h.views[Int(c)].behavior, of: "UIButton") {
                controlEvent(name, .primaryActionTriggered, .primaryActionTriggered, at: t)
            }
        case .touchesCancelled:
            guard touches[ti].tracks else { return }
            tracking.remove(c)
            touches[ti].tracks = false
            touches[ti].valueTracking = nil
            controlEvent(name, .touchCancel, .touchCancel(control: control), at: t)
        default:
            break
        }
    }

    mutating func controlEvent(_ control: String, _ event: TouchDelivery.ControlEvent, _ cause: TimelineCause, at t: Double,
                               value: TouchDelivery.ValueChange? = nil) {
        timeline(t, control, .control, .controlEvent, state: .controlEvent(event), cause: cause, value: value)
        action(t, control, event.rawValue, value: value)
    }

    /// `pointMostlyInside:`: the bounds grown by the mostly-inside margin, or the view's own `pointInside` (3.4).
    func mostlyInside(_ c: Int32, _ screen: Point) -> Bool {
        let local = h.convertFromScreen(screen, to: Int(c))
        let m = GestureThresholds.controlMostlyInsideMargin
        return h.nodes[Int(c)].bounds.grown(top: m, left: m, bottom: m, right: m).contains(local) || h.pointInside(Int(c), local)
    }
}
