#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private import CMicroHTTPD

// Ownership of the pointers libmicrohttpd hands back to us (the rule in full is at the top of
// HTTPServer.swift):
//   • `cls` is the `HTTPServer`, retained by `init` for as long as the daemon runs. Callbacks
//     borrow it (`takeUnretainedValue`) and never release it.
//   • `*con_cls` is a `RequestContext`, retained by `requestStarted` and released exactly once,
//     by `requestCompleted`. The access handler only borrows it.
// The callbacks are file-level functions so they capture nothing, as `@convention(c)` requires.

enum DaemonCallbacks {
    /// Starts the daemon: a thread pool of internal polling threads using poll(), ITC so
    /// `MHD_quiesce_daemon` works, errors logged to stderr. Returns nil if MHD refuses.
    ///
    /// poll(), not epoll (which MHD_USE_AUTO picks on Linux): with libmicrohttpd 0.9.75's epoll
    /// loop, a client that sends a request and closes at once left it unfinished until the
    /// connection timeout (295 of 300 such requests here), and stopping the daemon meanwhile
    /// crashed it (MHD answers the leftover request itself, on a daemon shutting down). With
    /// poll() none stayed unfinished. LiveServerTests checks both.
    /// Each connection's memory pool (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`): the request line and the headers.
    /// libmicrohttpd 0.9.75 zeroes the whole pool between two requests of a keep-alive connection
    /// (`MHD_pool_reset`), so every request pays for its size: 80 KiB was ~10% of a trace GET's CPU. Where the
    /// query is kept out of the pool (`QueryKeptFromPool`), libmicrohttpd's 32 KiB default holds a request line
    /// of about 30,000 bytes (2,500 short parameters); where it is not, each parameter also takes a record in
    /// the pool, and 80 KiB is what 1,000 of them need.
    static let connectionMemoryBytes = QueryKeptFromPool.applies ? 32 << 10 : 80 << 10

    static func startDaemon(
        configuration: ServerConfiguration, address: SocketAddress, context: UnsafeMutableRawPointer
    ) -> OpaquePointer? {
        var flags = MHD_USE_POLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue  // for DeferredResponse
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        // Values are range-checked by ServerConfiguration.validate(), so these conversions are exact.
        var options: [MHD_OptionItem] = [
            MHD_OptionItem(option: .THREAD_STACK_SIZE,
                           value: configuration.threadStackBytes, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT,
                           value: configuration.connectionTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT,
                           value: configuration.connectionLimit, ptr_value: nil),
            // The pool that holds a request's line, headers and parsed query: MHD's 32 KiB default ran out at
            // about 450 query parameters (an answer MHD gives itself, in HTML, and then drops the connection).
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: connectionMemoryBytes, ptr_value: nil),
        ]
        // 0 is MHD's own "no limit", but it is left out rather than passed, to keep MHD's default path.
        if configuration.perIPConnectionLimit > 0 {
            options.append(MHD_OptionItem(option: .PER_IP_CONNECTION_LIMIT,
                                          value: configuration.perIPConnectionLimit, ptr_value: nil))
        }
        // A pool of one is no pool; MHD then serves everything from its single polling thread.
        if configuration.threads > 1 {
            options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE,
                                          value: configuration.threads, ptr_value: nil))
        }
        options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))

        errno = 0
        return address.withSockaddrPointer { sockaddr in
            hittrace_mhd_start_daemon(
                UInt32(flags), UInt16(configuration.port), sockaddr,
                accessHandler, requestStarted, requestCompleted, connectionChanged, logMessage,
                context, options)
        }
    }
}

/// MHD_OPTION_URI_LOG_CALLBACK: the request line has been read. Its return value becomes
/// `*con_cls`, so this is where the per-request context is born — with the target exactly as
/// sent, before MHD splits off the query and percent-decodes the path.
private func requestStarted(
    _ cls: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let cls else { return nil }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    server.requestsInFlight.add(1, ordering: .relaxed)
    let context = RequestContext(rawTarget: uri, bodyLimit: server.configuration.maxBodyBytes,
                                 socket: connection.map { hittrace_mhd_connection_fd($0) } ?? -1)
    if let uri { QueryKeptFromPool.keep(uri) }
    let retained = Unmanaged.passRetained(context).toOpaque()  // released in requestCompleted (or at close)
    server.unfinishedRequests.started(retained, on: context.socket)
    return retained
}

