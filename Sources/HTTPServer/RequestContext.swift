/// What the server keeps about one request between libmicrohttpd's callbacks; it lives in
/// `*con_cls` (see the ownership rule in HTTPServer.swift).
///
/// Not `Sendable`, and needs no lock: MHD calls back for a given connection from one pool
/// thread at a time, and a context belongs to one request on one connection.
final class RequestContext {
    /// The request target exactly as sent (as far as C strings can tell); nil if not UTF-8.
    let rawTarget: String?
    /// Where MHD kept that target, compared (never dereferenced) by the raw-NUL check.
    let rawTargetAddress: UInt
    /// False until the first access-handler call, the one made once the headers are in.
    var headersChecked = false
    /// Parsed at that first call; a malformed target is answered then, before any body is read.
    var target: RequestTarget?
    /// The `Access-Control-Allow-Origin` every answer to this request carries (`OriginPolicy`), or nil for none.
    var allowOrigin: String?
    var body: RequestBody
    /// The connection's socket, to tell `OpenConnections` when the request is in and when it is done;
    /// -1 if MHD could not say.
    let socket: Int32
    /// The handler's answer-to-come, once it answered `.later`; the connection is suspended until
    /// it is answered, and the access handler, called again then, sends it.
    var deferred: DeferredResponse?
    /// The request's deadline and early end, made when the whole request is in.
    var lifetime: RequestLifetime?

    init(rawTarget: UnsafePointer<CChar>?, bodyLimit: Int, socket: Int32) {
        self.rawTarget = rawTarget.flatMap { String(validatingCString: $0) }
        self.rawTargetAddress = UInt(bitPattern: rawTarget)
        self.body = RequestBody(limit: bodyLimit)
        self.socket = socket
    }
}

/// A request body accumulated as it arrives, with the size limit enforced per piece: once it
/// passes `limit` nothing more is stored, so memory stays bounded whatever the client sends.
struct RequestBody {
    let limit: Int
    private(set) var bytes: [UInt8] = []
    /// Set once more than `limit` bytes have arrived; the answer will be 413.
    private(set) var isTooLarge = false
    private var received = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// After the limit we keep reading (and dropping) up to one more limit's worth, at least
    /// 1 MiB, so that a client that overshoots a little can still read its 413; past that the
    /// connection is dropped, so an endless chunked upload cannot hold a thread forever.
    var receiveAllowance: Int {
        limit + max(limit, 1 << 20)
    }

    /// Reserves room for a body announced by Content-Length (already checked against `limit`).
    mutating func reserve(announcedLength: UInt64) {
        bytes.reserveCapacity(Int(min(announcedLength, UInt64(limit))))
    }

    /// Takes one piece of body. Returns false when the connection should be dropped.
    mutating func append(_ piece: UnsafeRawBufferPointer) -> Bool {
        received += piece.count
        if !isTooLarge, received > limit {
            isTooLarge = true
            bytes = []  // free it now rather than when the request completes
        }
        if isTooLarge { return received <= receiveAllowance }
        // As typed bytes, so the append is one copy even in debug builds.
        bytes.append(contentsOf: piece.assumingMemoryBound(to: UInt8.self))
        return true
    }
}
