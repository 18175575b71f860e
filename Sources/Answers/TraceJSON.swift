import HitTestKit
import Sentences
import HitTraceJSON
/// Writes a trace as the contract's JSON ("Trace"), keys in a fixed order so equal traces are equal bytes.
///
/// Every new touch posted to the server is rendered once, so this is written for speed: the keys and
/// separators of the fixed shape are literal fragments (`",\"depth\":"`), appended to one `OutputBytes`
/// with the delivery written into the same buffer, and a step's message copies its view's id and its point
/// from the bytes just written for them instead of escaping and formatting them again. The bytes are those
/// of the straightforward `JSONWriter` rendering (TraceRenderReferenceTests compares the two).
public enum TraceJSON {
    /// The version of the simulation; part of a stored trace's identity (a trace is a pure function of the
    /// hierarchy, the touch and this).
    public static let engineVersion = "4"

    /// A whole touch: the hit-test trace with its delivery and its receipt, the sentences in `lang`.
    /// - Parameter whyNot: for a touch that named a view it expected (`"expect"`), the answer for that view.
    public static func render(_ s: TouchSimulation, in h: Hierarchy, touchJSON: [UInt8]? = nil, id: String? = nil,
                              hierarchyID: String? = nil, lang: SentenceLanguage = .en, whyNot: WhyNotJSON.Reply? = nil) -> [UInt8] {
        var out = OutputBytes(capacity: capacity(s.trace, touchJSON) + DeliveryJSON.capacity(s.delivery))
        var ids = WrittenIDs(views: namedViews(s.trace))
        write(s.trace, in: h, touchJSON: touchJSON, id: id, hierarchyID: hierarchyID, lang: lang, ids: &ids, into: &out)
        out.append(",\"delivery\":")
        DeliveryJSON.write(s.delivery, in: h, lang: lang, ids: &ids, into: &out)
        var w = JSONWriter()
        WhyNotJSON.receipt(s.receipt, in: h, lang: .text(lang), &w)  // who received the touches
        out.append(",\"receipt\":")
        out.append(w.bytes)
        if let whyNot {
            var w = JSONWriter(capacity: 4096)
            WhyNotJSON.answer(whyNot, in: h, lang: .text(lang), &w)
            out.append(",\"whyNot\":")
            out.append(w.bytes)
        }
        out.append("}")
        return out.array()
    }

    /// - Parameters:
    ///   - touchJSON: the touch as given (canonical JSON bytes), written back under "touch".
    ///   - id / hierarchyID: where the trace is stored, when it is.
    ///   - delivery: the delivery object's JSON, when touch delivery was simulated.
    public static func render(_ t: HitTrace, in h: Hierarchy, touchJSON: [UInt8]? = nil, id: String? = nil,
                              hierarchyID: String? = nil, delivery: [UInt8]? = nil) -> [UInt8] {
        var out = OutputBytes(capacity: capacity(t, touchJSON) + (delivery?.count ?? 0))
        var ids = WrittenIDs(views: namedViews(t))
        write(t, in: h, touchJSON: touchJSON, id: id, hierarchyID: hierarchyID, ids: &ids, into: &out)
        if let delivery {
            out.append(",\"delivery\":")
            out.append(delivery)
        }
        out.append("}")
        return out.array()
    }

    /// Room for most traces at once (a step is ~190 bytes, a miss ~300), so that the buffer seldom grows.
    static func capacity(_ t: HitTrace, _ touchJSON: [UInt8]?) -> Int {
        512 + (touchJSON?.count ?? 0) + t.steps.count * 200 + t.misses.count * 320 + t.responderChain.count * 64
    }

    /// At most how many views a trace names: a view's steps come in threes (hitTest, pointInside, return).
    static func namedViews(_ t: HitTrace) -> Int {
        t.steps.count / 3 + 1 + t.responderChain.count + t.misses.count * 2
    }

