/// A control whose receiving area breaks Apple's touch-target guideline, or takes far more than it draws.
public struct TouchTargetFinding: Sendable {
    public enum Kind: String, Sendable {
        /// The receiving area's bounding box is narrower or shorter than 44 pt.
        case smallTarget
        /// The receiving area is at least twice the drawn area, and larger than a 44×44 pt target needs.
        case enlargedHitArea
        /// The receiving area, outside the control's drawn area, takes points drawn by another interactive
        /// view (neither its ancestor nor its subview).
        case overlapsNeighbour
    }

    public var kind: Kind
    public var view: ViewIndex
    /// The neighbour whose drawn area is taken (`overlapsNeighbour`), else nil.
    public var neighbour: ViewIndex? = nil
    /// Areas in points²: what the view receives, draws, receives outside what it draws, and takes from the
    /// neighbour.
    public var receivingArea: Double
    public var drawnArea: Double
    public var outsideArea: Double = 0
    public var overlapArea: Double = 0
    /// The receiving area's bounding box on the grid (each point counted as its step×step cell), in points.
    public var receivingBox: Rect
}

extension TouchTargetFinding {
    /// Apple's Human Interface Guidelines: "a hit region of at least 44x44 pt" for every control.
    public static let minimumSide = 44.0

    static func audit(_ h: Hierarchy, grid: HitMapGrid, coverage c: HitMapCoverage) -> [TouchTargetFinding] {
        let cell = grid.cellArea
        var findings: [TouchTargetFinding] = []
        func box(_ v: Int) -> Rect {
            let b = c.boxes[v]
            let o = grid.point(column: Int(b.minI), row: Int(b.minJ))
            return Rect(x: o.x, y: o.y, width: Double(b.maxI - b.minI + 1) * grid.step, height: Double(b.maxJ - b.minJ + 1) * grid.step)
        }
        for v in 0..<h.viewCount where h.nodes[v].flags.contains(.isControl) && c.receiving[v] > 0 {
            let receiving = Double(c.receiving[v]) * cell, drawnArea = Double(c.drawn[v]) * cell
            let outside = Double(c.receivingOutsideDrawn[v]) * cell
            let b = box(v)
            let base = TouchTargetFinding(kind: .smallTarget, view: ViewIndex(v), receivingArea: receiving, drawnArea: drawnArea,
                                          outsideArea: outside, receivingBox: b)
            if b.width < minimumSide || b.height < minimumSide { findings.append(base) }
            if receiving >= 2 * drawnArea && receiving > minimumSide * minimumSide && outside > 0 {
                var f = base
                f.kind = .enlargedHitArea
                findings.append(f)
            }
        }
        for (key, count) in c.overlaps.sorted(by: { $0.key < $1.key }) {
            let v = Int(key >> 32), w = Int32(truncatingIfNeeded: key)
            guard h.nodes[v].flags.contains(.isControl) else { continue }
            findings.append(TouchTargetFinding(kind: .overlapsNeighbour, view: ViewIndex(v), neighbour: ViewIndex(raw: w),
                                               receivingArea: Double(c.receiving[v]) * cell, drawnArea: Double(c.drawn[v]) * cell,
                                               outsideArea: Double(c.receivingOutsideDrawn[v]) * cell,
                                               overlapArea: Double(count) * cell, receivingBox: box(v)))
        }
        return findings
    }
}
