import HitTestKit
import Sentences
import HitTraceJSON
/// Writes a hit map report as the contract's JSON, keys in a fixed order.
///
/// The map is compact: `views` is the id table (view index → id, every view), and each row of `map` is
/// [view index, run length, view index, run length, …] with -1 for "no view". Areas are in points².
public enum HitMapJSON {
    /// - Parameters:
    ///   - lang: the language of the dead zones' causes and of the findings' messages.
    ///   - audit: an audit profile and its findings on this map, written as `auditProfile`.
    public static func render(_ r: HitMapReport, in h: Hierarchy, lang: SentenceLanguage = .en,
                              audit: (profile: AuditProfile, findings: [AuditProfileFinding])? = nil) -> [UInt8] {
        let g = r.grid
        var w = JSONWriter(capacity: 4096 + r.map.rows.reduce(0) { $0 + $1.count * 4 } + h.viewCount * 40)
        w.beginObject()
        w.key("step"); w.number(g.step)
        w.key("region"); rect(g.region, &w)
        w.key("sampling"); w.string("x + i·step, y + j·step for 0 ≤ i < columns, 0 ≤ j < rows (cell corners)")
        w.key("columns"); w.int(g.columns)
        w.key("rows"); w.int(g.rows)
        w.key("points"); w.int(g.pointCount)
        w.key("views")
        w.beginArray()
        for v in 0..<h.viewCount { w.string(h.id(v)) }
        w.endArray()
        w.key("map")
        w.beginArray()
        for row in r.map.rows {
            w.beginArray()
            for x in row { w.int(Int(x)) }
            w.endArray()
        }
        w.endArray()
        w.key("areas")
        w.beginArray()
        for v in 0..<h.viewCount where r.receivingArea[v] > 0 || r.drawnArea[v] > 0 {
            w.beginObject()
            w.key("view"); w.string(h.id(v))
            w.key("index"); w.int(v)
            w.key("receiving"); w.number(r.receivingArea[v])
            w.key("visible"); w.number(r.drawnArea[v])
            w.endObject()
        }
        w.endArray()
        w.key("deadZones")
        w.beginArray()
        for z in r.deadZones { deadZone(z, g, h, lang, &w) }
        w.endArray()
        w.key("audit")
        w.beginArray()
        for f in r.audit { finding(f, h, lang, &w) }
        w.endArray()
        WhyNotJSON.hitMapGroups(r, in: h, &w)  // dead zones and findings that share a cause, said once
        if let audit {
            w.key("auditProfile"); AuditFindingJSON.profile(audit.profile, findings: audit.findings, in: h, lang: lang, &w)
        }
        w.endObject()
        return w.bytes
    }

    static func deadZone(_ z: DeadZone, _ g: HitMapGrid, _ h: Hierarchy, _ lang: SentenceLanguage, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("view"); w.string(h.id(z.view))
        w.key("index"); w.int(z.view.index)
        w.key("className"); w.string(h.views[z.view].className)
        w.key("visibleArea"); w.number(Double(z.drawnPoints) * g.cellArea)
        w.key("lostArea"); w.number(Double(z.lostPoints) * g.cellArea)
        w.key("entirely"); w.bool(z.lostPoints == z.drawnPoints)
        w.key("causes")
        w.beginArray()
        for c in z.causes {
            w.beginObject()
            w.key("reason"); w.string(c.reason.rawValue)
            w.key("by"); if let by = c.by { w.string(h.id(by)) } else { w.null() }
            w.key("message"); w.string(lang.table.miss(c.miss, in: h))
            w.key("samples"); w.int(c.samples)
            w.key("point"); point(c.point, &w)
            if c.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    static func finding(_ f: TouchTargetFinding, _ h: Hierarchy, _ lang: SentenceLanguage, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("kind"); w.string(f.kind.rawValue)
        w.key("view"); w.string(h.id(f.view))
        w.key("index"); w.int(f.view.index)
        if let n = f.neighbour { w.key("neighbour"); w.string(h.id(n)) }
        w.key("receivingArea"); w.number(f.receivingArea)
        w.key("visibleArea"); w.number(f.drawnArea)
        w.key("outsideArea"); w.number(f.outsideArea)
        if f.kind == .overlapsNeighbour { w.key("overlapArea"); w.number(f.overlapArea) }
        w.key("receivingBox"); rect(f.receivingBox, &w)
        w.key("minimumSide"); w.number(TouchTargetFinding.minimumSide)
        w.key("message"); w.string(lang.table.targetFinding(f, in: h))
        w.endObject()
    }

    static func rect(_ r: Rect, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("x"); w.number(r.x)
        w.key("y"); w.number(r.y)
        w.key("width"); w.number(r.width)
        w.key("height"); w.number(r.height)
        w.endObject()
    }

    static func point(_ p: Point, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("x"); w.number(p.x)
        w.key("y"); w.number(p.y)
        w.endObject()
    }
}
