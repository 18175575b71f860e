@testable import HitTestKit
import TestSupport

/// Helpers for literal trace expectations: every call of a trace, one short line each, so that a test can
/// compare the whole call order against a literal array.
extension Fixtures {
    /// A one-window hierarchy: a 400×400 window `window` (screen = window coordinates) holding `subviews`.
    static func window(_ subviews: String, windowFields: String = "") throws -> Hierarchy {
        try hierarchy("""
        {"root": {"id": "window", "frame": [0, 0, 400, 400]\(windowFields.isEmpty ? "" : ", " + windowFields),
                  "subviews": [\(subviews)]}}
        """)
    }
}

extension Hierarchy {
    /// The trace at a screen point.
    func trace(_ x: Double, _ y: Double) -> HitTrace { trace(at: Point(x: x, y: y)) }

    /// The trace at a screen point with its misses' blockers worked out, as a simulation's trace has them: what
    /// the trace's JSON writes.
    func explained(_ x: Double, _ y: Double) -> HitTrace { explainingMisses(trace(at: Point(x: x, y: y))) }

    /// Every call in order: `hitTest v`, `pointInside v YES|NO`, `return v → r (reason)` (r is `nil` for nil).
    func calls(_ x: Double, _ y: Double) -> [String] {
        trace(x, y).steps.map { s in
            let v = id(Int(s.view))
            switch s.call {
            case .hitTest: return "hitTest \(v)"
            case .pointInside: return "pointInside \(v) \(s.result == 1 ? "YES" : "NO")"
            case .return:
                return "return \(v) → \(s.result >= 0 ? id(Int(s.result)) : "nil") (\(s.reason?.rawValue ?? "?"))"
            }
        }
    }

    /// The point each view's `hitTest` received, in that view's own bounds space.
    func hitTestPoint(of viewID: String, _ x: Double, _ y: Double) -> Point? {
        guard let v = index(of: viewID) else { return nil }
        return trace(x, y).steps.first { $0.call == .hitTest && $0.view == v.raw }?.point
    }

    /// The responder chain from the hit-test view, each link as its view id or its class name.
    func chain(_ x: Double, _ y: Double) -> [String] {
        trace(x, y).responderChain.map { r in
            if let v = r.view, r.kind == .view || r.kind == .window { return id(v) }
            return r.name
        }
    }

    /// The ids of the views the trace lists as misses, front-most first.
    func missIDs(_ x: Double, _ y: Double) -> [String] { trace(x, y).misses.map { id($0.view) } }
}
