/// UIKit's `hitTest:withEvent:` over a `Hierarchy`, as the rule book's §S summarises it, without recursion.
///
/// Each `hitTest` call that has to wait for its subviews is a frame on an explicit stack; a finished call
/// delivers its result to the frame below. Overrides (§7) change what a call does first and what it does
/// with the result.
///
/// `package`, not `public`: it speaks the compact `Int32` indexes (-1 for none) that keep it fast, for the
/// benchmark and the fuzz targets; the public API is `Hierarchy.hitTest(_:)` and `trace(at:)`, with `ViewIndex`.
package struct HitTestEngine {
    struct Frame {
        var view: Int32
        var point: Point
        var depth: Int32
        /// The subview being asked, or -1.
        var child: Int32
        /// 7.4: the subviews are asked before the view's own `pointInside`.
        var subviewsFirst: Bool
    }

    private var stack: [Frame] = []

    package init() {
        stack.reserveCapacity(64)
    }

    /// The window and view that receive a touch at a screen point, with no trace: the fast path. (Not
    /// generic, so that callers in other modules get the engine specialised for recording nothing.)
    package mutating func hitTest(_ h: Hierarchy, at screen: Point) -> (window: Int32, view: Int32)? {
        if !h.hasHitTestOverrides { return h.fastHitTest(at: screen) }
        var none = NoRecorder()
        return hitTest(h, at: screen, recorder: &none)
    }

    /// The window and view that receive a touch at a screen point, or nil when no window takes it.
    package mutating func hitTest<R: HitTestRecorder>(_ h: Hierarchy, at screen: Point, recorder: inout R) -> (window: Int32, view: Int32)? {
        for w in h.windowsFrontToBack {
            let node = h.nodes[Int(w)]
            // Only visible windows take part (6.1); a hidden window's hitTest is never called.
            if node.flags.contains(.hidden) { continue }
            // UIKit's own windows take part only where their input view is (6.6).
            if !h.windowTakesPart(w, at: screen) { continue }
            let result = hitTest(h, window: w, point: node.toLocal.apply(screen), recorder: &recorder)
            if result >= 0 { return (w, result) }
        }
        return nil
    }

    /// `window.hitTest(point)` with the point in the window's coordinates; -1 for nil.
    package mutating func hitTest<R: HitTestRecorder>(_ h: Hierarchy, window: Int32, point: Point, recorder: inout R) -> Int32 {
        stack.removeAll(keepingCapacity: true)
        var entering = true
        var view = window, point = point, depth: Int32 = 0
        var result: Int32 = -1
        while true {
            if entering {
                entering = false
                if let immediate = enter(h, view, point, depth, &recorder) {
                    result = immediate
                } else {
                    // A frame was pushed; ask its front-most subview, or finish when it has none.
                    let top = stack[stack.count - 1]
                    if top.child >= 0 {
                        view = top.child; point = h.nodes[Int(top.child)].toLocal.apply(top.point); depth = top.depth + 1
                        entering = true
                        continue
                    }
                    result = finishWithoutSubviewHit(h, &recorder)
                }
            }
            // Deliver `result` to the frame below.
            guard !stack.isEmpty else { return result }
            let top = stack[stack.count - 1]
            if result >= 0 {
                stack.removeLast()
                result = finish(h, top.view, top.point, top.depth, result, .hitDescendant, &recorder)
                continue
            }
            let next = h.nodes[Int(top.child)].previousSibling
            if next >= 0 {
                stack[stack.count - 1].child = next
                view = next; point = h.nodes[Int(next)].toLocal.apply(top.point); depth = top.depth + 1
                entering = true
                continue
            }
            result = finishWithoutSubviewHit(h, &recorder)
        }
    }

    /// Starts a `hitTest` call. Returns its result when it is decided at once, or nil after pushing a frame
    /// whose subviews must be asked.
    private mutating func enter<R: HitTestRecorder>(_ h: Hierarchy, _ v: Int32, _ p: Point, _ depth: Int32, _ rec: inout R) -> Int32? {
        rec.hitTest(v, depth: depth, point: p)
        let node = h.nodes[Int(v)]
        switch node.hitTestOverride {
        case .none:
            rec.returned(v, depth: depth, point: p, result: -1, reason: .override)
            return -1
        case let .forwardTo(forwarded):
            let target = forwarded.raw
            // The classic forwarding recipe checks nothing but its own pointInside (7.5, 7.6).
            let inside = h.pointInside(Int(v), p)
            rec.pointInside(v, depth: depth, point: p, result: inside)
            rec.returned(v, depth: depth, point: p, result: inside ? target : -1, reason: inside ? .override : .outsideBounds)
            return inside ? target : -1
        case .subviewsOutsideBounds, .selfOnly:
            if let reason = Self.earlyReturn(node, checkEnabled: false) {
                rec.returned(v, depth: depth, point: p, result: -1, reason: reason)
                return -1
            }
        case .default, .passThrough, .forwardSelfTo:
            if let reason = Self.earlyReturn(node, checkEnabled: true) {
                rec.returned(v, depth: depth, point: p, result: -1, reason: reason)
                return -1
            }
        }
        if case .subviewsOutsideBounds = node.hitTestOverride {
            stack.append(Frame(view: v, point: p, depth: depth, child: node.lastChild, subviewsFirst: true))
            return nil
        }
        let inside = h.pointInside(Int(v), p)
        rec.pointInside(v, depth: depth, point: p, result: inside)
        if !inside {
            return finish(h, v, p, depth, -1, .outsideBounds, &rec)
        }
        if case .selfOnly = node.hitTestOverride {
            rec.returned(v, depth: depth, point: p, result: v, reason: .override)
            return v
        }
        stack.append(Frame(view: v, point: p, depth: depth, child: node.lastChild, subviewsFirst: false))
        return nil
    }

    /// No subview returned a view: the top frame's view answers for itself (1.7), after its own
    /// `pointInside` when the subviews came first (7.4).
    private mutating func finishWithoutSubviewHit<R: HitTestRecorder>(_ h: Hierarchy, _ rec: inout R) -> Int32 {
        let top = stack.removeLast()
        if top.subviewsFirst {
            let inside = h.pointInside(Int(top.view), top.point)
            rec.pointInside(top.view, depth: top.depth, point: top.point, result: inside)
            return finish(h, top.view, top.point, top.depth, inside ? top.view : -1, inside ? .hitSelf : .outsideBounds, &rec)
        }
        return finish(h, top.view, top.point, top.depth, top.view, .hitSelf, &rec)
    }

    /// Ends a call: the override may change the result of `super` (7.2, 7.3, 7.5 refined).
    private func finish<R: HitTestRecorder>(_ h: Hierarchy, _ v: Int32, _ p: Point, _ depth: Int32, _ result: Int32,
                                            _ reason: ReturnReason, _ rec: inout R) -> Int32 {
        var result = result, reason = reason
        switch h.nodes[Int(v)].hitTestOverride {
        case .passThrough:
            if result == v || (result >= 0 && h.nodes[Int(v)].flags.contains(.isWindow) && h.rootViewControllerView(ofWindow: v) == result) {
                result = -1
                reason = .override
            }
        case let .forwardSelfTo(target):
            if result == v { result = target.raw; reason = .override }
        default: break
        }
        rec.returned(v, depth: depth, point: p, result: result, reason: reason)
        return result
    }

    /// The checks before `pointInside` (1.1, 1.2, 3.1), first failing reason in the order the trace reports.
    @inline(__always)
    static func earlyReturn(_ node: HitNode, checkEnabled: Bool) -> ReturnReason? {
        let f = node.flags
        if checkEnabled && f.contains(.isControl) && !f.contains(.enabled) { return .disabledControl }
        if f.contains(.hidden) { return .hidden }
        if !f.contains(.userInteractionEnabled) { return .userInteractionDisabled }
        if !f.contains(.alphaHittable) { return .alphaBelowThreshold }
        return nil
    }
}

extension Hierarchy {
    /// The window's root view controller's view: its back-most subview that is a view controller's root view
    /// (UIKit adds the root controller's view first; presented controllers' containers go in front of it).
    func rootViewControllerView(ofWindow w: Int32) -> Int32? {
        var c = nodes[Int(w)].lastChild
        var found: Int32?
        while c >= 0 {
            if extras(of: Int(c)).viewController != nil { found = c }
            c = nodes[Int(c)].previousSibling
        }
        return found
    }

    /// The view a touch at this screen point lands on, with no trace: the fast path.
    public func hitTest(_ screen: Point) -> (window: ViewIndex, view: ViewIndex)? {
        var engine = HitTestEngine()
        return engine.hitTest(self, at: screen).map { (ViewIndex(raw: $0.window), ViewIndex(raw: $0.view)) }
    }
}
