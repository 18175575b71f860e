/// The hierarchy's public API names views by `ViewIndex`. The engine's walks use the same functions on plain
/// `Int` indexes (`package`: the engine's compact form, as `ViewIndex.raw` is), which keeps its loops free of
/// conversions; each public form here converts once and asks that one, so every rule stays in one place.
extension Hierarchy {
    /// The view with this `id`, if any.
    public func index(of id: String) -> ViewIndex? { indexByID[id].map(ViewIndex.init(raw:)) }
    public func extras(of view: ViewIndex) -> ViewExtras { extras(of: view.index) }
    public func id(_ view: ViewIndex) -> String { id(view.index) }
    public func pointInside(_ view: ViewIndex, _ p: Point) -> Bool { pointInside(view.index, p) }
    public func hitArea(of view: ViewIndex) -> Rect { hitArea(of: view.index) }
    public func subviews(of view: ViewIndex) -> [ViewIndex] { subviews(of: view.index).map(ViewIndex.init) }
    public func ancestry(of view: ViewIndex) -> [ViewIndex] { ancestry(of: view.index).map(ViewIndex.init) }
    public func depth(of view: ViewIndex) -> Int { depth(of: view.index) }
    public func convertFromScreen(_ p: Point, to view: ViewIndex) -> Point { convertFromScreen(p, to: view.index) }
    public func frame(of view: ViewIndex) -> Rect { frame(of: view.index) }
    public func screenBox(of view: ViewIndex) -> Rect { screenBox(of: view.index) }
    public func displayName(of view: ViewIndex) -> String { displayName(of: view.index) }
    public func displayNameIfNotID(_ view: ViewIndex) -> String? { displayNameIfNotID(view.index) }
    public func nameLabel(of view: ViewIndex) -> DisplayNames.Label? { nameLabel(of: view.index) }
    public func displayNameSaysClass(_ view: ViewIndex) -> Bool { displayNameSaysClass(view.index) }
    public func owningControl(of view: ViewIndex) -> ViewIndex? { owningControl(of: view.index).map(ViewIndex.init) }
    public func segment(of control: ViewIndex, at p: Point) -> Int? { segment(of: control.index, at: p) }
    /// A touch on `hit` reaches `target` (`TapPoint`).
    public func reaches(_ hit: ViewIndex, _ target: ViewIndex) -> Bool { reaches(hit.index, target.index) }
    public func tapPoint(for target: ViewIndex, map: HitMap) -> TapPoint { tapPoint(for: target.index, map: map) }
    public func isInteractive(_ view: ViewIndex) -> Bool { isInteractive(view.index) }
    public func responderChain(from view: ViewIndex) -> [Responder] { responderChain(from: view.index) }
    public func blockers(of view: ViewIndex, at screen: Point) -> [Blocker] { blockers(of: view.index, at: screen) }
    public func searchFix(for view: ViewIndex, at screen: Point, blockers: [Blocker], budget: WorkBudget = .unlimited) -> FixResult {
        searchFix(for: view.index, at: screen, blockers: blockers, budget: budget)
    }
    public func actionFired(_ view: ViewIndex, in s: TouchSimulation) -> Bool { actionFired(view.index, in: s) }
    public func searchDeliveryFix(for view: ViewIndex, input: TouchInput, simulation s: TouchSimulation,
                                  budget: WorkBudget = .unlimited) -> FixResult {
        searchDeliveryFix(for: view.index, input: input, simulation: s, budget: budget)
    }
    public func whyNot(view: ViewIndex, in s: TouchSimulation, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view.index, in: s, searchFix: searchFix, budget: budget)
    }
    public func whyNot(view: ViewIndex, touch input: TouchInput, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view.index, touch: input, searchFix: searchFix, budget: budget)
    }
    public func whyNot(view: ViewIndex, trace: HitTrace, searchFix: Bool = true, budget: WorkBudget = .unlimited) -> WhyNotAnswer {
        whyNot(view: view.index, trace: trace, searchFix: searchFix, budget: budget)
    }
}

extension ViewTable {
    /// The view's record.
    public subscript(_ view: ViewIndex) -> ViewInfo { self[view.index] }
}
