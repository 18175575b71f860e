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

    /// The first cause on the view's path from the window down, with what explaining it needs.
    public enum Cause: Sendable, Equatable {
        /// The view's window is hidden (6.1).
        case windowHidden(window: ViewIndex)
        /// The view itself or its ancestor `by` is hidden (1.1, 1.4).
        case hidden(by: ViewIndex)
        /// The view itself or its ancestor `by` has user interaction off (1.1; 3.8 and 1.4 for an ancestor);
        /// `classDefault`: off because its class is not interactive by default (3.6); `control`: the control the
        /// view is a private part of, which takes the touch there, so the fix is to leave it off (3.11).
        case interactionOff(by: ViewIndex, classDefault: Bool, control: ViewIndex?)
        /// The view itself or its ancestor `by` has alpha below 0.01 as UIKit stores it, a Float (1.3).
        case alphaBelowThreshold(by: ViewIndex, alpha: Double)
        /// The view itself or its ancestor `by` is a disabled control (3.1).
        case disabledControl(by: ViewIndex)
        /// The point is outside the bounds of the view's window (2.6).
        case outsideWindow(ViewIndex)
        /// The ancestor does not contain the point: the touch is on a part of the view that sticks out (2.6, 2.7).
        case outsideAncestor(ViewIndex)
        /// The view's own `pointInside` override says NO here (1.6, 7.1).
        case pointInsideOverride(PointInsideOverride)
        /// `by`, a later sibling of `pathView` (the view or an ancestor), was asked first and returned `took`
        /// (2.1, 2.2); `zOrderAssumed`: the source does not say whether `by` is in front.
        case covered(by: ViewIndex, pathView: ViewIndex, took: ViewIndex, zOrderAssumed: Bool)
        /// The window `window`, at `windowLevel`, is in front of the view's window `own` and took the touch
        /// (6.2); nil when no window took it (`own` was not asked).
        case coveredByWindow(ViewIndex?, windowLevel: Double, own: ViewIndex)
        /// A `hitTest` override sent the touch elsewhere: `by`'s, or the view's own when `by` is nil (§7).
        case hitTestOverride(by: ViewIndex?, HitTestOverride)
    }

    /// A field the explanation rests on that the view's source did not carry: UIKit's default stood in.
    public struct Assumption: Sendable, Equatable {
        public var view: ViewIndex
        public var field: String
    }

    public var view: ViewIndex
    public var cause: Cause
    public var assumption: Assumption?

    /// The cause's reason, for grouping and the trace's `reason`.
    public var reason: Reason {
        switch cause {
        case .windowHidden, .hidden: .hidden
        case .interactionOff: .userInteractionDisabled
        case .alphaBelowThreshold: .alphaBelowThreshold
        case .disabledControl: .disabledControl
        case .outsideWindow, .outsideAncestor: .outsideSuperviewBounds
        case .pointInsideOverride: .pointInsideOverride
        case .covered: .covered
        case .coveredByWindow: .coveredByWindow
        case .hitTestOverride: .hitTestOverride
        }
    }

    /// The view responsible: the view itself, an ancestor, a covering view, or a window; nil for none.
    public var by: ViewIndex? {
        switch cause {
        case let .windowHidden(v), let .hidden(v), let .interactionOff(v, _, _), let .alphaBelowThreshold(v, _),
             let .disabledControl(v), let .outsideWindow(v), let .outsideAncestor(v), let .covered(v, _, _, _):
            v
        case .pointInsideOverride: view
        case let .coveredByWindow(w, _, _): w
        case let .hitTestOverride(by, _): by
        }
    }

    /// `covered`: the source does not say whether `by` is in front (the importer assumed the siblings' order),
    /// so the verdict is "unknown", not "covered".
    public var zOrderAssumed: Bool {
        if case let .covered(_, _, _, assumed) = cause { return assumed }
        return false
    }

    public init(view: ViewIndex, cause: Cause, assumption: Assumption? = nil) {
        self.view = view
        self.cause = cause
        self.assumption = assumption
    }
}

