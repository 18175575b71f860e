import HTTPServer
import HitTestKit
import Storage
import HitTraceJSON

/// Every failure the API answers with, rendered one way: `{"error": {"code", "message", "path"?, "errors"?}}`.
struct APIError: Error {
    var status: HTTPStatus
    var code: APIErrorCode
    var message: String
    var path: String?
    /// Every problem, when there were several (validation); `message`/`path` repeat the first.
    var issues: [ValidationIssue] = []
    /// `too_much_work`: which limit the work met (`work`, `deadline`, `answerBytes`).
    var limit: WorkLimit?

    var response: HTTPResponse {
        var w = JSONWriter()
        w.beginObject()
        w.key("error")
        w.beginObject()
        w.key("code"); w.string(code.rawValue)
        w.key("message"); w.string(Self.bounded(message))
        if let path { w.key("path"); w.string(path) }
        if let limit { w.key("limit"); w.string(limit.rawValue) }
        if !issues.isEmpty {
            w.key("errors")
            w.beginArray()
            for issue in issues {
                w.beginObject()
                w.key("path"); w.string(issue.path)
                w.key("message"); w.string(Self.bounded(issue.message))
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
        w.endObject()
        return .json(status, w.bytes)
    }

    /// The longest message an error carries, in characters: messages quote the input they are about, and the
    /// input may be a megabyte line or value (each of up to `HierarchyLimits.maxIssues` problems would repeat it).
    static let maxMessageCharacters = 1_000

    /// `message`, cut at `maxMessageCharacters` with "…".
    static func bounded(_ message: String) -> String {
        guard message.utf8.count > maxMessageCharacters else { return message }
        return String(message.prefix(maxMessageCharacters)) + "…"
    }

    /// An error the HTTP layer answers itself (400, 405, 413, 503), in the same shape as every other.
    init(_ e: HTTPError) {
        self.init(status: e.status, code: APIErrorCode(e.code), message: e.message, path: e.path, limit: e.limit)
    }

    /// What the server and the router are given to write their own errors (`ErrorRenderer`).
    static let render: ErrorRenderer = { APIError($0).response }

    static func notFound(_ what: String, _ id: String) -> APIError {
        APIError(status: .notFound, code: .notFound, message: "no \(what) with id \"\(id)\"")
    }

    static func badRequest(_ message: String, path: String? = nil) -> APIError {
        APIError(status: .badRequest, code: .badRequest, message: message, path: path)
    }

    init(status: HTTPStatus, code: APIErrorCode, message: String, path: String? = nil, issues: [ValidationIssue] = [], limit: WorkLimit? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.path = path
        self.issues = issues
        self.limit = limit
    }

    /// A refused hierarchy or touch: 400 when it is not JSON, 422 when it is JSON but not valid.
    init(_ e: HierarchyError) {
        let first = e.issues.first ?? ValidationIssue(path: "$", message: "invalid input")
        let status: HTTPStatus = e.code == .malformedJSON ? .badRequest : .unprocessableContent
        let more = e.issues.count - 1
        let summary = more > 0 ? "\(first.message) (and \(more) more \(more == 1 ? "problem" : "problems"))" : first.message
        self.init(status: status, code: APIErrorCode(e.code), message: summary, path: first.path, issues: e.issues)
    }

    /// Storage trouble: the request was fine, the server could not keep or read it.
    init(_ e: StorageError) {
        switch e.kind {
        case .full:
            self.init(status: .insufficientStorage, code: .storageFull, message: "the database disk is full; nothing was stored")
        case .readOnly:
            self.init(status: .serviceUnavailable, code: .storageReadOnly, message: "the database is read-only; nothing was stored")
        case .busy, .io:
            self.init(status: .serviceUnavailable, code: .storageUnavailable, message: "the database is unavailable right now; try again")
        case .notFound:
            self.init(status: .notFound, code: .notFound, message: e.message)
        case .corrupt:
            // What is damaged (a row, a page) and SQLite's words for it stay in the server: nothing internal is leaked.
            self.init(status: .internalServerError, code: .storageError,
                      message: "the database is damaged; what was asked for cannot be read back")
        default:
            self.init(status: .internalServerError, code: .storageError, message: "the database failed; nothing was stored")
        }
    }
}

extension HTTPRequest {
    /// The media type without parameters, lower-cased ("application/json").
    var mediaType: String? { header("content-type").map(Self.mediaType(of:)) }

    /// A `Content-Type` value's media type without parameters, lower-cased.
    static func mediaType(of value: String) -> String {
        // Cut at ";" by bytes (a Character split costs more than the rest of a touch's handling).
        // Trimmed by bytes too: Character comparisons (grapheme breaking) cost more than the rest.
        let bytes = value.utf8
        let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = bytes.startIndex
        while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        var last = end
        while last > start, isSpace(bytes[bytes.index(before: last)]) { last = bytes.index(before: last) }
        return String(value[start..<last]).asciiLowercased()
    }

    /// Checks that a body is JSON by its declared type. A missing type is taken as JSON (curl -d with -H
    /// forgotten still sends form-encoded, which is refused with a hint).
    func requireJSON() throws(APIError) {
        // The usual spelling, accepted without building the lower-cased media type (a heap string: it is
        // longer than the 15 bytes Swift keeps inline).
        if header("content-type") == "application/json" { return }
        guard let type = mediaType else { return }
        if type == "application/json" || type.hasSuffix("+json") { return }
        throw APIError(status: .unsupportedMediaType, code: .unsupportedMediaType,
                       message: "expected Content-Type: application/json, got \"\(type)\" (with curl, add -H 'Content-Type: application/json')")
    }
}
