/// One reason a view did not get the touch, as data: what kind of reason, the view responsible, its rules,
/// and the numbers behind it. `Hierarchy.blockers(of:at:)` lists every one on a view's way, not only the first
///: removing one blocker is no fix while another is left.
public struct Blocker: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The view's window is hidden (6.1).
        case windowHidden
        /// A window in front of the view's window takes the touch at this point (6.2).
        case coveredByWindow
        /// A later sibling of the view or of one of its ancestors (`pathView`) takes the touch first (2.1, 2.2).
        case covered
        /// The view itself or an ancestor is hidden (1.1, 1.4).
        case hidden
        /// The view itself or an ancestor has user interaction off (1.1, 3.6, 3.8).
        case userInteractionDisabled
        /// The view itself or an ancestor has alpha below 0.01 as UIKit stores it (1.3).
        case alphaBelowThreshold
        /// The view itself or an ancestor is a disabled control (3.1).
        case disabledControl
        /// An ancestor does not contain the point: the touch lands on a part of the view that sticks out (2.6, 2.7).
        case outsideAncestor
        /// The point is outside the view's own bounds: it is not under the finger at all (1.5, 1.6).
        case outsideBounds
        /// The view's bounds hold the point but its `pointInside` override says NO (7.1, 1.6).
        case pointInsideOverride
        /// A `hitTest` override of the view or an ancestor returns something else (§7).
        case hitTestOverride
        // Past the hit-test: the view is (or holds) the hit-test view, but its action did not fire. `taker`
        // holds who took the touch, with its numbers (the receipt's taker, 4.7–4.19, 5.3–5.6).
        /// A recognizer recognized (or began) first: the threshold it crossed, and when.
        case recognizerTookTouch
        /// A recognizer recognized and, with `cancelsTouchesInView`, cancelled the view's touch (4.11).
        case cancelsTouchesInView
        /// The scroll view held touchesBegan for its delay, then its pan began: the touch was thrown away (5.3).
        case scrollViewDelay
        /// A recognizer with `delaysTouchesBegan` held touchesBegan and recognized (4.12).
        case delaysTouchesBegan
        /// The scroll view's pan began and cancelled the content's touch (5.5, 5.6).
        case scrollViewCancelled
        /// A control vetoed the view's recognizer (`gestureRecognizerShouldBegin` NO, 4.19).
        case controlVeto
        /// The view's recognizer waited for another to fail, which did not (4.17).
        case waitedForFailure
        /// A delegate said no: `gestureRecognizerShouldBegin` (4.18) or `gestureRecognizer(_:shouldReceive:)` (4.2).
        case delegateSaidNo
        /// The view heard the whole touch, but its action never fired (a lift outside the control, 3.4).
        case actionNeverFired

        /// The kinds that say what happened past the hit-test (the view got the touch's hit-test).
        public var isPastHitTest: Bool {
            switch self {
            case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
                 .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired: true
            default: false
            }
        }
    }

    public var kind: Kind
    /// The view responsible: the view itself, an ancestor, the covering view, or a window.
    public var view: ViewIndex
    /// The rule numbers of docs/UIKIT-RULES.md, the main one first.
    public var rules: [String]
    /// The view on the missed view's path that the blocker acts on: for `covered`, the view it is in front
    /// of (the missed view or one of its ancestors); otherwise `view`.
    public var pathView: ViewIndex
    /// `covered`, `coveredByWindow`: what the cover's `hitTest` returns (it or one of its subviews).
    public var took: ViewIndex?
    /// `alphaBelowThreshold`: the alpha as given.
    public var alpha: Double?
    /// `coveredByWindow`: the cover window's level and the view's window's level.
    public var windowLevel: Double?
    public var ownWindowLevel: Double?
    /// `outsideAncestor`, `outsideBounds`, `pointInsideOverride`: the touch in `view`'s bounds space, the
    /// area there that would accept it, how far the point is from that area, and the nearest point of it.
    public var point: Point?
    public var area: Rect?
    public var distance: Double?
    public var nearestPoint: Point?
    /// `outsideAncestor`: the missed view's box in the ancestor's bounds space, and by how much it sticks out
    /// of the ancestor's bounds on each side (0 where it does not).
    public var viewBox: Rect?
    public var sticksOut: Insets?
    /// `hitTestOverride`: the override, and the view it answers with, if any.
    public var override: HitTestOverride?
    public var overrideTarget: ViewIndex?
    /// `covered`: the source does not say whether `view` is in front of `pathView` (the siblings' order was
    /// assumed by an importer), so whether it blocks is unknown.
    public var zOrderAssumed = false
    /// Past the hit-test: who took the touch, as the receipt says it (recognizer, threshold, time, delay…).
    public var taker: Receipt.Taker?

    public var rule: String { rules.first ?? "" }

    public struct Insets: Sendable, Equatable {
        public var top, left, bottom, right: Double
    }

    init(_ kind: Kind, _ view: Int32, _ rules: [String], pathView: Int32? = nil) {
        self.kind = kind
        self.view = ViewIndex(raw: view)
        self.rules = rules
        self.pathView = ViewIndex(raw: pathView ?? view)
    }
}

