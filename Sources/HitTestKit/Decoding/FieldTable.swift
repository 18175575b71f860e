/// An object's members matched against a `KeyTable`: the value of each known key, found in one pass that also
/// reports unknown and repeated keys. Reading it allocates one small array, whatever the object's size.
struct Fields {
    let object: JSONValue
    /// For each name of the table, the node index of its value, or -1.
    private var valueNode: [Int32]

    init(object: JSONValue, count: Int) {
        self.object = object
        valueNode = [Int32](repeating: -1, count: count)
    }

    subscript(_ key: Int) -> JSONValue? {
        let i = valueNode[key]
        return i < 0 ? nil : JSONValue(document: object.document, index: Int(i))
    }

    func has(_ key: Int) -> Bool { valueNode[key] >= 0 }

    /// The keys present, in the table's order.
    func forEachPresent(_ body: (Int, JSONValue) -> Void) {
        for k in 0..<valueNode.count where valueNode[k] >= 0 {
            body(k, JSONValue(document: object.document, index: Int(valueNode[k])))
        }
    }

    var count: Int { valueNode.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }

    mutating func set(_ key: Int, node: Int) { valueNode[key] = Int32(node) }
}

extension FieldReader {
    /// Matches an object's members against `table`, reporting (at their paths) members that repeat or that
    /// the table does not name — except those in `ignored`. Nil, after a report, when `v` is not an object.
    mutating func fields(_ v: JSONValue, _ table: KeyTable, ignored: Set<String> = [], _ path: @autoclosure () -> String,
                         what: String) -> Fields? {
        guard v.kind == .object else { report(path(), "expected \(what) (an object), found \(kindName(v))"); return nil }
        var f = Fields(object: v, count: table.names.count)
        var unknown: [(Int, String)] = []
        var repeated: [Int] = []
        v.forEachMember(in: table) { key, keyNode, value in
            if key < 0 {
                unknown.append((keyNode, v.key(at: keyNode)))
            } else if f.has(key) {
                repeated.append(keyNode)
            } else {
                f.set(key, node: value.index)
            }
        }
        for keyNode in repeated {
            let key = v.key(at: keyNode)
            report(path() + JSONPath.member(key), "duplicate key \"\(key)\"")
        }
        for (_, key) in unknown where !ignored.contains(key) {
            var message = "unknown field \"\(key)\" in \(what)"
            if let guess = Self.closest(key, in: Set(table.names)) { message += "; did you mean \"\(guess)\"?" }
            report(path() + JSONPath.member(key), message)
        }
        return f
    }

    func kindName(_ v: JSONValue) -> String {
        switch v.kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