extension Hierarchy {
    /// Every view whose visible area holds the touch point but that is neither the hit-test view nor one of
    /// its ancestors, front-most first, each with the first cause on its path from the window down.
    /// "Visible area": the view's bounds on screen, cut by any ancestor that clips to its bounds.
    ///
    /// Linear in the number of views: the cause found above a view is worked out once, on the way down, and
    /// handed to its subviews, instead of walking up from every view (a 100,000-view chain with a hidden
    /// view halfway down has 50,000 misses).
    public func misses(for trace: HitTrace) -> [Miss] {
        let returned = ReturnedCalls(trace.steps)
        // The hit-test view and its ancestors are no misses. Indexed by depth (0 is the window), so that
        // whether a view is one of them is a single comparison, however deep the hierarchy.
        var hitPath: [Int32] = []
        if let hitView = trace.hitView {
            var v = hitView.raw
            while v >= 0 { hitPath.append(v); v = nodes[Int(v)].parent }
            hitPath.reverse()
        }
        let explainer = MissExplainer(h: self, trace: trace, returned: returned)

        // Depth first in drawing order, back to front: windows by level, then list position (6.2); subviews in
        // array order (2.1). Reversed at the end, that is front-most first. (`stack` pops its last element, so
        // both lists go in front to back, and the back-most comes off first.)
        var candidates: [(view: Int32, above: MissCause?)] = []
        var stack: [(view: Int32, depth: Int, point: Point, above: MissCause?)] = []
        stack.reserveCapacity(windowsFrontToBack.count + 16)
        // A window set aside for this touch (6.6) misses nothing: the trace lists it in `setAsideWindows`.
        for w in windowsFrontToBack where windowTakesPart(w, at: trace.screenPoint) {
            stack.append((w, 0, nodes[Int(w)].toLocal.apply(trace.screenPoint), explainer.windowCause(w)))
        }
        while let (v, depth, p, above) = stack.popLast() {
            let node = nodes[Int(v)]
            let inside = node.bounds.contains(p)
            let onHitPath = depth < hitPath.count && hitPath[depth] == v
            if inside && !onHitPath { candidates.append((v, above)) }
            if node.flags.contains(.clipsToBounds) && !inside { continue }
            var c = node.lastChild
            while c >= 0 {
                let child = nodes[Int(c)]
                stack.append((c, depth + 1, child.toLocal.apply(p), above ?? explainer.entryCause(c, parent: v)))
                c = child.previousSibling
            }
        }
        return candidates.reversed().map { explainer.miss(of: $0.view, above: $0.above) }
    }
}

/// What each view's `hitTest` returned in a trace (its first `return` step), by view: the calls sorted by
/// view and found by binary search. A trace has few calls, and the misses walk asks about every view it
/// passes: hashing each question into a dictionary cost more than the walk.
struct ReturnedCalls {
    private var calls: [(view: Int32, result: Int32, reason: ReturnReason)] = []

    init(_ steps: [HitTestStep]) {
        // Sorted as one number per call, the view above the step's index: by view, the first call first.
        var keys: [UInt64] = []
        for (i, s) in steps.enumerated() where s.call == .return { keys.append(UInt64(UInt32(s.view)) << 32 | UInt64(i)) }
        keys.sort()
        calls.reserveCapacity(keys.count)
        for key in keys {
            let s = steps[Int(key & 0xFFFF_FFFF)]
            if calls.last?.view != s.view { calls.append((s.view, s.result, s.reason ?? .hitSelf)) }
        }
    }

    subscript(view: Int32) -> (result: Int32, reason: ReturnReason)? {
        var low = 0, high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if calls[mid].view < view { low = mid + 1 } else { high = mid }
        }
        guard low < calls.count, calls[low].view == view else { return nil }
        return (calls[low].result, calls[low].reason)
    }
}

/// What keeps a touch from everything below some view on the path from the window down.
enum MissCause {
    /// The view's window is hidden (6.1).
    case windowHidden(Int32)
    /// The view's window was never asked: a window in front took the touch (6.2).
    case windowCovered(Int32)
    /// An ancestor returned nil without asking the next view on the path, for this reason.
    case returnedNil(Int32, ReturnReason)
    /// The next view on the path was not asked because `by`, in front of it (`pathView`), took the touch.
    case covered(by: Int32, pathView: Int32, took: Int32)
    /// An ancestor's `hitTest` override did not ask the next view on the path.
    case override(Int32)
}

/// Finds the first cause on a view's path from the window down, one link at a time.
struct MissExplainer {
    let h: Hierarchy
    let trace: HitTrace
    let returned: ReturnedCalls

    /// A window that was never asked.
    func windowCause(_ w: Int32) -> MissCause? {
        guard returned[w] == nil else { return nil }
        return h.nodes[Int(w)].flags.contains(.hidden) ? .windowHidden(w) : .windowCovered(w)
    }

    /// Why the path stops between `parent` (which was asked, as nothing above stopped it) and its subview `c`,
    /// or nil when it goes on.
    func entryCause(_ c: Int32, parent p: Int32) -> MissCause? {
        guard returned[c] == nil else {
            // `c` was asked. A parent that still returned nil (a pass-through container that ran super, 7.2; a
            // container that searched its subviews first, 7.4) did so because `c` did: look further down.
            return nil
        }
        if let call = returned[p], call.result < 0 { return .returnedNil(p, call.reason) }
        switch h.nodes[Int(p)].hitTestOverride {
        case .selfOnly, .forwardTo, .none: return .override(p)
        default: break
        }
        // A sibling in front of `c` was asked first and returned a view (2.1, 2.2).
        var s = h.nodes[Int(p)].lastChild
        while s >= 0 && s != c {
            if let r = returned[s], r.result >= 0 { return .covered(by: s, pathView: c, took: r.result) }
            s = h.nodes[Int(s)].previousSibling
        }
        return .override(p)
    }

