private import CMicroHTTPD

extension MHDConnection {
    /// Sends `response` for the current request. Responses are built here, or were built once
    /// before (`PreparedResponse`). MHD takes its own reference when a response is queued, so a
    /// response built here is dropped on every path by the `defer`. Returns false if MHD refused
    /// (then it drops the connection).
    ///
    /// `allowOrigin`: the `Access-Control-Allow-Origin` this request's answer carries (`OriginPolicy`); such an
    /// answer is built for this request alone, since a prepared one is shared by requests of every origin.
    func queue(_ response: HTTPResponse, method: HTTPMethod, allowOrigin: String? = nil) -> Bool {
        // MHD_queue_response refuses codes outside 100...999; a handler bug becomes a 500, not a reset.
        let code = UInt32((100...599).contains(response.status.code) ? response.status.code : 500)
        if let prepared = response.preparedForm, method != .head, allowOrigin == nil {
            return MHD_queue_response(handle, code, prepared.handle) == .YES
        }
        guard let built = Self.makeResponse(response, method: method) else { return false }
        defer { MHD_destroy_response(built) }
        if let allowOrigin, response.header("Access-Control-Allow-Origin") == nil {
            _ = MHD_add_response_header(built, "Access-Control-Allow-Origin", allowOrigin)
            _ = MHD_add_response_header(built, "Vary", "Origin")
        }
        return MHD_queue_response(handle, code, built) == .YES
    }

    /// The `MHD_Response` for `response`: its body (copied) and its wire headers.
    static func makeResponse(_ response: HTTPResponse, method: HTTPMethod) -> OpaquePointer? {
        guard let built = makeBody(response, method: method) else { return nil }
        forEachWireHeader(of: response) { name, value in
            // MHD refuses a name or value containing CR, LF or TAB (header injection); that one
            // header is dropped and the response still goes out. `withCString` lends a short string's bytes
            // from the stack; passing the strings as they are made each one an array on the heap.
            _ = name.withCString { name in value.withCString { value in MHD_add_response_header(built, name, value) } }
        }
        return built
    }

    private static func makeBody(_ response: HTTPResponse, method: HTTPMethod) -> OpaquePointer? {
        if method == .head, response.body.isEmpty,
           let declared = response.header("Content-Length").flatMap({ UInt64($0.trimmingSpaces) }) {
            // A HEAD answer still reports the length the GET body would have (RFC 9110 §9.3.2).
            // MHD writes Content-Length from the response's size and never reads the body of a
            // HEAD response, so a reader-callback response of that size states it without the
            // bytes existing. Were the reader ever called, -2 (MHD_CONTENT_READER_END_WITH_ERROR)
            // closes the connection instead of sending made-up bytes.
            return MHD_create_response_from_callback(declared, 4096, { _, _, _, _ in -2 }, nil, nil)
        }
        // A large body is sent from where it is, shared with every other connection sending the same buffer.
        if let buffer = response.bodyBuffer ?? (response.body.count >= HTTPResponse.sharedBodyThreshold ? AnswerBuffer(response.body) : nil),
           method != .head, let shared = buffer.makeResponse() {
            return shared
        }
        return response.body.withUnsafeBytes { bytes in
            // MUST_COPY: MHD copies the bytes now, so the array may go away when we return.
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                .RESPMEM_MUST_COPY)
        }
    }

    /// The handler's headers, without those MHD writes itself from the response (framing), plus
    /// the ones every response carries unless the handler set its own.
    static func wireHeaders(for response: HTTPResponse) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        forEachWireHeader(of: response) { headers.append(($0, $1)) }
        return headers
    }

    /// `wireHeaders` without building the array: the request path calls this once per response.
    static func forEachWireHeader(of response: HTTPResponse, _ body: (String, String) -> Void) {
        // Compared as bytes, ignoring ASCII case, without lower-casing (allocating) every name of every response.
        for header in response.headers
        where !header.name.equalsIgnoringASCIICase("content-length") && !header.name.equalsIgnoringASCIICase("transfer-encoding") {
            body(header.name, header.value)
        }
        for standard in StandardHeaders.everyResponse
        where !response.headers.contains(where: { $0.name.equalsIgnoringASCIICase(standard.name) }) {
            body(standard.name, standard.value)
        }
    }
}

/// Header values this module puts on responses, in one place.
enum StandardHeaders {
    /// On every response: browsers must not guess a content type other than the one we send. (Which other
    /// origins may read an answer is per request: `OriginPolicy`.)
    static let everyResponse: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
    ]

    /// Answers to a CORS preflight (OPTIONS), given the methods the path allows. They let nothing through by
    /// themselves: a browser goes on only if the server adds `Access-Control-Allow-Origin` for its origin.
    static func preflight(allowing methods: String) -> [(name: String, value: String)] {
        [
            ("Allow", methods),
            ("Access-Control-Allow-Methods", methods),
            ("Access-Control-Allow-Headers", "Content-Type, Accept"),
            ("Access-Control-Max-Age", "600"),
        ]
    }
}
