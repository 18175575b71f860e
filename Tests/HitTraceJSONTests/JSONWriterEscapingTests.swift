import Testing
import TestSupport
@testable import HitTraceJSON

/// The escaping (`JSONText`): its word-at-a-time test for "does this string need escaping" against the plain byte test, for
/// every byte value at every position of strings long enough to use both the word loop and the tail.
struct JSONWriterEscapingTests {
    static func needsEscapeByteByByte(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains($0) }
    }

    @Test func everyByteAtEveryPosition() {
        for length in [1, 7, 8, 9, 16, 23] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    // Neighbours that are themselves close to the special values, to catch borrows.
                    var bytes = [UInt8](repeating: 0x21, count: length)
                    if position > 0 { bytes[position - 1] = 0xFF }
                    bytes[position] = byte
                    let fast = bytes.withUnsafeBufferPointer { JSONText.mayNeedEscaping($0) }
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
                return r % 50 == 0 ? [0x00, 0x1F, 0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2][Int(r / 50 % 8)] : UInt8(0x20 + r % 0xDF)
            }
            let fast = bytes.withUnsafeBufferPointer { JSONText.mayNeedEscaping($0) }
            #expect(fast == Self.needsEscapeByteByByte(bytes))
        }
    }

    /// What every emitter writes for the characters escaped beyond JSON's own: `<`, `>`, `&`, U+2028, U+2029.
    static let special = "a<b>c&d\u{2028}e\u{2029}f \"q\" \\ \n\u{1}\u{7F} é ✓ → 🙂"
    static let escaped = #"a\u003cb\u003ec\u0026d\u2028e\u2029f \"q\" \\ \n\u0001\#u{7F} é ✓ → 🙂"#

    @Test func everyEmitterEscapesTheSameWay() {
        #expect(JSONText.quoted(Self.special) == "\"" + Self.escaped + "\"")
        var w = JSONWriter()
        w.string(Self.special)
        #expect(w.text == "\"" + Self.escaped + "\"")
        var pieces = JSONWriter()
        pieces.beginString(); pieces.stringPiece("a<b>c&d\u{2028}e"); pieces.stringPiece("\u{2029}f \"q\" \\ \n\u{1}\u{7F} é ✓ → 🙂")
        pieces.endString()
        #expect(pieces.text == "\"" + Self.escaped + "\"")
        var out = OutputBytes(capacity: 8)
        out.appendQuoted(Self.special)
        #expect(String(decoding: out.array(), as: UTF8.self) == "\"" + Self.escaped + "\"")
    }

    /// A character that merely starts with the byte of U+2028's lead (E2) is copied, as are cut sequences.
    @Test func otherCharactersStartingLikeU2028AreCopied() {
        #expect(JSONText.quoted("\u{2027}\u{202A}…—\u{2028}") == "\"\u{2027}\u{202A}…—\\u2028\"")
        var out: [UInt8] = []
        [UInt8]([0x61, 0xE2, 0x80]).withUnsafeBufferPointer { JSONText.appendEscaped($0, to: &out) }
        #expect(out == [0x61, 0xE2, 0x80])
    }

    @Test func numbersAreWrittenAlikeEverywhere() {
        for d in [0, -0.0, 1, -1, 99, 100, 40.5, -230.25, 123.456, 0.001, 0.0001, 1e15, 9e15, 1e16, 2e300, .pi,
                  -2.2250738585072014e-308, .nan, .infinity, 1e12 + 0.5] {
            var w = JSONWriter()
            w.number(d)
            var out = OutputBytes(capacity: 8)
            out.appendNumber(d)
            let expected = !d.isFinite ? "null" : d == d.rounded() && abs(d) < 1e16 ? String(Int64(d)) : d.description
            #expect(JSONText.number(d) == expected, "\(d)")
            #expect(w.text == expected, "\(d)")
            #expect(String(decoding: out.array(), as: UTF8.self) == expected, "\(d)")
        }
    }
}
