/// A view whose area contains the touch point but that did not get the touch, and why.
public struct Miss: Sendable, Equatable {
    public enum Reason: String, Sendable {
        /// The view, or the ancestor `by`, is hidden (1.1, 1.4).
        case hidden
        /// The view, or the ancestor `by`, has user interaction off (1.1, 3.6, 3.8).
        case userInteractionDisabled
        /// The view, or the ancestor `by`, has alpha below 0.01 as UIKit stores it (1.3).
        case alphaBelowThreshold
        /// The view, or the ancestor `by`, is a disabled control (3.1).
        case disabledControl
        /// The ancestor `by` does not contain the point: the view sticks out of it (2.6, 2.7).
        case outsideSuperviewBounds
        /// The view's own `pointInside` override says NO here (7.1).
        case pointInsideOverride
        /// A `hitTest` override of the view or of the ancestor `by` decided otherwise (§7).
        case hitTestOverride
        /// `by`, in front of the view or of one of its ancestors, was asked first and took the touch (2.1, 2.2).
        case covered
        /// The window `by` is in front of the view's window and took the touch (6.2).
        case coveredByWindow
    }

    public var view: Int32
    public var reason: Reason
    /// The view responsible: the view itself, an ancestor, a covering view, or a window; -1 for none.
    public var by: Int32
    public var message: String
}

extension Hierarchy {
    /// Every view whose visible area holds the touch point but that is neither the hit-test view nor one of
    /// its ancestors, front-most first, each with the first cause on its path from the window down.
    /// "Visible area": the view's bounds on screen, cut by any ancestor that clips to its bounds.
    public func misses(for trace: HitTrace) -> [Miss] {
        var returned: [Int32: (result: Int32, reason: ReturnReason)] = [:]
        for step in trace.steps where step.call == .return && returned[step.view] == nil {
            returned[step.view] = (step.result, step.reason ?? .hitSelf)
        }
        var excluded = Set<Int32>()
        if trace.hitView >= 0 { for a in ancestry(of: Int(trace.hitView)) { excluded.insert(Int32(a)) } }

        // Depth first in drawing order, back to front: windows by level, then list position (6.2); subviews in
        // array order (2.1). Reversed at the end, that is front-most first. (`stack` pops its last element, so
        // both lists go in front to back, and the back-most comes off first.)
        var candidates: [Int32] = []
        var stack: [(view: Int32, point: Point)] = windowsFrontToBack.map { ($0, nodes[Int($0)].toLocal.apply(trace.screenPoint)) }
        while let (v, p) = stack.popLast() {
            let node = nodes[Int(v)]
            let inside = views[Int(v)].bounds.contains(p)
            if inside && !excluded.contains(v) { candidates.append(v) }
            if node.flags.contains(.clipsToBounds) && !inside { continue }
            var c = node.lastChild
            var children: [(Int32, Point)] = []
            while c >= 0 { children.append((c, nodes[Int(c)].toLocal.apply(p))); c = nodes[Int(c)].previousSibling }
            stack.append(contentsOf: children)
        }
        return candidates.reversed().map { explainMiss(of: $0, trace: trace, returned: returned) }
    }

    private func explainMiss(of v: Int32, trace: HitTrace, returned: [Int32: (result: Int32, reason: ReturnReason)]) -> Miss {
        let path = ancestry(of: Int(v)).reversed().map(Int32.init)
        let window = path[0]
        let text = MissText(h: self, view: v)
        if returned[window] == nil {
            if nodes[Int(window)].flags.contains(.hidden) {
                return Miss(view: v, reason: .hidden, by: window, message: text.hidden(by: window))
            }
            return Miss(view: v, reason: .coveredByWindow, by: trace.window, message: text.coveredByWindow(trace.window, own: window))
        }
        for (i, node) in path.enumerated() {
            guard let call = returned[node] else {
                let parent = path[i - 1]
                switch nodes[Int(parent)].hitTestOverride {
                case .selfOnly, .forwardTo, .none:
                    return Miss(view: v, reason: .hitTestOverride, by: parent, message: text.override(by: parent))
                default: break
                }
                // A sibling in front of this path's view was asked first and returned a view.
                var s = nodes[Int(parent)].lastChild
                while s >= 0 && s != node {
                    if let r = returned[s], r.result >= 0 {
                        return Miss(view: v, reason: .covered, by: s, message: text.covered(by: s, pathView: node, took: r.result))
                    }
                    s = nodes[Int(s)].previousSibling
                }
                return Miss(view: v, reason: .hitTestOverride, by: parent, message: text.override(by: parent))
            }
            if call.result < 0 {
                // An ancestor that asked the next view on the path returned nil because that view did (a
                // pass-through container ran super, 7.2; a container searched its subviews first, 7.4): the
                // cause lies further down.
                if node != v, returned[path[i + 1]] != nil { continue }
                switch call.reason {
                case .hidden: return Miss(view: v, reason: .hidden, by: node, message: text.hidden(by: node))
                case .userInteractionDisabled:
                    return Miss(view: v, reason: .userInteractionDisabled, by: node, message: text.interactionOff(by: node))
                case .alphaBelowThreshold:
                    return Miss(view: v, reason: .alphaBelowThreshold, by: node, message: text.alpha(by: node))
                case .disabledControl:
                    return Miss(view: v, reason: .disabledControl, by: node, message: text.disabled(by: node))
                case .outsideBounds:
                    if node == v {
                        return Miss(view: v, reason: .pointInsideOverride, by: node, message: text.pointInsideSaysNo())
                    }
                    return Miss(view: v, reason: .outsideSuperviewBounds, by: node, message: text.outside(ancestor: node))
                case .override, .hitSelf, .hitDescendant:
                    return Miss(view: v, reason: .hitTestOverride, by: node, message: text.override(by: node))
                }
            }
            if node == v {
                // The view answered with a view, but the touch went elsewhere: its override answered with
                // another view, or an ancestor's override replaced the answer on the way up.
                if call.reason == .override { return Miss(view: v, reason: .hitTestOverride, by: v, message: text.override(by: v)) }
                var child = v
                for a in path.reversed().dropFirst() {
                    if let r = returned[a], r.result != returned[child]?.result {
                        return Miss(view: v, reason: .hitTestOverride, by: a, message: text.override(by: a))
                    }
                    child = a
                }
                return Miss(view: v, reason: .hitTestOverride, by: -1, message: text.override(by: v))
            }
        }
        return Miss(view: v, reason: .hitTestOverride, by: -1, message: text.override(by: v))
    }
}
