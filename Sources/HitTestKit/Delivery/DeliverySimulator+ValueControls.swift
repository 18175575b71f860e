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

    /// beginTracking: a slider tracks a touch that starts on its thumb (4.20); a stepper steps at once (3.16).
    mutating func beginValueTracking(_ c: Int32, _ ti: Int, at t: Double) {
        guard let kind = valueControl(c) else { return }
        let p = touches[ti].location
        var vt = LiveTouch.ValueTracking(control: c, start: p, startValue: currentValue(c))
        switch kind {
        case .slider: vt.movesThumb = onThumb(Int(c), p)
        case .stepper:
            let local = h.convertFromScreen(p, to: Int(c))
            let b = h.nodes[Int(c)].bounds
            vt.stepsUp = local.x >= b.x + b.width / 2
            touches[ti].valueTracking = vt
            step(ti, at: t, repeated: false)
            return
        case .toggle, .segmented: break
        }
        touches[ti].valueTracking = vt
    }

    /// One step of a held stepper, at touch-down or as it repeats (3.16).
    private mutating func step(_ ti: Int, at t: Double, repeated: Bool) {
        guard var vt = touches[ti].valueTracking else { return }
        let c = vt.control
        let spec = h.extra(Int(c), \.stepper) ?? StepperSpec()
        let before = currentValue(c)
        guard let after = spec.step(from: before, up: vt.stepsUp) else {
            vt.repeatDue = nil
            touches[ti].valueTracking = vt
            return
        }
        controlValues[c] = after
        if spec.continuous {
            let control = ViewIndex(raw: c)
            let why: ValueChangeCause = repeated
                ? .steppedAgain(control: control, up: vt.stepsUp)
                : .stepped(control: control, up: vt.stepsUp, before: before, after: after, stepValue: spec.stepValue, wraps: spec.wraps)
            changeValue(c, to: after, from: before, why, at: t)
        }
        vt.repeatDue = spec.autorepeat ? t + (repeated ? GestureThresholds.stepperRepeatInterval : GestureThresholds.stepperRepeatDelay) : nil
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
        step(ti, at: t, repeated: true)
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
            // A finger that leaves the stepper stops the repeat.
            if !h.nodes[Int(c)].bounds.contains(h.convertFromScreen(p, to: Int(c))) { vt.repeatDue = nil }
        default: break
        }
        touches[ti].valueTracking = vt
    }

    /// endTracking, before the up event: a switch toggles or takes the knob's side, a segmented control selects
    /// the segment under the finger, a non-continuous slider or stepper sends its one `.valueChanged`.
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
            guard inside, let segment = spec.segment(at: local, in: b) else { return }
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
            guard !(h.extra(Int(c), \.stepper) ?? StepperSpec()).continuous, before != vt.startValue else { return }
            changeValue(c, to: before, from: vt.startValue, .stepperLifted(control: ViewIndex(raw: c), value: before), at: t)
        }
    }
}
