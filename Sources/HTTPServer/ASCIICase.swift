extension String {
    /// Lower-cased in ASCII only: header names, media types and other protocol tokens, which are
    /// ASCII by definition. One pass over the bytes, and no copy at all when nothing is upper-case;
    /// `lowercased()` applies Unicode's full case mapping to every character, which on the request
    /// path cost more than routing. Non-ASCII bytes are kept as they are.
    package func asciiLowercased() -> String {
        guard utf8.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else { return self }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                buffer[count] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// Equal when compared byte by byte with ASCII letters folded to lower case (header names, RFC 9110 §5.1).
    package func equalsIgnoringASCIICase(_ other: String) -> Bool {
        // Most names differ in length: told without touching the bytes (a native string knows its count).
        guard utf8.count == other.utf8.count else { return false }
        // Over contiguous UTF-8: zipping the two UTF8Views cost more than the rest of a header lookup.
        var a = self, b = other
        return a.withUTF8 { a in
            b.withUTF8 { b in
                guard a.count == b.count else { return false }
                for i in 0..<a.count where a[i] != b[i] {
                    let la = a[i] >= 0x41 && a[i] <= 0x5A ? a[i] | 0x20 : a[i]
                    let lb = b[i] >= 0x41 && b[i] <= 0x5A ? b[i] | 0x20 : b[i]
                    if la != lb { return false }
                }
                return true
            }
        }
    }
}
