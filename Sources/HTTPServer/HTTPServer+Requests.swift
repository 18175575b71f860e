/// What the server does with each access-handler call, in Swift terms (the C side is in
/// DaemonCallbacks.swift).
extension HTTPServer {
    /// One access-handler call for one request. Returns false to make MHD drop the connection.
    func accept(
        method: HTTPMethod, upload: UnsafeRawBufferPointer, context: RequestContext,
        targetCutAtNUL: Bool, headerHidesNUL: Bool = false, version: String?, connection: MHDConnection
    ) -> Bool {
        let send = { [self] (response: HTTPResponse) in
            connection.queue(withinAnswerLimit(response), method: method, allowOrigin: context.allowOrigin)
        }
        if !context.headersChecked {
            // First call: headers are in, no body has been read yet. A request we will refuse is
            // answered now; MHD then closes the connection, since the unread body cannot be skipped.
            context.headersChecked = true
            switch parseTarget(context.rawTarget, cutAtNUL: targetCutAtNUL) {
            case .success(let target): context.target = target
            case .failure(let malformed): return send(badRequest(malformed.reason))
            }
            if let refusal = connection.withRawHeaderFields({ RequestFraming.problem(version: version, fields: $0) }) {
                return send(renderError(refusal))
            }
            if headerHidesNUL { return send(badRequest("a header contains a NUL byte")) }
            // A field's value does not include the spaces around it (RFC 9110 §5.5); libmicrohttpd 0.9.75 keeps the
            // trailing ones.
            let origin = connection.headerValue("Origin").map { String($0.trimmingSpaces) }
            context.allowOrigin = configuration.originPolicy.allowOriginHeader(for: origin)
            if let refusal = configuration.originPolicy.refusal(
                method: method, host: connection.headerValue("Host").map { String($0.trimmingSpaces) }, origin: origin, listeningHost: configuration.host) {
                return send(renderError(refusal))
            }
            if let announced = connection.announcedContentLength {
                if announced > UInt64(configuration.maxBodyBytes) {
                    return send(tooLarge())
                }
                context.body.reserve(announcedLength: announced)
            }
            return true
        }
        if !upload.isEmpty {
            return context.body.append(upload)
        }
        if let deferred = context.deferred {
            // Called again after a resume: the answer is in (or `stop` gave up on it).
            return send(deferred.answer ?? stopping())
        }
        // Last call: the whole request is in; the request timeout stops while it is answered.
        openConnections.requestReceived(on: context.socket)
        let deferred: DeferredResponse
        let heavy: Bool
        switch respond(method: method, context: context, connection: connection) {
        case .now(let response): return send(response)
        case .later(let later): deferred = later; heavy = false
        case .heavy(let work):
            guard let later = runHeavy(work, lifetime: context.lifetime ?? RequestLifetime()) else { return send(busy()) }
            deferred = later
            heavy = true
        }
        context.deferred = deferred
        let key = ObjectIdentifier(context)
        let socket = context.socket
        let lifetime = context.lifetime
        let outcome = deferred.answerOrSuspend(
            suspend: {
                // Under the same lock as `answerWaitingRequests`, so a request is either in the set it
                // answers or never suspended.
                waitingAnswers.withLock { waiting in
                    guard !waiting.closed else { return false }
                    waiting.byRequest[key] = WaitingAnswer(deferred: deferred, connection: connection.suspend())
                    // Watched only while suspended (see `ClientWatch`).
                    if heavy, let lifetime { clientWatch.watch(socket, lifetime) }
                    return true
                }
            },
            resume: { [self] in
                // Out of the set as it is resumed: each connection is resumed once.
                let waiting = waitingAnswers.withLock { $0.byRequest.removeValue(forKey: key) }
                if heavy { clientWatch.unwatch(socket) }
                waiting?.connection.resume()
            })
        switch outcome {
        case .answered(let response): return send(response)
        case .declined: return send(stopping())
        case .suspended: return true
        }
    }

    /// Answers every request still waiting for its handler's answer with 503, resuming its connection (see
    /// `stop`: libmicrohttpd 0.9.75 aborts if it is stopped with a connection still suspended).
    /// Returns how many there were.
    /// From then on no request is suspended: one whose answer is not there yet gets 503 at once.
    func answerWaitingRequests() -> Int {
        let waiting = waitingAnswers.withLock { waiting in
            waiting.closed = true
            return Array(waiting.byRequest.values)
        }
        for answer in waiting { answer.deferred.complete(stopping()) }
        return waiting.count
    }

