/// A header's name and value as sent, lent by libmicrohttpd (`MHDConnection.withRawHeaderFields`).
typealias RawHeaderField = (name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer)

/// Requests that a proxy in front of the server could read differently from it (request smuggling), or that
/// say nothing we can trust about where they end: refused with a JSON 400 or 505 once the headers are in,
/// before any route sees them. libmicrohttpd 0.9.75 accepts all of these (its strict mode only adds a `Host`
/// check, and answers it in HTML).
enum RequestFraming {
    /// Why the request must be refused, or nil. `version` is the request line's; `fields` every header as sent.
    static func problem(version: String?, fields: [RawHeaderField]) -> HTTPError? {
        guard let version, version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return HTTPError(status: .httpVersionNotSupported, code: .httpVersionNotSupported,
                             message: "the HTTP version \"\(version ?? "")\" is not supported; send HTTP/1.1 or HTTP/1.0")
        }
        for field in fields where field.name.contains(where: isForbidden) || field.value.contains(where: isForbidden) {
            return bad("the header \(String(decoding: field.name.filter { !isForbidden($0) }, as: UTF8.self)) contains a NUL, CR or LF byte")
        }
        // One pass, nothing collected: every request is checked.
        var hosts = 0, length: UnsafeRawBufferPointer?, lengthsDisagree = false, chunked = false
        for field in fields {
            if named(field.name, "host") {
                hosts += 1
            } else if named(field.name, "content-length") {
                let value = trimmed(field.value)
                if let length, !length.elementsEqual(value) { lengthsDisagree = true }
                length = length ?? value
            } else if named(field.name, "transfer-encoding") {
                chunked = true
            }
        }
        if version == "HTTP/1.1", hosts == 0 { return bad("an HTTP/1.1 request must have a Host header") }
        if hosts > 1 { return bad("the request has \(hosts) Host headers; send one") }
        if lengthsDisagree { return bad("the request has Content-Length headers that disagree; send one") }
        if length != nil, chunked { return bad("the request has both Content-Length and Transfer-Encoding; send one") }
        return nil
    }

    private static func bad(_ message: String) -> HTTPError {
        HTTPError(status: .badRequest, code: .badRequest, message: message)
    }

    private static func isForbidden(_ byte: UInt8) -> Bool { byte == 0 || byte == 0x0D || byte == 0x0A }

    private static func named(_ name: UnsafeRawBufferPointer, _ lowercased: String) -> Bool {
        name.count == lowercased.utf8.count && zip(name, lowercased.utf8).allSatisfy { ($0 | 0x20) == $1 || $0 == $1 }
    }

    /// Without the spaces and tabs around it (the same bytes, not a copy).
    private static func trimmed(_ value: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var start = 0, end = value.count
        while start < end, isSpace(value[start]) { start += 1 }
        while end > start, isSpace(value[end - 1]) { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: value[start..<end])
    }
}
