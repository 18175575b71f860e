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

    public var view: ViewIndex
    public var reason: Reason
    /// The view responsible: the view itself, an ancestor, a covering view, or a window; nil for none.
    public var by: ViewIndex?
    public var message: String
    /// `covered`: the source does not say whether `by` is in front (the importer assumed the siblings' order),
    /// so the verdict is "unknown", not "covered".
    public var zOrderAssumed = false

    /// From the engine's compact indexes (-1 for none).
    init(view: Int32, reason: Reason, by: Int32, message: String) {
        self.init(view: ViewIndex(raw: view), reason: reason, by: ViewIndex.from(by), message: message)
    }

    init(view: ViewIndex, reason: Reason, by: ViewIndex?, message: String) {
        self.view = view
        self.reason = reason
        self.by = by
        self.message = message
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
    public func misses(for trace: HitTrace, lang: SentenceLanguage = .en) -> [Miss] {
        let returned = ReturnedCalls(trace.steps)
        // The hit-test view and its ancestors are no misses. Indexed by depth (0 is the window), so that
        // whether a view is one of them is a single comparison, however deep the hierarchy.
        var hitPath: [Int32] = []
        if let hitView = trace.hitView {
            var v = hitView.raw
            while v >= 0 { hitPath.append(v); v = nodes[Int(v)].parent }
            hitPath.reverse()
        }
        let explainer = MissExplainer(h: self, trace: trace, returned: returned, lang: lang)

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
    let lang: SentenceLanguage

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
        let text = MissText(h: h, view: v, lang: lang)
        switch above {
        case let .windowHidden(w)?: return Miss(view: v, reason: .hidden, by: w, message: text.hidden(by: w))
        case let .windowCovered(own)?:
            return Miss(view: v, reason: .coveredByWindow, by: trace.window.raw, message: text.coveredByWindow(trace.window.raw, own: own))
        case let .returnedNil(node, reason)?: return nilMiss(v, node, reason, text)
        case let .covered(s, pathView, took)?:
            var m = Miss(view: v, reason: .covered, by: s, message: text.covered(by: s, pathView: pathView, took: took))
            m.zOrderAssumed = h.siblingOrderAssumed(s)
            return m
        case let .override(p)?: return Miss(view: v, reason: .hitTestOverride, by: p, message: text.override(by: p))
        case nil: break
        }
        // Nothing above stopped the touch, so `v` was asked.
        guard let call = returned[v] else { return Miss(view: v, reason: .hitTestOverride, by: -1, message: text.override(by: v)) }
        if call.result < 0 { return nilMiss(v, v, call.reason, text) }
        // The view answered with a view, but the touch went elsewhere: its override answered with another
        // view, or an ancestor's override replaced the answer on the way up.
        if call.reason == .override { return Miss(view: v, reason: .hitTestOverride, by: v, message: text.override(by: v)) }
        var child = v
        for a in h.ancestry(of: Int(v)).dropFirst().map(Int32.init) {
            if let r = returned[a], r.result != returned[child]?.result {
                return Miss(view: v, reason: .hitTestOverride, by: a, message: text.override(by: a))
            }
            child = a
        }
        return Miss(view: v, reason: .hitTestOverride, by: -1, message: text.override(by: v))
    }

    /// `node` (the view itself or an ancestor) returned nil for `reason`.
    private func nilMiss(_ v: Int32, _ node: Int32, _ reason: ReturnReason, _ text: MissText) -> Miss {
        switch reason {
        case .hidden: return Miss(view: v, reason: .hidden, by: node, message: text.hidden(by: node))
        case .userInteractionDisabled:
            return Miss(view: v, reason: .userInteractionDisabled, by: node, message: text.interactionOff(by: node))
        case .alphaBelowThreshold: return Miss(view: v, reason: .alphaBelowThreshold, by: node, message: text.alpha(by: node))
        case .disabledControl: return Miss(view: v, reason: .disabledControl, by: node, message: text.disabled(by: node))
        case .outsideBounds:
            if node == v { return Miss(view: v, reason: .pointInsideOverride, by: node, message: text.pointInsideSaysNo()) }
            return Miss(view: v, reason: .outsideSuperviewBounds, by: node, message: text.outside(ancestor: node))
        case .override, .hitSelf, .hitDescendant:
            return Miss(view: v, reason: .hitTestOverride, by: node, message: text.override(by: node))
        }
    }
}