    /// Queues heavy work on the heavy pool; the answer comes through the returned `DeferredResponse`. Nil when
    /// the pool's queue is full (or the pool closed).
    private func runHeavy(_ work: @escaping @Sendable () -> Answer, lifetime: RequestLifetime) -> DeferredResponse? {
        let answer = DeferredResponse()
        let job = HeavyWorkPool.Job(
            lifetime: lifetime,
            run: { answer.complete(work().waited) },
            refuse: { [self] refusal in
                switch refusal {
                case .waitedTooLong: answer.complete(busy())
                case .stopping: answer.complete(stopping())
                }
            })
        return heavyPool.submit(job) ? answer : nil
    }

    /// 503 with `Retry-After`: every heavy thread is busy and the queue is full (or a request waited its whole
    /// deadline in it).
    func busy() -> HTTPResponse {
        let seconds = max(1, Int(configuration.maxRequestSeconds.rounded(.up)))
        var response = renderError(HTTPError(
            status: .serviceUnavailable, code: .busy,
            message: "the server is busy with other heavy requests (\(configuration.heavyThreads) at a time, "
                + "\(configuration.heavyQueue) waiting); send this one again in \(seconds) s"))
        response.headers.append(("Retry-After", String(seconds)))
        return response
    }

    /// The response, or 422 `too_much_work` in its place when its body is larger than `maxAnswerBytes`.
    func withinAnswerLimit(_ response: HTTPResponse) -> HTTPResponse {
        guard response.body.count > configuration.maxAnswerBytes else { return response }
        return renderError(HTTPError(
            status: .unprocessableContent, code: .tooMuchWork,
            message: "the answer is \(response.body.count) bytes; this server sends at most \(configuration.maxAnswerBytes) "
                + "(its answer-size limit): ask for less (a coarser hit map, a smaller hierarchy)", limit: .answerBytes))
    }

    /// The answer to a request whose handler had not answered when the server stopped.
    func stopping() -> HTTPResponse {
        renderError(HTTPError(status: .serviceUnavailable, code: .stopping,
                              message: "the server stopped before this request was answered; send it again"))
    }

    private func respond(method: HTTPMethod, context: RequestContext, connection: MHDConnection) -> Answer {
        if context.body.isTooLarge { return .now(tooLarge()) }
        guard let target = context.target else { return .now(badRequest("the request target is missing")) }
        var request = HTTPRequest(
            method: method, path: target.path, rawPath: target.rawPath, query: target.query,
            headerFields: connection.headerFields(), body: context.body.bytes)
        let lifetime = RequestLifetime(maxSeconds: configuration.maxRequestSeconds > 0 ? configuration.maxRequestSeconds : nil)
        context.lifetime = lifetime
        request.lifetime = lifetime
        return handler(request)
    }

    private func parseTarget(_ raw: String?, cutAtNUL: Bool) -> Result<RequestTarget, RequestTarget.Malformed> {
        guard let raw else { return .failure(.init(reason: "the request target is not UTF-8")) }
        if cutAtNUL { return .failure(.init(reason: "the request target contains a NUL byte")) }
        return Result { () throws(RequestTarget.Malformed) in try RequestTarget(parsing: raw) }
    }

    private func badRequest(_ reason: String) -> HTTPResponse {
        renderError(HTTPError(status: .badRequest, code: .badRequest, message: reason))
    }

    private func tooLarge() -> HTTPResponse {
        renderError(HTTPError(status: .payloadTooLarge, code: .payloadTooLarge,
                              message: "the request body is larger than \(configuration.maxBodyBytes) bytes"))
    }
}

/// A request whose connection is suspended until its handler answers (`DeferredResponse`).
struct WaitingAnswer: Sendable {
    let deferred: DeferredResponse
    let connection: SuspendedConnection
}

/// The requests whose connection is suspended until their handler answers, by request context; `closed` once
/// `stop` has answered them (see `answerWaitingRequests`).
struct WaitingAnswers: Sendable {
    var byRequest: [ObjectIdentifier: WaitingAnswer] = [:]
    var closed = false
}
