import HitTestKit
import HitTraceJSON
import Sentences

/// An audit profile's finding as JSON, the one shape the check report and the hit map's `auditProfile` share.
public enum AuditFindingJSON {
    public static func write(_ f: AuditProfileFinding, in h: Hierarchy, lang: SentenceLanguage, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("rule"); w.string(f.rule)
        w.key("kind"); w.string(f.kind.rawValue)
        w.key("level"); w.string(f.level.rawValue)
        w.key("view"); w.string(h.id(f.view))
        w.key("neighbour"); if let neighbour = f.neighbour { w.string(h.id(neighbour)) } else { w.null() }
        w.key("box"); NormalizedJSON.rect(f.box, &w)
        w.key("message"); w.string(lang.table.auditFinding(f, in: h))
        w.endObject()
    }

    /// `{"name", "title", "source", "targetSize", "minimumSize", "spacing", "findings"}`: a profile and what
    /// it found, the hit map's `auditProfile`.
    package static func profile(_ profile: AuditProfile, findings: [AuditProfileFinding], in h: Hierarchy, lang: SentenceLanguage,
                                _ w: inout JSONWriter) {
        w.beginObject()
        w.key("name"); w.string(profile.name)
        w.key("title"); w.string(profile.title)
        w.key("source"); w.string(profile.source)
        w.key("targetSize"); w.number(profile.targetSize)
        w.key("minimumSize"); if let m = profile.minimumSize { w.number(m) } else { w.null() }
        w.key("spacing"); if let s = profile.spacing { w.number(s) } else { w.null() }
        w.key("findings"); w.beginArray()
        for f in findings { write(f, in: h, lang: lang, &w) }
        w.endArray()
        w.endObject()
    }
}
