/// The parser's loop. Containers are kept on an explicit stack, so input nesting costs heap, never call stack.
struct ParserState {
    typealias Node = JSONDocument.Node

    private struct Open {
        var node: Int32
        var isObject: Bool
        var count: Int32
        var lastKey: Int32
    }

    /// The input, valid for the duration of `JSONParser.parse` (which holds the array).
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: JSONParser.Limits
    var nodes: [Node] = []
    private var pos = 0
    private var stack: [Open] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONParser.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func run() throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else {
            throw error(.tooLarge, "the document is larger than 4 GiB")
        }
        nodes.reserveCapacity(bytes.count / 12 + 4)
        skipWhitespace()
        try value()
        while !stack.isEmpty {
            skipWhitespace()
            guard pos < bytes.count else { throw error(.malformed, "unexpected end of input inside \(openName)") }
            let c = bytes[pos]
            let top = stack[stack.count - 1]
            let closer: UInt8 = top.isObject ? 0x7D : 0x5D
            if c == closer {
                close()
                continue
            }
            if top.count > 0 {
                guard c == 0x2C else {
                    throw error(.malformed, "expected ',' or '\(top.isObject ? "}" : "]")' after a value in \(openName)")
                }
                pos += 1
                skipWhitespace()
            }
            stack[stack.count - 1].count += 1
            if top.isObject {
                guard pos < bytes.count, bytes[pos] == 0x22 else {
                    throw error(.malformed, top.count > 0 ? "expected a member name after ','" : "expected a member name or '}'")
                }
                stack[stack.count - 1].lastKey = Int32(nodes.count)
                try string()
                skipWhitespace()
                guard pos < bytes.count, bytes[pos] == 0x3A else { throw error(.malformed, "expected ':' after a member name") }
                pos += 1
                skipWhitespace()
            }
            try value()
        }
        skipWhitespace()
        if pos != bytes.count { throw error(.malformed, "unexpected text after the JSON value") }
    }

    private var openName: String { stack.last?.isObject == true ? "an object" : "an array" }

    // Hot loops work on local copies of `pos` and `bytes`: a stored property of an inout struct is reloaded
    // from memory on every access, a local stays in a register.
    @inline(__always)
    private mutating func skipWhitespace() {
        let b = bytes
        var p = pos
        while p < b.count {
            let c = b[p]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { p += 1 } else { break }
        }
        pos = p
    }

    private mutating func append(_ kind: JSONDocument.Kind, flag: Bool = false, start: Int = 0, end: Int = 0,
                                 number: Double = 0, at offset: Int) throws(JSONSyntaxError) {
        guard nodes.count < limits.maxNodes else { throw error(.tooLarge, "more than \(limits.maxNodes) JSON values") }
        nodes.append(Node(kind: kind, flag: flag, start: UInt32(start), end: UInt32(end),
                          offset: UInt32(offset), number: number))
    }

    private mutating func value() throws(JSONSyntaxError) {
        guard pos < bytes.count else { throw error(.malformed, "unexpected end of input: expected a value") }
        let start = pos
        switch bytes[pos] {
        case 0x22: try string()
        case 0x7B, 0x5B:
            guard stack.count < limits.maxNesting else {
                throw error(.tooDeep, "arrays and objects nested deeper than \(limits.maxNesting) levels")
            }
            let isObject = bytes[pos] == 0x7B
            stack.append(Open(node: Int32(nodes.count), isObject: isObject, count: 0, lastKey: -1))
            try append(isObject ? .object : .array, at: start)
            pos += 1
        case 0x74: try literal("true", .bool, flag: true)
        case 0x66: try literal("false", .bool, flag: false)
        case 0x6E: try literal("null", .null, flag: false)
        case 0x2D, 0x30...0x39: try number()
        default:
            let what = bytes[pos] == 0x4E || bytes[pos] == 0x49 ? "NaN and Infinity are not JSON numbers" : "expected a value"
            throw error(.malformed, what)
        }
    }

    private mutating func close() {
        let open = stack.removeLast()
        nodes[Int(open.node)].start = UInt32(open.count)
        nodes[Int(open.node)].end = UInt32(nodes.count)
        pos += 1
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONDocument.Kind, flag: Bool) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        let ok = pos + n <= bytes.count && word.withUTF8Buffer { w in
            (0..<n).allSatisfy { bytes[pos + $0] == w[$0] }
        }
        guard ok else { throw error(.malformed, "expected a value") }
        try append(kind, flag: flag, at: pos)
        pos += n
        if pos < bytes.count, !JSONParser.isDelimiter(bytes[pos]) { throw error(.malformed, "unexpected character after \(word)") }
    }

    private mutating func string() throws(JSONSyntaxError) {
        let open = pos
        pos += 1
        let bodyStart = pos
        var escaped = false
        let n = bytes.count
        while true {
            // Fast path: plain ASCII without quotes, backslashes or control characters.
            let buf = bytes
            var p = pos
            while p < n {
                let c = buf[p]
                if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { break }
                p += 1
            }
            pos = p
            guard pos < n else { pos = open; throw error(.malformed, "unterminated string") }
            let b = bytes[pos]
            if b == 0x22 { break }
            if b == 0x5C {
                escaped = true
                guard pos + 1 < n else { pos = n; throw error(.malformed, "unterminated string") }
                switch bytes[pos + 1] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: pos += 2
                case 0x75:
                    guard pos + 6 <= n, (2..<6).allSatisfy({ JSONParser.hexValue(bytes[pos + $0]) != 0xFF }) else {
                        throw error(.malformed, "invalid \\u escape: expected four hex digits")
                    }
                    pos += 6
                default: throw error(.malformed, "invalid escape sequence in a string")
                }
            } else if b < 0x20 {
                throw error(.malformed, "unescaped control character U+\(hex2(b)) in a string")
            } else if b < 0x80 {
                pos += 1
            } else {
                try utf8Sequence()
            }
        }
        try append(.string, flag: escaped, start: bodyStart, end: pos, at: open)
        pos += 1
    }

    /// Validates one multi-byte UTF-8 sequence at `pos` (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF).
    private mutating func utf8Sequence() throws(JSONSyntaxError) {
        let b0 = bytes[pos]
        let len: Int
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: len = 2
        case 0xE0: len = 3; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: len = 3
        case 0xED: len = 3; hi = 0x9F
        case 0xF0: len = 4; lo = 0x90
        case 0xF1...0xF3: len = 4
        case 0xF4: len = 4; hi = 0x8F
        default: throw error(.malformed, "invalid UTF-8 byte 0x\(hex2(b0))")
        }
        guard pos + len <= bytes.count else { throw error(.malformed, "truncated UTF-8 sequence") }
        let b1 = bytes[pos + 1]
        guard b1 >= lo && b1 <= hi else { throw error(.malformed, "invalid UTF-8 sequence") }
        for k in 2..<max(2, len) where bytes[pos + k] & 0xC0 != 0x80 {
            throw error(.malformed, "invalid UTF-8 sequence")
        }
        pos += len
    }

    private mutating func number() throws(JSONSyntaxError) {
        let start = pos
        let n = bytes.count
        var negative = false
        if bytes[pos] == 0x2D { negative = true; pos += 1 }
        guard pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 else { throw error(.malformed, "expected a digit after '-'") }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if bytes[pos] == 0x30 {
            pos += 1
        } else {
            while pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - 0x30); digits += 1 } else { exponent += 1 }
                pos += 1
            }
        }
        if digits == 0 { digits = 0 }
        var exact = true
        if pos < n, bytes[pos] == 0x2E {
            pos += 1
            guard pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 else { throw error(.malformed, "expected a digit after '.'") }
            while pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - 0x30)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else if bytes[pos] != 0x30 { exact = false }
                pos += 1
            }
        }
        if pos < n, bytes[pos] == 0x65 || bytes[pos] == 0x45 {
            pos += 1
            var expNegative = false
            if pos < n, bytes[pos] == 0x2B || bytes[pos] == 0x2D { expNegative = bytes[pos] == 0x2D; pos += 1 }
            guard pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 else { throw error(.malformed, "expected a digit in the exponent") }
            var e = 0
            while pos < n, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 {
                if e < 100_000 { e = e * 10 + Int(bytes[pos] - 0x30) }
                pos += 1
            }
            exponent += expNegative ? -e : e
        }
        if pos < n, !JSONParser.isDelimiter(bytes[pos]) { throw error(.malformed, "unexpected character in a number") }
        var value: Double
        // Clinger's fast path: an integer mantissa below 2^53 and a power of ten up to 22 are both exact
        // doubles, so one multiplication or division rounds correctly. Anything else goes to the standard
        // library's correctly rounded conversion.
        if exact && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 { value /= powersOfTen[-exponent] } else { value *= powersOfTen[exponent] }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
            value = Double(text) ?? .infinity
            if negative { value = -abs(value) }
            try append(.number, number: value, at: start)
            return
        }
        if negative { value = -value }
        try append(.number, number: value, at: start)
    }

    private func hex2(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }

    private func error(_ code: JSONSyntaxError.Code, _ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        let end = min(pos, bytes.count)
        var i = 0
        while i < end {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return JSONSyntaxError(code: code, message: message, offset: pos, line: line, column: column, path: path())
    }

    private func path() -> String {
        var p = "$"
        for open in stack {
            if open.isObject {
                // Fix (found by scripts/fuzz.sh): `lastKey` is set before the member name is parsed, so an error
                // inside the name itself (a control character, bad UTF-8) found no node there and trapped.
                if open.lastKey >= 0, Int(open.lastKey) < nodes.count {
                    let key = JSONDocument(bytes: Array(bytes), nodes: nodes).string(nodes[Int(open.lastKey)])
                    p += JSONPath.member(key)
                }
            } else if open.count > 0 {
                p += "[\(open.count - 1)]"
            }
        }
        return p
    }
}

private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
