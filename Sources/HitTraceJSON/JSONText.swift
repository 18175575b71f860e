/// How text and numbers are spelled wherever JSON leaves this code: the one escaping routine and the one number
/// formatter, shared by `JSONWriter`, the trace renderer (`OutputBytes`) and the sentences that quote numbers.
///
/// Escaped inside strings, besides what JSON requires (`"`, `\`, control characters):
///   • `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`, so that JSON pasted into HTML (a `<script>` element,
///     an attribute) can never close the element or start an entity;
///   • U+2028 and U+2029 as `\u2028` and `\u2029`: legal in JSON, but line terminators in older JavaScript,
///     so a body pasted into a script would break.
public enum JSONText {
    /// True if some byte may need escaping: a control character, `"`, `\`, `<`, `>`, `&`, or 0xE2 (the first
    /// byte of U+2028 and U+2029, and of other characters that are then copied as they are). Eight bytes at a
    /// time (a per-byte loop was the largest single cost of rendering a trace), with the word tests of
    /// "Bit Twiddling Hacks" (S. E. Anderson, Stanford: "Determine if a word has a byte less than n",
    /// "… has a zero byte"), which are exact for whether any byte of the word matches.
    package static func mayNeedEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        var i = 0
        while i + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if (word &- ones &* 0x20) & ~word & highs != 0  // a byte below 0x20
                || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
                || hasZeroByte(word ^ (ones &* 0x3C)) || hasZeroByte(word ^ (ones &* 0x3E))
                || hasZeroByte(word ^ (ones &* 0x26)) || hasZeroByte(word ^ (ones &* 0xE2)) {
                return true
            }
            i += 8
        }
        while i < utf8.count {
            if mayNeedEscaping(base[i]) { return true }
            i += 1
        }
        return false
    }

    @inline(__always)
    private static func mayNeedEscaping(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x3C || b == 0x3E || b == 0x26 || b == 0xE2
    }

    /// The contents of a JSON string for `utf8` (no quotes), appended to `out`.
    package static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Most strings (ids, keys, messages) need no escaping: copied whole.
        if !mayNeedEscaping(utf8) { out.append(contentsOf: utf8); return }
        out.reserveCapacity(out.count + utf8.count + 16)
        var i = 0
        while i < utf8.count {
            let b = utf8[i]
            i += 1
            guard mayNeedEscaping(b) else { out.append(b); continue }
            switch b {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(0x6E)
            case 0x0D: out.append(0x5C); out.append(0x72)
            case 0x09: out.append(0x5C); out.append(0x74)
            case 0xE2:
                // U+2028 is E2 80 A8 and U+2029 is E2 80 A9; any other character starting with E2 is copied.
                if i + 1 < utf8.count, utf8[i] == 0x80, utf8[i + 1] == 0xA8 || utf8[i + 1] == 0xA9 {
                    appendUnicodeEscape(utf8[i + 1] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    i += 2
                } else {
                    out.append(b)
                }
            default:  // the rest of the controls, `<`, `>`, `&`
                appendUnicodeEscape(UInt16(b), to: &out)
            }
        }
    }

    /// `\uXXXX`, lower-case hex.
    private static func appendUnicodeEscape(_ code: UInt16, to out: inout [UInt8]) {
        @inline(__always) func hex(_ v: UInt16) -> UInt8 { v < 10 ? 0x30 + UInt8(v) : 0x57 + UInt8(v) }
        out.append(contentsOf: [0x5C, 0x75, hex(code >> 12), hex(code >> 8 & 0xF), hex(code >> 4 & 0xF), hex(code & 0xF)])
    }

    /// `s` as a quoted JSON string.
    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = [0x22]
        var s = s
        s.withUTF8 { appendEscaped($0, to: &out) }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Numbers

    /// The most bytes `writeNumber` or `writeInteger` writes: "-2.2250738585072014e-308" is 24.
    package static let maxNumberLength = 32

    /// A number as JSON spells it here, for messages and sentences: integral values below 1e16 without ".0",
    /// -0 as 0, others as the shortest text that reads back as the same Double, non-finite as "null".
    public static func number(_ d: Double) -> String {
        String(unsafeUninitializedCapacity: maxNumberLength) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return writeNumber(d, to: base)
        }
    }

    /// Writes `d` as `number(_:)` spells it at `p`, which has room for `maxNumberLength` bytes; returns how many.
    @inline(__always)
    package static func writeNumber(_ d: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        guard d.isFinite else { return copy("null", to: p) }
        // Integral values below 1e16 as plain integers (exact in Int64): `description` would write the ones from
        // 9e15 up to 2^53 with a ".0" ("9000000000000000.0").
        if d == d.rounded(), abs(d) < 1.0e16 { return writeInteger(Int64(d), to: p) }  // -0 gives 0
        let n = writeThousandths(d, to: p)
        if n > 0 { return n }
        var text = d.description
        return text.withUTF8 { utf8 in
            p.initialize(from: utf8.baseAddress!, count: utf8.count)
            return utf8.count
        }
    }

    /// Decimal digits at `p`, with a minus sign when negative; returns how many bytes.
    @inline(__always)
    package static func writeInteger(_ value: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        // Most integers in a trace are step indexes and depths: one or two digits.
        if value >= 0 && value < 100 {
            if value < 10 { p[0] = 0x30 &+ UInt8(truncatingIfNeeded: value); return 1 }
            p[0] = 0x30 &+ UInt8(truncatingIfNeeded: value / 10)
            p[1] = 0x30 &+ UInt8(truncatingIfNeeded: value % 10)
            return 2
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let length = digits + (value < 0 ? 1 : 0)
        if value < 0 { p[0] = 0x2D }
        var i = length
        repeat {
            i -= 1
            p[i] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return length
    }

    /// A value that is a whole number of thousandths (40.5, -230.25, 123.456: most points on a screen), without
    /// making a String: `description` writes such a double as its plain decimal form, the integer part, a
    /// dot and the thousandths without trailing zeros. (Below 1e12 doubles lie less than 0.0002 apart, so no
    /// other text of three decimals or fewer reads back as the same double, and `description` writes the
    /// shortest text that does; from 1e-3 up to 2^53 it uses no exponent.) 0, having written nothing, for
    /// any other value (and for integral ones, which `writeNumber` has written before).
    private static func writeThousandths(_ d: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        guard abs(d) >= 0.001, abs(d) < 1.0e12 else { return 0 }
        let thousandths = Int((d * 1000).rounded())
        guard Double(thousandths) / 1000 == d else { return 0 }
        var n = 0
        if thousandths < 0 { p[0] = 0x2D; n = 1 }
        let magnitude = thousandths.magnitude
        n += writeInteger(Int64(magnitude / 1000), to: p + n)
        var fraction = Int64(magnitude % 1000)  // not 0: d is not integral
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        p[n] = 0x2E; n += 1
        if digits == 3 && fraction < 100 { p[n] = 0x30; n += 1 }
        if digits >= 2 && fraction < 10 { p[n] = 0x30; n += 1 }
        n += writeInteger(fraction, to: p + n)
        return n
    }

    private static func copy(_ text: StaticString, to p: UnsafeMutablePointer<UInt8>) -> Int {
        text.withUTF8Buffer { p.initialize(from: $0.baseAddress!, count: $0.count) }
        return text.utf8CodeUnitCount
    }
}
