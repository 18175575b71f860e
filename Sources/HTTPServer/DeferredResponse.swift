import Dispatch
import Synchronization

/// An answer a handler gives later, from any thread: the handler returns `Answer.later(deferred)`, the
/// server suspends the request's connection (libmicrohttpd's suspend/resume) so that the pool thread goes on
/// serving its other connections, and `complete(_:)` resumes it with the answer.
///
/// For work that waits on something shared, such as a commit several requests join: a pool thread blocked on
/// it would hold up every connection that thread serves, and keep the batch as small as the pool.
///
/// The first `complete` wins; later ones are ignored (the server answers 503 itself to requests still
/// waiting when it stops).
public final class DeferredResponse: Sendable {
    private enum State {
        /// No answer yet; `resume` is set once the connection is suspended.
        case waiting(resume: (@Sendable () -> Void)?)
        case answered(HTTPResponse)
    }

    private let state = Mutex<State>(.waiting(resume: nil))

    public init() {}

    /// Gives the answer. Any thread; only the first call counts.
    public func complete(_ response: HTTPResponse) {
        let resume: (@Sendable () -> Void)? = state.withLock { state in
            guard case .waiting(let resume) = state else { return nil }
            state = .answered(response)
            return resume
        }
        resume?()
    }

    /// Blocks until the answer is given, and returns it: for a caller that is not the server (a benchmark,
    /// a fuzz target calling the handler directly). At most one waiter, and not for a response the server
    /// is sending (both use the one place the answer is announced to).
    public func wait() -> HTTPResponse {
        let answered = DispatchSemaphore(value: 0)
        switch answerOrSuspend(suspend: { true }, resume: { answered.signal() }) {
        case .answered(let response):
            return response
        case .suspended:
            answered.wait()
            return answer ?? HTTPResponse(status: .internalServerError)
        case .declined:
            preconditionFailure("a waiter that always suspends was declined")
        }
    }

    /// The answer, if given.
    var answer: HTTPResponse? {
        state.withLock { state in
            if case .answered(let response) = state { return response }
            return nil
        }
    }

    enum Outcome {
        /// The answer was already there.
        case answered(HTTPResponse)
        /// The connection is suspended; `resume` runs once the answer comes.
        case suspended
        /// `suspend` declined (the server is stopping): no answer, nothing suspended.
        case declined
    }

    /// Server side, once per request: the answer if it is already there; otherwise runs `suspend` and, if it
    /// suspended the connection, arranges for `resume` to run when the answer comes. Both under the lock, so
    /// `resume` can never run before `suspend` (libmicrohttpd cancels a resume of a connection that is not
    /// suspended yet against the suspend that follows, and the request would then wait forever).
    func answerOrSuspend(suspend: () -> Bool, resume: @escaping @Sendable () -> Void) -> Outcome {
        state.withLock { state in
            switch state {
            case .answered(let response):
                return .answered(response)
            case .waiting:
                guard suspend() else { return .declined }
                state = .waiting(resume: resume)
                return .suspended
            }
        }
    }
}

/// What a handler answers: a response now, one it gives later through a `DeferredResponse`, or heavy work the
/// server runs on its own bounded pool (`HeavyWorkPool`), away from the threads that serve every connection.
public enum Answer: Sendable {
    case now(HTTPResponse)
    /// The server suspends the request's connection until `complete(_:)` gives the response.
    case later(DeferredResponse)
    /// Work that may take long (a fix search, a hit map, a check): the server suspends the connection and runs
    /// it on the heavy pool, or answers 503 `busy` at once when the pool's queue is full. The work reads its
    /// deadline and whether it is still wanted from `HTTPRequest.lifetime`.
    case heavy(@Sendable () -> Answer)

    /// The answer, waited for here: for a caller that is not the server (a benchmark, a fuzz target, the
    /// heavy pool with work that answers later), and heavy work run on the caller's thread.
    public var waited: HTTPResponse {
        switch self {
        case .now(let response): response
        case .later(let deferred): deferred.wait()
        case .heavy(let work): work().waited
        }
    }
}