extension Rect {
    /// The point of the rectangle nearest to `p`, a little inside its max edges (which are exclusive, 0.3).
    func nearestPoint(to p: Point) -> Point {
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
            if v >= lo && v < hi { return v }
            return v < lo ? lo : max(lo, hi - 0.5)
        }
        return Point(x: clamp(p.x, minX, maxX), y: clamp(p.y, minY, maxY))
    }

    func distance(to p: Point) -> Double {
        if contains(p) { return 0 }
        let dx = p.x - min(max(p.x, minX), maxX), dy = p.y - min(max(p.y, minY), maxY)
        return hypotenuse(dx, dy)
    }
}

extension Hierarchy {
    /// A point in `view`'s bounds space back in its superview's (the inverse of `toLocal`).
    func toSuperview(_ view: Int, _ p: Point) -> Point {
        nodes[view].toLocal.inverted?.apply(p) ?? p
    }

    /// The view's bounds as a box in `ancestor`'s bounds space.
    func box(of view: Int, in ancestor: Int) -> Rect {
        let b = nodes[view].bounds
        var corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
        var v = view
        while v != ancestor && v >= 0 {
            corners = corners.map { toSuperview(v, $0) }
            v = Int(nodes[v].parent)
        }
        return Rect.bounding(corners)
    }

    /// Every reason `view` does not get a touch at a screen point, in the order UIKit meets them from the
    /// front-most window down to the view: windows in front, then at each level the later siblings in front
    /// of the path (2.1), the path view's own checks (1.1, 3.1), its `pointInside` (1.6), its `hitTest`
    /// override (§7). Empty when nothing stands in the way (the view, or one of its subviews, gets the touch).
    ///
    /// - Parameter takes: a cache of "does this subtree take the touch" answers, shared between the views of
    ///   one touch (the same cover is asked about for every view behind it).
    package func blockers(of view: Int, at screen: Point) -> [Blocker] {
        var cache = CoverCache()
        return blockers(of: view, at: screen, cache: &cache)
    }

    struct CoverCache {
        var answers: [Int32: Int32] = [:]
        /// By superview: its subviews that take the touch, front-most first, with what they answer. Asked
        /// once per superview, however many views behind them are explained.
        var takers: [Int32: [(view: Int32, took: Int32)]] = [:]
        var engine = HitTestEngine()
    }

    /// At most this many covering views are listed per level (the front-most ones).
    static let maxCoversPerLevel = 32

    /// The subviews of `parent` in front of its subview `child` that take the touch, front-most first.
    func covers(of child: Int32, in parent: Int32, pointInParent p: Point, cache: inout CoverCache) -> [(view: Int32, took: Int32)] {
        if cache.takers[parent] == nil {
            var list: [(view: Int32, took: Int32)] = []
            var s = nodes[Int(parent)].lastChild
            while s >= 0 {
                let took = subtreeAnswer(s, pointInSuperview: p, cache: &cache)
                if took >= 0 { list.append((s, took)) }
                s = nodes[Int(s)].previousSibling
            }
            cache.takers[parent] = list
        }
        // Pre-order numbering: a later sibling has a larger index.
        return Array((cache.takers[parent] ?? []).prefix { $0.view > child }.prefix(Self.maxCoversPerLevel))
    }

    /// What the subtree of `view` returns for a point in its superview's space (screen for a window), -1 for nil.
    func subtreeAnswer(_ view: Int32, pointInSuperview p: Point, cache: inout CoverCache) -> Int32 {
        if let known = cache.answers[view] { return known }
        var none = NoRecorder()
        let local = nodes[Int(view)].toLocal.apply(p)
        let answer = cache.engine.hitTest(self, window: view, point: local, recorder: &none)
        cache.answers[view] = answer
        return answer
    }

