/// The value controls' `.valueChanged` (rules 3.13–3.16): what a tracked touch does to a switch's `isOn`, a
/// segmented control's `selectedSegmentIndex`, a slider's or a stepper's `value`, with the value before and
/// after. Their tracking starts and ends with the control's touch events (3.4, in `+Views`).
extension DeliverySimulator {
    enum ValueControl {
        case toggle, segmented, slider, stepper
    }

    func valueControl(_ c: Int32) -> ValueControl? {
        let b = h.views[Int(c)].behavior
        if UIKitClass.isKind(b, of: "UISwitch") { return .toggle }
        if UIKitClass.isKind(b, of: "UISegmentedControl") { return .segmented }
        if UIKitClass.isKind(b, of: "UISlider") { return .slider }
        if UIKitClass.isKind(b, of: "UIStepper") { return .stepper }
        return nil
    }

    /// The control's value now: what earlier touches left, else what the hierarchy gives (UIKit's defaults).
    func currentValue(_ c: Int32) -> Double {
        if let v = controlValues[c] { return v }
        switch valueControl(c) {
        case .toggle: return h.extra(Int(c), \.on) ? 1 : 0
        case .segmented: return Double((h.extra(Int(c), \.segmented) ?? SegmentedControlSpec()).selectedSegmentIndex)
        case .slider: return (h.extra(Int(c), \.slider) ?? SliderSpec()).value
        case .stepper: return (h.extra(Int(c), \.stepper) ?? StepperSpec()).value
        case nil: return 0
        }
    }

    private func property(_ kind: ValueControl) -> TouchDelivery.ValueChange.Property {
        switch kind {
        case .toggle: .isOn
        case .segmented: .selectedSegmentIndex
        case .slider, .stepper: .value
        }
    }

    /// Sets the value and sends `.valueChanged` with it, before and after.
    private mutating func changeValue(_ c: Int32, to after: Double, from before: Double, _ reason: ValueChangeCause, at t: Double) {
        guard let kind = valueControl(c) else { return }
        controlEvent(id(c), .valueChanged, .valueChanged(reason), at: t,
                     value: .init(property: property(kind), before: before, after: after))
    }

    /// beginTracking: a slider tracks a touch that starts on its thumb (4.20); a stepper highlights the half
    /// under the finger and, with `autorepeat`, starts its repeat timer; it steps only when the timer fires or
    /// the finger lifts (3.16).
    mutating func beginValueTracking(_ c: Int32, _ ti: Int, at t: Double) {
        guard let kind = valueControl(c) else { return }
        let p = touches[ti].location
        var vt = LiveTouch.ValueTracking(control: c, start: p, startValue: currentValue(c))
        switch kind {
        case .slider: vt.movesThumb = onThumb(Int(c), p)
        case .stepper:
            vt.stepperHalf = stepperHalf(c, p)
            vt.repeatDue = (h.extra(Int(c), \.stepper) ?? StepperSpec()).autorepeat ? t + GestureThresholds.stepperRepeatDelay : nil
        case .toggle, .segmented: break
        }
        touches[ti].valueTracking = vt
    }

    /// The stepper's half the finger highlights (`_updateHighlightingAtPoint:`): + (true) on the right half,
    /// − (false) on the left, nil outside its mostly-inside area (3.4).
    private func stepperHalf(_ c: Int32, _ screen: Point) -> Bool? {
        guard mostlyInside(c, screen) else { return nil }
        let b = h.nodes[Int(c)].bounds
        return h.convertFromScreen(screen, to: Int(c)).x >= b.x + b.width / 2
    }

    /// The value one step from the stepper's value now, the way the highlighted half goes; nil when no half is
    /// highlighted or its button is disabled (at that end, without `wraps`).
    private func stepperStep(_ vt: LiveTouch.ValueTracking) -> (up: Bool, before: Double, after: Double)? {
        guard let up = vt.stepperHalf else { return nil }
        let before = currentValue(vt.control)
        return (h.extra(Int(vt.control), \.stepper) ?? StepperSpec()).step(from: before, up: up).map { (up, before, $0) }
    }

    /// The repeat timer fires while the finger is down (3.16): a step on the highlighted half; the timer comes
    /// back after 0.5 s for the first four steps, then faster.
    private mutating func repeatStepper(_ ti: Int, at t: Double) {
        guard var vt = touches[ti].valueTracking, let due = vt.repeatDue else { return }
        let c = vt.control
        let spec = h.extra(Int(c), \.stepper) ?? StepperSpec()
        guard let (up, before, after) = stepperStep(vt) else {
            // Nothing highlighted (the finger is off the stepper) or that end reached: the timer keeps its period.
            vt.repeatCount = min(vt.repeatCount, 1)
            vt.repeatDue = due + GestureThresholds.stepperRepeatDelay
            touches[ti].valueTracking = vt
            return
        }
        controlValues[c] = after
        if spec.continuous {
            changeValue(c, to: after, from: before, .steppedAgain(control: ViewIndex(raw: c), up: up, before: before, after: after), at: t)
        }
        vt.repeatDue = t + (vt.repeatCount <= 3 ? GestureThresholds.stepperRepeatDelay : GestureThresholds.stepperRepeatInterval)
        vt.repeatCount += 1
        touches[ti].valueTracking = vt
    }

