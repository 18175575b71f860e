/// The request target of a request line (RFC 9112 §3.2), split into path and query and
/// percent-decoded. Anything we cannot decode faithfully is rejected with a reason (→ 400)
/// rather than guessed at.
///
/// `package`, not internal: the HTTP fuzzer (Fuzz/Targets/FuzzHTTPRequest) parses targets exactly as the server does.
package struct RequestTarget: Equatable {
    package var rawPath: String
    package var path: String
    package var query: [String: String]

    /// Why a target was rejected; the text goes into the 400 body.
    package struct Malformed: Error, Equatable {
        package let reason: String
    }

    /// Parses an origin-form target such as "/a%20b?x=1&y". Other forms ("*", absolute URLs)
    /// are not served here and count as malformed.
    package init(parsing raw: String) throws(Malformed) {
        let bytes = raw.utf8
        guard bytes.first == UInt8(ascii: "/") else {
            throw Malformed(reason: "the request target must start with \"/\"")
        }
        // One pass over the contiguous bytes (a character-by-character search, with grapheme breaking, once
        // cost more than the rest of the request's handling): controls, spaces and DEL never belong in a
        // target (a NUL would also cut C strings short); the first "?" ends the path; a "%" in the path means
        // it must be decoded.
        var text = raw
        let scan = text.withUTF8 { bytes -> (mark: Int?, pathHasEscapes: Bool, clean: Bool) in
            var mark: Int?
            var pathHasEscapes = false
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte <= 0x20 || byte == 0x7F { return (nil, false, false) }
                if mark == nil {
                    if byte == UInt8(ascii: "?") { mark = offset } else if byte == UInt8(ascii: "%") { pathHasEscapes = true }
                }
            }
            return (mark, pathHasEscapes, true)
        }
        guard scan.clean else {
            throw Malformed(reason: "the request target contains a control character or space")
        }
        let pathHasEscapes = scan.pathHasEscapes
        let mark = scan.mark.map { bytes.index(bytes.startIndex, offsetBy: $0) }
        let rawPath = mark.map { String(raw[..<$0]) } ?? raw
        // Without escapes the decoded path is the raw one: the same string, shared rather than copied.
        guard let path = pathHasEscapes ? PercentDecoding.decode(rawPath) : rawPath else {
            throw Malformed(reason: "the path has a bad percent-encoding, a NUL or invalid UTF-8")
        }
        self.rawPath = rawPath
        self.path = path
        self.query = [:]
        if let mark { self.query = try Self.parseQuery(raw[bytes.index(after: mark)...]) }
    }

    /// `a=1&b=two+words&flag`: "+" means a space (HTML form encoding), a key without "="
    /// gets "", and the first value of a repeated key wins.
    private static func parseQuery(_ raw: Substring) throws(Malformed) -> [String: String] {
        var query: [String: String] = [:]
        for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = PercentDecoding.decode(parts[0], plusIsSpace: true),
                  let value = PercentDecoding.decode(parts.count > 1 ? parts[1] : "", plusIsSpace: true)
            else {
                throw Malformed(reason: "the query has a bad percent-encoding, a NUL or invalid UTF-8")
            }
            if query[key] == nil { query[key] = value }
        }
        return query
    }
}

/// Percent-decoding (RFC 3986 §2.1) that refuses instead of repairing.
enum PercentDecoding {
    /// Decodes `%HH` escapes. Returns nil for a "%" not followed by two hex digits, a NUL
    /// (decoded or literal), or bytes that are not UTF-8.
    static func decode(_ text: some StringProtocol, plusIsSpace: Bool = false) -> String? {
        // Most segments have nothing to decode; the text is a String, so already valid UTF-8, and only a NUL
        // would make it wrong.
        let plus = plusIsSpace ? UInt8(ascii: "+") : 0
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0 || $0 == plus }) { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                      let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        if bytes.contains(0) { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
