/// The region structure of a hit map: where, on the grid, the answer can change.
///
/// The answer at a point (the receiving view, and the views drawn there) is a function of the point only
/// through rectangle tests in some view's bounds space: `pointInside` (the bounds, or a grown hit area) and the
/// bounds a drawn view must contain. Flags, overrides and forwarding targets are constants of the hierarchy
/// (`forwardTo` returns a fixed view; it asks no other view). Each test is four comparisons of an affine
/// function of the screen point with an edge, so along a row each comparison changes at most once, where the
/// row crosses the edge (a view's edge in screen space: grown, shrunk, rotated, scaled or scrolled as the
/// conversions make it).
///
/// So a row is cut where some comparison may change between two neighbouring grid points, and between cuts
/// one hit test (and one walk for the drawn views) answers for every point. "May change" is decided against
/// the floating-point answer, not the exact one: the hit test converts a point view by view, the plan through
/// the composed transform, and the two differ by rounding. Each test carries a bound on that difference
/// (`err`, a thousand times above what the rounding can reach); a grid point within `err` of an edge is its
/// own one-point segment, evaluated by itself. Cutting more than needed is always exact (each piece is still
/// evaluated); only a missing cut could be wrong, and a missing cut needs a comparison to change between two
/// points both farther than `err` from its edge, on the same side.
///
/// A row is also the copy of the row above when no test that depends on y changes between the two rows: for
/// views whose conversions are all axis-aligned (or quarter turns) the tests split into comparisons of x and
/// comparisons of y, computed from one coordinate exactly. A view with a slanted conversion (rotated, sheared)
/// is a convex quadrilateral on screen (`ScreenQuad`): between two rows its test can change only in the
/// columns one of its four edges passes over (grown by the rounding bound), and along a row only where the
/// row meets an edge, so only those columns of the row are fresh and only those edges cut it.
///
/// A test only matters where the hit test (or the drawn walk) reads it: a subview's `pointInside` only
/// inside its superview's hit area (unless the superview asks its subviews first), a subview's bounds only
/// inside its clipping ancestors. Cuts outside a test's screen box (its own, cut by those of the ancestors
/// that gate it) are left out: there the test is false, or nothing reads it.
///
/// When something cannot be bounded (a transform that overflows, a conversion too ill-conditioned to trust a
/// box) the plan says so and the map falls back to one hit test per point.
struct HitRegionPlan: Sendable {
    enum Kind: UInt8 { case straight, swapped, slanted }

    struct Test: Sendable {
        /// Screen → the view's bounds space (the composed conversions).
        var m: AffineTransform
        /// The rectangle as `Rect.contains` compares it: x0 ≤ x < x1, y0 ≤ y < y1.
        var x0: Double, x1: Double, y0: Double, y1: Double
        /// Bound on |the hit test's converted point − m(point)| on the grid, per coordinate.
        var err: Double
        var kind: Kind
        /// Grid points (indexes, widened) inside the test's screen box: cuts outside them are left out.
        var colLo: Int32, colHi: Int32, rowLo: Int32, rowHi: Int32
        /// The view; for a straight test at most `exactDepth` levels deep, its conversions are replayed to
        /// classify a point exactly (-1: use the rounding bound).
        var exactView: Int32
        /// The rectangle's corners on screen, (x0, y0), (x1, y0), (x1, y1), (x0, y1): the receiving area as
        /// the convex quadrilateral it is. Edge e runs from corner e to corner e + 1 (0: y0, 1: x1, 2: y1,
        /// 3: x0). Every point whose comparison with an edge may round either way lies within `reach` of that
        /// edge's segment (screen distance), so the segments, grown by `reach`, are where a slanted test can
        /// change.
        var quad: ScreenQuad
    }

    /// Deepest view whose conversions are replayed (each replay walks the ancestors). Only views whose every
    /// conversion, its own and its ancestors', is axis-aligned (two quarter turns make a straight composite,
    /// but their steps swap x and y, which the replay does not follow).
    static let exactDepth: Int32 = 48

