/// A JSON value that can be changed: the fix search edits a hierarchy's normalized JSON and decodes it again,
/// so every candidate fix runs through the same decoder and engine as a posted hierarchy.
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

    var number: Double? { if case let .number(d) = self { return d } else { return nil } }
    var string: String? { if case let .string(s) = self { return s } else { return nil } }
    var bool: Bool? { if case let .bool(b) = self { return b } else { return nil } }

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

    /// Changes the view object with this `id` somewhere under `windows` / `subviews`; false when not found.
    /// The `parent` closure gets the view's superview object and the view's index among its subviews.
    mutating func updateView(id: String, _ body: (inout JSONTree) -> Void) -> Bool {
        updateParent(of: id) { parent, index in
            guard case var .array(subs)? = parent["subviews"] ?? parent["windows"] else { return }
            body(&subs[index])
            if parent["subviews"] != nil { parent["subviews"] = .array(subs) } else { parent["windows"] = .array(subs) }
        }
    }

    /// Finds the object whose `subviews` (or, at the top, `windows`) holds the view with this id, and calls
    /// `body` with it and the view's index there.
    mutating func updateParent(of id: String, _ body: (inout JSONTree, Int) -> Void) -> Bool {
        let key = self["windows"] != nil ? "windows" : "subviews"
        guard case var .array(children)? = self[key] else { return false }
        if let i = children.firstIndex(where: { $0["id"]?.string == id }) {
            body(&self, i)
            return true
        }
        for i in children.indices {
            if children[i].updateParent(of: id, body) {
                self[key] = .array(children)
                return true
            }
        }
        return false
    }
}
