import HitTestKit
import HitTraceJSON
import Sentences

extension WhyNotJSON {
    /// `"deadZoneGroups": […], "auditGroups": […]`, written into the hit map report's object.
    public static func hitMapGroups(_ r: HitMapReport, in h: Hierarchy, _ w: inout JSONWriter) {
        w.key("deadZoneGroups"); w.beginArray()
        for g in r.deadZoneGroups {
            w.beginObject()
            w.key("reason"); w.string(g.reason.rawValue)
            w.key("by"); ref(g.by, h, &w)
            w.key("rule"); w.string(g.reason.rule)
            w.key("count"); w.int(g.views.count)
            w.key("views"); w.beginArray(); for v in g.views { ref(v, h, &w) }; w.endArray()
            w.key("lostPoints"); w.int(g.lostPoints)
            if g.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            sentences(.everyLanguage, &w) { $0.table.deadZoneGroup(g, in: h) }
            w.endObject()
        }
        w.endArray()
        w.key("auditGroups"); w.beginArray()
        for g in r.auditGroups {
            w.beginObject()
            w.key("kind"); w.string(g.kind.rawValue)
            w.key("count"); w.int(g.views.count)
            w.key("views"); w.beginArray(); for v in g.views { ref(v, h, &w) }; w.endArray()
            sentences(.everyLanguage, &w) { $0.table.auditGroup(g, in: h) }
            w.endObject()
        }
        w.endArray()
    }
}
