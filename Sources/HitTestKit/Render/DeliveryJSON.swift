/// Writes a touch's delivery as the contract's `delivery` object, keys in a fixed order.
public enum DeliveryJSON {
    public static func render(_ d: TouchDelivery, in h: Hierarchy) -> [UInt8] {
        var w = JSONWriter(capacity: 256 + d.timeline.count * 200)
        w.beginObject()
        w.key("touches")
        w.beginArray()
        for t in d.touches {
            w.beginObject()
            w.key("finger"); w.int(t.finger)
            w.key("view"); TraceJSON.viewRef(t.view, h, &w)
            w.key("window"); TraceJSON.viewRef(t.window, h, &w)
            w.key("t"); w.number(t.began)
            w.endObject()
        }
        w.endArray()
        w.key("recognizers")
        w.beginArray()
        for r in d.recognizers {
            w.beginObject()
            w.key("id"); w.string(r.id)
            w.key("view"); TraceJSON.viewRef(r.view, h, &w)
            w.key("type"); w.string(r.type)
            w.key("builtIn"); w.bool(r.builtIn)
            w.key("sawTouch"); w.bool(r.sawTouch)
            w.key("state"); w.string(r.state.rawValue)
            if let note = r.note { w.key("note"); w.string(note) }
            w.endObject()
        }
        w.endArray()
        w.key("timeline")
        w.beginArray()
        for e in d.timeline {
            w.beginObject()
            w.key("t"); w.number(e.t)
            w.key("target"); w.string(e.target)
            w.key("kind"); w.string(e.kind.rawValue)
            w.key("event"); w.string(e.event.rawValue)
            w.key("state"); if let s = e.state { w.string(s) } else { w.null() }
            if let f = e.finger { w.key("finger"); w.int(f) }
            if let r = e.receivedBy { w.key("receivedBy"); w.string(r) }
            w.key("reason"); w.string(e.reason)
            w.endObject()
        }
        w.endArray()
        w.key("actions")
        w.beginArray()
        for a in d.actions {
            w.beginObject()
            w.key("t"); w.number(a.t)
            w.key("source"); w.string(a.source)
            w.key("event"); w.string(a.event)
            w.endObject()
        }
        w.endArray()
        w.key("scrolls")
        w.beginArray()
        for s in d.scrolls {
            w.beginObject()
            w.key("view"); TraceJSON.viewRef(s.view, h, &w)
            w.key("scrolled"); w.bool(s.scrolled)
            w.key("by"); TraceJSON.point(s.by, &w)
            w.key("contentOffset"); TraceJSON.point(s.contentOffset, &w)
            w.endObject()
        }
        w.endArray()
        if d.omittedEntries > 0 || d.stoppedEarly {
            w.key("truncated")
            w.beginObject()
            w.key("omittedEntries"); w.int(d.omittedEntries)
            w.key("stoppedEarly"); w.bool(d.stoppedEarly)
            w.key("message")
            var text = d.omittedEntries > 0 ? "the timeline keeps its first \(d.limits.timelineEntries) entries and actions; \(d.omittedEntries) more were left out" : ""
            if d.stoppedEarly {
                text += (text.isEmpty ? "" : "; ") + "the simulation stopped after \(d.limits.work) units of work, before the touch was over"
            }
            w.string(text)
            w.endObject()
        }
        w.endObject()
        return w.bytes
    }
}
