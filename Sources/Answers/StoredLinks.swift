import HitTestKit
import HitTraceJSON

/// Where the REST API and the page show what is stored: a hierarchy, a trace on it, a touch point on the page,
/// spelt once for the answers that link to them (a why-not's stored fix, a hierarchy's summary, the MCP tools)
/// and the `Location` of what a POST stored.
public enum StoredLinks {
    public static func hierarchy(_ id: String) -> String { "/api/hierarchies/\(id)" }

    public static func trace(_ id: String) -> String { "/api/traces/\(id)" }

    /// The page showing hierarchy `id`, with the touch at `point` when there is one.
    public static func page(hierarchy id: String, point: Point? = nil) -> String {
        guard let point else { return "/?h=\(id)" }
        return "/?h=\(id)&x=\(JSONText.number(point.x))&y=\(JSONText.number(point.y))"
    }

    /// `{"hierarchy", "trace"?, "page"}`.
    public static func write(hierarchy id: String, trace: String? = nil, point: Point? = nil, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("hierarchy"); w.string(hierarchy(id))
        if let trace { w.key("trace"); w.string(Self.trace(trace)) }
        w.key("page"); w.string(page(hierarchy: id, point: point))
        w.endObject()
    }
}
