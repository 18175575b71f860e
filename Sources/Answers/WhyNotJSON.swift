import HitTestKit
import Sentences
import HitTraceJSON
/// The why-not data as JSON: blockers, groups, the receipt, fixes and whole answers. Data first; each
/// sentence is made from the data, in the language the answer is written in: under `"text": {"<language>": …}`
/// in a trace (a reader takes `text[lang]`; `?lang=` asks for another language, and the trace's id never
/// depends on it) or as `"sentence"` in an answer made per request.
public enum WhyNotJSON {
    /// How the sentences of one answer are written.
    public enum Language: Sendable, Equatable {
        /// `"text": {"<language>": …}`, as in a trace.
        case text(SentenceLanguage)
        /// `"text": {"en": …, "zh": …}`, for an answer that is stored once for every language (the hit map's).
        case everyLanguage
        /// `"sentence": …`, as in an answer made per request.
        case sentence(SentenceLanguage)
    }

    static func ref(_ v: Int32, _ h: Hierarchy, _ w: inout JSONWriter) {
        if v >= 0 { w.string(h.id(Int(v))) } else { w.null() }
    }

    static func ref(_ v: ViewIndex?, _ h: Hierarchy, _ w: inout JSONWriter) { ref(v.raw, h, &w) }

    static func point(_ p: Point, _ w: inout JSONWriter) {
        w.beginObject(); w.key("x"); w.number(p.x); w.key("y"); w.number(p.y); w.endObject()
    }

    static func rect(_ r: Rect, _ w: inout JSONWriter) { NormalizedJSON.rect(r, &w) }

    static func sentences(_ lang: Language, _ w: inout JSONWriter, _ make: (SentenceLanguage) -> String) {
        switch lang {
        case .sentence(let one):
            w.key("sentence"); w.string(make(one))
        case .text(let one):
            w.key("text"); w.beginObject()
            w.key(text: one.rawValue); w.string(make(one))
            w.endObject()
        case .everyLanguage:
            w.key("text"); w.beginObject()
            w.key("en"); w.string(make(.en))
            w.key("zh"); w.string(make(.zh))
            w.endObject()
        }
    }

    public static func blocker(_ b: Blocker, of view: ViewIndex, in h: Hierarchy, lang: Language, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("kind"); w.string(b.kind.rawValue)
        w.key("view"); ref(b.view, h, &w)
        w.key("rule"); w.string(b.rule)
        w.key("rules"); w.beginArray(); for r in b.rules { w.string(r) }; w.endArray()
        w.key("pathView"); ref(b.pathView, h, &w)
        if let t = b.took { w.key("took"); ref(t, h, &w) }
        if let a = b.alpha { w.key("alpha"); w.number(a) }
        if let l = b.windowLevel { w.key("windowLevel"); w.number(l) }
        if let l = b.ownWindowLevel { w.key("ownWindowLevel"); w.number(l) }
        if let p = b.point { w.key("point"); point(p, &w) }
        if let a = b.area { w.key("area"); rect(a, &w) }
        if let d = b.distance { w.key("distance"); w.number(d) }
        if let p = b.nearestPoint { w.key("nearestPoint"); point(p, &w) }
        if let box = b.viewBox { w.key("viewBox"); rect(box, &w) }
        if let s = b.sticksOut {
            w.key("sticksOut"); w.beginObject()
            w.key("top"); w.number(s.top); w.key("left"); w.number(s.left)
            w.key("bottom"); w.number(s.bottom); w.key("right"); w.number(s.right)
            w.endObject()
        }
        if let o = b.override { w.key("override"); w.string(o.name) }
        if let t = b.overrideTarget { w.key("overrideTarget"); ref(t, h, &w) }
        if b.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
        if let k = b.taker { takerFields(k, h, &w) }
        sentences(lang, &w) { $0.table.blocker(b, of: view, in: h) }
        w.endObject()
    }

    public static func blockers(_ list: [Blocker], of view: ViewIndex, in h: Hierarchy, lang: Language, _ w: inout JSONWriter) {
        w.beginArray()
        for b in list { blocker(b, of: view, in: h, lang: lang, &w) }
        w.endArray()
    }

