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
}
