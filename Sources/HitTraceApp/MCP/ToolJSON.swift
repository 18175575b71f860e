import HitTestKit
import HitTraceJSON

/// The small pieces every tool's answer writes the same way.
enum ToolJSON {
    static func point(_ p: Point, _ w: inout JSONWriter) {
        w.beginObject(); w.key("x"); w.number(p.x); w.key("y"); w.number(p.y); w.endObject()
    }

    static func rect(_ r: Rect, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("x"); w.number(r.x); w.key("y"); w.number(r.y)
        w.key("width"); w.number(r.width); w.key("height"); w.number(r.height)
        w.endObject()
    }

    /// A value of a parsed REST answer written again (null when it is missing).
    static func copy(_ v: JSONValue?, _ w: inout JSONWriter) {
        guard let v else { w.null(); return }
        JSONTree(v).write(&w)
    }

    /// The elements of an array member of a parsed answer; none when it is missing.
    static func list(_ v: JSONValue?) -> [JSONValue] {
        guard let v, v.kind == .array else { return [] }
        return Array(v.elements)
    }
}
