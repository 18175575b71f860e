import HitTestKit
import HitTraceJSON

/// The engine's check of a tap's coordinates (`CoordinateCheck`) as a tool answers it: null when the point looks
/// right, else the problem, the screen, and each reading with what it hits, in the asked language.
enum CoordinateJSON {
    static func write(_ c: CoordinateCheck, in h: Hierarchy, lang: SentenceLanguage, _ w: inout JSONWriter) {
        guard let problem = c.problem else { w.null(); return }
        w.beginObject()
        w.key("problem"); w.string(problem.rawValue)
        w.key("screen"); if let s = c.screen { ToolJSON.rect(s, &w) } else { w.null() }
        w.key("message"); w.string(sentence(c, in: h, lang: lang) ?? "")
        w.key("readings"); w.beginArray()
        for r in c.readings {
            w.beginObject()
            w.key("kind"); w.string(r.kind.rawValue)
            w.key("point"); ToolJSON.point(r.point, &w)
            w.key("hitView"); w.optionalString(r.hitView.map { h.id($0.index) })
            w.key("receiver"); w.optionalString(r.receiver.map { h.id($0.index) })
            w.key("message"); w.string(reading(r, in: h, lang: lang))
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    static func sentence(_ c: CoordinateCheck, in h: Hierarchy, lang: SentenceLanguage) -> String? {
        guard let problem = c.problem else { return nil }
        let at = "(\(JSONText.number(c.point.x)), \(JSONText.number(c.point.y)))"
        let size = c.screen.map { "\(JSONText.number($0.width))×\(JSONText.number($0.height))" } ?? "?"
        let useful = c.readings.filter { $0.receiver != nil }
        switch lang {
        case .en:
            var s = problem == .outsideScreen
                ? "\(at) is outside the \(size) pt screen."
                : "\(at) lands on nothing useful: no view, a window, or a background that fills the screen and takes no touches."
            if !useful.isEmpty { s += " Did you mean " + useful.map { reading($0, in: h, lang: lang) }.joined(separator: ", or ") + "?" }
            return s
        case .zh:
            var s = problem == .outsideScreen
                ? "\(at) 在 \(size) pt 的屏幕之外。"
                : "\(at) 没有落在有用的视图上：那里没有视图，或只有窗口、铺满屏幕且不接收触摸的背景。"
            if !useful.isEmpty { s += "是否想点：" + useful.map { reading($0, in: h, lang: lang) }.joined(separator: "；或 ") + "？" }
            return s
        }
    }

    static func reading(_ r: CoordinateCheck.Reading, in h: Hierarchy, lang: SentenceLanguage) -> String {
        // Thirds of a point, to two places: a reading to tap, not a measurement.
        let at = "(\(JSONText.number((r.point.x * 100).rounded() / 100)), \(JSONText.number((r.point.y * 100).rounded() / 100)))"
        let target = r.receiver.map { "`\(h.id($0.index))`" }
        switch lang {
        case .en:
            let how: String = switch r.kind {
            case .pixelsAt2x: "the point in pixels of a 2× screen"
            case .pixelsAt3x: "the point in pixels of a 3× screen"
            case .rotatedClockwise: "the point on the landscape screen, turned a quarter clockwise"
            case .rotatedCounterclockwise: "the point on the landscape screen, turned a quarter counter-clockwise"
            }
            return "\(at), \(how), which goes to " + (target ?? "nothing useful")
        case .zh:
            let how: String = switch r.kind {
            case .pixelsAt2x: "按 2× 屏幕像素换算"
            case .pixelsAt3x: "按 3× 屏幕像素换算"
            case .rotatedClockwise: "按横屏坐标顺时针转回"
            case .rotatedCounterclockwise: "按横屏坐标逆时针转回"
            }
            return "\(at)（\(how)），落到 " + (target ?? "无用的地方")
        }
    }
}
