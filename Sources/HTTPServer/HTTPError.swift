/// An error the HTTP layer answers by itself (400 for a bad target, 413, 503 when stopping, 405 from the
/// router): what went wrong, for the application to render in its one error shape. This module writes no
/// JSON of its own, so every error body leaves the server escaped one way, the application's.
public struct HTTPError: Sendable, Equatable {
    public var status: HTTPStatus
    /// A stable, machine-readable code ("method_not_allowed").
    public var code: HTTPErrorCode
    public var message: String
    /// The request path, when the error is about it.
    public var path: String?
    /// `too_much_work`: the limit met (`answerBytes`).
    public var limit: WorkLimit?

    public init(status: HTTPStatus, code: HTTPErrorCode, message: String, path: String? = nil, limit: WorkLimit? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.path = path
        self.limit = limit
    }
}

/// Turns an `HTTPError` into the response sent for it; given by the application to the server and the router.
public typealias ErrorRenderer = @Sendable (HTTPError) -> HTTPResponse
