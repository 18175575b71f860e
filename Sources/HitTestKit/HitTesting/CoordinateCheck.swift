/// A tap's coordinates checked for the mistakes agents make: pixels given as points (a screenshot's pixels on a
/// 2× or 3× screen: idb #718, #964) and a landscape picture's point on a portrait hierarchy (sim-use #34). When
/// the point is off the screen, or lands on nothing useful (`Problem.nothingUseful`), the readings the caller
/// most likely meant are offered, each with what it would hit; a reading that falls off the screen too is left
/// out.
public struct CoordinateCheck: Sendable {
    public enum Problem: String, Sendable {
        /// The point is outside the screen: the box around the visible windows' frames (`screenRegion`).
        case outsideScreen
        /// No view takes it, or only a window or a background: a view that fills the screen and neither is
        /// interactive nor is inside an interactive view (a controller's root view, a full-screen container).
        /// A plain view smaller than the screen counts as useful: dumps do not say which views have recognizers.
        case nothingUseful
    }

    public struct Reading: Sendable {
        public enum Kind: String, Sendable {
            /// The point divided by 2: pixels of a 2× screen read as points.
            case pixelsAt2x
            /// The point divided by 3: pixels of a 3× screen.
            case pixelsAt3x
            /// The point read on the screen turned a quarter turn: (x, y) on the other orientation's frame
            /// (height × width) mapped back by a clockwise turn, (width − y, x) …
            case rotatedClockwise
            /// … or by a counter-clockwise turn, (y, height − x).
            case rotatedCounterclockwise
        }

        public var kind: Kind
        public var point: Point
        /// The hit-test view there, nil for none.
        public var hitView: ViewIndex?
        /// The view the touch is for: the nearest interactive view at or above the hit-test view, else the
        /// hit-test view itself; nil when that is nothing useful either (no view, a window, or a background).
        public var receiver: ViewIndex?
    }

    public var point: Point
    /// Nil when the point is on screen and reaches an interactive view: nothing to offer.
    public var problem: Problem?
    /// The screen the point was checked against (the visible windows' frames), nil when no window is visible.
    public var screen: Rect?
    public var readings: [Reading]
}

extension Hierarchy {
    public func checkCoordinates(_ p: Point) -> CoordinateCheck {
        guard let screen = screenRegion else { return CoordinateCheck(point: p, problem: .outsideScreen, screen: nil, readings: []) }
        let receiver = usefulness(at: p, screen: screen).receiver
        let problem: CoordinateCheck.Problem? = !screen.contains(p) ? .outsideScreen : receiver == nil ? .nothingUseful : nil
        guard problem != nil else { return CoordinateCheck(point: p, problem: nil, screen: screen, readings: []) }
        let x = p.x - screen.minX, y = p.y - screen.minY, w = screen.width, h = screen.height
        let candidates: [(CoordinateCheck.Reading.Kind, Point)] = [
            (.pixelsAt2x, Point(x: x / 2, y: y / 2)),
            (.pixelsAt3x, Point(x: x / 3, y: y / 3)),
            (.rotatedClockwise, Point(x: w - y, y: x)),
            (.rotatedCounterclockwise, Point(x: y, y: h - x)),
        ]
        var readings: [CoordinateCheck.Reading] = []
        for (kind, local) in candidates {
            // A rotation reads the point on the other orientation's frame: it must lie inside that frame.
            if kind == .rotatedClockwise || kind == .rotatedCounterclockwise, !(x >= 0 && x < h && y >= 0 && y < w) { continue }
            let q = Point(x: local.x + screen.minX, y: local.y + screen.minY)
            guard screen.contains(q) else { continue }
            let found = usefulness(at: q, screen: screen)
            readings.append(CoordinateCheck.Reading(kind: kind, point: q, hitView: found.hit, receiver: found.receiver))
        }
        return CoordinateCheck(point: p, problem: problem, screen: screen, readings: readings)
    }

    /// The hit-test view at `p` and the view the touch is for (see `Reading.receiver`).
    private func usefulness(at p: Point, screen: Rect) -> (hit: ViewIndex?, receiver: ViewIndex?) {
        guard let hit = hitTest(p)?.view else { return (nil, nil) }
        let r = TouchCheck.receiver(of: hit.index, self)
        if isInteractive(r) { return (hit, ViewIndex(r)) }
        let box = screenBox(of: hit.index)
        let background = nodes[hit.index].parent < 0
            || (box.minX <= screen.minX && box.minY <= screen.minY && box.maxX >= screen.maxX && box.maxY >= screen.maxY)
        return (hit, background ? nil : hit)
    }
}
