/// Finds which of a fixed set of member names a key is, by comparing bytes: no `String`, no `Hasher`.
///
/// Decoding spent most of its time hashing keys into Swift sets and dictionaries; a view has a dozen
/// possible keys, so a small open-addressing table over a cheap hash of the raw bytes does the same work
/// several times faster.
public struct KeyTable: Sendable {
    public let names: [String]
    private let bytes: [[UInt8]]
    private let slots: [Int16]
    private let mask: Int

    public init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        var slots = [Int16](repeating: -1, count: size)
        for (i, b) in bytes.enumerated() {
            var s = Self.hash(b.withUnsafeBufferPointer { $0 }) & (size - 1)
            while slots[s] >= 0 { s = (s + 1) & (size - 1) }
            slots[s] = Int16(i)
        }
        self.slots = slots
        mask = size - 1
    }

    /// The index of the name spelled by these bytes, or -1.
    @inline(__always)
    public func index(of key: UnsafeBufferPointer<UInt8>) -> Int {
        var s = Self.hash(key) & mask
        while true {
            let i = Int(slots[s])
            if i < 0 { return -1 }
            let candidate = bytes[i]
            if candidate.count == key.count && candidate.withUnsafeBufferPointer({ c in
                var k = 0
                while k < c.count { if c[k] != key[k] { return false }; k += 1 }
                return true
            }) { return i }
            s = (s + 1) & mask
        }
    }

    public func index(of key: String) -> Int {
        var k = key
        return k.withUTF8 { index(of: $0) }
    }

    @inline(__always)
    static func hash(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = UInt64(b.count) &* 0x9E37_79B9_7F4A_7C15
        for byte in b { h = (h ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}

extension JSONValue {
    /// Calls `body` with each member's key index in `table` (-1 for a name not in it) and its value, in order.
    /// Keys with escapes are unescaped first (rare).
    @inline(__always)
    public func forEachMember(in table: KeyTable, _ body: (Int, Int, JSONValue) -> Void) {
        guard node.kind == .object else { return }
        let doc = document
        var cursor = index + 1
        var remaining = Int(node.start)
        doc.bytes.withUnsafeBufferPointer { buf in
            while remaining > 0 {
                remaining -= 1
                let keyNode = doc.nodes[cursor]
                let keyIndex: Int
                if keyNode.flag {
                    keyIndex = table.index(of: doc.string(keyNode))
                } else {
                    keyIndex = table.index(of: UnsafeBufferPointer(rebasing: buf[Int(keyNode.start)..<Int(keyNode.end)]))
                }
                let value = JSONValue(document: doc, index: cursor + 1)
                body(keyIndex, cursor, value)
                cursor = doc.subtreeEnd(cursor + 1)
            }
        }
    }

    /// The key of the member whose key node is at `keyNodeIndex` (from `forEachMember`).
    public func key(at keyNodeIndex: Int) -> String { document.string(document.nodes[keyNodeIndex]) }
}