    func blockers(of view: Int, at screen: Point, cache: inout CoverCache) -> [Blocker] {
        let path = ancestry(of: view).reversed().map(Int32.init)  // window first
        let window = path[0]
        var result: [Blocker] = []
        let ownLevel = extras(of: Int(window)).windowLevel

        // Windows (6.1, 6.2).
        if nodes[Int(window)].flags.contains(.hidden) {
            result.append(Blocker(.windowHidden, window, ["6.1"]))
        }
        for w in windowsFrontToBack {
            if w == window { break }
            if nodes[Int(w)].flags.contains(.hidden) || !windowTakesPart(w, at: screen) { continue }
            let took = subtreeAnswer(w, pointInSuperview: screen, cache: &cache)
            if took >= 0 {
                var b = Blocker(.coveredByWindow, w, ["6.2"], pathView: window)
                b.took = ViewIndex.from(took)
                b.windowLevel = extras(of: Int(w)).windowLevel
                b.ownWindowLevel = ownLevel
                result.append(b)
            }
        }

        var p = nodes[Int(window)].toLocal.apply(screen)
        var pointInParent = screen
        for (i, v) in path.enumerated() {
            let node = nodes[Int(v)]
            let isTarget = i == path.count - 1
            if i > 0 {
                // Later siblings, front-most first, each asked before `v` (2.1, 2.2).
                for (s, took) in covers(of: v, in: node.parent, pointInParent: pointInParent, cache: &cache) {
                    var b = Blocker(.covered, s, ["2.1", "2.2"], pathView: v)
                    b.took = ViewIndex.from(took)
                    b.zOrderAssumed = siblingOrderAssumed(s)
                    result.append(b)
                }
            }
            let ancestorRules = isTarget ? [] : ["1.4"]
            let o = node.hitTestOverride
            let checksRun: Bool = { if case .forwardTo = o { return false } else { return true } }()
            if checksRun {
                if node.flags.contains(.hidden) && i > 0 { result.append(Blocker(.hidden, v, ["1.1"] + ancestorRules)) }
                if !node.flags.contains(.userInteractionEnabled) {
                    var rules = ["1.1"]
                    if !UIKitClass.interactiveByDefault(views[Int(v)].behavior) { rules.append("3.6") }
                    if !isTarget { rules += ["3.8", "1.4"] }
                    result.append(Blocker(.userInteractionDisabled, v, rules))
                }
                if !node.flags.contains(.alphaHittable) {
                    var b = Blocker(.alphaBelowThreshold, v, ["1.3"] + ancestorRules)
                    b.alpha = extras(of: Int(v)).alpha
                    result.append(b)
                }
                if node.flags.contains(.isControl) && !node.flags.contains(.enabled) {
                    result.append(Blocker(.disabledControl, v, ["3.1"] + ancestorRules))
                }
            }
            // pointInside: skipped by an ancestor that searches its subviews first (7.4) or forwards (7.5).
            let boundsChecked: Bool = {
                switch o {
                case .subviewsOutsideBounds: return isTarget
                case .forwardTo: return isTarget
                default: return true
                }
            }()
            if boundsChecked && !pointInside(Int(v), p) {
                let grown = node.pointInsideMode == .grown ? hitArea(of: Int(v)) : node.bounds
                var b: Blocker
                if isTarget {
                    let saysNo = node.bounds.contains(p)
                    b = Blocker(saysNo ? .pointInsideOverride : .outsideBounds, v, saysNo ? ["7.1", "1.6"] : ["1.5", "1.6"])
                } else {
                    b = Blocker(.outsideAncestor, v, i == 0 ? ["2.6"] : ["2.6", "2.7"])
                    let box = self.box(of: view, in: Int(v))
                    b.viewBox = box
                    let bounds = node.bounds
                    b.sticksOut = Blocker.Insets(top: max(0, bounds.minY - box.minY), left: max(0, bounds.minX - box.minX),
                                                 bottom: max(0, box.maxY - bounds.maxY), right: max(0, box.maxX - bounds.maxX))
                }
                b.point = p
                if node.pointInsideMode != .never {
                    b.area = grown
                    b.distance = grown.distance(to: p)
                    b.nearestPoint = grown.nearestPoint(to: p)
                }
                result.append(b)
            }
            // hitTest overrides that answer something other than the path (§7).
            switch o {
            case .none:
                var b = Blocker(.hitTestOverride, v, ["7.6"]); b.override = o; result.append(b)
            case .selfOnly where !isTarget:
                var b = Blocker(.hitTestOverride, v, ["7.6"]); b.override = o; b.overrideTarget = ViewIndex(raw: v); result.append(b)
            case let .forwardTo(t) where t.raw != Int32(view):
                var b = Blocker(.hitTestOverride, v, ["7.5"]); b.override = o; b.overrideTarget = t; result.append(b)
            case let .forwardSelfTo(t) where isTarget && t.raw != v:
                var b = Blocker(.hitTestOverride, v, ["7.5"]); b.override = o; b.overrideTarget = t; result.append(b)
            case .passThrough where isTarget:
                // Returns nil when its own search ends on itself: a blocker when none of its subviews take it.
                var anySub = false
                var c = node.lastChild
                while c >= 0 && !anySub {
                    if subtreeAnswer(c, pointInSuperview: p, cache: &cache) >= 0 { anySub = true }
                    c = nodes[Int(c)].previousSibling
                }
                if !anySub {
                    var b = Blocker(.hitTestOverride, v, node.parent < 0 ? ["7.3"] : ["7.2"]); b.override = o; result.append(b)
                }
            default: break
            }
            if !isTarget {
                pointInParent = p
                p = nodes[Int(path[i + 1])].toLocal.apply(p)
            }
        }
        return result
    }
}
