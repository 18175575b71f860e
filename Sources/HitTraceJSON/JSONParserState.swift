/// The parser's loop. Containers are kept on an explicit stack, so input nesting costs heap, never call stack.
///
/// The nodes and the stack are plain buffers this struct owns (freed in `deinit`, or the nodes handed over by
/// `takeNodes`), not arrays: an array checks that it is uniquely referenced on every write, a call into the
/// runtime, and the parser writes one node per value and updates the innermost container for each element.
struct ParserState: ~Copyable {
    package typealias Node = JSONDocument.Node

    private struct Open {
        package var node: Int32
        package var isObject: Bool
        package var count: Int32
        package var lastKey: Int32
    }

    /// The input, valid for the duration of `JSONParser.parse` (which holds the array).
    package let bytes: UnsafeBufferPointer<UInt8>
    package let limits: JSONParser.Limits
    private var pos = 0
    private var nodes: UnsafeMutablePointer<Node>
    private var nodeCount = 0
    private var nodeCapacity: Int
    private var stack: UnsafeMutablePointer<Open>
    private var depth = 0
    private var stackCapacity = 16

    package init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONParser.Limits) {
        self.bytes = bytes
        self.limits = limits
        // Dense JSON (`[1,2,3]`) has a node every two bytes, a view tree one every four to six: room for that,
        // doubled when full (pages never written cost no memory). Never above the node limit, which `grow` checks.
        nodeCapacity = min(max(16, bytes.count / 4), max(0, limits.maxNodes))
        nodes = .allocate(capacity: nodeCapacity)
        stack = .allocate(capacity: stackCapacity)
    }

    deinit {
        nodes.deallocate()
        stack.deallocate()
    }

    /// Hands the nodes read over to the caller, who must deallocate them (`JSONDocument.Storage` does).
    package consuming func takeNodes() -> UnsafeMutableBufferPointer<Node> {
        let result = UnsafeMutableBufferPointer(start: nodes, count: nodeCount)
        stack.deallocate()
        discard self
        return result
    }

    package mutating func run() throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else {
            throw error(.tooLarge, "the document is larger than 4 GiB")
        }
        skipWhitespace()
        // One value per turn, then the separators and closing brackets up to the next one.
        while true {
            try value()
            while true {
                guard depth > 0 else {
                    skipWhitespace()
                    if pos != bytes.count { throw error(.malformed, "unexpected text after the JSON value") }
                    return
                }
                skipWhitespace()
                guard pos < bytes.count else { throw error(.malformed, "unexpected end of input inside \(openName)") }
                let c = bytes[pos]
                let top = stack + (depth - 1)
                let isObject = top.pointee.isObject
                if c == (isObject ? 0x7D : 0x5D) {
                    close()
                    continue
                }
                let hadElements = top.pointee.count > 0
                if hadElements {
                    guard c == 0x2C else {
                        throw error(.malformed, "expected ',' or '\(isObject ? "}" : "]")' after a value in \(openName)")
                    }
                    pos += 1
                    skipWhitespace()
                }
                top.pointee.count += 1
                if isObject {
                    guard pos < bytes.count, bytes[pos] == 0x22 else {
                        throw error(.malformed, hadElements ? "expected a member name after ','" : "expected a member name or '}'")
                    }
                    top.pointee.lastKey = Int32(nodeCount)
                    try string()
                    skipWhitespace()
                    guard pos < bytes.count, bytes[pos] == 0x3A else { throw error(.malformed, "expected ':' after a member name") }
                    pos += 1
                    skipWhitespace()
                }
                break
            }
        }
    }

    private var openName: String { depth > 0 && stack[depth - 1].isObject ? "an object" : "an array" }

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

    @inline(__always)
    private mutating func append(_ kind: JSONDocument.Kind, flag: Bool = false, start: Int = 0, end: Int = 0,
                                 number: Double = 0, at offset: Int) throws(JSONSyntaxError) {
        if nodeCount == nodeCapacity { try grow() }
        (nodes + nodeCount).initialize(to: Node(kind: kind, flag: flag, start: UInt32(truncatingIfNeeded: start),
                                                end: UInt32(truncatingIfNeeded: end),
                                                offset: UInt32(truncatingIfNeeded: offset), number: number))
        nodeCount += 1
    }

    /// Makes room for one more node; the node limit is checked here, where the buffer fills, never exceeding it.
    private mutating func grow() throws(JSONSyntaxError) {
        guard nodeCount < limits.maxNodes else { throw error(.tooLarge, "more than \(limits.maxNodes) JSON values") }
        let capacity = min(nodeCapacity * 2, limits.maxNodes)
        nodes = nodes.movedToAllocation(capacity: capacity, count: nodeCount)
        nodeCapacity = capacity
    }

    @inline(__always)
    private mutating func value() throws(JSONSyntaxError) {
        guard pos < bytes.count else { throw error(.malformed, "unexpected end of input: expected a value") }
        let start = pos
        switch bytes[pos] {
        case 0x22: try string()
        case 0x7B, 0x5B:
            guard depth < limits.maxNesting else {
                throw error(.tooDeep, "arrays and objects nested deeper than \(limits.maxNesting) levels")
            }
            let isObject = bytes[pos] == 0x7B
            push(Open(node: Int32(nodeCount), isObject: isObject, count: 0, lastKey: -1))
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

    private mutating func push(_ open: Open) {
        if depth == stackCapacity {
            let larger = UnsafeMutablePointer<Open>.allocate(capacity: stackCapacity * 2)
            larger.moveInitialize(from: stack, count: depth)
            stack.deallocate()
            stack = larger
            stackCapacity *= 2
        }
        (stack + depth).initialize(to: open)
        depth += 1
    }

    private mutating func close() {
        depth -= 1
        let open = stack[depth]
        nodes[Int(open.node)].start = UInt32(open.count)
        nodes[Int(open.node)].end = UInt32(nodeCount)
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

    @inline(__always)
    private mutating func string() throws(JSONSyntaxError) {
        let open = pos
        let bodyStart = pos + 1
        var escaped = false
        let buf = bytes
        let n = buf.count
        var p = bodyStart
        while true {
            p = Self.plainRun(buf, from: p)
            guard p < n else { pos = open; throw error(.malformed, "unterminated string") }
            let b = buf[p]
            if b == 0x22 { break }
            if b == 0x5C {
                escaped = true
                pos = p
                guard p + 1 < n else { pos = n; throw error(.malformed, "unterminated string") }
                switch buf[p + 1] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: p += 2
                case 0x75:
                    guard p + 6 <= n, (2..<6).allSatisfy({ JSONParser.hexValue(buf[p + $0]) != 0xFF }) else {
                        throw error(.malformed, "invalid \\u escape: expected four hex digits")
                    }
                    p += 6
                default: throw error(.malformed, "invalid escape sequence in a string")
                }
            } else if b < 0x20 {
                pos = p
                throw error(.malformed, "unescaped control character U+\(hex2(b)) in a string")
            } else {
                // `plainRun` stops at nothing else: a byte of 0x80 or more, the start of a multi-byte sequence.
                pos = p
                try utf8Sequence()
                p = pos
            }
        }
        pos = p
        try append(.string, flag: escaped, start: bodyStart, end: p, at: open)
        pos = p + 1
    }

    /// The index of the first byte from `p` on that a string cannot hold as it is: a quote, a backslash, a
    /// control character or a byte of 0x80 or more (UTF-8 to check); `buf.count` when there is none.
    ///
    /// Eight bytes at a time while eight remain: each test below sets the high bit of the bytes it matches (the
    /// usual "has zero byte" arithmetic), exactly for the lowest matching byte, which is the one returned.
    @inline(__always)
    private static func plainRun(_ buf: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = buf.count
        var p = start
        if let base = buf.baseAddress.map(UnsafeRawPointer.init) {
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            while p + 8 <= n {
                let w = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p, as: UInt64.self))
                let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
                let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                    | ((w &- ones &* 0x20) & ~w) | w
                let found = special & high
                if found != 0 { return p + found.trailingZeroBitCount >> 3 }
                p += 8
            }
        }
        while p < n {
            let c = buf[p]
            if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { break }
            p += 1
        }
        return p
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

    @inline(__always)
    private mutating func number() throws(JSONSyntaxError) {
        let start = pos
        let b = bytes
        let n = b.count
        var p = pos
        @inline(__always) func isDigit(_ i: Int) -> Bool { i < n && b[i] &- 0x30 < 10 }
        var negative = false
        if b[p] == 0x2D { negative = true; p += 1 }
        guard isDigit(p) else { pos = p; throw error(.malformed, "expected a digit after '-'") }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if b[p] == 0x30 {
            p += 1
        } else {
            while isDigit(p) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b[p] &- 0x30); digits += 1 } else { exponent += 1 }
                p += 1
            }
        }
        var exact = true
        if p < n, b[p] == 0x2E {
            p += 1
            guard isDigit(p) else { pos = p; throw error(.malformed, "expected a digit after '.'") }
            while isDigit(p) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(b[p] &- 0x30)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                } else if b[p] != 0x30 { exact = false }
                p += 1
            }
        }
        if p < n, b[p] == 0x65 || b[p] == 0x45 {
            p += 1
            var expNegative = false
            if p < n, b[p] == 0x2B || b[p] == 0x2D { expNegative = b[p] == 0x2D; p += 1 }
            guard isDigit(p) else { pos = p; throw error(.malformed, "expected a digit in the exponent") }
            var e = 0
            while isDigit(p) {
                if e < 100_000 { e = e * 10 + Int(b[p] &- 0x30) }
                p += 1
            }
            exponent += expNegative ? -e : e
        }
        pos = p
        if p < n, !JSONParser.isDelimiter(b[p]) { throw error(.malformed, "unexpected character in a number") }
        var value: Double
        // Clinger's fast path: an integer mantissa below 2^53 and a power of ten up to 22 are both exact
        // doubles, so one multiplication or division rounds correctly. Anything else goes to the standard
        // library's correctly rounded conversion.
        if exact && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 { value /= powersOfTen[-exponent] } else if exponent > 0 { value *= powersOfTen[exponent] }
            if negative { value = -value }
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<p]), as: UTF8.self)
            value = Double(text) ?? .infinity
            if negative { value = -abs(value) }
        }
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
        for open in UnsafeBufferPointer(start: stack, count: depth) {
            if open.isObject {
                // `lastKey` is set before the member name is parsed, so for an error inside the name itself (a
                // control character, bad UTF-8) there is no node there yet: checked before it is read.
                if open.lastKey >= 0, Int(open.lastKey) < nodeCount {
                    let n = nodes[Int(open.lastKey)]
                    let key = n.flag ? JSONParser.unescape(Array(bytes), Int(n.start), Int(n.end))
                        : String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(n.start)..<Int(n.end)]), as: UTF8.self)
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
