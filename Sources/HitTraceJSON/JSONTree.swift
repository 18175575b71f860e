/// A JSON value that can be changed (a `JSONDocument` is read-only): the why-not fix search edits a hierarchy's
/// normalized JSON with it and decodes the result again.
public indirect enum JSONTree: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([(String, JSONTree)])

    public static func == (l: JSONTree, r: JSONTree) -> Bool {
        switch (l, r) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public init(_ v: JSONValue) {
        switch v.kind {
        case .null: self = .null
        case .bool: self = .bool(v.bool ?? false)
        case .number: self = .number(v.number ?? 0)
        case .string: self = .string(v.string ?? "")
        case .array: self = .array(v.elements.map(JSONTree.init))
        case .object: self = .object(v.members.map { ($0.0, JSONTree($0.1)) })
        }
    }

    public subscript(key: String) -> JSONTree? {
        get {
            guard case let .object(m) = self else { return nil }
            return m.first { $0.0 == key }?.1
        }
        set {
            guard case var .object(m) = self else { return }
            if let i = m.firstIndex(where: { $0.0 == key }) {
                if let newValue { m[i].1 = newValue } else { m.remove(at: i) }
            } else if let newValue {
                m.append((key, newValue))
            }
            self = .object(m)
        }
    }

    public var number: Double? { if case let .number(d) = self { return d } else { return nil } }
    public var string: String? { if case let .string(s) = self { return s } else { return nil } }
    public var bool: Bool? { if case let .bool(b) = self { return b } else { return nil } }

    public func write(_ w: inout JSONWriter) {
        switch self {
        case .null: w.null()
        case let .bool(b): w.bool(b)
        case let .number(d): w.number(d)
        case let .string(s): w.string(s)
        case let .array(a): w.beginArray(); for e in a { e.write(&w) }; w.endArray()
        case let .object(m): w.beginObject(); for (k, v) in m { w.key(text: k); v.write(&w) }; w.endObject()
        }
    }

    public var bytes: [UInt8] {
        var w = JSONWriter()
        write(&w)
        return w.bytes
    }
}
