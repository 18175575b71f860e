/// How the server listens and how much it lets each client take.
public struct ServerConfiguration: Sendable {
    /// An IPv4 literal, an IPv6 literal ("::1", brackets allowed) or "localhost" (= 127.0.0.1).
    public var host: String
    /// 0 asks the kernel for a free port; read it back from `HTTPServer.port`.
    public var port: Int
    /// Size of libmicrohttpd's thread pool; handlers run on these threads.
    public var threads: Int
    /// Largest request body accepted; larger ones get 413 without being stored.
    public var maxBodyBytes: Int
    /// Stack of each pool thread. Set explicitly because handlers may recurse over deep trees
    /// and a stack overflow in a pool thread kills the whole process.
    public var threadStackBytes: Int
    /// A connection that sends nothing (no request, or no more of its body) for this long is closed; 0 means
    /// never. libmicrohttpd restarts the clock on every byte received (`MHD_OPTION_CONNECTION_TIMEOUT`).
    public var connectionTimeoutSeconds: Int
    /// A request must arrive whole within this long of its connection opening or of the previous response;
    /// past it the connection is closed. 0 means never. The idle timeout above restarts with every byte, so
    /// only this bounds a client that trickles a byte every few seconds to hold a connection.
    public var requestTimeoutSeconds: Int
    /// What `requestTimeoutSeconds` is measured on: the monotonic clock, or one a test moves by hand.
    public var requestClock: RequestClock = .monotonic
    /// Connections open at once (`MHD_OPTION_CONNECTION_LIMIT`): at the limit libmicrohttpd stops accepting, so
    /// further clients wait in the kernel's listen queue until a connection closes (or their connect times out).
    /// With a pool of threads it splits the limit evenly among them, so it binds per thread, not as a whole.
    public var connectionLimit: Int
    /// Connections open at once from one IP address, 0 for no such limit (`MHD_OPTION_PER_IP_CONNECTION_LIMIT`):
    /// so that one client holding connections idle cannot take all of `connectionLimit` from the others.
    public var perIPConnectionLimit: Int
    /// Which pages may use the server and by which names it may be called (`OriginPolicy`): by default only
    /// its own page, by loopback names and the listening host.
    public var originPolicy: OriginPolicy
    /// The time a request's work may take once it starts, in seconds (0: no limit). A handler's work reads it from
    /// `HTTPRequest.lifetime` and stops past it (the application answers 422 `too_much_work`); heavy work that
    /// waited this long for a thread of the heavy pool is refused with 503 `busy` instead of started late.
    public var maxRequestSeconds: Double = 5
    /// The largest answer body sent; a larger one is replaced by a 422 `too_much_work` saying its size.
    public var maxAnswerBytes: Int = 64 << 20
    /// Threads of the heavy pool (`Answer.heavy`), apart from the `threads` that serve every connection.
    public var heavyThreads: Int = 2
    /// Heavy requests that may wait for a heavy thread; past that, 503 `busy` with `Retry-After`.
    public var heavyQueue: Int = 8

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = 4,
        maxBodyBytes: Int = 16 << 20,
        threadStackBytes: Int = 8 << 20,
        connectionTimeoutSeconds: Int = 30,
        requestTimeoutSeconds: Int = 120,
        connectionLimit: Int = 1024,
        perIPConnectionLimit: Int = 128,
        originPolicy: OriginPolicy = OriginPolicy()
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.maxBodyBytes = maxBodyBytes
        self.threadStackBytes = threadStackBytes
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.connectionLimit = connectionLimit
        self.perIPConnectionLimit = perIPConnectionLimit
        self.originPolicy = originPolicy
    }

    /// Throws `.invalidConfiguration` for a value libmicrohttpd would reject or misread
    /// (its options are `unsigned int` and `size_t`, so a negative Int must not reach it).
    func validate() throws(HTTPServerError) {
        func check(_ ok: Bool, _ what: String) throws(HTTPServerError) {
            if !ok { throw HTTPServerError(.invalidConfiguration, "invalid server configuration: \(what)") }
        }
        try check((0...65535).contains(port), "port \(port) is not in 0...65535")
        try check((1...1024).contains(threads), "threads \(threads) is not in 1...1024")
        try check(maxBodyBytes >= 0, "maxBodyBytes \(maxBodyBytes) is negative")
        try check(threadStackBytes >= 64 << 10, "threadStackBytes \(threadStackBytes) is below 64 KiB")
        try check((0...86_400).contains(connectionTimeoutSeconds),
                  "connectionTimeoutSeconds \(connectionTimeoutSeconds) is not in 0...86400")
        try check((0...86_400).contains(requestTimeoutSeconds),
                  "requestTimeoutSeconds \(requestTimeoutSeconds) is not in 0...86400")
        try check((1...1_000_000).contains(connectionLimit),
                  "connectionLimit \(connectionLimit) is not in 1...1000000")
        try check((0...1_000_000).contains(perIPConnectionLimit),
                  "perIPConnectionLimit \(perIPConnectionLimit) is not in 0...1000000")
        try check(maxRequestSeconds.isFinite && (0...86_400).contains(maxRequestSeconds),
                  "maxRequestSeconds \(maxRequestSeconds) is not in 0...86400")
        try check(maxAnswerBytes >= 1_024, "maxAnswerBytes \(maxAnswerBytes) is below 1 KiB")
        try check((1...256).contains(heavyThreads), "heavyThreads \(heavyThreads) is not in 1...256")
        try check((0...100_000).contains(heavyQueue), "heavyQueue \(heavyQueue) is not in 0...100000")
        try originPolicy.validate()
    }
}
