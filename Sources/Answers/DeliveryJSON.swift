import HitTestKit
import Sentences
import HitTraceJSON
/// Writes a touch's delivery as the contract's `delivery` object, keys in a fixed order (literal fragments,
/// as `TraceJSON` writes the rest of the trace, into the trace's own buffer).
public enum DeliveryJSON {
    public static func render(_ d: TouchDelivery, in h: Hierarchy) -> [UInt8] {
        var out = OutputBytes(capacity: capacity(d))
        var ids = WrittenIDs(views: d.touches.count * 2 + d.recognizers.count + d.scrolls.count)
        write(d, in: h, ids: &ids, into: &out)
        return out.array()
    }

    /// Room for most deliveries at once: a timeline entry with its sentence is ~300 bytes.
    static func capacity(_ d: TouchDelivery) -> Int {
        256 + d.touches.count * 80 + d.recognizers.count * 160 + d.timeline.count * 320 + d.actions.count * 80
            + d.scrolls.count * 120
    }

    /// - Parameter ids: the views whose ids the trace has written already.
    static func write(_ d: TouchDelivery, in h: Hierarchy, lang: SentenceLanguage = .en, ids: inout WrittenIDs, into out: inout OutputBytes) {
        out.append("{\"touches\":[")
        for (i, t) in d.touches.enumerated() {
            out.append(i == 0 ? "{\"finger\":" : ",{\"finger\":"); out.appendInteger(t.finger)
            out.append(",\"view\":"); ids.writeRef(t.view, h, into: &out)
            out.append(",\"window\":"); ids.writeRef(t.window, h, into: &out)
            out.append(",\"t\":"); out.appendNumber(t.began)
            out.append("}")
        }
        out.append("],\"recognizers\":[")
        for (i, r) in d.recognizers.enumerated() {
            out.append(i == 0 ? "{\"id\":" : ",{\"id\":"); out.appendQuoted(r.id)
            out.append(",\"view\":"); ids.writeRef(r.view, h, into: &out)
            out.append(",\"type\":"); out.appendQuoted(r.type)
            out.append(",\"builtIn\":"); out.appendBool(r.builtIn)
            out.append(",\"sawTouch\":"); out.appendBool(r.sawTouch)
            out.append(",\"state\":"); out.appendQuoted(r.state.rawValue)
            if let note = r.note { out.append(",\"note\":"); out.appendQuoted(lang.table.note(note, in: h)) }
            out.append("}")
        }
        out.append("],\"timeline\":[")
        for (i, e) in d.timeline.enumerated() {
            out.append(i == 0 ? "{\"t\":" : ",{\"t\":"); out.appendNumber(e.t)
            out.append(",\"target\":"); out.appendQuoted(e.target)
            out.append(",\"kind\":"); out.appendQuoted(e.kind.rawValue)
            out.append(",\"event\":"); out.appendQuoted(e.event.rawValue)
            out.append(",\"state\":"); if let state = e.state { out.appendQuoted(state.name) } else { out.append("null") }
            if let f = e.finger { out.append(",\"finger\":"); out.appendInteger(f) }
            if let r = e.receivedBy { out.append(",\"receivedBy\":"); out.appendQuoted(r) }
            out.append(",\"reason\":"); out.appendQuoted(lang.table.timeline(e.cause, in: h))
            if let v = e.value { valueChange(v, into: &out) }
            out.append("}")
        }
        out.append("],\"actions\":[")
        for (i, a) in d.actions.enumerated() {
            out.append(i == 0 ? "{\"t\":" : ",{\"t\":"); out.appendNumber(a.t)
            out.append(",\"source\":"); out.appendQuoted(a.source)
            out.append(",\"event\":"); out.appendQuoted(a.event)
            if let v = a.value { valueChange(v, into: &out) }
            out.append("}")
        }
        out.append("],\"scrolls\":[")
        for (i, s) in d.scrolls.enumerated() {
            out.append(i == 0 ? "{\"view\":" : ",{\"view\":"); ids.writeRef(s.view, h, into: &out)
            out.append(",\"scrolled\":"); out.appendBool(s.scrolled)
            out.append(",\"by\":{\"x\":"); out.appendNumber(s.by.x); out.append(",\"y\":"); out.appendNumber(s.by.y)
            out.append("},\"contentOffset\":{\"x\":"); out.appendNumber(s.contentOffset.x)
            out.append(",\"y\":"); out.appendNumber(s.contentOffset.y)
            out.append("}}")
        }
        out.append("]")
        if d.omittedEntries > 0 || d.stoppedEarly {
            out.append(",\"truncated\":{\"omittedEntries\":"); out.appendInteger(d.omittedEntries)
            out.append(",\"stoppedEarly\":"); out.appendBool(d.stoppedEarly)
            out.append(",\"message\":"); out.appendQuoted(lang.table.truncation(d))
            out.append("}")
        }
        out.append("}")
    }

    /// `"value": {"property": "isOn", "before": false, "after": true}`: a `.valueChanged`'s value (3.13–3.16).
    private static func valueChange(_ v: TouchDelivery.ValueChange, into out: inout OutputBytes) {
        out.append(",\"value\":{\"property\":"); out.appendQuoted(v.property.rawValue)
        func number(_ n: Double) {
            switch v.property {
            case .isOn: out.appendBool(n != 0)
            case .selectedSegmentIndex: out.appendInteger(Int(n))
            case .value: out.appendNumber(n)
            }
        }
        out.append(",\"before\":"); number(v.before)
        out.append(",\"after\":"); number(v.after)
        out.append("}")
    }
}
