import HitTraceJSON
/// "The fix, proven": the smallest set of changes from a fixed menu after which the
/// simulator, run again on the changed hierarchy, gives a named view the touch.
///
/// The candidates come from the view's blockers (each blocker suggests the changes that remove it). The search
/// tries single changes, then pairs, then triples, up to `FixSearch.maxChanges`, and at most
/// `FixSearch.maxRuns` candidate hierarchies in all, stopping at the first size that has a fix. A set is only
/// built when it has a change for every blocker that only a change to its own view can remove (an ancestor that
/// is hidden stays hidden whatever else changes): `FixSets` never walks the others, and counts what it walks. Every candidate is verified the only way that counts: its JSON is
/// decoded by `HierarchyDecoder` and hit-tested by the engine, exactly as a posted hierarchy would be.
public struct FixChange: Sendable, Equatable {
    public enum Action: String, Sendable, CaseIterable {
        case unhide, enableInteraction, raiseAlpha, enable, move, disableCoverInteraction, passThroughCover,
             bringToFront, enlargeHitArea, removeHitTestOverride, removePointInsideOverride
        // Past the hit-test (`DeliveryFixSearch`): a recognizer's or a scroll view's property.
        case keepTouchesInView, requireToFail, refuseTouch, refuseToBegin, allowToBegin, stopDelayingContentTouches,
             stopCancellingContentTouches, stopDelayingTouchesBegan, shortenPress, dropFailureRequirement, letControlAllow
        /// The recognizer moved to another view (`property` "view", `to` that view's id).
        case moveRecognizer
    }

    public var action: Action
    /// The view changed (for a recognizer's property, the view it is attached to).
    public var view: String
    /// The recognizer changed, when the property is one of a gesture recognizer's (`cancelsTouchesInView`).
    public var recognizer: String?
    /// The property changed, as the hierarchy JSON names it (`subviews` order for bring-to-front, `windowLevel`
    /// for a window brought to the front).
    public var property: String
    public var from: JSONTree
    public var to: JSONTree
    /// The blocker this change removes.
    public var blocker: Blocker.Kind
    /// The responsible view of that blocker.
    public var blockerView: String

    /// How much a reader has to change to apply it: flipped flags before overrides, overrides before geometry.
    var cost: Int {
        switch action {
        case .unhide, .enableInteraction, .raiseAlpha, .enable, .disableCoverInteraction: 1
        case .keepTouchesInView, .stopDelayingContentTouches, .stopCancellingContentTouches, .stopDelayingTouchesBegan: 1
        case .removePointInsideOverride, .removeHitTestOverride, .passThroughCover, .bringToFront: 2
        case .requireToFail, .refuseTouch, .refuseToBegin, .allowToBegin, .dropFailureRequirement, .letControlAllow, .shortenPress: 2
        case .enlargeHitArea, .move, .moveRecognizer: 3
        }
    }

    /// The key that two changes of one set must not share.
    var slot: String { view + "\u{0}" + (recognizer.map { $0 + "\u{0}" } ?? "") + property }
}

/// The result of a fix search.
public struct FixResult: Sendable {
    /// The smallest set found (empty when nothing needed changing or when none was found).
    public var changes: [FixChange]
    /// Other sets of the same size that work too (at most three).
    public var alternatives: [[FixChange]]
    /// The changed hierarchy as JSON (the normalized form with the changes applied), when a fix was found.
    public var hierarchyJSON: [UInt8]?
    /// The hit-test view the changed hierarchy gives.
    public var hitView: String?
    public var found: Bool
    /// Candidate hierarchies decoded and hit-tested.
    public var runs: Int
    /// The search stopped at its bounds before trying every set up to `maxChanges`.
    public var exhausted: Bool
    public var candidates: Int
    /// Sets and partial sets looked at on the way to those run (`FixSets`), within `FixSearch.maxConsidered`.
    public var considered = 0
}

public enum FixSearch {
    public static let maxChanges = 4
    public static let maxRuns = 400
    /// Sets and partial sets looked at in one search, runs included (`FixSets`).
    public static let maxConsidered = 20_000
    /// Larger hierarchies are not searched: each run decodes the whole hierarchy again.
    public static let maxViews = 5_000
}

