private import CMicroHTTPD

extension MHDConnection {
    /// Sends `response` for the current request: the one place an `MHD_Response` is made.
    /// MHD takes its own reference when the response is queued, so ours is dropped on every
    /// path by the `defer`. Returns false if MHD refused (then it drops the connection).
    func queue(_ response: HTTPResponse, method: String) -> Bool {
        guard let built = Self.makeResponse(response, method: method) else { return false }
        defer { MHD_destroy_response(built) }
        for header in Self.wireHeaders(for: response) {
            // MHD refuses a name or value containing CR, LF or TAB (header injection); that one
            // header is dropped and the response still goes out.
            _ = MHD_add_response_header(built, header.name, header.value)
        }
        // MHD_queue_response refuses codes outside 100...999; a handler bug becomes a 500, not a reset.
        let code = (100...599).contains(response.status.code) ? response.status.code : 500
        return MHD_queue_response(handle, UInt32(code), built) == .YES
    }

    private static func makeResponse(_ response: HTTPResponse, method: String) -> OpaquePointer? {
        if method == "HEAD", response.body.isEmpty,
           let declared = response.header("Content-Length").flatMap({ UInt64($0.trimmingSpaces) }) {
            // A HEAD answer still reports the length the GET body would have (RFC 9110 §9.3.2).
            // MHD writes Content-Length from the response's size and never reads the body of a
            // HEAD response, so a reader-callback response of that size states it without the
            // bytes existing. Were the reader ever called, -2 (MHD_CONTENT_READER_END_WITH_ERROR)
            // closes the connection instead of sending made-up bytes.
            return MHD_create_response_from_callback(declared, 4096, { _, _, _, _ in -2 }, nil, nil)
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
        // Compared as bytes, ignoring ASCII case, without lower-casing (allocating) every name of every response.
        var headers = response.headers.filter {
            !$0.name.equalsIgnoringASCIICase("content-length") && !$0.name.equalsIgnoringASCIICase("transfer-encoding")
        }
        for standard in StandardHeaders.everyResponse
        where !response.headers.contains(where: { $0.name.equalsIgnoringASCIICase(standard.name) }) {
            headers.append(standard)
        }
        return headers
    }
}

/// Header values this module puts on responses, in one place.
enum StandardHeaders {
    /// On every response: the API is public and read-only to other origins (CORS), and browsers
    /// must not guess a content type other than the one we send.
    static let everyResponse: [(name: String, value: String)] = [
        ("Access-Control-Allow-Origin", "*"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    /// Answers to a CORS preflight (OPTIONS), given the methods the path allows.
    static func preflight(allowing methods: String) -> [(name: String, value: String)] {
        [
            ("Allow", methods),
            ("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Allow-Methods", methods),
            ("Access-Control-Allow-Headers", "Content-Type, Accept"),
            ("Access-Control-Max-Age", "600"),
        ]
    }
}

extension String {
    /// Equal when compared byte by byte with ASCII letters folded to lower case (header names, RFC 9110 §5.1).
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        for (a, b) in zip(utf8, other.utf8) where a != b {
            let la = a >= 0x41 && a <= 0x5A ? a | 0x20 : a
            let lb = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
            if la != lb { return false }
        }
        return true
    }
}
