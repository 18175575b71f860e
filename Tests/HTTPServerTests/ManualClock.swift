import Synchronization
@testable import HTTPServer

/// A request clock the test moves by hand, and the server it runs, so that a test can move time past a
/// timeout and sweep at once, without waiting for either.
final class ManualClock: Sendable {
    private let now = Atomic<UInt64>(1_000_000_000)
    private let server = Mutex<HTTPServer?>(nil)

    var requestClock: RequestClock { RequestClock { self.now.load(ordering: .acquiring) } }

    /// Starts a test server on this clock.
    func start(_ configure: (inout ServerConfiguration) -> Void) throws -> HTTPServer {
        let started = try TestServer.start(clock: self) {
            configure(&$0)
            $0.requestClock = requestClock
        }
        server.withLock { $0 = started }
        return started
    }

    /// Moves the clock on by `duration`, then ends the connections overdue (as the server's sweeper would on
    /// its next tick); returns how many it ended.
    @discardableResult
    func advance(by duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        now.add(UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000), ordering: .acquiringAndReleasing)
        return server.withLock { $0?.openConnections.shutDownOverdue() ?? 0 }
    }
}
