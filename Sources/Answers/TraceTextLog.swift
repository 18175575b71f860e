import HitTestKit
import Sentences
import HitTraceJSON
/// The indented log a person would have printed with `NSLog` in every override (the seed article's demo),
/// deterministic, for the command line and for tests.
///
///     hitTest      window (UIWindow) at (40, 100)
///     pointInside  window → YES
///       hitTest      root (UIView) at (40, 100)
///     …
///     return       window → redView (a subview took it)
public enum TraceTextLog {
    public static func render(_ t: HitTrace, in h: Hierarchy) -> String {
        var lines: [String] = []
        lines.append("touch at (\(JSONText.number(t.screenPoint.x)), \(JSONText.number(t.screenPoint.y)))")
        // UIKit's own windows left out of this touch's hit-test (6.6), as the JSON's `setAsideWindows` says.
        for w in t.setAsideWindows {
            lines.append("set aside: \(h.displayName(of: w.window)): \(English().setAside(w, in: h))")
        }
        for s in t.steps {
            let indent = String(repeating: "  ", count: Int(s.depth))
            let name = h.displayName(of: Int(s.view))
            switch s.call {
            case .hitTest:
                lines.append("\(indent)hitTest      \(name) (\(h.views[Int(s.view)].className)) at (\(JSONText.number(s.point.x)), \(JSONText.number(s.point.y)))")
            case .pointInside:
                lines.append("\(indent)pointInside  \(name) → \(s.result == 1 ? "YES" : "NO")")
            case .return:
                let result = s.result >= 0 ? h.displayName(of: Int(s.result)) : "nil"
                lines.append("\(indent)return       \(name) → \(result) (\(s.reason?.rawValue ?? ""))")
            }
        }
        lines.append("hit-test view: \(t.hitView.map { h.displayName(of: $0) } ?? "none")")
        lines.append("hitTest order: " + t.hitTestOrder.map { h.displayName(of: $0) }.joined(separator: " -> "))
        let chain = t.responderChain.map { r -> String in
            if let v = r.view, r.kind == .view || r.kind == .window { return h.displayName(of: v) }
            return r.name
        }
        if !chain.isEmpty { lines.append("responder chain: " + chain.joined(separator: " -> ")) }
        for m in t.misses {
            lines.append("why not \(h.displayName(of: m.view)): \(English().miss(m, in: h))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The hit-test log followed by the delivery: one line per timeline entry, then the actions.
    public static func render(_ s: TouchSimulation, in h: Hierarchy) -> String {
        var lines = [render(s.trace, in: h) + "delivery:"]
        for e in s.delivery.timeline {
            let what = e.state.map { "\(e.event.rawValue) \($0.name)" } ?? e.event.rawValue
            let by = e.receivedBy.map { $0 == e.target ? "" : " → \($0)" } ?? ""
            lines.append("  \(time(e.t))  \(e.target) \(what)\(by): \(English().timeline(e.cause, in: h))")
        }
        lines.append("actions: " + (s.delivery.actions.isEmpty ? "none"
            : s.delivery.actions.map { "\($0.source).\($0.event)\($0.value.map(valueText) ?? "") @\(time($0.t))" }.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds as milliseconds, padded so the timeline's columns line up.
    static func time(_ t: Double) -> String {
        let ms = JSONText.number((t * 1000 * 100).rounded() / 100)
        return String(repeating: " ", count: max(0, 6 - ms.count)) + ms + " ms"
    }

}

/// A `.valueChanged`'s value in the text log: ` (isOn false → true)` (rules 3.13–3.16).
private func valueText(_ v: TouchDelivery.ValueChange) -> String {
    func shown(_ n: Double) -> String { v.property == .isOn ? (n != 0 ? "true" : "false") : JSONText.number(n) }
    return " (\(v.property.rawValue) \(shown(v.before)) → \(shown(v.after)))"
}
