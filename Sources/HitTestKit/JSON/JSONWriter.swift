/// Writes JSON into a byte buffer, by hand, in the order the caller chooses.
///
/// Why not `JSONEncoder`: on Linux it costs ~6x on a hot response path and its key order is random per process
/// (docs/RELIABILITY.md, "Platform notes"); traces must come out byte-identical for the same input so tests and
/// caches can compare them.
/// Commas are handled by the writer: call `key`/value methods and `beginObject`/`endObject` in order.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// One flag per open container: does the next item need a comma before it?
    private var needsComma: [Bool] = []
    private var afterKey = false

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    private mutating func separate() {
        if afterKey { afterKey = false; return }
        if let last = needsComma.last {
            if last { bytes.append(0x2C) } else { needsComma[needsComma.count - 1] = true }
        }
    }

    public mutating func beginObject() { separate(); bytes.append(0x7B); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); bytes.append(0x7D) }
    public mutating func beginArray() { separate(); bytes.append(0x5B); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); bytes.append(0x5D) }

    /// A member name written in the code: copied as it is, with no scan for characters to escape (a
    /// trace has ~180 of them, and scanning each cost as much as the rest of its writing). The names in
    /// this code base are plain ASCII words; debug builds check it.
    public mutating func key(_ k: StaticString) {
        separate()
        bytes.append(0x22)
        k.withUTF8Buffer { name in
            assert(!Self.hasByteToEscape(name), "member names in the code need no escaping")
            bytes.append(contentsOf: name)
        }
        bytes.append(0x22)
        bytes.append(0x3A)
        afterKey = true
    }

    /// A member name that comes from data (attributes, a document's own keys): escaped as needed.
    public mutating func key(text k: String) {
        separate()
        writeString(k)
        bytes.append(0x3A)
        afterKey = true
    }

    public mutating func string(_ s: String) { separate(); writeString(s) }
    public mutating func null() { separate(); bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
    public mutating func bool(_ b: Bool) {
        separate()
        bytes.append(contentsOf: b ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
    }
    public mutating func int(_ i: Int) { separate(); writeInteger(Int64(i)) }

    /// Digits straight into the buffer: no `String` per number on the hot path of every trace.
    private mutating func writeInteger(_ value: Int64) {
        if value == 0 { bytes.append(0x30); return }
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while magnitude > 0 {
                d[count] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(d[k]) }
        }
    }

    /// Shortest text that reads back as the same Double; integral values without ".0".
    /// Non-finite values have no JSON spelling and are written as null (the decoder never lets them in).
    public mutating func number(_ d: Double) {
        separate()
        guard d.isFinite else { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]); return }
        // Integral values below 1e16 as plain integers (exact in Int64): `description` would write the ones from
        // 9e15 up to 2^53 with a ".0" ("9000000000000000.0"), against this method's promise.
        if d == d.rounded(), abs(d) < 1.0e16 {
            if d == 0 { bytes.append(0x30); return }  // also turns -0 into 0
            writeInteger(Int64(d))
        } else {
            bytes.append(contentsOf: d.description.utf8)
        }
    }

    /// Raw, already-valid JSON (a nested document kept as bytes).
    public mutating func raw(_ json: [UInt8]) { separate(); bytes.append(contentsOf: json) }

    public mutating func optionalString(_ s: String?) { if let s { string(s) } else { null() } }

    private mutating func writeString(_ s: String) {
        bytes.append(0x22)
        writeEscaped(s)
        bytes.append(0x22)
    }

    /// A string written in pieces, without building it first: `beginString()`, `stringPiece(_:)`…, `endString()`.
    public mutating func beginString() { separate(); bytes.append(0x22) }
    public mutating func stringPiece(_ s: String) { writeEscaped(s) }
    public mutating func endString() { bytes.append(0x22) }

    /// True if some byte must be escaped: a control character, `"`, `\` or `<`. Eight bytes at a time
    /// (the per-byte loop was the largest single cost of rendering a trace), with the word tests of
    /// "Bit Twiddling Hacks" (S. E. Anderson, Stanford: "Determine if a word has a byte less than n",
    /// "… has a zero byte"), which are exact for whether any byte of the word matches.
    static func hasByteToEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        var i = 0
        while i + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if (word &- ones &* 0x20) & ~word & highs != 0  // a byte below 0x20
                || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
                || hasZeroByte(word ^ (ones &* 0x3C)) {
                return true
            }
            i += 8
        }
        while i < utf8.count {
            let b = base[i]
            if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x3C { return true }
            i += 1
        }
        return false
    }

    private mutating func writeEscaped(_ s: String) {
        // Over the contiguous UTF-8 of the string (native strings have it: no copy); generic iteration of
        // `utf8` cost most of a trace's rendering.
        var s = s
        s.withUTF8 { utf8 in
            // Most strings (ids, keys, messages) need no escaping: copy them whole.
            if !Self.hasByteToEscape(utf8) { bytes.append(contentsOf: utf8); return }
            for b in utf8 {
                switch b {
                case 0x22: bytes.append(0x5C); bytes.append(0x22)
                case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
                case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
                case 0x0D: bytes.append(0x5C); bytes.append(0x72)
                case 0x09: bytes.append(0x5C); bytes.append(0x74)
                case 0x3C:  // "<" as \u003c, so that JSON pasted into HTML can never close a <script> element
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, 0x33, 0x63])
                case 0..<0x20:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
                default: bytes.append(b)
                }
            }
        }
    }
}
