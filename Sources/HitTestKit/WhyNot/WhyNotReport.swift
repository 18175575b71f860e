/// A blocker several views share, said once ("these 7 views are all under `dimmingView`").
public struct BlockerGroup: Sendable, Equatable {
    public var kind: Blocker.Kind
    public var view: ViewIndex
    public var rules: [String]
    public var views: [ViewIndex]
    /// `covered`: the source does not say whether `view` is in front of them (see `Blocker.zOrderAssumed`).
    public var zOrderAssumed = false
}

/// The blockers of a trace's misses, and the groups they form.
public struct MissBlockers: Sendable {
    /// Blockers by miss, in the order of `HitTrace.misses`; nil for a miss past the limits (see `limit`).
    public var byMiss: [[Blocker]?]
    public var groups: [BlockerGroup]
    /// Misses whose blockers were not worked out (past `maxMisses`, or out of work budget).
    public var omitted: Int

    /// None worked out (a bare trace).
    public static let none = MissBlockers(byMiss: [], groups: [], omitted: 0)

    public static let maxMisses = 200
    /// Path levels and covering siblings looked at, over all misses.
    public static let workBudget = 200_000
}

extension Hierarchy {
    /// Every blocker of each miss (up to the limits), and the groups of misses that share one.
    public func missBlockers(_ trace: HitTrace) -> MissBlockers {
        var cache = CoverCache()
        var byMiss: [[Blocker]?] = []
        var work = 0
        var omitted = 0
        for (i, m) in trace.misses.enumerated() {
            guard i < MissBlockers.maxMisses, work <= MissBlockers.workBudget else { byMiss.append(nil); omitted += 1; continue }
            work += depth(of: m.view.index) + 1
            var list = blockers(of: m.view.index, at: trace.screenPoint, cache: &cache)
            if list.isEmpty { list = [Blocker(fallbackFor: m)] }
            byMiss.append(list)
        }
        return MissBlockers(byMiss: byMiss, groups: Self.groups(trace.misses.map(\.view), byMiss), omitted: omitted)
    }

    /// Groups of two or more views sharing a blocker (same kind, same responsible view), largest first.
    static func groups(_ views: [ViewIndex], _ byMiss: [[Blocker]?]) -> [BlockerGroup] {
        struct Key: Hashable { var kind: Blocker.Kind; var view: ViewIndex }
        var order: [Key] = []
        var members: [Key: (rules: [String], views: [ViewIndex], zOrderAssumed: Bool)] = [:]
        for (v, list) in zip(views, byMiss) {
            for b in list ?? [] {
                let key = Key(kind: b.kind, view: b.view)
                // `outsideBounds` and `pointInsideOverride` are each view's own: no group.
                if b.kind == .outsideBounds || b.kind == .pointInsideOverride || b.view == v { continue }
                if members[key] == nil { order.append(key); members[key] = (b.rules, [], false) }
                if b.zOrderAssumed { members[key]?.zOrderAssumed = true }
                if members[key]?.views.last != v { members[key]?.views.append(v) }
            }
        }
        return order.compactMap { k in
            guard let m = members[k], m.views.count >= 2 else { return nil }
            return BlockerGroup(kind: k.kind, view: k.view, rules: m.rules, views: m.views, zOrderAssumed: m.zOrderAssumed)
        }.enumerated().sorted { l, r in
            l.element.views.count != r.element.views.count ? l.element.views.count > r.element.views.count : l.offset < r.offset
        }.map(\.element)
    }
}

extension Blocker {
    /// A miss the static walk found nothing for (an override replaced the answer on the way up): its first
    /// reason, as a blocker.
    init(fallbackFor m: Miss) {
        let kind: Kind = switch m.reason {
        case .hidden: .hidden
        case .userInteractionDisabled: .userInteractionDisabled
        case .alphaBelowThreshold: .alphaBelowThreshold
        case .disabledControl: .disabledControl
        case .outsideSuperviewBounds: .outsideAncestor
        case .pointInsideOverride: .pointInsideOverride
        case .hitTestOverride: .hitTestOverride
        case .covered: .covered
        case .coveredByWindow: .coveredByWindow
        }
        self.init(kind, (m.by ?? m.view).raw, ["7.6"], pathView: m.view.raw)
    }
}

/// The answer to "why not my view?" for one view and one touch.
public struct WhyNotAnswer: Sendable {
    public enum Status: String, Sendable {
        /// The view is the hit-test view.
        case hit
        /// A subview of it is the hit-test view: it is on the responder chain.
        case onHitPath
        /// Its area holds the point, but it did not get the touch.
        case missed
        /// Its area does not hold the point.
        case notUnderFinger
        /// It is (or holds) the hit-test view, but its action did not fire: the touch was cancelled, delayed
        /// away, or its control never sent its event (the blockers say who took it).
        case taken
    }

