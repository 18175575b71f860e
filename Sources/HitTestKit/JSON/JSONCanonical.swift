/// A JSON value written back with sorted keys and shortest numbers: equal values give equal bytes, which is
/// what content-addressed trace ids need. Only for small values (touches): it recurses, and the parser that
/// made the value bounds the nesting.
public enum JSONCanonical {
    public static func render(_ v: JSONValue) -> [UInt8] {
        var w = JSONWriter()
        write(v, &w)
        return w.bytes
    }

    static func write(_ v: JSONValue, _ w: inout JSONWriter) {
        switch v.kind {
        case .null: w.null()
        case .bool: w.bool(v.bool ?? false)
        case .number: w.number(v.number ?? 0)
        case .string: w.string(v.string ?? "")
        case .array:
            w.beginArray()
            for e in v.elements { write(e, &w) }
            w.endArray()
        case .object:
            w.beginObject()
            for (k, value) in v.members.sorted(by: { $0.0 < $1.0 }) { w.key(text: k); write(value, &w) }
            w.endObject()
        }
    }
}