    /// The held stepper due to repeat first.
    func earliestRepeat() -> (Int, Double)? {
        var best: (Int, Double)?
        for ti in active.values {
            guard let due = touches[ti].valueTracking?.repeatDue else { continue }
            if best == nil || due < best!.1 { best = (ti, due) }
        }
        return best
    }

    mutating func repeatStep(_ ti: Int, at t: Double) {
        spend(1)
        repeatStepper(ti, at: t)
    }

    /// continueTracking: a slider's thumb follows the finger; a switch notes a drag of its knob.
    mutating func continueValueTracking(_ c: Int32, _ ti: Int, at t: Double) {
        guard var vt = touches[ti].valueTracking else { return }
        let p = touches[ti].location
        switch valueControl(c) {
        case .slider where vt.movesThumb:
            let spec = h.extra(Int(c), \.slider) ?? SliderSpec()
            let dx = h.convertFromScreen(p, to: Int(c)).x - h.convertFromScreen(vt.start, to: Int(c)).x
            let before = currentValue(c)
            let after = spec.value(afterDragging: dx, from: vt.startValue, in: h.nodes[Int(c)].bounds)
            guard after != before else { return }
            controlValues[c] = after
            if spec.continuous {
                changeValue(c, to: after, from: before, .thumbFollows(value: after), at: t)
            }
        case .toggle:
            if abs(p.x - vt.start.x) >= GestureThresholds.panHysteresis { vt.dragged = true }
        case .stepper:
            // The highlight follows the finger; off the stepper nothing is highlighted (3.16).
            vt.stepperHalf = stepperHalf(c, p)
        default: break
        }
        touches[ti].valueTracking = vt
    }

    /// endTracking, before the up event: a switch toggles or takes the knob's side, a segmented control selects
    /// the segment under the finger, a stepper steps, a non-continuous slider or stepper sends its one
    /// `.valueChanged`.
    mutating func endValueTracking(_ c: Int32, _ ti: Int, inside: Bool, at t: Double) {
        guard let vt = touches[ti].valueTracking, let kind = valueControl(c) else { return }
        touches[ti].valueTracking = nil
        let before = currentValue(c)
        let local = h.convertFromScreen(touches[ti].location, to: Int(c))
        let b = h.nodes[Int(c)].bounds
        switch kind {
        case .toggle:
            let after: Double
            let why: ValueChangeCause
            if vt.dragged {
                after = local.x >= b.x + b.width / 2 ? 1 : 0
                why = .knobDragged(on: after != 0)
            } else {
                guard inside else { return }
                after = before != 0 ? 0 : 1
                why = .toggled(control: ViewIndex(raw: c), before: before != 0, after: after != 0)
            }
            guard after != before else { return }
            controlValues[c] = after
            changeValue(c, to: after, from: before, why, at: t)
        case .segmented:
            let spec = h.extra(Int(c), \.segmented) ?? SegmentedControlSpec()
            guard inside, let segment = h.segment(of: Int(c), at: local) else { return }
            let after = Double(segment)
            guard spec.momentary || after != before else { return }
            // A momentary control does not keep the selection once tracking ends (`isMomentary`).
            controlValues[c] = spec.momentary ? Double(SegmentedControlSpec.noSegment) : after
            changeValue(c, to: after, from: before,
                        spec.momentary ? .momentarySegment(control: ViewIndex(raw: c), segment: segment)
                                       : .segmentSelected(control: ViewIndex(raw: c), before: Int(before), segment: segment), at: t)
        case .slider:
            guard !(h.extra(Int(c), \.slider) ?? SliderSpec()).continuous, before != vt.startValue else { return }
            changeValue(c, to: before, from: vt.startValue, .sliderLifted(control: ViewIndex(raw: c), value: before), at: t)
        case .stepper:
            // endTracking: a stepper that has not repeated steps once now, on the half the finger last
            // highlighted; one that repeated and is not continuous sends the value reached (3.16).
            let spec = h.extra(Int(c), \.stepper) ?? StepperSpec()
            if vt.repeatCount == 0 {
                guard let (up, before, after) = stepperStep(vt) else { return }
                controlValues[c] = after
                changeValue(c, to: after, from: before, .stepped(control: ViewIndex(raw: c), up: up, before: before, after: after,
                                                                 stepValue: spec.stepValue, wraps: spec.wraps), at: t)
            } else if !spec.continuous, vt.stepperHalf != nil, before != vt.startValue {
                changeValue(c, to: before, from: vt.startValue, .stepperLifted(control: ViewIndex(raw: c), value: before), at: t)
            }
        }
    }
}