    public var view: ViewIndex
    public var status: Status
    public var blockers: [Blocker]
    public var fix: FixResult?
    /// For a view not under the finger: how far its receiving area is from the touch (screen points), and the
    /// nearest point of it where it would get the touch (verified with the engine), if any.
    public var distance: Double?
    public var nearestHit: Point?
    /// The control the view is a private part of (a button's `UIButtonLabel`), when that control gets the
    /// touch: the touch is the control's, so no fix turns the part's interaction on (issue 28, rule 3.11). With
    /// `taken`, the blockers and the fix are the control's: its action did not fire.
    public var partOf: ViewIndex?
    /// `taken`: the hit-test view is a subview of the view (of `partOf` when set), not the view itself.
    public var hitIsInside = false
}

extension Hierarchy {
    /// The answer for a whole touch: a view that got the hit-test is also asked whether its action fired, and if
    /// not, who took the touch past the hit-test (`taken`).
    /// - Parameter budget: the request's; the fix search stops when it says so (check it after).
    package func whyNot(view: Int, in s: TouchSimulation, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view, trace: s.trace, simulation: s, searchFix: searchFix, budget: budget)
    }

    /// The answer for a touch not simulated yet (the misses' blockers are not needed for one view's answer).
    package func whyNot(view: Int, touch input: TouchInput, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view, in: play(input, budget: budget), searchFix: searchFix, budget: budget)
    }

    /// The answer for the hit-test alone (a point, no delivery).
    package func whyNot(view: Int, trace: HitTrace, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view, trace: trace, simulation: nil, searchFix: searchFix, budget: budget)
    }

    private func whyNot(view: Int, trace: HitTrace, simulation: TouchSimulation?, searchFix: Bool, budget: WorkBudget) -> WhyNotAnswer {
        let screen = trace.screenPoint
        let hit = trace.hitView.raw
        // A private part of the control that gets the touch (3.11): the touch is the control's, so the
        // question is whether the control's action fired.
        if let s = simulation, let c = owningControl(of: view), c != view, hit >= 0, isSelfOrInside(hit, c) {
            if !actionFired(c, in: s) {
                var answer = WhyNotAnswer(view: ViewIndex(view), status: .taken, blockers: pastHitTestBlockers(c, in: s))
                answer.partOf = ViewIndex(c)
                answer.hitIsInside = hit != Int32(c)
                if searchFix { answer.fix = searchDeliveryFix(for: c, input: s.input, simulation: s, budget: budget) }
                return answer
            }
        }
        if hit >= 0 && isSelfOrInside(hit, view) {
            var answer = WhyNotAnswer(view: ViewIndex(view), status: hit == Int32(view) ? .hit : .onHitPath, blockers: [])
            guard let s = simulation, !actionFired(view, in: s) else { return answer }
            answer.status = .taken
            answer.hitIsInside = hit != Int32(view)
            answer.blockers = pastHitTestBlockers(view, in: s)
            if searchFix { answer.fix = searchDeliveryFix(for: view, input: s.input, simulation: s, budget: budget) }
            return answer
        }
        var list = blockers(of: view, at: screen)
        let under = !list.contains { $0.kind == .outsideBounds } && nodes[view].bounds.contains(convertFromScreen(screen, to: view))
        if list.isEmpty, let m = trace.misses.first(where: { $0.view == ViewIndex(view) }) { list = [Blocker(fallbackFor: m)] }
        var answer = WhyNotAnswer(view: ViewIndex(view), status: under ? .missed : .notUnderFinger, blockers: list)
        if !under, let near = nearestHit(of: view, to: screen) {
            answer.nearestHit = near.point
            answer.distance = near.distance
        } else if !under {
            answer.distance = screenDistance(of: view, to: screen)
        }
        if let c = owningControl(of: view), c != view, hit >= 0, isSelfOrInside(hit, c) {
            answer.partOf = ViewIndex(c)
            return answer
        }
        if searchFix { answer.fix = self.searchFix(for: view, at: screen, blockers: list, budget: budget) }
        return answer
    }

    func screenDistance(of view: Int, to p: Point) -> Double { screenBox(of: view).distance(to: p) }

    /// The point nearest to `p` where the engine gives the touch to `view` (or a subview of it): its screen
    /// box's nearest point, then a 24 × 24 grid over the box.
    func nearestHit(of view: Int, to p: Point) -> (point: Point, distance: Double)? {
        let box = screenBox(of: view)
        guard box.width > 0, box.height > 0 else { return nil }
        var samples = [box.nearestPoint(to: p)]
        let steps = 24
        for i in 0..<steps {
            for j in 0..<steps {
                samples.append(Point(x: box.x + (Double(i) + 0.5) * box.width / Double(steps),
                                     y: box.y + (Double(j) + 0.5) * box.height / Double(steps)))
            }
        }
        var engine = HitTestEngine()
        var best: (point: Point, distance: Double)?
        for s in samples {
            let dx = s.x - p.x, dy = s.y - p.y
            let d = (dx * dx + dy * dy).squareRoot()
            if let b = best, b.distance <= d { continue }
            if let hit = engine.hitTest(self, at: s), isSelfOrInside(hit.view, view) { best = (s, d) }
        }
        return best
    }
}
