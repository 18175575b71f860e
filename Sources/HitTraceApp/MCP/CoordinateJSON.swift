import HitTestKit
import Sentences
import HitTraceJSON

/// The engine's check of a tap's coordinates (`CoordinateCheck`) as a tool answers it: null when the point looks
/// right, else the problem, the screen, and each reading with what it hits, in the asked language.
enum CoordinateJSON {
    static func write(_ c: CoordinateCheck, in h: Hierarchy, lang: SentenceLanguage, _ w: inout JSONWriter) {
        guard let problem = c.problem else { w.null(); return }
        w.beginObject()
        w.key("problem"); w.string(problem.rawValue)
        w.key("screen"); if let s = c.screen { ToolJSON.rect(s, &w) } else { w.null() }
        w.key("message"); w.string(lang.table.coordinates(c, in: h) ?? "")
        w.key("readings"); w.beginArray()
        for r in c.readings {
            w.beginObject()
            w.key("kind"); w.string(r.kind.rawValue)
            w.key("point"); ToolJSON.point(r.point, &w)
            w.key("hitView"); w.optionalString(r.hitView.map { h.id($0) })
            w.key("receiver"); w.optionalString(r.receiver.map { h.id($0) })
            w.key("message"); w.string(lang.table.reading(r, in: h))
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
}
