import Testing
import TestSupport
@testable import HitTestKit

/// The writer's word-at-a-time test for "does this string need escaping" against the plain byte test, for
/// every byte value at every position of strings long enough to use both the word loop and the tail.
struct JSONWriterEscapingTests {
    static func needsEscapeByteByByte(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C }
    }

    @Test func everyByteAtEveryPosition() {
        for length in [1, 7, 8, 9, 16, 23] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    // Neighbours that are themselves close to the special values, to catch borrows.
                    var bytes = [UInt8](repeating: 0x21, count: length)
                    if position > 0 { bytes[position - 1] = 0xFF }
                    bytes[position] = byte
                    let fast = bytes.withUnsafeBufferPointer { JSONWriter.hasByteToEscape($0) }
                    #expect(fast == Self.needsEscapeByteByByte(bytes), "length \(length) position \(position) byte \(byte)")
                }
            }
        }
    }

    @Test func randomWordsAgreeWithTheByteTest() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let length = Int(rng.next() % 40)
            // Mostly printable ASCII and UTF-8 lead bytes, sometimes a special byte.
            let bytes = (0..<length).map { _ -> UInt8 in
                let r = rng.next()
                return r % 50 == 0 ? [0x00, 0x1F, 0x22, 0x5C, 0x3C][Int(r / 50 % 5)] : UInt8(0x20 + r % 0xDF)
            }
            let fast = bytes.withUnsafeBufferPointer { JSONWriter.hasByteToEscape($0) }
            #expect(fast == Self.needsEscapeByteByByte(bytes))
        }
    }
}
