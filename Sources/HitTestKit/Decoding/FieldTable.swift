import HitTraceJSON
/// An object's members matched against a `KeyTable`: the value node of each known key, found in one pass that
/// also reports unknown and repeated keys. The slots are the caller's (a stack allocation, see `withFields`),
/// so matching a view's members allocates nothing.
struct Fields {
    /// Bit k is set when the table's name k is present (tables have at most 64 names).
    private(set) var present: UInt64 = 0
    /// The value node of each present name; the slots of absent names are never read.
    private let slots: UnsafeMutableBufferPointer<Int32>

    init(slots: UnsafeMutableBufferPointer<Int32>) { self.slots = slots }

    func has(_ key: Int) -> Bool { present & (1 << UInt64(key)) != 0 }

    /// The node index of the value of a present key.
    func node(_ key: Int) -> Int { Int(slots[key]) }

    /// The value of a key, or nil when absent.
    func value(_ key: Int, in t: JSONTape) -> JSONValue? { has(key) ? t.value(node(key)) : nil }

    mutating func set(_ key: Int, node: Int) {
        slots[key] = Int32(node)
        present |= 1 << UInt64(key)
    }
}

extension FieldReader {
    /// Runs `body` with room for the value nodes of a table's names, on the stack.
    static func withFieldSlots<R>(_ table: KeyTable, _ body: (UnsafeMutableBufferPointer<Int32>) -> R) -> R {
        precondition(table.names.count <= 64, "Fields keeps presence in a 64-bit mask")
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: table.names.count, body)
    }

    /// Matches the members of the object at node `i` against `table`, reporting (at their paths) members that
    /// repeat or that the table does not name — except those in `ignored`. Nil, after a report, when the value
    /// is not an object.
    mutating func fields(_ i: Int, in t: JSONTape, _ table: KeyTable, slots: UnsafeMutableBufferPointer<Int32>,
                         ignored: Set<String> = [], _ path: @autoclosure () -> String, what: String) -> Fields? {
        let object = t[i]
        guard object.kind == .object else {
            report(path(), "expected \(what) (an object), found \(kindName(t.value(i)))")
            return nil
        }
        var f = Fields(slots: slots)
        // Problems are rare: this pass only notes that there is one, and a second pass reports them (repeated
        // keys first, as the messages have always come).
        var cursor = i + 1
        var unknownOrRepeated = false
        for _ in 0..<Int(object.start) {
            let keyNode = t[cursor]
            let key = keyNode.flag ? table.index(of: t.string(cursor)) : table.index(of: t.stringBytes(cursor))
            if key < 0 || f.has(key) {
                unknownOrRepeated = true
            } else {
                f.set(key, node: cursor + 1)
            }
            cursor = t.subtreeEnd(cursor + 1)
        }
        if unknownOrRepeated { reportUnknownAndRepeated(i, in: t, table, ignored: ignored, path(), what: what) }
        return f
    }

    /// The reports of `fields` for an object that has unknown or repeated keys: every repeated key, then every
    /// unknown one not in `ignored`, in document order.
    private mutating func reportUnknownAndRepeated(_ i: Int, in t: JSONTape, _ table: KeyTable, ignored: Set<String>,
                                                   _ path: @autoclosure () -> String, what: String) {
        var seen: UInt64 = 0
        var unknown: [String] = []
        var cursor = i + 1
        for _ in 0..<Int(t[i].start) {
            let key = t.string(cursor)
            let k = table.index(of: key)
            if k < 0 {
                unknown.append(key)
            } else if seen & (1 << UInt64(k)) != 0 {
                report(path() + JSONPath.member(key), "duplicate key \"\(FieldReader.shortened(key))\"")
            } else {
                seen |= 1 << UInt64(k)
            }
            cursor = t.subtreeEnd(cursor + 1)
        }
        if unknown.isEmpty { return }
        let names = Set(table.names)
        for key in unknown where !ignored.contains(key) {
            reportUnknown(key, in: what, known: names, path() + JSONPath.member(key))
        }
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
