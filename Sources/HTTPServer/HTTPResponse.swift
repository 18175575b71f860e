/// An HTTP response as a value: the server turns it into a libmicrohttpd response.
///
/// `Content-Length` is computed from `body` by the server; a `Content-Length` header set here is
/// only used to answer HEAD without a body (see `Router`). The server adds `X-Content-Type-Options: nosniff`
/// unless already present, and `Access-Control-Allow-Origin` for an origin its `OriginPolicy` allows.
public struct HTTPResponse: Sendable {
    // Any change drops the prepared form, which would otherwise send the response as it was.
    public var status: HTTPStatus { didSet { preparedForm = nil } }
    public var headers: [(name: String, value: String)] { didSet { preparedForm = nil } }
    public var body: [UInt8] { didSet { preparedForm = nil; bodyBuffer = nil } }
    /// This response already built for libmicrohttpd (`prepared()`), sent instead of building it again.
    public internal(set) var preparedForm: PreparedResponse?
    /// The buffer `body` was given in, sent from where it is by every connection that sends it (`AnswerBuffer`).
    public internal(set) var bodyBuffer: AnswerBuffer?

    /// Bodies from this size on are sent from where they are, not copied into libmicrohttpd (`AnswerBuffer`).
    static let sharedBodyThreshold = 64 << 10

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is `buffer`'s bytes, sent from there by every connection (see `AnswerBuffer`).
    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], buffer: AnswerBuffer) {
        self.init(status: status, headers: headers, body: buffer.bytes)
        bodyBuffer = buffer
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

    public static let jsonContentType = "application/json; charset=utf-8"
}