extension Hierarchy {
    /// The changes that each blocker suggests, deduplicated, in the order of the blockers.
    func fixCandidates(for view: Int, at screen: Point, blockers: [Blocker], base: JSONTree) -> [FixChange] {
        var out: [FixChange] = []
        var seen = Set<String>()
        func add(_ action: FixChange.Action, _ v: Int32, _ property: String, _ from: JSONTree, _ to: JSONTree, _ b: Blocker) {
            let c = FixChange(action: action, view: id(Int(v)), recognizer: nil, property: property, from: from, to: to, blocker: b.kind,
                              blockerView: id(b.view.index))
            if seen.insert(c.slot + action.rawValue).inserted { out.append(c) }
        }
        func bringToFront(_ v: Int32, _ b: Blocker) {
            let parent = nodes[Int(v)].parent
            if parent < 0 {
                // A window: above the level of the cover window (6.2).
                let level = extras(of: Int(v)).windowLevel
                add(.bringToFront, v, "windowLevel", .number(level), .number((b.windowLevel ?? level) + 1), b)
            } else {
                let siblings = subviews(of: Int(parent))
                let index = siblings.firstIndex(of: Int(v)) ?? 0
                add(.bringToFront, v, "subviewIndex", .number(Double(index)), .number(Double(siblings.count - 1)), b)
            }
        }
        for b in blockers {
            let v = b.view.raw
            switch b.kind {
            case .windowHidden, .hidden: add(.unhide, v, "hidden", .bool(true), .bool(false), b)
            case .userInteractionDisabled: add(.enableInteraction, v, "userInteractionEnabled", .bool(false), .bool(true), b)
            case .alphaBelowThreshold: add(.raiseAlpha, v, "alpha", .number(extras(of: Int(v)).alpha), .number(1), b)
            case .disabledControl: add(.enable, v, "enabled", .bool(false), .bool(true), b)
            case .covered, .coveredByWindow:
                add(.disableCoverInteraction, v, "userInteractionEnabled", .bool(nodes[Int(v)].flags.contains(.userInteractionEnabled)), .bool(false), b)
                if case .default = nodes[Int(v)].hitTestOverride {
                    add(.passThroughCover, v, "hitTest", .string(HitTestOverride.default.name), .string(HitTestOverride.passThrough.name), b)
                }
                bringToFront(b.pathView.raw, b)
            case .outsideAncestor, .outsideBounds:
                if let p = b.point {
                    let bounds = nodes[Int(v)].bounds
                    let margin = min(4, bounds.width / 2, bounds.height / 2)
                    let inner = Rect(x: bounds.x + margin, y: bounds.y + margin, width: max(0, bounds.width - 2 * margin),
                                     height: max(0, bounds.height - 2 * margin))
                    let target = inner.nearestPoint(to: p)
                    let center = views[Int(v)].center
                    let delta = Point(x: p.x - target.x, y: p.y - target.y)
                    add(.move, v, "center", pointTree(center), pointTree(Point(x: center.x + delta.x, y: center.y + delta.y)), b)
                    let cx = bounds.x + bounds.width / 2, cy = bounds.y + bounds.height / 2
                    let w = max(bounds.width, 2 * abs(p.x - cx) + 2), h = max(bounds.height, 2 * abs(p.y - cy) + 2)
                    let size: JSONTree = .object([("minimumSize", .object([("width", .number(w.rounded(.up))), ("height", .number(h.rounded(.up)))]))])
                    add(.enlargeHitArea, v, "pointInside", pointInsideTree(extras(of: Int(v)).pointInside), size, b)
                }
            case .pointInsideOverride:
                add(.removePointInsideOverride, v, "pointInside", pointInsideTree(extras(of: Int(v)).pointInside), .string("default"), b)
            case .hitTestOverride:
                add(.removeHitTestOverride, v, "hitTest", .string(nodes[Int(v)].hitTestOverride.name), .string(HitTestOverride.default.name), b)
            case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
                 .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
                break // past the hit-test: `deliveryFixCandidates`
            }
        }
        return out
    }

    private func pointTree(_ p: Point) -> JSONTree { .object([("x", .number(p.x)), ("y", .number(p.y))]) }

    private func pointInsideTree(_ o: PointInsideOverride) -> JSONTree {
        var w = JSONWriter()
        NormalizedJSON.pointInside(o, &w)
        guard let doc = try? JSONParser.parse(w.bytes, limits: JSONParser.Limits(maxNesting: 8)) else { return .null }
        return JSONTree(doc.root)
    }

