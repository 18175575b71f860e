/// The machine-readable codes of the errors this module answers by itself (`HTTPError.code`); the application
/// renders them in its one error shape and lists them beside its own.
public enum HTTPErrorCode: String, Sendable, CaseIterable {
    /// A request target or framing the server cannot read.
    case badRequest = "bad_request"
    /// A path the host's routes and files do not have (rendered by the host, not by this module).
    case notFound = "not_found"
    case methodNotAllowed = "method_not_allowed"
    case payloadTooLarge = "payload_too_large"
    case httpVersionNotSupported = "http_version_not_supported"
    case foreignOrigin = "foreign_origin"
    case misdirectedRequest = "misdirected_request"
    /// Every heavy thread busy and the queue full.
    case busy
    /// An answer past the answer-size limit.
    case tooMuchWork = "too_much_work"
    /// The server stopped before the request was answered.
    case stopping
}
