// HTTPServer: a small, safe wrapper around one libmicrohttpd daemon.
//
// It knows nothing of views or storage: it turns each HTTP request into an `HTTPRequest`
// value, calls one handler on a libmicrohttpd pool thread, and sends back the `HTTPResponse`.
//
//     let server = try HTTPServer(configuration: ServerConfiguration(port: 0), renderError: render) { request in
//         router.route(request) ?? .now(files.response(for: request) ?? render(HTTPError(status: .notFound, …)))
//     }
//     print(server.port)
//     …
//     server.stop(gracePeriod: .seconds(10))
//
// What the server does before the handler sees a request (Router and StaticFiles are separate):
//   • a Content-Length above `maxBodyBytes` is answered 413 from the headers alone; a chunked
//     body that grows past it is dropped as it arrives and answered 413 (or cut off, if it goes on);
//   • a target with bad percent-encoding, a NUL, controls or non-UTF-8 bytes is answered 400;
//   • the body is accumulated whole, so the handler is a plain synchronous function. It runs on
//     one of `threads` pool threads, concurrently with others: hence `@Sendable`. A handler that
//     must wait for something shared answers `.later(deferred)` instead of `.now(response)`, and
//     answers through the `DeferredResponse` from any thread; the connection is suspended meanwhile.
//   • a `Host` that does not name this server is answered 421, and a state-changing request from a page of
//     another origin 403 (`OriginPolicy`, the one rule for every route);
//   • a handler whose work is heavy answers `.heavy(work)`: the work runs on the heavy pool (`HeavyWorkPool`),
//     not on the pool threads, with the connection suspended; a full queue is 503 `busy`. Each request carries
//     its deadline and early end (`HTTPRequest.lifetime`: the client went away, `ClientWatch`; the server stops);
// And after: `X-Content-Type-Options: nosniff` is added unless present, `Access-Control-Allow-Origin` only
// for an origin the policy allows; a HEAD answer keeps the Content-Length its handler declared; an answer over
// `maxAnswerBytes` becomes a 422 `too_much_work`, and a large one is sent from its own buffer (`AnswerBuffer`).
//
// Ownership rule (the only one; every callback follows it):
//   • `HTTPServer` owns the `MHD_Daemon *`. It is created in `init` and destroyed only by
//     `stop(gracePeriod:)`.
//   • While the daemon runs it holds one strong reference to the `HTTPServer`: `init` passes
//     `Unmanaged.passRetained(self)` as the `cls` of every callback, and `stop` releases it only
//     after `MHD_stop_daemon` has returned, when no callback can run any more. Callbacks therefore
//     borrow `cls` with `takeUnretainedValue()` and never release it. Dropping your last
//     reference does not stop the server: call `stop`.
//   • Each request owns one `RequestContext`, kept retained in `*con_cls`. It is created by the
//     URI callback (the first thing MHD reports about a request) and released by the
//     request-completed callback, which MHD calls for every request the URI callback saw,
//     aborted ones included. Nothing else releases it.
//   • No pointer handed to C outlives the call it was handed to, except the two above.
//
// Unsafe code: the `Unsafe…` pointers of `DaemonCallbacks`, `MHDConnection`, `RequestContext`,
// `UnfinishedRequests`, `AnswerBuffer`, `SocketAddress` and `ClientWatch` are C interop with libmicrohttpd
// and the socket API, needed to call them, not chosen for speed. The path scanning of `RoutePattern` and
// `Router` over an `UnsafeBufferPointer` is Swift code kept for the routing figures (docs/PERFORMANCE.md,
// "Unsafe code").

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private import CMicroHTTPD
import Synchronization

/// A running HTTP/1.1 server on a libmicrohttpd thread pool.
///
/// `Sendable` without `@unchecked`: every stored property is immutable, atomic or behind a `Mutex`.
public final class HTTPServer: Sendable {
    let configuration: ServerConfiguration
    let handler: @Sendable (HTTPRequest) -> Answer
    /// How the errors the server answers itself (400, 413, 503) are written: the application's way.
    let renderError: ErrorRenderer
    /// Requests between the URI callback and the request-completed callback; `stop` waits for 0.
    let requestsInFlight = Atomic<Int>(0)
    /// Requests started and not yet reported completed, by connection: those MHD drops without a word are
    /// finished when their connection closes.
    let unfinishedRequests = UnfinishedRequests()
    /// The connections MHD has open; `stop` ends them before stopping the daemon, and the request
    /// timeout ends those whose request is overdue.
    let openConnections: OpenConnections
    /// Requests whose connection is suspended until their handler answers (`DeferredResponse`), by request
    /// context; `stop` answers those left.
    let waitingAnswers = Mutex(WaitingAnswers())
    /// Where heavy work runs (`Answer.heavy`), apart from the threads that serve every connection.
    let heavyPool: HeavyWorkPool
    /// Tells heavy work that its client went away while its connection was suspended.
    let clientWatch = ClientWatch()

    /// The daemon while it runs, nil once stopped. The lock is held for the whole of `stop`, so
    /// a second caller returns only once the server really is stopped.
    private let daemon: Mutex<RunningDaemon?>
    private let boundPort = Atomic<Int>(0)

