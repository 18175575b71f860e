/// The trace-free hit test for hierarchies without `hitTest` overrides: the same rules as `HitTestEngine`
/// (1.1–1.7, 2.1–2.4, 3.1, 6.1, 6.2), walked through raw pointers.
///
/// Without overrides a result never changes on its way up (no view turns its subview's answer into another),
/// so the first view that answers is the answer, and the walk needs only a stack of (view, point, subview
/// being asked). A test compares it with the general engine point by point.
extension Hierarchy {
    struct FastFrame {
        var view: Int32
        var child: Int32
        var point: Point
    }

    func fastHitTest(at screen: Point) -> (window: Int32, view: Int32)? {
        nodes.withUnsafeBufferPointer { n in
            withUnsafeTemporaryAllocation(of: FastFrame.self, capacity: maxViewDepth + 1) { stack in
                for w in windowsFrontToBack where !n[Int(w)].flags.contains(.hidden) && windowTakesPart(w, at: screen) {
                    let v = fastHitTest(n, stack, window: w, point: n[Int(w)].toLocal.apply(screen))
                    if v >= 0 { return (w, v) }
                }
                return nil
            }
        }
    }

    @inline(__always)
    func fastHitTest(_ n: UnsafeBufferPointer<HitNode>, _ stack: UnsafeMutableBufferPointer<FastFrame>,
                             window: Int32, point: Point) -> Int32 {
        var sp = 0
        var v = window
        var q = point
        while true {
            // Enter v: the early returns, then pointInside (1.1, 3.1, 1.5).
            let f = n[Int(v)].flags
            let passes = f.contains([.userInteractionEnabled, .alphaHittable]) && !f.contains(.hidden)
                && !(f.contains(.isControl) && !f.contains(.enabled))
            if passes && pointInside(n, Int(v), q) {
                let last = n[Int(v)].lastChild
                if last < 0 { return v }
                stack[sp] = FastFrame(view: v, child: last, point: q)
                sp += 1
                v = last
                q = n[Int(last)].toLocal.apply(q)
                continue
            }
            // v answered nil: ask the next subview back of the frame on top, or let that frame answer itself.
            while true {
                if sp == 0 { return -1 }
                let next = n[Int(stack[sp - 1].child)].previousSibling
                if next >= 0 {
                    stack[sp - 1].child = next
                    v = next
                    q = n[Int(next)].toLocal.apply(stack[sp - 1].point)
                    break
                }
                return stack[sp - 1].view
            }
        }
    }

    @inline(__always)
    private func pointInside(_ n: UnsafeBufferPointer<HitNode>, _ v: Int, _ p: Point) -> Bool {
        switch n[v].pointInsideMode {
        case .bounds: return n[v].bounds.contains(p)
        case .never: return false
        case .always: return true
        case .grown: return hitArea(of: v).contains(p)
        }
    }
}
