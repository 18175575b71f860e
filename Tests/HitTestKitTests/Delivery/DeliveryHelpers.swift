@testable import HitTestKit
import HitTraceJSON

/// Helpers for literal delivery expectations: the timeline and the actions one short line each.
extension Hierarchy {
    /// Plays a touch given as the API takes it (a point, a sequence or a shorthand).
    func delivery(_ touch: String) throws -> TouchDelivery {
        let input = try TouchInput.decode(json: Array(touch.utf8))
        return deliver(input, misses: trace(at: input.firstTouchDown).misses)
    }

    /// `"<ms> <target> <event>[ <state>]"` per timeline entry, e.g. `"80 cardTap stateChanged failed"`.
    func timeline(_ touch: String) throws -> [String] {
        try delivery(touch).timeline.map { e in
            "\(ms(e.t)) \(e.target) \(e.event.rawValue)" + (e.state.map { " " + $0.name } ?? "")
        }
    }

    /// `"<ms> <source>.<event>"` per action.
    func actions(_ touch: String) throws -> [String] {
        try delivery(touch).actions.map { "\(ms($0.t)) \($0.source).\($0.event)" }
    }

    /// The cause of the first timeline entry for `target` whose event or state is `what`.
    func cause(_ touch: String, _ target: String, _ what: String) throws -> TimelineCause? {
        try delivery(touch).timeline.first { $0.target == target && ($0.state?.name == what || $0.event.rawValue == what) }?.cause
    }

    private func ms(_ t: Double) -> String { JSONText.number((t * 1_000_000).rounded() / 1_000) }
}

/// Touches used across the delivery tests.
enum Touches {
    static func tap(_ x: Double, _ y: Double) -> String { #"{"x": \#(x), "y": \#(y)}"# }
    static func doubleTap(_ x: Double, _ y: Double) -> String { #"{"gesture": "doubleTap", "x": \#(x), "y": \#(y)}"# }
    static func hold(_ x: Double, _ y: Double, _ seconds: Double) -> String {
        #"{"gesture": "longPress", "x": \#(x), "y": \#(y), "duration": \#(seconds)}"#
    }
    static func drag(from a: (Double, Double), to b: (Double, Double), duration: Double, steps: Int) -> String {
        #"{"gesture": "drag", "from": [\#(a.0), \#(a.1)], "to": [\#(b.0), \#(b.1)], "duration": \#(duration), "steps": \#(steps)}"#
    }
    /// A sequence: each event `(t, phase, x, y)` for finger 0.
    static func sequence(_ events: [(Double, String, Double, Double)]) -> String {
        let items = events.map { #"{"t": \#($0.0), "phase": "\#($0.1)", "x": \#($0.2), "y": \#($0.3)}"# }
        return #"{"sequence": [\#(items.joined(separator: ", "))]}"#
    }
}