/// MHD_OPTION_NOTIFY_COMPLETED: the response was sent, or the connection died. Releases the
/// context `requestStarted` made; MHD calls this once for every request it reported there.
private func requestCompleted(
    _ cls: UnsafeMutableRawPointer?, _: OpaquePointer?,
    _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _: MHD_RequestTerminationCode
) {
    guard let cls, let conCls, let pointer = conCls.pointee else { return }
    conCls.pointee = nil
    let context = Unmanaged<RequestContext>.fromOpaque(pointer)
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let socket = context.takeUnretainedValue().socket
    server.unfinishedRequests.completed(on: socket)
    server.openConnections.requestFinished(on: socket)
    context.release()
    server.requestsInFlight.subtract(1, ordering: .releasing)
}

/// Ends a request MHD dropped without reporting it completed (see `UnfinishedRequests`).
private func finishLeftOver(_ pointer: UnsafeMutableRawPointer, server: HTTPServer) {
    let context = Unmanaged<RequestContext>.fromOpaque(pointer)
    server.openConnections.requestFinished(on: context.takeUnretainedValue().socket)
    context.release()
    server.requestsInFlight.subtract(1, ordering: .releasing)
}

/// MHD_OPTION_NOTIFY_CONNECTION: a connection was accepted or has been closed. Keeps the set of
/// open sockets that `stop` shuts down. The socket number is kept in the connection's
/// `socket_context` (plus one, so that 0 means none), so the closing side needs no lookup.
private func connectionChanged(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ change: MHD_ConnectionNotificationCode
) {
    guard let cls, let socketContext else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    switch change {
    case .CONNECTION_NOTIFY_STARTED:
        guard let connection else { return }
        let socket = hittrace_mhd_connection_fd(connection)
        guard socket >= 0 else { return }
        socketContext.pointee = UnsafeMutableRawPointer(bitPattern: Int(socket) + 1)
        server.openConnections.opened(socket)
    case .CONNECTION_NOTIFY_CLOSED:
        guard let stored = socketContext.pointee else { return }
        socketContext.pointee = nil
        let socket = Int32(Int(bitPattern: stored) - 1)
        if let leftOver = server.unfinishedRequests.takeLeftOver(on: socket) { finishLeftOver(leftOver, server: server) }
        server.openConnections.closed(socket)
    }
}

/// The access handler: called once when the headers are in, once per piece of body, and once
/// more when the request is complete. Returning `.NO` makes MHD drop the connection.
private func accessHandler(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?, _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?, _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ conCls: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let method, let uploadDataSize,
          let pointer = conCls?.pointee
    else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()
    let upload = UnsafeRawBufferPointer(start: uploadData, count: uploadData == nil ? 0 : uploadDataSize.pointee)
    let mhd = MHDConnection(connection)
    let step = server.accept(
        method: HTTPMethod(String(cString: method)), upload: upload, context: context,
        targetCutAtNUL: targetWasCutAtNUL(url: url, version: version, context: context),
        headerHidesNUL: !context.headersChecked && mhd.headerBlockHidesBytes(method: method),
        version: context.headersChecked ? nil : version.map { String(cString: $0) },
        connection: mhd)
    uploadDataSize.pointee = 0  // every byte offered is consumed, kept or discarded
    return step ? .YES : .NO
}

/// True if the request target held a raw NUL byte, which MHD 0.9.75 does not reject: every C
/// string it gives us just stops there, so "GET /a\0b" would pass for "GET /a".
///
/// MHD parses the request line in place: `url` (the same address the URI callback saw) is the
/// target's first byte and `version` starts one space after its last. If the distance between
/// them is longer than the target we could read, bytes after a NUL were hidden from us. Only the
/// addresses are compared; nothing is read. Where the layout is not this one (another MHD,
/// HTTP/0.9 with no version), the check does not apply rather than guess.
private func targetWasCutAtNUL(
    url: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, context: RequestContext
) -> Bool {
    guard !context.headersChecked, let url, let version, let visible = context.rawTarget?.utf8.count,
          UInt(bitPattern: url) == context.rawTargetAddress
    else { return false }
    let distance = Int(bitPattern: version) - Int(bitPattern: url)
    return distance > visible + 1 && distance <= 1 << 16
}

/// MHD_OPTION_EXTERNAL_LOGGER: MHD's own error messages, to stderr with a prefix so they can be
/// told apart from the application's. Written with one write(2) so lines do not interleave.
private func logMessage(
    _: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?, _ arguments: CVaListPointer?
) {
    guard let format, let arguments else { return }
    var buffer = [CChar](repeating: 0, count: 1024)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    var line = "libmicrohttpd: " + String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if !line.hasSuffix("\n") { line += "\n" }
    _ = line.withCString { write(2, $0, strlen($0)) }
}
