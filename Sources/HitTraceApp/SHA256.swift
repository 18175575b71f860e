import CNettle

/// SHA-256 (FIPS 180-4) from nettle, for content-addressed trace ids; checked against the standard test
/// vectors in the tests. The ids are these digests' hex, so the bytes must never change with the library.
enum SHA256 {
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        message.withUnsafeBufferPointer { nettle_sha256_update(&context, $0.count, $0.baseAddress) }
        return [UInt8](unsafeUninitializedCapacity: Int(SHA256_DIGEST_SIZE)) { digest, count in
            nettle_sha256_digest(&context, Int(SHA256_DIGEST_SIZE), digest.baseAddress)
            count = Int(SHA256_DIGEST_SIZE)
        }
    }

    /// The digest in lower-case hex, or its first `digits` hex digits.
    static func hex(_ message: [UInt8], digits: Int = 64) -> String {
        // Written as ASCII bytes: building it from Characters cost three times the hash itself.
        let digest = hash(message)
        let digits = min(max(digits, 0), 64)
        return String(unsafeUninitializedCapacity: digits) { text in
            for i in 0..<digits {
                let byte = digest[i / 2]
                text[i] = hexDigit(i % 2 == 0 ? byte >> 4 : byte & 0xF)
            }
            return digits
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