    /// The normalized hierarchy as a changeable tree.
    func normalizedTree() -> JSONTree? {
        let bytes = NormalizedJSON.render(self)
        guard let doc = try? JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: 4 * maxViewDepth + 64)) else { return nil }
        var tree = JSONTree(doc.root)
        // Counts are derived, not input.
        tree["viewCount"] = nil
        tree["windowCount"] = nil
        return tree
    }

    /// Applies changes to a normalized tree; nil when one cannot be applied.
    static func apply(_ changes: [FixChange], to base: JSONTree) -> JSONTree? {
        var tree = base
        for c in changes {
            let ok: Bool
            switch c.property {
            case "subviewIndex":
                ok = tree.updateParent(of: c.view) { parent, index in
                    guard case var .array(subs)? = parent["subviews"] else { return }
                    let moved = subs.remove(at: index)
                    subs.append(moved)
                    parent["subviews"] = .array(subs)
                }
            case "center":
                ok = tree.updateView(id: c.view) { view in
                    view["frame"] = nil
                    view["center"] = c.to
                }
            case "view" where c.recognizer != nil:
                ok = Self.moveRecognizer(c, in: &tree)
            case _ where c.recognizer != nil:
                ok = tree.updateView(id: c.view) { view in
                    guard case var .array(list)? = view["gestureRecognizers"],
                          let i = list.firstIndex(where: { $0["id"]?.string == c.recognizer }) else { return }
                    list[i][c.property] = c.to
                    view["gestureRecognizers"] = .array(list)
                }
            default:
                ok = tree.updateView(id: c.view) { view in view[c.property] = c.to }
            }
            if !ok { return nil }
        }
        return tree
    }

    /// The hit-test view of a changed hierarchy at a screen point (nil when it does not decode or nothing is hit).
    static func run(_ tree: JSONTree, at screen: Point, limits: HierarchyLimits) -> (Hierarchy, Int32)? {
        guard let h = try? HierarchyDecoder.decode(json: tree.bytes, limits: limits) else { return nil }
        var engine = HitTestEngine()
        var none = NoRecorder()
        return (h, engine.hitTest(h, at: screen, recorder: &none)?.view ?? -1)
    }

    /// True when `hit` is `view` or one of its subviews (then `view` is on the responder chain and the touch is
    /// its to handle).
    func isSelfOrInside(_ hit: Int32, _ view: Int) -> Bool {
        var v = hit
        while v >= 0 { if v == Int32(view) { return true }; v = nodes[Int(v)].parent }
        return false
    }

    /// The smallest set of changes from the menu that gives `view` the touch at `screen`.
    package func searchFix(for view: Int, at screen: Point, blockers: [Blocker], budget: WorkBudget = .unlimited) -> FixResult {
        var result = FixResult(changes: [], alternatives: [], hierarchyJSON: nil, hitView: nil, found: false, runs: 0,
                               exhausted: false, candidates: 0)
        guard viewCount <= FixSearch.maxViews, let base = normalizedTree() else { result.exhausted = true; return result }
        let candidates = fixCandidates(for: view, at: screen, blockers: blockers, base: base)
        result.candidates = candidates.count
        let id = self.id(view)
        var limits = HierarchyLimits()
        limits.maxViews = max(limits.maxViews, viewCount)
        limits.maxDepth = max(limits.maxDepth, maxViewDepth + 2)

        // A blocker whose only cure is a change to its own view (not a cover, which other changes may get
        // around): every set must hold one of its changes.
        let required: [Set<Int>] = blockers.compactMap { b in
            switch b.kind {
            case .covered, .coveredByWindow: return nil
            default:
                let cures = Set(candidates.indices.filter { candidates[$0].blockerView == self.id(b.view.index) && candidates[$0].blocker == b.kind })
                return cures.isEmpty ? nil : cures
            }
        }
        var sets = FixSets(candidates: candidates, required: required, budget: budget)
        var found: [[Int]] = []
        // No size within the bound can cure every required blocker: proven without a run.
        if sets.fewestChanges <= FixSearch.maxChanges {
            for k in max(1, sets.fewestChanges)...max(1, min(FixSearch.maxChanges, candidates.count)) {
                let finished = sets.forEach(size: k) { combo in
                    if result.runs >= FixSearch.maxRuns { result.exhausted = true; return false }
                    guard budget.spend(viewCount, on: .fixSearch) else { return false }
                    result.runs += 1
                    let changes = combo.map { candidates[$0] }
                    if let tree = Self.apply(changes, to: base), let (h, hit) = Self.run(tree, at: screen, limits: limits),
                       let v = h.index(of: id)?.index, hit >= 0, h.isSelfOrInside(hit, v) {
                        found.append(combo)
                    }
                    return true
                }
                if !finished { result.exhausted = true; break }
                // The first size with a fix is the smallest: larger sets are not tried.
                if !found.isEmpty { break }
            }
        }
        result.considered = sets.considered
        guard !found.isEmpty else { return result }
        let ranked = found.map { $0.map { candidates[$0] } }
            .sorted { $0.reduce(0) { $0 + $1.cost } < $1.reduce(0) { $0 + $1.cost } }
        result.found = true
        result.changes = ranked[0]
        result.alternatives = Array(ranked.dropFirst().prefix(3))
        if let tree = Self.apply(result.changes, to: base), let (h, hit) = Self.run(tree, at: screen, limits: limits) {
            result.hierarchyJSON = tree.bytes
            result.hitView = hit >= 0 ? h.id(Int(hit)) : nil
        }
        return result
    }
}
