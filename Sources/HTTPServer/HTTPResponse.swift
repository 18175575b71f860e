/// An HTTP response as a value: the server turns it into a libmicrohttpd response.
///
/// `Content-Length` is computed from `body` by the server; a `Content-Length` header set here is
/// only used to answer HEAD without a body (see `Router`). The server adds
/// `Access-Control-Allow-Origin: *` and `X-Content-Type-Options: nosniff` unless already present.
public struct HTTPResponse: Sendable {
    // Any change drops the prepared form, which would otherwise send the response as it was.
    public var status: HTTPStatus { didSet { preparedForm = nil } }
    public var headers: [(name: String, value: String)] { didSet { preparedForm = nil } }
    public var body: [UInt8] { didSet { preparedForm = nil } }
    /// This response already built for libmicrohttpd (`prepared()`), sent instead of building it again.
    public internal(set) var preparedForm: PreparedResponse?
    /// Set by `HTTPResponse.later(_:)`: the real answer comes through this, and the rest is ignored.
    public internal(set) var deferred: DeferredResponse?

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }

    /// A response whose body is already-encoded JSON.
    public static func json(
        _ status: HTTPStatus, _ body: [UInt8], headers: [(name: String, value: String)] = []
    ) -> HTTPResponse {
        HTTPResponse(status: status, headers: headers.isEmpty ? jsonHeaders : jsonHeaders + headers, body: body)
    }

    /// Shared, not rebuilt: most JSON responses carry just this header.
    private static let jsonHeaders: [(name: String, value: String)] = [("Content-Type", jsonContentType)]

    /// The one shape every error takes: `{"error":{"code":…,"message":…,"path":…}}`
    /// (`path` left out when nil), so clients parse all failures the same way.
    public static func error(
        _ status: HTTPStatus, code: String, message: String, path: String? = nil
    ) -> HTTPResponse {
        var text = #"{"error":{"code":"# + JSONString.quoted(code)
        text += #","message":"# + JSONString.quoted(message)
        if let path { text += #","path":"# + JSONString.quoted(path) }
        text += "}}"
        return json(status, Array(text.utf8))
    }

    static let jsonContentType = "application/json; charset=utf-8"
}

/// JSON string literals, written by hand because this module has no Foundation and error
/// bodies must be exact.
enum JSONString {
    /// `value` as a quoted JSON string (RFC 8259 §7). U+2028 and U+2029 are escaped too: legal
    /// in JSON but line terminators in older JavaScript, so a body pasted into a script breaks.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u" + hex4(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
