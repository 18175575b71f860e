import Testing
@testable import HitTraceApp

/// Trace ids are SHA-256 of the hierarchy id, the canonical touch and the engine version, so the hash must
/// be exactly FIPS 180-4's. Vectors: "", "abc" and the 448-bit message from FIPS 180-4's examples (NIST
/// CSRC "SHA-256 example values"), the million "a" of the NIST test suite, and the lengths around a block
/// boundary where padding spills into a second block (55, 56, 63, 64 bytes; values from Python's hashlib).
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 63), "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func knownDigests(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    /// Trace ids use the first 32 digits.
    @Test func aPrefixOfTheDigits() {
        #expect(SHA256.hex(Array("abc".utf8), digits: 32) == "ba7816bf8f01cfea414140de5dae2223")
        #expect(SHA256.hex(Array("abc".utf8), digits: 3) == "ba7")
    }

    /// Not an argument above: Swift Testing would print its million bytes into the log.
    @Test func aMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The creation stamp written into every stored trace and hierarchy, on the default clock: the system's.
    @Test func nowIsAnISO8601UTCStamp() {
        let now = API.timestamp(at: .init(AppConfiguration(databasePath: ":memory:").clock()))
        #expect(now >= "2025-12-01", "the system's time, not a clock's zero")
        let stamp = Array(now.utf8)
        #expect(stamp.count == 20)
        let shape = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        for (byte, expected) in zip(stamp, shape) {
            if expected == UInt8(ascii: "d") {
                #expect((UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
            } else {
                #expect(byte == expected)
            }
        }
    }

    /// strftime's fields padded as ISO 8601 asks, at a known instant and at the epoch.
    @Test func aKnownInstantIsWrittenInISO8601() {
        #expect(API.timestamp(at: 1_764_563_217) == "2025-12-01T04:26:57Z")
        #expect(API.timestamp(at: 0) == "1970-01-01T00:00:00Z")
    }
}