    /// A straight test's local x at screen x (or local y at screen y), exactly as the hit test computes it:
    /// with b = c = 0 at every level, `a·x + c·y + tx` is `a·x + tx` (the zero term changes no comparison).
    @inline(__always)
    static func replay(_ n: UnsafeBufferPointer<HitNode>, _ view: Int32, _ t: Double, vertical: Bool) -> Double {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(exactDepth) + 2) { stack in
            var count = 0
            var v = view
            while v >= 0 { stack[count] = v; count += 1; v = n[Int(v)].parent }
            var x = t
            for k in stride(from: count - 1, through: 0, by: -1) {
                let m = n[Int(stack[k])].toLocal
                x = vertical ? m.d * x + m.ty : m.a * x + m.tx
            }
            return x
        }
    }

    let grid: HitMapGrid
    private(set) var tests: [Test] = []
    /// Test indexes ordered by `rowLo`.
    private(set) var byRow: [Int32] = []
    /// Per row, the column ranges (inclusive) where the row may differ from the row above: the column range
    /// of every straight test with a y-comparison that may change between the two rows, and the columns a
    /// slanted test's edge passes over between them. `spans[spanStart[j]..<spanStart[j + 1]]` for row j;
    /// elsewhere the row is the row above.
    private(set) var spanStart: [Int32] = []
    private(set) var spanLo: [Int32] = []
    private(set) var spanHi: [Int32] = []
    /// Nil when the plan is exact; otherwise why the map is computed one point at a time.
    private(set) var fallback: String?
    /// The plan's upper estimate of segments (one hit test and one drawn walk each) and of the comparisons
    /// made to find them.
    private(set) var segmentEstimate = 0.0
    private(set) var comparisonEstimate = 0.0

    /// Per-point work units one segment may cost: a hit test and a drawn walk can each visit every view.
    var work: Double { comparisonEstimate + segmentEstimate * 2 * Double(max(1, viewCount)) }
    private let viewCount: Int

    static let rowWindow = 64

    init(_ h: Hierarchy, grid: HitMapGrid) {
        self.grid = grid
        viewCount = h.viewCount
        guard grid.columns > 0, grid.rows > 0 else { return }
        if let reason = build(h) {
            fallback = reason
            tests = []
            byRow = []
            spanStart = []
            segmentEstimate = Double(grid.pointCount)
            comparisonEstimate = 0
            return
        }
    }

    // MARK: - Building the tests

    private struct Box {
        var minX = -Double.infinity, maxX = Double.infinity, minY = -Double.infinity, maxY = Double.infinity
        static let all = Box()
        func intersection(_ o: Box) -> Box {
            Box(minX: max(minX, o.minX), maxX: min(maxX, o.maxX), minY: max(minY, o.minY), maxY: min(maxY, o.maxY))
        }
        func union(_ o: Box) -> Box {
            Box(minX: min(minX, o.minX), maxX: max(maxX, o.maxX), minY: min(minY, o.minY), maxY: max(maxY, o.maxY))
        }
        var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    }

    private static func abs(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: Swift.abs(t.a), b: Swift.abs(t.b), c: Swift.abs(t.c), d: Swift.abs(t.d), tx: Swift.abs(t.tx), ty: Swift.abs(t.ty))
    }

    private static func kind(of t: AffineTransform) -> Kind {
        if t.b == 0 && t.c == 0 { return .straight }
        if t.a == 0 && t.d == 0 { return .swapped }
        return .slanted
    }

    private static func compose(_ a: Kind, _ b: Kind) -> Kind {
        if a == .slanted || b == .slanted { return .slanted }
        return a == b ? .straight : .swapped
    }

    /// Returns a reason to fall back, or nil.
    private mutating func build(_ h: Hierarchy) -> String? {
        let n = h.viewCount
        let g = grid
        let gx1 = g.origin.x + Double(g.columns) * g.step, gy1 = g.origin.y + Double(g.rows) * g.step
        let xm = max(Swift.abs(g.origin.x), Swift.abs(gx1)), ym = max(Swift.abs(g.origin.y), Swift.abs(gy1))
        guard xm.isFinite, ym.isFinite else { return "the grid's coordinates are not finite" }

        var m = [AffineTransform](repeating: .identity, count: n)
        var am = [AffineTransform](repeating: .identity, count: n)
        var kinds = [Kind](repeating: .straight, count: n)
        var everyStepStraight = [Bool](repeating: true, count: n)
        var depth = [Int32](repeating: 0, count: n)
        // The views a NaN conversion (a singular transform) reaches: every test there is false at every point.
        var singular = [Bool](repeating: false, count: n)
        // Whether the hit test can read the view's pointInside / asks its subviews; whether the walk for drawn
        // views reaches the view (no hidden or transparent ancestor-or-self).
        var hitReach = [Bool](repeating: false, count: n)
        var subviewsAsked = [Bool](repeating: false, count: n)
        var drawReach = [Bool](repeating: false, count: n)
        // Boxes that gate a subview's tests: its superview's hit area (for pointInside), its clipping
        // ancestors' bounds (for drawn).
        var hitGate = [Box](repeating: .all, count: n)
        var drawGate = [Box](repeating: .all, count: n)
        var childHitGate = [Box](repeating: .all, count: n)
        var childDrawGate = [Box](repeating: .all, count: n)
        let windowVisible = Set(h.windows.filter { !h.nodes[Int($0)].flags.contains(.hidden) })

        var built: [Test] = []

        for v in 0..<n {
            let node = h.nodes[v]
            let p = Int(node.parent)
            let t = node.toLocal
            let isNaN = [t.a, t.b, t.c, t.d, t.tx, t.ty].contains { $0.isNaN }
            if p >= 0 {
                m[v] = m[p].concatenating(t)
                am[v] = am[p].concatenating(Self.abs(t))
                kinds[v] = Self.compose(kinds[p], Self.kind(of: t))
                everyStepStraight[v] = everyStepStraight[p] && Self.kind(of: t) == .straight
                depth[v] = depth[p] + 1
                singular[v] = singular[p] || isNaN
                hitReach[v] = subviewsAsked[p]
                hitGate[v] = childHitGate[p]
                drawGate[v] = childDrawGate[p]
                drawReach[v] = drawReach[p]
            } else {
                m[v] = t
                am[v] = Self.abs(t)
                kinds[v] = Self.kind(of: t)
                everyStepStraight[v] = Self.kind(of: t) == .straight
                singular[v] = isNaN
                hitReach[v] = windowVisible.contains(Int32(v))
                drawReach[v] = true
            }
            let f = node.flags
            let visible = !f.contains(.hidden) && f.contains(.alphaHittable)
            drawReach[v] = drawReach[v] && visible
            // The hit test's view of this node (HitTestEngine.enter): which overrides read pointInside, and
            // which ask the subviews.
            let ov = node.hitTestOverride
            let checks = !f.contains(.hidden) && f.contains(.userInteractionEnabled) && f.contains(.alphaHittable)
            let enabledOK = !(f.contains(.isControl) && !f.contains(.enabled))
            var readsPointInside = false, asksSubviews = false, gatesSubviews = true
            switch ov {
            case .none: break
            case .forwardTo: readsPointInside = true
            case .selfOnly: readsPointInside = checks
            case .subviewsOutsideBounds:
                readsPointInside = checks; asksSubviews = checks; gatesSubviews = false
            case .default, .passThrough, .forwardSelfTo:
                readsPointInside = checks && enabledOK; asksSubviews = readsPointInside
            }
            if node.pointInsideMode == .never { if gatesSubviews { asksSubviews = false } }
            readsPointInside = readsPointInside && hitReach[v]
            subviewsAsked[v] = asksSubviews && hitReach[v]

            if singular[v] {
                // Every converted point is NaN: every comparison is false everywhere; nothing to cut.
                childHitGate[v] = hitGate[v]
                childDrawGate[v] = drawGate[v]
                continue
            }
            let mv = m[v], av = am[v]
            guard [mv.a, mv.b, mv.c, mv.d, mv.tx, mv.ty, av.a, av.b, av.c, av.d, av.tx, av.ty].allSatisfy(\.isFinite) else {
                return "a view's composed conversion overflows"
            }
            guard let inv = mv.inverted else { return "a view's composed conversion cannot be inverted" }
            let magX = av.a * xm + av.c * ym + av.tx, magY = av.b * xm + av.d * ym + av.ty
            let invNorm = Swift.abs(inv.a) + Swift.abs(inv.b) + Swift.abs(inv.c) + Swift.abs(inv.d)
            let norm = Swift.abs(mv.a) + Swift.abs(mv.b) + Swift.abs(mv.c) + Swift.abs(mv.d)
            let condition = norm * invNorm
            guard magX.isFinite, magY.isFinite, magX < 1e150, magY < 1e150, condition < 1e12 else {
                return "a view's conversion is too ill-conditioned to bound its rounding"
            }

            // The screen quadrilateral of a local rectangle, and its box, grown by the rounding margins: a
            // point whose comparison with an edge may round either way is within `2·err·invNorm` of the exact
            // edge (err in bounds space, at most invNorm times as far on screen), and the corners themselves
            // are computed through the inverse, off by rounding relative to the condition number.
            func screenQuad(_ r: Rect, err: Double) -> (ScreenQuad, Box)? {
                let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                               Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].map(inv.apply)
                let b = Rect.bounding(corners)
                guard b.isFinite else { return nil }
                let scale = max(1, Swift.abs(b.minX), Swift.abs(b.maxX), Swift.abs(b.minY), Swift.abs(b.maxY), xm, ym)
                let margin = 2 * err * invNorm + (1e-9 + 1e-12 * condition) * scale
                let quad = ScreenQuad(x: SIMD4(corners.map(\.x)), y: SIMD4(corners.map(\.y)), reach: margin)
                return (quad, Box(minX: b.minX - margin, maxX: b.maxX + margin, minY: b.minY - margin, maxY: b.maxY + margin))
            }
            func addTest(_ r: Rect, gate: Box) -> Box? {
                let x0 = r.x, x1 = r.x + r.width, y0 = r.y, y1 = r.y + r.height
                guard [x0, x1, y0, y1].allSatisfy(\.isFinite) else { return nil }
                let mag = max(magX, magY, Swift.abs(x0), Swift.abs(x1), Swift.abs(y0), Swift.abs(y1))
                let err = 1e-12 * Double(depth[v] + 2) * mag
                guard let (quad, own) = screenQuad(r, err: err) else { return nil }
                let box = own.intersection(gate)
                if !box.isEmpty, let (cl, ch) = Self.indexRange(box.minX, box.maxX, g.origin.x, g.step, g.columns),
                   let (rl, rh) = Self.indexRange(box.minY, box.maxY, g.origin.y, g.step, g.rows) {
                    built.append(Test(m: mv, x0: x0, x1: x1, y0: y0, y1: y1, err: err, kind: kinds[v],
                                      colLo: Int32(cl), colHi: Int32(ch), rowLo: Int32(rl), rowHi: Int32(rh),
                                      exactView: everyStepStraight[v] && depth[v] <= Self.exactDepth ? Int32(v) : -1,
                                      quad: quad))
                }
                return own
            }

            let bounds = node.bounds
            let hitRect: Rect? = node.pointInsideMode == .bounds ? bounds : node.pointInsideMode == .grown ? h.hitArea(of: v) : nil
            let hitTested = readsPointInside && hitRect != nil
            let sameRect = hitTested && hitRect == bounds
            var hitBox: Box = .all, boundsBox: Box = .all
            if hitTested, !sameRect, let hr = hitRect {
                guard let b = addTest(hr, gate: hitGate[v]) else { return "a hit area is not finite" }
                hitBox = b
            }
            if drawReach[v] || sameRect {
                var gate = Box(minX: .infinity, maxX: -.infinity, minY: .infinity, maxY: -.infinity)
                if drawReach[v] { gate = gate.union(drawGate[v]) }
                if sameRect { gate = gate.union(hitGate[v]) }
                guard let b = addTest(bounds, gate: gate) else { return "a view's bounds are not finite" }
                boundsBox = b
                if sameRect { hitBox = b }
            }
            // A subview's pointInside is read only where this view's pointInside said yes (unless it asks its
            // subviews first, or accepts everything).
            childHitGate[v] = hitGate[v]
            if gatesSubviews && (node.pointInsideMode == .bounds || node.pointInsideMode == .grown) {
                childHitGate[v] = hitGate[v].intersection(hitBox)
            }
            childDrawGate[v] = node.flags.contains(.clipsToBounds) ? drawGate[v].intersection(boundsBox) : drawGate[v]
        }

        // Row events: where a y-comparison may change, and where a slanted test's edges pass between rows.
        var events: [(row: Int32, lo: Int32, hi: Int32)] = []
        for t in built {
            let lo = Int(t.rowLo), hi = Int(t.rowHi)
            // A y-comparison's change only shows where the x-comparisons hold: for a replayed test, exactly
            // those columns (none: the test is false on every row). The box alone reaches a column or two past
            // the edges, into the neighbours, whose own cuts would then split the row there too.
            guard let (spanLo, spanHi) = h.nodes.withUnsafeBufferPointer({ Self.exactRange(t, $0, g, vertical: false) }) else { continue }
            func mark(_ c: Int) { if c > 0 && c < g.rows { events.append((Int32(c), spanLo, spanHi)) } }
            switch t.kind {
            case .straight:
                h.nodes.withUnsafeBufferPointer { n in
                    func replayed(_ k: Int) -> Double { Self.replay(n, t.exactView, g.origin.y + Double(k) * g.step, vertical: true) }
                    for e in [t.y0, t.y1] {
                        Self.cuts(alpha: t.m.d, beta: t.m.ty, edge: e, err: t.err, origin: g.origin.y, step: g.step, lo: lo, hi: hi,
                                  replayed: t.exactView >= 0, exact: replayed, mark)
                    }
                }
            case .swapped:
                for e in [t.x0, t.x1] {
                    Self.cuts(alpha: t.m.c, beta: t.m.tx, edge: e, err: t.err, origin: g.origin.y, step: g.step, lo: lo, hi: hi, mark)
                }
            case .slanted:
                // Between rows c − 1 and c the test can change only at columns where an edge of its
                // quadrilateral passes between the two rows (or within rounding of them): the columns each
                // edge segment sweeps across that strip, not the whole box.
                guard lo <= g.rows - 1 else { break }
                for c in max(1, lo)...max(1, min(hi + 1, g.rows - 1)) where c < g.rows {
                    let ya = g.origin.y + Double(c - 1) * g.step, yb = g.origin.y + Double(c) * g.step
                    for e in 0..<4 {
                        if let (l, r) = t.quad.sweptColumns(edge: e, from: ya, to: yb, grid: g, within: t.colLo...t.colHi) {
                            events.append((Int32(c), l, r))
                        }
                    }
                }
            }
        }
        // Bucket the events by row (a counting sort).
        var start = [Int32](repeating: 0, count: g.rows + 1)
        for e in events { start[Int(e.row) + 1] += 1 }
        for j in 0..<g.rows { start[j + 1] += start[j] }
        var fill = start
        var los = [Int32](repeating: 0, count: events.count), his = los
        for e in events {
            let k = Int(fill[Int(e.row)]); fill[Int(e.row)] += 1
            los[k] = e.lo; his[k] = e.hi
        }
        spanStart = start
        spanLo = los
        spanHi = his
        // Likewise a replayed test is false on every row where its y-comparisons fail: its x-cuts are only
        // read on the rows where they hold (its events above still mark the rows where it starts and stops).
        h.nodes.withUnsafeBufferPointer { n in
            for i in built.indices {
                if let (lo, hi) = Self.exactRange(built[i], n, g, vertical: true) { (built[i].rowLo, built[i].rowHi) = (lo, hi) } else { built[i].rowHi = -1 }
            }
        }
        built.removeAll { $0.rowHi < 0 }
        tests = built
        byRow = (0..<Int32(built.count)).sorted { built[Int($0)].rowLo < built[Int($1)].rowLo }

        // The estimate. Per row with events (and the first row of each piece, computed whole), the segments
        // born are at most the columns the events cover, and at most two per cut of the tests active there
        // (four comparisons, a point within rounding of an edge giving two cuts).
        var activeDelta = [Int](repeating: 0, count: g.rows + 1)
        for t in built { activeDelta[Int(t.rowLo)] += 1; activeDelta[Int(t.rowHi) + 1] -= 1 }
        var pieceStart = [Bool](repeating: false, count: g.rows)
        let bands = HitRegionScan.pieces(rows: g.rows, views: n)
        for group in Parallel.ranges(bands.count, pieces: HitRegionScan.scanPieces) { pieceStart[bands[group.lowerBound].lowerBound] = true }
        var comparisons = 0.0, segments = 0.0, active = 0
        for j in 0..<g.rows {
            active += activeDelta[j]
            var width = 0
            if pieceStart[j] {
                width = g.columns
            } else {
                for k in Int(start[j])..<Int(start[j + 1]) { width += Int(his[k] - los[k]) + 1 }
                width = min(width, g.columns)
            }
            guard width > 0 else { continue }
            comparisons += Double(active) * 4
            segments += Double(min(width, 8 * active + 2 * Int(start[j + 1] - start[j]) + 2))
        }
        // Edges nearly parallel to the rows: their rounding zones can span many columns, each its own segment.
        for t in built {
            let alphas: [Double] = switch t.kind {
            case .straight: [t.m.a]
            case .swapped: [t.m.b]
            case .slanted: [t.m.a, t.m.b]
            }
            for a in alphas where a != 0 {
                let zone = 2 * t.err / (Swift.abs(a) * g.step)
                if zone > 1 { segments += 2 * min(zone, Double(t.colHi - t.colLo + 1)) * Double(t.rowHi - t.rowLo + 1) }
            }
        }
        segmentEstimate = min(segments, Double(g.pointCount))
        comparisonEstimate = comparisons
        return nil
    }

    /// The columns (rows, when vertical) of the test's box where its x-comparisons (y-comparisons) may hold:
    /// for a replayed straight test, the first and last whose replayed coordinate lies in x0 ..< x1 (y0 ..< y1),
    /// nil when none does; else the whole box.
    static func exactRange(_ t: Test, _ n: UnsafeBufferPointer<HitNode>, _ g: HitMapGrid, vertical: Bool) -> (Int32, Int32)? {
        let (lo, hi) = vertical ? (t.rowLo, t.rowHi) : (t.colLo, t.colHi)
        guard t.kind == .straight, t.exactView >= 0 else { return (lo, hi) }
        let (origin, e0, e1) = vertical ? (g.origin.y, t.y0, t.y1) : (g.origin.x, t.x0, t.x1)
        var first: Int32 = -1, last: Int32 = -1
        for k in lo...hi {
            let v = replay(n, t.exactView, origin + Double(k) * g.step, vertical: vertical)
            if e0 <= v && v < e1 { if first < 0 { first = k }; last = k }
        }
        return first < 0 ? nil : (first, last)
    }

    /// Grid indexes that may lie in [lo, hi] (screen), widened for rounding, clamped to 0..<count; nil when none.
    static func indexRange(_ lo: Double, _ hi: Double, _ origin: Double, _ step: Double, _ count: Int) -> (Int, Int)? {
        let slack = 1 + 8 * Double.ulpOfOne * (Swift.abs(lo) + Swift.abs(hi) + Swift.abs(origin)) / step
        let a = lo == -.infinity ? -1 : ((lo - origin) / step - slack).rounded(.down)
        let b = hi == .infinity ? Double(count) : ((hi - origin) / step + slack).rounded(.up)
        guard !a.isNaN, !b.isNaN else { return (0, count - 1) }
        let ia = max(0, a), ib = min(Double(count - 1), b)
        guard ia <= ib else { return nil }
        return (Int(ia), Int(ib))
    }

    /// The cuts (indexes k where point k may answer differently from point k − 1) that one comparison,
    /// `alpha·t + beta` against `edge` with t = origin + k·step, needs among k in lo...hi + 1. A point within
    /// `err` of the edge gets a cut on both sides.
    @inline(__always)
    static func cuts(alpha: Double, beta: Double, edge: Double, err: Double, origin: Double, step: Double,
                     lo: Int, hi: Int, replayed: Bool = false, exact: (Int) -> Double = { _ in 0 }, _ add: (Int) -> Void) {
        func all(_ a: Int, _ b: Int) { if a <= b { for k in a...b { add(k) } } }
        guard alpha != 0 else {
            if !(Swift.abs(beta - edge) > err) { all(lo, hi + 1) }
            return
        }
        let t = (edge - beta) / alpha
        let half = err / Swift.abs(alpha)
        let c = (t - origin) / step, w = half / step
        let slack = 2 + 8 * Double.ulpOfOne * (Swift.abs(t) + Swift.abs(origin) + half) / step
        let a = (c - w - slack).rounded(.down), b = (c + w + slack).rounded(.up)
        guard a.isFinite, b.isFinite else { all(lo, hi + 1); return }
        if b < Double(lo - 1) || a > Double(hi + 1) { return }
        let ia = Int(max(a, Double(lo - 1))), ib = Int(min(b, Double(hi + 1)))
        if ib - ia > rowWindow { all(max(ia, lo), min(ib + 1, hi + 1)); return }
        @inline(__always) func side(_ k: Int) -> Int {
            // Replayed exactly: the comparison itself (x >= edge, or not), no point is uncertain.
            if replayed { return exact(k) >= edge ? 1 : -1 }
            let s = alpha * (origin + Double(k) * step) + beta - edge
            return Swift.abs(s) <= err ? 0 : (s > 0 ? 1 : -1)
        }
        var previous = side(ia)
        if previous == 0 { add(ia) }
        if ia < ib {
            for k in (ia + 1)...ib {
                let s = side(k)
                if s != previous || s == 0 || previous == 0 { add(k) }
                previous = s
            }
        }
        if previous == 0 { add(ib + 1) }
    }
}
