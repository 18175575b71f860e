import Synchronization

/// What the work behind a request needs to know of its request besides its bytes: how long it may run, and
/// whether its answer is still wanted. The server ends it when the client goes away while the work runs
/// (`ClientWatch`) or when the server stops; the handler gives the work a budget that stops on that
/// (`onEnd`).
public final class RequestLifetime: Sendable {
    public enum End: Sendable, Equatable {
        /// The client closed its connection: nobody will read the answer.
        case clientGone
        /// The server is stopping: the answer is 503 `stopping`.
        case stopping

        /// Why the work stops, as a budget says it.
        public var reason: String {
            switch self {
            case .clientGone: "the client closed its connection before the answer was ready"
            case .stopping: "the server stopped before this request was answered; send it again"
            }
        }
    }

    /// The time the request's work may take, in seconds (`ServerConfiguration.maxRequestSeconds`); nil for no limit.
    public let maxSeconds: Double?
    private let state = Mutex<State>(State())

    private struct State {
        var end: End?
        var handlers: [@Sendable (End) -> Void] = []
    }

    public init(maxSeconds: Double? = nil) {
        self.maxSeconds = maxSeconds
    }

    /// How the request ended early, or nil while its answer is wanted.
    public var end: End? { state.withLock { $0.end } }

    /// Runs `handler` when the request ends early: at once if it already has, else once, from the thread that
    /// ends it.
    public func onEnd(_ handler: @escaping @Sendable (End) -> Void) {
        let ended: End? = state.withLock { state in
            if state.end == nil { state.handlers.append(handler) }
            return state.end
        }
        if let ended { handler(ended) }
    }

    /// Ends the request early; only the first call counts.
    func finish(_ end: End) {
        let handlers: [@Sendable (End) -> Void] = state.withLock { state in
            guard state.end == nil else { return [] }
            state.end = end
            defer { state.handlers = [] }
            return state.handlers
        }
        for handler in handlers { handler(end) }
    }
}
