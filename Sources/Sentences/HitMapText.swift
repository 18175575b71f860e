import HitTestKit

/// The hit map's sentences: what each touch-target finding says.
package enum HitMapText {
    package static func message(_ f: TouchTargetFinding, _ h: Hierarchy, _ lang: SentenceLanguage = .en) -> String {
        let name = h.id(f.view.index)
        func n(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d) }
        if lang == .zh {
            switch f.kind {
            case .smallTarget:
                return "`\(name)` 接收触摸的区域是 \(n(f.receivingBox.width))×\(n(f.receivingBox.height)) pt，小于指南建议的 44×44 pt"
            case .enlargedHitArea:
                return "`\(name)` 接收触摸的面积是 \(n(f.receivingArea)) pt²，绘制的面积却是 \(n(f.drawnArea)) pt²：它的点击区域扩大了 \(n(f.outsideArea)) pt²"
            case .overlapsNeighbour:
                return "`\(name)` 扩大的点击区域占用了 `\(f.neighbour.map { h.id($0.index) } ?? "")` 绘制的 \(n(f.overlapArea)) pt²"
            }
        }
        switch f.kind {
        case .smallTarget:
            return "\(name) receives touches in a \(n(f.receivingBox.width))×\(n(f.receivingBox.height)) pt box, smaller than the 44×44 pt guideline"
        case .enlargedHitArea:
            return "\(name) receives \(n(f.receivingArea)) pt² but draws \(n(f.drawnArea)) pt²: its hit area is enlarged by \(n(f.outsideArea)) pt²"
        case .overlapsNeighbour:
            return "\(name)'s enlarged hit area takes \(n(f.overlapArea)) pt² drawn by \(f.neighbour.map { h.id($0.index) } ?? "")"
        }
    }

}
