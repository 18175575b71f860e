import HitTestKit

/// A trace's own sentences in English: the words of a `return` step, the windows set aside, a cut delivery, and a
/// tap's coordinates that look wrong.
extension English {
    package var stepReturns: StaticString { ".hitTest returns " }
    package var stepColon: StaticString { ": " }
    package var stepOpen: StaticString { " (" }
    package var stepClose: StaticString { ")" }

    package func stepWhy(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "hidden"
        case .userInteractionDisabled: "user interaction disabled"
        case .alphaBelowThreshold: "alpha below 0.01"
        case .disabledControl: "disabled control"
        case .outsideBounds: "point outside its bounds"
        case .hitSelf: "no subview took it"
        case .hitDescendant: "a subview took it"
        case .override: "hitTest override"
        }
    }

    package func setAside(_ s: Hierarchy.SetAsideWindow, in h: Hierarchy) -> String {
        let w = Quoting.named(s.window, in: h)
        let cls = h.views[s.window.index].className
        switch s.reason {
        case .systemScene:
            return "\(w) (\(cls)) is a window of UIKit's own scene, not the app's: it takes no touches here, and the windows behind it are asked (rules 6.1, 6.6)"
        case .outsideInputView:
            let input = s.inputView.map { Quoting.named($0, in: h) } ?? ""
            return "\(w) (\(cls)) is a window of UIKit's own scene and takes touches only on the keyboard, where its input view \(input) is; this touch is outside it, so the windows behind it are asked (rules 6.1, 6.6)"
        }
    }

    package func truncation(_ d: TouchDelivery) -> String {
        var parts: [String] = []
        if d.omittedEntries > 0 {
            parts.append("the timeline keeps its first \(English.count(d.limits.timelineEntries, "entry", "entries")) and actions; \(d.omittedEntries) more \(d.omittedEntries == 1 ? "was" : "were") left out")
        }
        if d.stoppedEarly { parts.append("the simulation stopped after \(d.limits.work) units of work, before the touch was over") }
        return parts.joined(separator: "; ")
    }
    package func coordinates(_ c: CoordinateCheck, in h: Hierarchy) -> String? {
        guard let problem = c.problem else { return nil }
        let at = Quoting.given(c.point), size = Quoting.givenSize(c.screen)
        let useful = c.readings.filter { $0.receiver != nil }
        var s = problem == .outsideScreen
            ? "\(at) is outside the \(size) pt screen."
            : "\(at) lands on nothing useful: no view, a window, or a background that fills the screen and takes no touches."
        if !useful.isEmpty { s += " Did you mean " + useful.map { reading($0, in: h) }.joined(separator: ", or ") + "?" }
        return s
    }

    package func reading(_ r: CoordinateCheck.Reading, in h: Hierarchy) -> String {
        // Hundredths of a point: a reading to tap, not a measurement.
        let how: String = switch r.kind {
        case .pixelsAt2x: "the point in pixels of a 2× screen"
        case .pixelsAt3x: "the point in pixels of a 3× screen"
        case .rotatedClockwise: "the point on the landscape screen, turned a quarter clockwise"
        case .rotatedCounterclockwise: "the point on the landscape screen, turned a quarter counter-clockwise"
        }
        return "\(Quoting.point(r.point)), \(how), which goes to " + (r.receiver.map { Quoting.named($0, in: h) } ?? "nothing useful")
    }
}
