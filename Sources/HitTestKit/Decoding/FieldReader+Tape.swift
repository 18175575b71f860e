import HitTraceJSON
/// The readers for the fields on every view, reading the tape directly (`JSONTape`).
///
/// Each handles the usual spelling itself — a plain string, a boolean, an array of finite numbers — and hands
/// anything else to the `JSONValue` reader of the same name, which reads the other spellings and says what is
/// wrong: the messages exist once, and a value the fast check refuses is not necessarily invalid.
extension FieldReader {
    /// A string without escapes, 1 to 256 bytes, with no DEL: an identifier as `identifier` checks it (the
    /// parser has refused raw control characters below U+0020 in strings already).
    static func isPlainIdentifier(_ i: Int, in t: JSONTape) -> Bool {
        let n = t[i]
        guard n.kind == .string, !n.flag else { return false }
        let length = Int(n.end) - Int(n.start)
        guard length > 0, length <= 256 else { return false }
        for b in t.stringBytes(i) where b == 0x7F { return false }
        return true
    }

    mutating func identifier(_ i: Int, in t: JSONTape, _ path: @autoclosure () -> String) -> String? {
        Self.isPlainIdentifier(i, in: t) ? t.string(i) : identifier(t.value(i), path())
    }

    mutating func string(_ i: Int, in t: JSONTape, _ path: @autoclosure () -> String, maxLength: Int = 10_000) -> String? {
        let n = t[i]
        // Without escapes, the UTF-8 length is the byte length in the input.
        if n.kind == .string, !n.flag, Int(n.end) - Int(n.start) <= maxLength { return t.string(i) }
        return string(t.value(i), path(), maxLength: maxLength)
    }

    mutating func bool(_ i: Int, in t: JSONTape, _ path: @autoclosure () -> String) -> Bool? {
        let n = t[i]
        return n.kind == .bool ? n.flag : bool(t.value(i), path())
    }

    mutating func point(_ i: Int, in t: JSONTape, _ path: @autoclosure () -> String) -> Point? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { q in
            Self.plainNumbers(i, in: t, into: q) ? Point(x: q[0], y: q[1]) : point(t.value(i), path())
        }
    }

    mutating func rect(_ i: Int, in t: JSONTape, _ path: @autoclosure () -> String) -> Rect? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4) { q in
            Self.plainNumbers(i, in: t, nonNegativeFrom: 2, into: q)
                ? Rect(x: q[0], y: q[1], width: q[2], height: q[3]) : rect(t.value(i), path())
        }
    }

    /// Fills `values` when node `i` is an array of exactly that many finite numbers, none negative from
    /// `nonNegativeFrom` on; false (and nothing reported) otherwise.
    static func plainNumbers(_ i: Int, in t: JSONTape, nonNegativeFrom: Int = Int.max,
                             into values: UnsafeMutableBufferPointer<Double>) -> Bool {
        let array = t[i]
        guard array.kind == .array, Int(array.start) == values.count else { return false }
        for k in 0..<values.count {
            // Every element before this one was a number, one node each: element k is node i + 1 + k.
            let n = t[i + 1 + k]
            guard n.kind == .number, n.number.isFinite, k < nonNegativeFrom || n.number >= 0 else { return false }
            values[k] = n.number
        }
        return true
    }
}
