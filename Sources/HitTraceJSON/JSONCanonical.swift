/// A JSON value written back with sorted keys and shortest numbers: equal values give equal bytes, which is
/// what content-addressed trace ids need. Only for small values (touches): it recurses, and the parser that
/// made the value bounds the nesting.
public enum JSONCanonical {
    public static func render(_ v: JSONValue) -> [UInt8] {
        var w = JSONWriter()
        write(v, &w)
        return w.bytes
    }

    package static func write(_ v: JSONValue, _ w: inout JSONWriter) {
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
            if membersAreSorted(v) {
                for (k, value) in v.members { w.key(text: k); write(value, &w) }
            } else {
                for (k, value) in v.members.sorted(by: { $0.0 < $1.0 }) { w.key(text: k); write(value, &w) }
            }
            w.endObject()
        }
    }

    /// Whether the keys already come in order, as a touch's `{"x", "y"}` usually does: then they are written
    /// as they come, without the sorted copy of the members.
    private static func membersAreSorted(_ v: JSONValue) -> Bool {
        var previous: String?
        for (k, _) in v.members {
            if let previous, !(previous < k) { return false }
            previous = k
        }
        return true
    }
}
