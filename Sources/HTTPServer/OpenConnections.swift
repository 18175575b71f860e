#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private import CMicroHTTPD  // <sys/socket.h>, which declares SHUT_RDWR here (Glibc's module does not)
import Synchronization

/// The sockets of the connections libmicrohttpd has open, each with the time by which its next
/// request must have arrived, so that the server can end connections itself while the daemon runs:
/// all of them when it stops, and those that overrun the request timeout.
///
/// Why at stop: in libmicrohttpd 0.9.75, once `MHD_stop_daemon` has flagged the daemon as shutting
/// down, `MHD_queue_response` returns YES without queuing anything, and MHD's own error answers
/// (the 400, 413 and 431 it sends for requests it refuses itself, `transmit_error_response_len`
/// in connection.c) then build headers for a response that is not there: a NULL dereference in
/// a worker thread, which ends the process. Any worker still parsing such a request when the
/// flag is set can hit it (9 runs in 20 of a stress test crashed so before this existed, and
/// once in CI). With every socket shut down first, MHD finishes or drops each connection while
/// the daemon is still healthy; once none is left, no worker has a request to parse when the
/// flag goes up.
///
/// Why a request timeout: MHD's own timeout restarts with every byte received, so a client that
/// trickles a byte every few seconds could hold a connection for ever. MHD has no option for a
/// whole request's time.
final class OpenConnections: Sendable {
    private struct Sockets {
        /// Every open socket, with when its next request must have arrived whole: nil while one is
        /// being answered, or when there is no request timeout.
        var open: [Int32: ContinuousClock.Instant?] = [:]
        var shutDown: Set<Int32> = []
    }
    private let sockets = Mutex(Sockets())
    private let requestTimeout: Duration?

    /// `requestTimeout` nil: connections may take as long as they like over a request.
    init(requestTimeout: Duration?) {
        self.requestTimeout = requestTimeout
    }

    private var nextDeadline: ContinuousClock.Instant? {
        requestTimeout.map { ContinuousClock.now.advanced(by: $0) }
    }

    /// MHD_CONNECTION_NOTIFY_STARTED: the first request is due within the timeout.
    func opened(_ socket: Int32) {
        let deadline = nextDeadline
        sockets.withLock { $0.open[socket] = deadline }
    }

    /// The whole request is in: the server is answering, so no deadline runs.
    func requestReceived(on socket: Int32) {
        sockets.withLock { sockets in
            if sockets.open[socket] != nil { sockets.open[socket] = .some(nil) }
        }
    }

    /// The answer is sent (or the request died): the next request is due within the timeout.
    func requestFinished(on socket: Int32) {
        let deadline = nextDeadline
        sockets.withLock { sockets in
            if sockets.open[socket] != nil { sockets.open[socket] = .some(deadline) }
        }
    }

    /// MHD_CONNECTION_NOTIFY_CLOSED. MHD reports a connection closed before it closes the
    /// socket, so a socket in `open` is never one whose number has been reused.
    func closed(_ socket: Int32) {
        sockets.withLock {
            $0.open.removeValue(forKey: socket)
            $0.shutDown.remove(socket)
        }
    }

    var isEmpty: Bool {
        sockets.withLock { $0.open.isEmpty }
    }

    /// Shuts down both directions of every open socket not shut down yet. MHD then reads the end
    /// of the stream and closes the connection itself (an idle keep-alive, a request half sent),
    /// or fails its next send.
    func shutDownAll() {
        _ = shutDown { _ in true }
    }

    /// Shuts down the sockets whose request is overdue at `now`. Returns how many.
    @discardableResult
    func shutDownOverdue(at now: ContinuousClock.Instant) -> Int {
        shutDown { deadline in deadline.map { $0 < now } ?? false }
    }

    /// Under the lock, so `closed` cannot run in between and MHD cannot close (and the kernel
    /// hand out again) a socket we are about to shut down.
    private func shutDown(where chosen: (ContinuousClock.Instant?) -> Bool) -> Int {
        sockets.withLock { sockets in
            var count = 0
            for (socket, deadline) in sockets.open where !sockets.shutDown.contains(socket) && chosen(deadline) {
                _ = shutdown(socket, Int32(SHUT_RDWR))
                sockets.shutDown.insert(socket)
                count += 1
            }
            return count
        }
    }
}
