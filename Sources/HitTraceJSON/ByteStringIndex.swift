/// Byte strings numbered in the order they were added, found again from raw bytes: no `String`, no `Hasher`.
///
/// Backs `KeyTable` (a view's member names) and `ClassCache` (a hierarchy's class names), which are looked up
/// once or more per view. The strings live in one buffer, and hashing and comparing read eight bytes at a
/// time: names are short, so a lookup is a few loads, one multiply and one comparison.
package struct ByteStringIndex: Sendable {
    private var storage: [UInt8] = []
    /// Where string i is in `storage`: `starts[i]..<starts[i + 1]`.
    private var starts: [Int32] = [0]
    /// String numbers by hash, -1 for empty; kept at most half full, so probes are short.
    private var slots: [Int32]

    package init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    package var count: Int { starts.count - 1 }

    /// The number of the string spelled by these bytes, or -1.
    @inline(__always)
    package func index(of key: UnsafeBufferPointer<UInt8>) -> Int {
        storage.withUnsafeBufferPointer { all in
            slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                var s = Self.hash(key) & mask
                while true {
                    let i = Int(slots[s])
                    if i < 0 { return -1 }
                    let start = Int(starts[i]), count = Int(starts[i + 1]) - start
                    if count == key.count, Self.equal(UnsafeBufferPointer(start: all.baseAddress.map { $0 + start }, count: count), key) {
                        return i
                    }
                    s = (s + 1) & mask
                }
            }
        }
    }

    /// Adds a string not already present; returns its number.
    @discardableResult
    package mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        storage.append(contentsOf: key)
        starts.append(Int32(storage.count))
        if count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for i in 0..<count { place(i) }
        } else {
            place(count - 1)
        }
        return count - 1
    }

    private mutating func place(_ i: Int) {
        let mask = slots.count - 1
        let start = Int(starts[i]), end = Int(starts[i + 1])
        var s = storage.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<end])) } & mask
        while slots[s] >= 0 { s = (s + 1) & mask }
        slots[s] = Int32(i)
    }

    /// Mixes the length, the first and the last eight bytes (fewer for short strings, read as overlapping
    /// words), and every full word between.
    @inline(__always)
    package static func hash(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = b.count
        var h = UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        guard let p = b.baseAddress.map(UnsafeRawPointer.init) else { return Int(truncatingIfNeeded: h) }
        if n >= 8 {
            var i = 0
            while i + 8 < n {
                h = (h ^ p.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                i += 8
            }
            h = (h ^ p.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
        } else if n >= 4 {
            let word = UInt64(p.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(p.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            h = (h ^ word) &* 0xC4CE_B9FE_1A85_EC53
        } else if n > 0 {
            let word = UInt64(b[0]) << 16 | UInt64(b[n / 2]) << 8 | UInt64(b[n - 1])
            h = (h ^ word) &* 0xC4CE_B9FE_1A85_EC53
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Byte-wise equality of two strings of the same length, a word at a time (overlapping words at the end).
    @inline(__always)
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = a.count
        guard n > 0, let pa = a.baseAddress.map(UnsafeRawPointer.init), let pb = b.baseAddress.map(UnsafeRawPointer.init) else {
            return true
        }
        if n < 4 {
            for k in 0..<n where a[k] != b[k] { return false }
            return true
        }
        if n < 8 {
            return pa.loadUnaligned(as: UInt32.self) == pb.loadUnaligned(as: UInt32.self)
                && pa.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self) == pb.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
        }
        var i = 0
        while i + 8 < n {
            if pa.loadUnaligned(fromByteOffset: i, as: UInt64.self) != pb.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        return pa.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == pb.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
    }
}
