import HitTraceJSON

/// JSON-RPC 2.0 (https://www.jsonrpc.org/specification) as MCP uses it: one message in, at most one message out.
/// Batches are not part of MCP since 2025-06-18, so an array is an invalid request.
public enum JSONRPC {
    /// The error codes MCP answers with: JSON-RPC's own, and the MCP range the 2026-07-28 revision allocates.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// The HTTP headers disagree with the body (2026-07-28).
        case headerMismatch = -32020
        /// The request's protocol version is not one the server serves (2026-07-28); `data` names the ones it does.
        case unsupportedProtocolVersion = -32022
    }

    /// A JSON-RPC error with its optional `data`, already written as JSON.
    public struct Failure: Error, Sendable {
        public var code: ErrorCode
        public var message: String
        public var data: [UInt8]?

        public init(_ code: ErrorCode, _ message: String, data: [UInt8]? = nil) {
            self.code = code
            self.message = message
            self.data = data
        }
    }

    /// One message read from the wire.
    public enum Message: Sendable {
        /// A request: `id` is the id's JSON text as sent (a number keeps its spelling, a string its quotes).
        case request(id: [UInt8], method: String, params: JSONValue?)
        case notification(method: String, params: JSONValue?)
        /// A response from the peer (this server sends no requests, so there is nothing to match it with).
        case response
    }

    /// Reads one message; a failure carries the id when one could be read (else the answer's id is null).
    public static func read(_ bytes: [UInt8], maxNesting: Int) -> Result<(Message, JSONDocument), ReadFailure> {
        let doc: JSONDocument
        do { doc = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: maxNesting)) } catch {
            let message = error.code == .malformed
                ? "the message is not JSON: \(error.message) (line \(error.line), column \(error.column))"
                : "the message is too deeply nested: \(error.message)"
            return .failure(ReadFailure(id: nil, failure: Failure(.parseError, message)))
        }
        let root = doc.root
        if root.kind == .array {
            return .failure(ReadFailure(id: nil, failure: Failure(.invalidRequest, "JSON-RPC batches are not part of MCP; send one message at a time")))
        }
        guard root.kind == .object else {
            return .failure(ReadFailure(id: nil, failure: Failure(.invalidRequest, "a JSON-RPC message is an object")))
        }
        var id: [UInt8]?
        if let idValue = root["id"] {
            guard idValue.kind == .string || idValue.kind == .number else {
                return .failure(ReadFailure(id: nil, failure: Failure(.invalidRequest, "id must be a string or a number")))
            }
            id = Array(bytes[idValue.sourceRange])
        }
        guard root["jsonrpc"]?.string == "2.0" else {
            return .failure(ReadFailure(id: id, failure: Failure(.invalidRequest, "jsonrpc must be \"2.0\"")))
        }
        guard let methodValue = root["method"] else {
            if root["result"] != nil || root["error"] != nil { return .success((.response, doc)) }
            return .failure(ReadFailure(id: id, failure: Failure(.invalidRequest, "method is required")))
        }
        guard let method = methodValue.string else {
            return .failure(ReadFailure(id: id, failure: Failure(.invalidRequest, "method must be a string")))
        }
        // JSON-RPC also allows positional params (an array); MCP's methods all take an object.
        let params = root["params"]
        if let params, params.kind != .object {
            return .failure(ReadFailure(id: id, failure: Failure(.invalidRequest, "params must be an object")))
        }
        guard let id else { return .success((.notification(method: method, params: params), doc)) }
        return .success((.request(id: id, method: method, params: params), doc))
    }

    public struct ReadFailure: Error, Sendable {
        public var id: [UInt8]?
        public var failure: Failure
    }

    /// `{"jsonrpc": "2.0", "id": …, "result": …}`, the result written in its place by `write`; when `write`
    /// fails, the failure is thrown and nothing is answered from what it wrote.
    public static func result(id: [UInt8], _ write: (inout JSONWriter) throws(Failure) -> Void) throws(Failure) -> [UInt8] {
        var w = envelope(id: id)
        w.key("result"); try write(&w)
        w.endObject()
        return w.bytes
    }

    /// `{"jsonrpc": "2.0", "id": … or null, "error": {"code", "message", "data"?}}`.
    public static func error(id: [UInt8]?, _ f: Failure) -> [UInt8] {
        var w = envelope(id: id)
        w.key("error")
        w.beginObject()
        w.key("code"); w.int(f.code.rawValue)
        w.key("message"); w.string(f.message)
        if let data = f.data { w.key("data"); w.raw(data) }
        w.endObject()
        w.endObject()
        return w.bytes
    }

    /// `"2.0"`, written as it is (not escaped again for every answer).
    private static let version = Array(#""2.0""#.utf8)

    /// An answer's object, open after its `jsonrpc` and `id`.
    private static func envelope(id: [UInt8]?) -> JSONWriter {
        // Room for most answers (a trace summary is 1.1 KB, its text a few hundred bytes) without growing.
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        w.key("jsonrpc"); w.raw(version)
        w.key("id"); if let id { w.raw(id) } else { w.null() }
        return w
    }
}
