import HitTraceJSON
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
public struct AuditProfileFinding: Sendable {
    public enum Kind: String, Sendable {
        /// The effective receiving area is below the profile's minimum (HIG's 28×28): an error.
        case belowMinimum
        /// Below the target size (and, for WCAG AA, not saved by the spacing exception).
        case belowTarget
        /// Closer than the profile's spacing to another target (Material's 8 dp).
        case tooClose
    }

    public var kind: Kind
    public var view: ViewIndex
    /// The other target (`tooClose`, or the one that spoils WCAG's spacing exception), if any.
    public var neighbour: ViewIndex?
    /// The effective receiving area's bounding box on screen.
    public var box: Rect
    public var message: String
    /// `error` or `warning` (SARIF's levels).
    public var level: String
    /// A stable rule id: `hig/minimum-size`, `hig/target-size`, `wcag-aa/target-size`, `material/spacing`…
    public var rule: String
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
    /// - Parameter lang: the language of the findings' messages.
    public func audit(_ h: Hierarchy, areas: ReceivingAreas, lang: SentenceLanguage = .en) -> [AuditProfileFinding] {
        var findings: [AuditProfileFinding] = []
        let boxes = areas.targets.map { areas.boxes[$0.index]! }
        func fmt(_ d: Double) -> String { JSONText.number((d * 10).rounded() / 10) }
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
            let size = "\(fmt(b.width))×\(fmt(b.height))"
            let id = "`\(h.id(v.index))`"
            if let minimum = minimumSize, b.width < minimum || b.height < minimum {
                findings.append(AuditProfileFinding(kind: .belowMinimum, view: v, box: b,
                    message: lang.say("\(id) receives touches in \(size) pt, below the \(fmt(minimum))×\(fmt(minimum)) pt minimum (\(name))\(assumedNote(h, v, lang))",
                                      "\(id) 接收触摸的区域是 \(size) pt，小于 \(fmt(minimum))×\(fmt(minimum)) pt 的下限（\(name)）\(assumedNote(h, v, lang))"),
                    level: "error", rule: "\(name)/minimum-size"))
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
                findings.append(AuditProfileFinding(kind: .belowTarget, view: v, neighbour: spoiler, box: b,
                    message: lang.say("\(id) receives touches in \(size), below \(fmt(targetSize))×\(fmt(targetSize)), and the spacing exception does not apply: a \(fmt(targetSize))-unit circle centred on it meets `\(h.id(spoiler.index))` (\(name))\(assumedNote(h, v, lang))",
                                      "\(id) 接收触摸的区域是 \(size)，小于 \(fmt(targetSize))×\(fmt(targetSize))，且间距例外不适用：以它为圆心、直径 \(fmt(targetSize)) 的圆碰到了 `\(h.id(spoiler.index))`（\(name)）\(assumedNote(h, v, lang))"),
                    level: "error", rule: "\(name)/target-size"))
                continue
            }
            let recommended = minimumSize != nil
            findings.append(AuditProfileFinding(kind: .belowTarget, view: v, box: b,
                message: lang.say("\(id) receives touches in \(size) pt, below the \(recommended ? "recommended " : "")\(fmt(targetSize))×\(fmt(targetSize))\(name == "material" ? " dp" : name == "hig" ? " pt" : "") (\(name))\(assumedNote(h, v, lang))",
                                  "\(id) 接收触摸的区域是 \(size) pt，小于\(recommended ? "建议的 " : " ")\(fmt(targetSize))×\(fmt(targetSize))\(name == "material" ? " dp" : name == "hig" ? " pt" : "")（\(name)）\(assumedNote(h, v, lang))"),
                level: recommended ? "warning" : "error", rule: "\(name)/target-size"))
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
                    findings.append(AuditProfileFinding(kind: .tooClose, view: v, neighbour: u, box: a,
                        message: lang.say("`\(h.id(v.index))` and `\(h.id(u.index))` receive touches \(fmt(distance)) dp apart, closer than \(fmt(gap)) dp (\(name))",
                                          "`\(h.id(v.index))` 和 `\(h.id(u.index))` 接收触摸的区域相距 \(fmt(distance)) dp，小于 \(fmt(gap)) dp（\(name)）"),
                        level: "error", rule: "\(name)/spacing"))
                }
            }
        }
        return findings
    }

    private func assumedNote(_ h: Hierarchy, _ v: ViewIndex, _ lang: SentenceLanguage) -> String {
        let assumed = h.extras(of: v.index).assumed
        guard !assumed.isEmpty else { return "" }
        let interaction = assumed.contains("userInteractionEnabled")
        return lang.say(". Assumed: the source does not say " + (interaction ? "whether interaction is enabled, " : "")
                            + "what views in front of it or overrides do; UIKit's defaults were used",
                        "。假定：来源没有说明" + (interaction ? "是否启用了交互、" : "") + "它前面的视图和重写会做什么，使用了 UIKit 的默认值")
    }
}

extension AuditProfileFinding {
    /// The finding as JSON, the one shape the check report and the hit map's `auditProfile` share.
    public func write(to w: inout JSONWriter, in h: Hierarchy) {
        w.beginObject()
        w.key("rule"); w.string(rule)
        w.key("kind"); w.string(kind.rawValue)
        w.key("level"); w.string(level)
        w.key("view"); w.string(h.id(view.index))
        w.key("neighbour"); if let neighbour { w.string(h.id(neighbour.index)) } else { w.null() }
        w.key("box"); w.beginObject()
        w.key("x"); w.number(box.x); w.key("y"); w.number(box.y)
        w.key("width"); w.number(box.width); w.key("height"); w.number(box.height)
        w.endObject()
        w.key("message"); w.string(message)
        w.endObject()
    }
}
