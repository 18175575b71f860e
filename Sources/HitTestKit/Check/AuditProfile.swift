/// A touch-target guideline, with its numbers and where they come from (docs/API.md, "Audit profiles").
public struct AuditProfile: Sendable, Equatable {
    /// `hig`, `wcag-aa`, `wcag-aaa`, `material`.
    public var name: String
    public var title: String
    /// The size every target should reach, in points (CSS pixels, dp: one unit per point here).
    public var targetSize: Double
    /// A hard floor below the target size (HIG's 28×28), or nil.
    public var minimumSize: Double?
    /// Material's gap between targets, or nil.
    public var spacing: Double?
    /// WCAG 2.5.8's spacing exception: an undersized target passes when a circle of `targetSize` diameter
    /// centred on it meets no other target and no other undersized target's circle.
    public var spacingException: Bool
    public var source: String

    public static let hig = AuditProfile(
        name: "hig", title: "Apple Human Interface Guidelines: hit targets of at least 44×44 pt, never below 28×28 pt",
        targetSize: 44, minimumSize: 28, spacing: nil, spacingException: false,
        source: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls")
    public static let wcagAA = AuditProfile(
        name: "wcag-aa", title: "WCAG 2.2 success criterion 2.5.8 Target Size (Minimum), level AA: 24×24, or spaced so that 24-unit circles do not meet",
        targetSize: 24, minimumSize: nil, spacing: nil, spacingException: true,
        source: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
    public static let wcagAAA = AuditProfile(
        name: "wcag-aaa", title: "WCAG 2.2 success criterion 2.5.5 Target Size (Enhanced), level AAA: 44×44",
        targetSize: 44, minimumSize: nil, spacing: nil, spacingException: false,
        source: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-enhanced.html")
    public static let material = AuditProfile(
        name: "material", title: "Material Design: touch targets of at least 48×48 dp, 8 dp apart",
        targetSize: 48, minimumSize: nil, spacing: 8, spacingException: false,
        source: "https://m3.material.io/foundations/designing/structure#dab862b1-e042-4c40-b680-b484b9077f6f")

    public static let all: [AuditProfile] = [.hig, .wcagAA, .wcagAAA, .material]

    public static func named(_ name: String) -> AuditProfile? { all.first { $0.name == name } }
}

/// One target that breaks a profile.
public struct AuditProfileFinding: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The effective receiving area is below the profile's minimum (HIG's 28×28): an error.
        case belowMinimum
        /// Below the target size (and, for WCAG AA, not saved by the spacing exception).
        case belowTarget
        /// Closer than the profile's spacing to another target (Material's 8 dp).
        case tooClose
    }

    /// SARIF's levels: below a profile's minimum or requirement is an error, below HIG's recommended 44×44 (over
    /// its 28×28 minimum) a warning.
    public enum Level: String, Sendable {
        case error, warning
    }

    public var kind: Kind
    public var view: ViewIndex
    /// The other target (`tooClose`, or the one that spoils WCAG's spacing exception), if any.
    public var neighbour: ViewIndex? = nil
    /// The effective receiving area's bounding box on screen.
    public var box: Rect
    /// The profile it breaks.
    public var profile: AuditProfile
    public var level: Level
    /// `tooClose`: how far apart the two receiving areas are.
    public var distance: Double? = nil
    /// The view's fields its source did not carry (UIKit's defaults stood in): what is in front of it and what
    /// overrides it are not known either.
    public var assumed: [String] = []

    /// A stable rule id: `hig/minimum-size`, `hig/target-size`, `wcag-aa/target-size`, `material/spacing`…
    public var rule: String {
        profile.name + "/" + (kind == .belowMinimum ? "minimum-size" : kind == .tooClose ? "spacing" : "target-size")
    }
}

/// The receiving areas a hit map gives: per view, the grid points where a touch goes to it — the hit-test
/// view is the view, or a subview with no other interactive view between — after pointInside overrides,
/// ancestors' bounds and views in front.
public struct ReceivingAreas: Sendable {
    /// Interactive views (controls, views with recognizers) that receive touches somewhere.
    public var targets: [ViewIndex]
    /// Bounding box of each view's receiving points (each point as its step×step cell), by view index.
    public var boxes: [Rect?]
    /// Points where the hit-test view is the view itself or a view inside it, by view index.
    public var reachedPoints: [Int]

