import HitTraceJSON
/// The "move the recognizer" fix past the hit-test: a recognizer on an ancestor of the view sees every touch
/// hit-tested inside that ancestor (4.1), the view's included. Attached instead to a view of the same
/// ancestor that does not hold the view (the card's content beside the button), it keeps the touches meant for
/// it and never sees the view's.
extension Hierarchy {
    /// At most this many homes are proposed for one recognizer (each costs a delivery run).
    static let maxRecognizerHomes = 2
    /// Descendants of the recognizer's view looked at, and homes hit-tested, at most.
    static let maxHomeScan = 2_000
    static let maxHomeChecks = 24

    /// Where recognizer `g`, now on `owner`, could go so that it no longer covers `view`: views inside `owner`
    /// that neither hold `view` nor lie inside it, are no control or control part (a control would keep or veto
    /// the touch itself, 4.19), and that get touches themselves (some point of their area is hit-tested to them
    /// or a subview of theirs, not to `view`) — largest area first. Empty when `owner` is `view` itself or not
    /// one of its ancestors.
    func recognizerHomes(movingFrom owner: Int, awayFrom view: Int) -> [Int] {
        guard owner != view, isSelfOrInside(Int32(view), owner) else { return [] }
        var candidates: [(view: Int, area: Double)] = []
        var i = owner + 1
        // Pre-order numbering: the views inside `owner` are the indexes right after it.
        while i < viewCount, i - owner <= Self.maxHomeScan, isSelfOrInside(Int32(i), owner) {
            defer { i += 1 }
            if isSelfOrInside(Int32(view), i) || isSelfOrInside(Int32(i), view) || owningControl(of: i) != nil { continue }
            let box = screenBox(of: i)
            guard box.width > 0, box.height > 0 else { continue }
            candidates.append((i, box.width * box.height))
        }
        candidates.sort { $0.area != $1.area ? $0.area > $1.area : $0.view < $1.view }
        var homes: [Int] = []
        var engine = HitTestEngine()
        for c in candidates.prefix(Self.maxHomeChecks) where homes.count < Self.maxRecognizerHomes {
            if getsTouches(c.view, notInside: view, engine: &engine) { homes.append(c.view) }
        }
        return homes
    }

    /// Whether some point of `home`'s screen box (its centre, then a 5 × 5 grid) is hit-tested to `home` or a
    /// subview of it, and not inside `view`.
    private func getsTouches(_ home: Int, notInside view: Int, engine: inout HitTestEngine) -> Bool {
        let box = screenBox(of: home)
        var samples = [Point(x: box.x + box.width / 2, y: box.y + box.height / 2)]
        for i in 0..<5 {
            for j in 0..<5 {
                samples.append(Point(x: box.x + (Double(i) + 0.5) * box.width / 5, y: box.y + (Double(j) + 0.5) * box.height / 5))
            }
        }
        for p in samples {
            guard let hit = engine.hitTest(self, at: p) else { continue }
            if isSelfOrInside(hit.view, home) && !isSelfOrInside(hit.view, view) { return true }
        }
        return false
    }
}

extension Hierarchy {
    /// Takes recognizer `c.recognizer` out of view `c.view`'s `gestureRecognizers` and appends it to view
    /// `c.to`'s; false when either is not found.
    static func moveRecognizer(_ c: FixChange, in tree: inout JSONTree) -> Bool {
        guard let target = c.to.string else { return false }
        var moved: JSONTree?
        let removed = tree.updateView(id: c.view) { view in
            guard case var .array(list)? = view["gestureRecognizers"],
                  let i = list.firstIndex(where: { $0["id"]?.string == c.recognizer }) else { return }
            moved = list.remove(at: i)
            view["gestureRecognizers"] = .array(list)
        }
        guard removed, let moved else { return false }
        return tree.updateView(id: target) { view in
            var list: [JSONTree] = []
            if case let .array(existing)? = view["gestureRecognizers"] { list = existing }
            list.append(moved)
            view["gestureRecognizers"] = .array(list)
        }
    }
}
