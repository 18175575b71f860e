/// What the server does with each access-handler call, in Swift terms (the C side is in
/// DaemonCallbacks.swift).
extension HTTPServer {
    /// One access-handler call for one request. Returns false to make MHD drop the connection.
    func accept(
        method: String, upload: UnsafeRawBufferPointer, context: RequestContext,
        targetCutAtNUL: Bool, connection: MHDConnection
    ) -> Bool {
        if !context.headersChecked {
            // First call: headers are in, no body has been read yet. A request we will refuse is
            // answered now; MHD then closes the connection, since the unread body cannot be skipped.
            context.headersChecked = true
            switch parseTarget(context.rawTarget, cutAtNUL: targetCutAtNUL) {
            case .success(let target): context.target = target
            case .failure(let malformed): return connection.queue(badRequest(malformed.reason), method: method)
            }
            if let announced = connection.announcedContentLength {
                if announced > UInt64(configuration.maxBodyBytes) {
                    return connection.queue(tooLarge(), method: method)
                }
                context.body.reserve(announcedLength: announced)
            }
            return true
        }
        if !upload.isEmpty {
            return context.body.append(upload)
        }
        // Last call: the whole request is in; the request timeout stops while it is answered.
        openConnections.requestReceived(on: context.socket)
        return connection.queue(respond(method: method, context: context, connection: connection), method: method)
    }

    private func respond(method: String, context: RequestContext, connection: MHDConnection) -> HTTPResponse {
        if context.body.isTooLarge { return tooLarge() }
        guard let target = context.target else { return badRequest("the request target is missing") }
        let request = HTTPRequest(
            method: method, path: target.path, rawPath: target.rawPath, query: target.query,
            headerFields: connection.headerFields(), body: context.body.bytes)
        return handler(request)
    }

    private func parseTarget(_ raw: String?, cutAtNUL: Bool) -> Result<RequestTarget, RequestTarget.Malformed> {
        guard let raw else { return .failure(.init(reason: "the request target is not UTF-8")) }
        if cutAtNUL { return .failure(.init(reason: "the request target contains a NUL byte")) }
        return Result { () throws(RequestTarget.Malformed) in try RequestTarget(parsing: raw) }
    }

    private func badRequest(_ reason: String) -> HTTPResponse {
        .error(.badRequest, code: "bad_request", message: reason)
    }

    private func tooLarge() -> HTTPResponse {
        .error(.payloadTooLarge, code: "payload_too_large",
               message: "the request body is larger than \(configuration.maxBodyBytes) bytes")
    }
}