    public init(_ h: Hierarchy, map: HitMap) {
        let n = h.viewCount
        let g = map.grid
        // The interactive view a touch on each view goes to (itself, or its nearest interactive ancestor).
        var receiver = [Int32](repeating: -1, count: n)
        for v in 0..<n {
            if h.isInteractive(v) { receiver[v] = Int32(v) } else if h.nodes[v].parent >= 0 { receiver[v] = receiver[Int(h.nodes[v].parent)] }
        }
        var minI = [Int](repeating: Int.max, count: n), minJ = minI
        var maxI = [Int](repeating: -1, count: n), maxJ = maxI
        var hitCount = [Int](repeating: 0, count: n)
        for j in 0..<g.rows {
            var start = 0
            let runs = map.rows[j]
            for k in stride(from: 0, to: runs.count, by: 2) {
                let v = Int(runs[k]), length = Int(runs[k + 1])
                defer { start += length }
                guard v >= 0 else { continue }
                hitCount[v] += length
                let r = receiver[v]
                guard r >= 0 else { continue }
                let t = Int(r)
                minI[t] = min(minI[t], start); maxI[t] = max(maxI[t], start + length - 1)
                minJ[t] = min(minJ[t], j); maxJ[t] = max(maxJ[t], j)
            }
        }
        // Reached: hit points of the view's whole subtree (pre-order: parents before children).
        var reached = hitCount
        for v in stride(from: n - 1, through: 0, by: -1) where h.nodes[v].parent >= 0 { reached[Int(h.nodes[v].parent)] += reached[v] }
        reachedPoints = reached
        let found: [Rect?] = (0..<n).map { v in
            guard maxI[v] >= 0 else { return nil }
            let o = g.point(column: minI[v], row: minJ[v])
            return Rect(x: o.x, y: o.y, width: Double(maxI[v] - minI[v] + 1) * g.step, height: Double(maxJ[v] - minJ[v] + 1) * g.step)
        }
        boxes = found
        targets = (0..<n).filter { found[$0] != nil && receiver[$0] == Int32($0) }.map(ViewIndex.init)
    }
}

extension AuditProfile {
    /// The targets that break this profile, measured on their effective receiving areas.
    public func audit(_ h: Hierarchy, areas: ReceivingAreas) -> [AuditProfileFinding] {
        var findings: [AuditProfileFinding] = []
        let boxes = areas.targets.map { areas.boxes[$0.index]! }
        // Views are in pre-order: `a` is an ancestor of `b` when b lies in a..<end[a].
        var end = [Int](repeating: 0, count: h.viewCount)
        var size = [Int](repeating: 1, count: h.viewCount)
        for v in stride(from: h.viewCount - 1, through: 0, by: -1) where h.nodes[v].parent >= 0 { size[Int(h.nodes[v].parent)] += size[v] }
        for v in 0..<h.viewCount { end[v] = v + size[v] }
        func related(_ a: ViewIndex, _ b: ViewIndex) -> Bool {
            let (x, y) = (a.index, b.index)
            return (x < y && y < end[x]) || (y < x && x < end[y])
        }
        let undersized = boxes.map { $0.width < targetSize || $0.height < targetSize }
        for (k, v) in areas.targets.enumerated() {
            let b = boxes[k]
            let assumed = h.extras(of: v.index).assumed
            if let minimum = minimumSize, b.width < minimum || b.height < minimum {
                findings.append(AuditProfileFinding(kind: .belowMinimum, view: v, box: b, profile: self, level: .error, assumed: assumed))
                continue
            }
            guard undersized[k] else { continue }
            if spacingException {
                // WCAG 2.5.8: a circle of targetSize diameter centred on the target's box.
                let c = Point(x: b.x + b.width / 2, y: b.y + b.height / 2), r = targetSize / 2
                var spoiler: ViewIndex?
                for (m, u) in areas.targets.enumerated() where m != k && !related(v, u) {
                    let o = boxes[m]
                    let dx = max(o.x - c.x, 0, c.x - (o.x + o.width)), dy = max(o.y - c.y, 0, c.y - (o.y + o.height))
                    if dx * dx + dy * dy < r * r { spoiler = u; break }
                    if undersized[m] {
                        let oc = Point(x: o.x + o.width / 2, y: o.y + o.height / 2)
                        if (oc.x - c.x) * (oc.x - c.x) + (oc.y - c.y) * (oc.y - c.y) < targetSize * targetSize { spoiler = u; break }
                    }
                }
                guard let spoiler else { continue }
                findings.append(AuditProfileFinding(kind: .belowTarget, view: v, neighbour: spoiler, box: b, profile: self, level: .error,
                                                    assumed: assumed))
                continue
            }
            // Below a recommendation over a hard minimum (HIG's 44 over 28) is a warning.
            findings.append(AuditProfileFinding(kind: .belowTarget, view: v, box: b, profile: self,
                                                level: minimumSize != nil ? .warning : .error, assumed: assumed))
        }
        if let gap = spacing {
            for (k, v) in areas.targets.enumerated() {
                for m in (k + 1)..<areas.targets.count {
                    let u = areas.targets[m]
                    guard !related(v, u) else { continue }
                    let a = boxes[k], o = boxes[m]
                    let dx = max(o.x - (a.x + a.width), a.x - (o.x + o.width), 0)
                    let dy = max(o.y - (a.y + a.height), a.y - (o.y + o.height), 0)
                    let distance = max(dx, dy)
                    guard distance < gap else { continue }
                    findings.append(AuditProfileFinding(kind: .tooClose, view: v, neighbour: u, box: a, profile: self, level: .error,
                                                        distance: distance))
                }
            }
        }
        return findings
    }
}
