import HTTPServer
import HitTestKit

/// Every machine-readable code an error answer carries (`{"error": {"code": …}}`), the HTTP layer's and the
/// decoder's included. docs/API.md's error table and the OpenAPI document's `Error.code` enum list exactly
/// these (`APIErrorCodeTests`, Tests/openapi/test_reference_tables.py).
enum APIErrorCode: String, Sendable, CaseIterable {
    case badRequest = "bad_request"
    case unknownQueryParameter = "unknown_query_parameter"
    case malformedJSON = "malformed_json"
    case invalidHierarchy = "invalid_hierarchy"
    case invalidTouch = "invalid_touch"
    case invalidOptions = "invalid_options"
    case invalidHitMap = "invalid_hit_map"
    case invalidLink = "invalid_link"
    case invalidDump = "invalid_dump"
    case invalidExpectations = "invalid_expectations"
    /// An MCP tool's arguments, refused inside the JSON-RPC result (never an HTTP error; docs/API.md §19).
    case invalidArguments = "invalid_arguments"
    case limitExceeded = "limit_exceeded"
    case notFound = "not_found"
    case methodNotAllowed = "method_not_allowed"
    case foreignOrigin = "foreign_origin"
    case misdirectedRequest = "misdirected_request"
    case payloadTooLarge = "payload_too_large"
    case httpVersionNotSupported = "http_version_not_supported"
    case unsupportedMediaType = "unsupported_media_type"
    case storageUnavailable = "storage_unavailable"
    case storageReadOnly = "storage_read_only"
    case stopping
    case storageFull = "storage_full"
    case storageError = "storage_error"
    case storedHierarchyUnreadable = "stored_hierarchy_unreadable"
    case internalError = "internal_error"
    case tooMuchWork = "too_much_work"
    case busy
    /// The client left before its answer; nobody reads it.
    case clientGone = "client_gone"

    /// The codes that are not HTTP errors, kept out of the error table and the OpenAPI enum.
    static let outsideHTTP: Set<APIErrorCode> = [.invalidArguments]

    /// The HTTP layer's and the decoder's codes are spelt as here, so each is the case of its spelling
    /// (`APIErrorCodeTests` holds every one of them to a case).
    init(_ code: HTTPErrorCode) { self.init(spelt: code.rawValue) }
    init(_ code: HierarchyError.Code) { self.init(spelt: code.rawValue) }

    private init(spelt code: String) {
        guard let known = APIErrorCode(rawValue: code) else { preconditionFailure("no API error code \"\(code)\"") }
        self = known
    }
}
