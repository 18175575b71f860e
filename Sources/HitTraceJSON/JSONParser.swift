/// Reads JSON text (RFC 8259) into a `JSONDocument` without recursion.
///
/// Strict: one value with optional surrounding whitespace, no comments, no trailing commas, no NaN/Infinity,
/// valid UTF-8 only, no raw control characters in strings. Numbers are read into `Double`; values that
/// overflow become infinite and are left for the caller to reject with a path (the decoder does).
public enum JSONParser {
    public struct Limits: Sendable {
        /// Deepest nesting of arrays and objects.
        public var maxNesting: Int
        /// Most values in one document (a guard against memory blow-up from tiny values).
        public var maxNodes: Int

        public init(maxNesting: Int = 2_100, maxNodes: Int = 64_000_000) {
            self.maxNesting = maxNesting
            self.maxNodes = maxNodes
        }
    }

    public static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(JSONSyntaxError) -> JSONDocument {
        let nodes = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in
            var state = ParserState(bytes: buffer, limits: limits)
            try state.run()
            return state.takeNodes()
        }
        return JSONDocument(bytes: bytes, adopting: nodes)
    }

    public static func parse(_ text: String, limits: Limits = Limits()) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8), limits: limits)
    }

    @inline(__always)
    package static func isDelimiter(_ b: UInt8) -> Bool {
        b == 0x2C || b == 0x5D || b == 0x7D || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x3A
    }

    /// Decodes the escapes of a string whose body is `bytes[start..<end]` (already validated by the parser).
    package static func unescape(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let b = bytes[i]
            if b != 0x5C { out.append(b); i += 1; continue }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = hex4(bytes, i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar), i + 6 <= end, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                    let low = hex4(bytes, i + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                }
                // A lone surrogate cannot be represented in UTF-8: it becomes U+FFFD, as Foundation does.
                let u = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: out.append(e)  // \" \\ \/
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    package static func hex4(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        var v: UInt32 = 0
        for k in 0..<4 { v = v << 4 | UInt32(hexValue(bytes[i + k])) }
        return v
    }

    @inline(__always)
    package static func hexValue(_ b: UInt8) -> UInt8 {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return 0xFF
        }
    }
}