    func miss(of v: Int32, above: MissCause?) -> Miss {
        switch above {
        case let .windowHidden(w)?: return hidden(v, by: w)
        case let .windowCovered(own)?:
            let w = trace.window.raw
            return Miss(view: ViewIndex(raw: v), cause: .coveredByWindow(trace.window, windowLevel: w >= 0 ? h.extras(of: Int(w)).windowLevel : 0,
                                                                        own: ViewIndex(raw: own)))
        case let .returnedNil(node, reason)?: return nilMiss(v, node, reason)
        case let .covered(s, pathView, took)?:
            let interaction = assumption(took, "userInteractionEnabled") ?? assumption(s, "userInteractionEnabled")
            return Miss(view: ViewIndex(raw: v), cause: .covered(by: ViewIndex(raw: s), pathView: ViewIndex(raw: pathView), took: ViewIndex(raw: took),
                                                                 zOrderAssumed: h.siblingOrderAssumed(s)), assumption: interaction)
        case let .override(p)?: return override(v, by: p)
        case nil: break
        }
        // Nothing above stopped the touch, so `v` was asked.
        guard let call = returned[v] else { return override(v, by: -1) }
        if call.result < 0 { return nilMiss(v, v, call.reason) }
        // The view answered with a view, but the touch went elsewhere: its override answered with another
        // view, or an ancestor's override replaced the answer on the way up.
        if call.reason == .override { return override(v, by: v) }
        var child = v
        for a in h.ancestry(of: Int(v)).dropFirst().map(Int32.init) {
            if let r = returned[a], r.result != returned[child]?.result { return override(v, by: a) }
            child = a
        }
        return override(v, by: -1)
    }

    /// `node` (the view itself or an ancestor) returned nil for `reason`.
    private func nilMiss(_ v: Int32, _ node: Int32, _ reason: ReturnReason) -> Miss {
        let miss = { (cause: Miss.Cause, field: String?) in
            Miss(view: ViewIndex(raw: v), cause: cause, assumption: field.flatMap { assumption(node, $0) })
        }
        let by = ViewIndex(raw: node)
        switch reason {
        case .hidden: return hidden(v, by: node)
        case .userInteractionDisabled:
            let own = node == v ? h.owningControl(of: Int(v)).flatMap { $0 == Int(v) ? nil : ViewIndex($0) } : nil
            let classDefault = !UIKitClass.interactiveByDefault(h.views[Int(node)].behavior)
            return miss(.interactionOff(by: by, classDefault: classDefault, control: own), "userInteractionEnabled")
        case .alphaBelowThreshold: return miss(.alphaBelowThreshold(by: by, alpha: h.extras(of: Int(node)).alpha), "alpha")
        case .disabledControl: return miss(.disabledControl(by: by), "enabled")
        case .outsideBounds:
            if node == v { return miss(.pointInsideOverride(h.extras(of: Int(v)).pointInside), nil) }
            return miss(h.nodes[Int(node)].parent < 0 ? .outsideWindow(by) : .outsideAncestor(by), nil)
        case .override, .hitSelf, .hitDescendant: return override(v, by: node)
        }
    }

    /// `by` (the view itself, or an ancestor) is hidden; a hidden window takes no part in hit-testing (6.1).
    private func hidden(_ v: Int32, by: Int32) -> Miss {
        if h.nodes[Int(by)].parent < 0 && by != v { return Miss(view: ViewIndex(raw: v), cause: .windowHidden(window: ViewIndex(raw: by))) }
        return Miss(view: ViewIndex(raw: v), cause: .hidden(by: ViewIndex(raw: by)), assumption: assumption(by, "hidden"))
    }

    /// A `hitTest` override of `by` (-1: the view's own, while no single view's override is to blame).
    private func override(_ v: Int32, by: Int32) -> Miss {
        let described = by >= 0 ? by : v
        let o = h.nodes[Int(described)].hitTestOverride
        var assumed: Miss.Assumption?
        if case .passThrough = o { assumed = assumption(described, "hitTest") }
        return Miss(view: ViewIndex(raw: v), cause: .hitTestOverride(by: ViewIndex.from(by), o), assumption: assumed)
    }

    /// The field of `v` when its source did not carry it.
    private func assumption(_ v: Int32, _ field: String) -> Miss.Assumption? {
        guard v >= 0, h.extras(of: Int(v)).assumed.contains(field) else { return nil }
        return Miss.Assumption(view: ViewIndex(raw: v), field: field)
    }
}