    public static func groups(_ groups: [BlockerGroup], in h: Hierarchy, lang: Language, _ w: inout JSONWriter) {
        w.beginArray()
        for g in groups {
            w.beginObject()
            w.key("kind"); w.string(g.kind.rawValue)
            w.key("view"); ref(g.view, h, &w)
            w.key("rule"); w.string(g.rules.first ?? "")
            w.key("rules"); w.beginArray(); for r in g.rules { w.string(r) }; w.endArray()
            w.key("count"); w.int(g.views.count)
            w.key("views"); w.beginArray(); for v in g.views { ref(v, h, &w) }; w.endArray()
            if g.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            sentences(lang, &w) { $0.table.group(g, in: h) }
            w.endObject()
        }
        w.endArray()
    }

    public static func receipt(_ r: Receipt, in h: Hierarchy, lang: Language, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("hitView"); ref(r.hitView, h, &w)
        w.key("heard"); w.bool(r.heard)
        w.key("phases"); w.beginArray(); for p in r.phases { w.string(p) }; w.endArray()
        w.key("receivedBy"); w.beginArray(); for v in r.receivedBy { w.string(v) }; w.endArray()
        w.key("controlFired"); if let c = r.controlFired { w.bool(c) } else { w.null() }
        w.key("takers"); w.beginArray()
        for k in r.takers {
            w.beginObject()
            w.key("kind"); w.string(k.kind.rawValue)
            w.key("recognizer"); w.optionalString(k.recognizer)
            w.key("view"); ref(k.view, h, &w)
            w.key("rule"); w.string(k.rules.first ?? "")
            w.key("rules"); w.beginArray(); for x in k.rules { w.string(x) }; w.endArray()
            takerNumbers(k, &w)
            sentences(lang, &w) { $0.table.taker(k, hitView: r.hitView, in: h) }
            w.endObject()
        }
        w.endArray()
        // Only when some were left out, so that every other receipt reads as before.
        if r.omittedTakers > 0 { w.key("omittedTakers"); w.int(r.omittedTakers) }
        sentences(lang, &w) { $0.table.receipt(r, in: h) }
        w.endObject()
    }

    /// A past-the-hit-test blocker's taker: the recognizer, and the numbers of `takerNumbers`.
    static func takerFields(_ k: Receipt.Taker, _ h: Hierarchy, _ w: inout JSONWriter) {
        w.key("recognizer"); w.optionalString(k.recognizer)
        takerNumbers(k, &w)
    }

    /// When, the threshold crossed, the delay, the failure requirement, the delegate method, the vetoed recognizer.
    static func takerNumbers(_ k: Receipt.Taker, _ w: inout JSONWriter) {
            if let t = k.t { w.key("t"); w.number(t) }
            if let t = k.threshold {
                w.key("threshold"); w.beginObject()
                w.key("name"); w.string(t)
                w.key("value"); if let v = k.thresholdValue { w.number(v) } else { w.null() }
                w.key("measured"); if let m = k.measured { w.number(m) } else { w.null() }
                w.endObject()
            }
            if let d = k.delay { w.key("delay"); w.number(d) }
            if let x = k.waitedFor { w.key("waitedFor"); w.string(x); w.key("waitedForState"); w.optionalString(k.waitedForState) }
            if let x = k.delegateMethod { w.key("delegateMethod"); w.string(x) }
            if let x = k.vetoed { w.key("vetoed"); w.string(x) }
    }

    static func change(_ c: FixChange, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("action"); w.string(c.action.rawValue)
        w.key("view"); w.string(c.view)
        if let r = c.recognizer { w.key("recognizer"); w.string(r) }
        w.key("property"); w.string(c.property)
        w.key("from"); c.from.write(&w)
        w.key("to"); c.to.write(&w)
        w.key("removes"); w.beginObject()
        w.key("kind"); w.string(c.blocker.rawValue); w.key("view"); w.string(c.blockerView)
        w.endObject()
        w.endObject()
    }

    /// Where a fix's changed hierarchy and the same touch's trace on it were stored: the API stores a found fix
    /// and says so (`hierarchyId`, `traceId`, `links`); an answer made from unsaved JSON says they are not.
    public enum StoredFix: Sendable, Equatable {
        case notStored
        case stored(hierarchy: String, trace: String)
    }

    /// A why-not answer and what goes with it: the trace it is about and where its fix was stored (nil: the
    /// writer says nothing of storage).
    public struct Reply: Sendable {
        public var answer: WhyNotAnswer
        public var traceID: String?
        public var storedFix: StoredFix?