    /// The trace object without its closing brace (the delivery may follow).
    static func write(_ t: HitTrace, in h: Hierarchy, touchJSON: [UInt8]?, id: String?, hierarchyID: String?,
                      lang: SentenceLanguage = .en, ids: inout WrittenIDs, into out: inout OutputBytes) {
        out.append("{")
        if let id { out.append("\"id\":"); out.appendQuoted(id); out.append(",") }
        if let hierarchyID { out.append("\"hierarchyId\":"); out.appendQuoted(hierarchyID); out.append(",") }
        out.append("\"engineVersion\":"); out.appendQuoted(engineVersion)
        if let touchJSON { out.append(",\"touch\":"); out.append(touchJSON) }
        out.append(",\"point\":{\"x\":"); out.appendNumber(t.screenPoint.x)
        out.append(",\"y\":"); out.appendNumber(t.screenPoint.y)
        out.append("},\"window\":"); ids.writeRef(t.window.raw, h, into: &out)
        out.append(",\"hitView\":"); ids.writeRef(t.hitView.raw, h, into: &out)
        // Only when the hierarchy has UIKit's own windows (6.6), so other traces are as they were.
        if h.hasSystemWindows {
            out.append(",\"setAsideWindows\":[")
            for (i, s) in t.setAsideWindows.enumerated() {
                if i > 0 { out.append(",") }
                out.append("{\"window\":"); ids.writeQuoted(s.window, h, into: &out)
                out.append(",\"reason\":"); out.appendQuoted(s.reason.rawValue)
                out.append(",\"inputView\":"); ids.writeRef(s.inputView.raw, h, into: &out)
                // In the asked language only, as every other sentence of a trace.
                out.append(",\"rule\":\"6.6\",\"text\":{"); out.appendQuoted(lang.rawValue)
                out.append(":"); out.appendQuoted(lang.table.setAside(s, in: h))
                out.append("}}")
            }
            out.append("]")
        }
        out.append(",\"hitTestOrder\":[")
        var first = true
        for s in t.steps where s.call == .hitTest {
            if !first { out.append(",") }
            first = false
            ids.writeQuoted(s.view, h, into: &out)
        }
        out.append("],\"steps\":[")
        var previous = StepJSON.WrittenPoint()
        for (i, s) in t.steps.enumerated() {
            if i > 0 { out.append(",") }
            StepJSON.write(s, index: i, h, lang: lang, previousPoint: &previous, ids: &ids, into: &out)
        }
        out.append("],\"responderChain\":[")
        for (i, r) in t.responderChain.enumerated() {
            if i > 0 { out.append(",") }
            out.append("{\"kind\":"); out.appendQuoted(r.kind.rawValue)
            if let v = r.view, r.kind == .view || r.kind == .window { out.append(",\"id\":"); ids.writeQuoted(v, h, into: &out) }
            if let v = r.view, r.kind == .viewController { out.append(",\"view\":"); ids.writeQuoted(v, h, into: &out) }
            out.append(",\"name\":"); out.appendQuoted(r.name)
            out.append("}")
        }
        out.append("],\"misses\":[")
        let blockers = t.missBlockers ?? .none
        for (i, m) in t.misses.enumerated() {
            if i > 0 { out.append(",") }
            out.append("{\"view\":"); ids.writeQuoted(m.view, h, into: &out)
            out.append(",\"reason\":"); out.appendQuoted(m.reason.rawValue)
            out.append(",\"by\":"); ids.writeRef(m.by, h, into: &out)
            out.append(",\"message\":"); out.appendQuoted(lang.table.miss(m, in: h))
            if m.zOrderAssumed { out.append(",\"zOrderAssumed\":true") }
            WhyNotJSON.missBlockers(blockers, index: i, view: m.view, in: h, lang: lang, into: &out)
            out.append("}")
        }
        out.append("]")
        WhyNotJSON.missGroups(blockers, in: h, lang: lang, into: &out)
        // The names people use (issue 28), only for the views whose name is not their id, so a hierarchy
        // with the author's own ids gives the trace it always gave.
        let named = t.namesNotIDs(h)
        if !named.isEmpty {
            out.append(",\"names\":{")
            for (i, n) in named.enumerated() {
                if i > 0 { out.append(",") }
                ids.writeQuoted(n.view, h, into: &out)
                out.append(":"); out.appendQuoted(n.name)
            }
            out.append("}")
        }
    }
}
