import Dispatch

/// Checks the open connections a few times per request timeout and shuts down those whose
/// request is overdue (`OpenConnections`); libmicrohttpd then closes them. A timer on its own
/// queue: the pool threads only ever serve requests.
final class RequestTimeoutSweeper: Sendable {
    // `DispatchSourceTimer` is not marked Sendable; this one is only created here and cancelled
    // (a thread-safe call) by `cancel`, under `HTTPServer`'s daemon lock.
    private nonisolated(unsafe) let timer: DispatchSourceTimer

    init(connections: OpenConnections, timeout: Duration) {
        // A quarter of the timeout, at most a second: a connection is ended at most that late.
        let milliseconds = Int(min(max(timeout.components.seconds * 250, 100), 1_000))
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "hittrace.request-timeout"))
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        timer.setEventHandler { connections.shutDownOverdue() }
        timer.resume()
    }

    /// Stops the checks; a check already running finishes (it only shuts down sockets still open).
    func cancel() {
        timer.cancel()
    }
}