        public init(answer: WhyNotAnswer, traceID: String? = nil, storedFix: StoredFix? = nil) {
            self.answer = answer
            self.traceID = traceID
            self.storedFix = storedFix
        }
    }

    static func storage(_ stored: StoredFix, _ w: inout JSONWriter) {
        switch stored {
        case .notStored:
            w.key("hierarchyId"); w.null()
            w.key("traceId"); w.null()
            w.key("links"); w.beginObject(); w.endObject()
        case let .stored(hierarchy, trace):
            w.key("hierarchyId"); w.string(hierarchy)
            w.key("traceId"); w.string(trace)
            w.key("links"); StoredLinks.write(hierarchy: hierarchy, trace: trace, &w)
        }
    }

    /// A fix, with where it was stored when the writer knows.
    public static func fix(_ f: FixResult, in h: Hierarchy, lang: Language, stored: StoredFix? = nil, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("found"); w.bool(f.found)
        w.key("size"); w.int(f.changes.count)
        w.key("changes"); w.beginArray(); for c in f.changes { change(c, &w) }; w.endArray()
        w.key("alternatives"); w.beginArray()
        for a in f.alternatives { w.beginArray(); for c in a { change(c, &w) }; w.endArray() }
        w.endArray()
        w.key("hitView"); w.optionalString(f.hitView)
        w.key("search"); w.beginObject()
        w.key("candidates"); w.int(f.candidates)
        w.key("runs"); w.int(f.runs)
        w.key("considered"); w.int(f.considered)
        w.key("maxConsidered"); w.int(FixSearch.maxConsidered)
        w.key("maxRuns"); w.int(FixSearch.maxRuns)
        w.key("maxChanges"); w.int(FixSearch.maxChanges)
        w.key("exhausted"); w.bool(f.exhausted)
        w.endObject()
        if let stored { storage(stored, &w) }
        sentences(lang, &w) { $0.table.fix(f, in: h) }
        w.endObject()
    }

    /// A whole answer.
    public static func answer(_ reply: Reply, in h: Hierarchy, lang: Language, _ w: inout JSONWriter) {
        let a = reply.answer
        w.beginObject()
        w.key("view"); ref(a.view, h, &w)
        w.key("name"); w.string(h.displayName(of: a.view))
        if let traceID = reply.traceID { w.key("traceId"); w.string(traceID) }
        w.key("status"); w.string(a.status.rawValue)
        w.key("blockers"); blockers(a.blockers, of: a.status == .taken ? (a.partOf ?? a.view) : a.view, in: h, lang: lang, &w)
        w.key("distance"); if let d = a.distance { w.number(d) } else { w.null() }
        w.key("nearestHit"); if let p = a.nearestHit { point(p, &w) } else { w.null() }
        w.key("fix"); if let f = a.fix { fix(f, in: h, lang: lang, stored: reply.storedFix, &w) } else { w.null() }
        if let c = a.partOf { w.key("partOf"); ref(c, h, &w); w.key("partOfName"); w.string(h.displayName(of: c)) }
        sentences(lang, &w) { $0.table.status(a, in: h) }
        w.endObject()
    }

    // MARK: The trace's additions

    /// `"blockers": […]` for miss `i`, written after its `message` (nothing when past the limits).
    static func missBlockers(_ m: MissBlockers, index i: Int, view: ViewIndex, in h: Hierarchy, lang: SentenceLanguage,
                             into out: inout OutputBytes) {
        guard i < m.byMiss.count, let list = m.byMiss[i] else { return }
        var w = JSONWriter(capacity: 256 * list.count)
        blockers(list, of: view, in: h, lang: .text(lang), &w)
        out.append(",\"blockers\":")
        out.append(w.bytes)
    }

    /// `"missGroups": […]` after the misses (and `"missesWithoutBlockers"` when some were past the limits).
    static func missGroups(_ m: MissBlockers, in h: Hierarchy, lang: SentenceLanguage, into out: inout OutputBytes) {
        var w = JSONWriter()
        groups(m.groups, in: h, lang: .text(lang), &w)
        out.append(",\"missGroups\":")
        out.append(w.bytes)
        if m.omitted > 0 { out.append(",\"missesWithoutBlockers\":"); out.appendInteger(m.omitted) }
    }
}