    /// Starts listening at once; handlers may run before `init` returns.
    ///
    /// - Throws: `HTTPServerError` if the configuration is invalid or the address cannot be bound.
    public init(
        configuration: ServerConfiguration,
        renderError: @escaping ErrorRenderer,
        handler: @escaping @Sendable (HTTPRequest) -> Answer
    ) throws {
        try configuration.validate()
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        self.configuration = configuration
        self.handler = handler
        self.renderError = renderError
        self.daemon = Mutex(nil)
        let requestTimeout = configuration.requestTimeoutSeconds > 0
            ? Duration.seconds(configuration.requestTimeoutSeconds) : nil
        self.openConnections = OpenConnections(requestTimeout: requestTimeout, clock: configuration.requestClock)
        self.heavyPool = HeavyWorkPool(threads: configuration.heavyThreads, queueLimit: configuration.heavyQueue,
                                       maxWait: configuration.maxRequestSeconds > 0 ? .seconds(configuration.maxRequestSeconds) : nil,
                                       stackBytes: configuration.threadStackBytes)

        let retained = Unmanaged.passRetained(self)  // released in stop(), see the ownership rule
        let started = DaemonCallbacks.startDaemon(
            configuration: configuration, address: address, context: retained.toOpaque())
        guard let started else {
            // MHD reports no error code, but a failed bind or listen leaves errno set.
            let reason = errno == 0 ? "libmicrohttpd refused to start" : String(cString: strerror(errno))
            heavyPool.close(waitingUpTo: .zero)
            clientWatch.cancel()
            retained.release()
            let address = SocketAddress.display(host: configuration.host, port: configuration.port)
            throw HTTPServerError(.couldNotStart, "could not listen on \(address): \(reason)")
        }
        boundPort.store(Int(hittrace_mhd_bound_port(started)), ordering: .releasing)
        let sweeper = requestTimeout.map { RequestTimeoutSweeper(connections: openConnections, timeout: $0) }
        daemon.withLock { $0 = RunningDaemon(handle: started, sweeper: sweeper) }
    }

    /// The port the server listens on: the configured one, or the one the kernel picked for
    /// port 0. Still answers after `stop`.
    public var port: Int {
        boundPort.load(ordering: .acquiring)
    }

    /// Stops the server gracefully, and returns once it is stopped:
    /// 1. stops accepting (`MHD_quiesce_daemon`, and the listening socket is shut down so that
    ///    new connections are refused rather than left waiting in the backlog);
    /// 2. ends heavy work (`Answer.heavy`): what waits for a heavy thread is answered 503 `stopping`, what runs is
    ///    told to stop (`RequestLifetime.End.stopping`) and answers 503 itself at its next step;
    ///    then waits for requests in flight to finish, for at most `gracePeriod` in all; a request still waiting
    ///    for its handler's later answer (`DeferredResponse`) is then answered 503;
    /// 3. shuts down the socket of every connection still open, idle keep-alives included, and
    ///    waits (at most `connectionDrainLimit`) for MHD to close them all;
    /// 4. `MHD_stop_daemon`.
    ///
    /// Step 3 is there because libmicrohttpd 0.9.75 crashes if it is stopped while parsing a
    /// request it refuses on its own (see `OpenConnections`); with no connection left, it has
    /// nothing to parse. Idempotent. Must not be called from inside a handler: step 4 joins the
    /// pool threads, one of which would be the caller. A handler still running at the deadline
    /// is not interrupted: step 4 waits for it to return.
    public func stop(gracePeriod: Duration) {
        daemon.withLock { slot in
            guard let running = slot?.handle else { return }
            slot?.sweeper?.cancel()
            slot = nil
            let listener = MHD_quiesce_daemon(running)
            // MHD's threads may still look at the listening socket until MHD_stop_daemon returns,
            // so it is shut down now (refusing new connections) but closed only afterwards.
            if listener >= 0 { _ = shutdown(listener, Int32(SHUT_RDWR)) }
            let started = ContinuousClock.now
            heavyPool.close(waitingUpTo: gracePeriod)
            clientWatch.cancel()
            waitForRequestsInFlight(upTo: max(.zero, gracePeriod - started.duration(to: .now)))
            // Requests still waiting for a handler's later answer get 503, and a moment to send it: no
            // connection may be left suspended when MHD_stop_daemon runs.
            if answerWaitingRequests() > 0 { waitForRequestsInFlight(upTo: Self.connectionDrainLimit) }
            closeOpenConnections(upTo: Self.connectionDrainLimit)
            MHD_stop_daemon(running)
            if listener >= 0 { _ = close(listener) }
            // No callback can run any more: drop the daemon's reference (taken in init).
            Unmanaged.passUnretained(self).release()
        }
    }

    /// How long step 3 of `stop` waits for MHD to close the connections it shut down. MHD
    /// closes each on its next poll (milliseconds); only a handler still running keeps one open.
    static let connectionDrainLimit = Duration.seconds(2)

    private func closeOpenConnections(upTo limit: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        // Shut down again each round: a connection accepted just before quiescing may be
        // reported open only now.
        openConnections.shutDownAll()
        while !openConnections.isEmpty, clock.now < deadline {
            _ = usleep(1_000)
            openConnections.shutDownAll()
        }
    }

    private func waitForRequestsInFlight(upTo gracePeriod: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: gracePeriod)
        while requestsInFlight.load(ordering: .acquiring) > 0, clock.now < deadline {
            _ = usleep(2_000)
        }
    }
}

/// The `struct MHD_Daemon *` of a running server.
///
/// `@unchecked Sendable`, safe because it is only used inside `HTTPServer`'s mutex, by `stop`,
/// and the two calls made with it there (`MHD_quiesce_daemon`, `MHD_stop_daemon`) are meant to
/// be made from an application thread: any thread that is not one of MHD's own.
private struct RunningDaemon: @unchecked Sendable {
    let handle: OpaquePointer
    /// Ends connections whose request is overdue; nil without a request timeout.
    let sweeper: RequestTimeoutSweeper?
}
