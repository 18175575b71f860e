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
    /// One per socket number (sockets are small numbers, below the connection limit plus a few), so
    /// that marking a request in or done is an index, not a hash: it happens twice per request.
    private struct Slot {
        var isOpen = false
        var isShutDown = false
        /// When the next request must have arrived whole, on `clock`; `.max` while one
        /// is being answered, or when there is no request timeout.
        var deadline = UInt64.max
    }
    private struct Sockets {
        var slots: [Slot] = []
        var openCount = 0
    }
    private let sockets = Mutex(Sockets())
    /// The request timeout in nanoseconds; `.max` for none.
    private let timeout: UInt64
    let clock: RequestClock

    /// `requestTimeout` nil: connections may take as long as they like over a request.
    init(requestTimeout: Duration?, clock: RequestClock = .monotonic) {
        timeout = requestTimeout.map { UInt64($0.components.seconds) * 1_000_000_000 } ?? .max
        self.clock = clock
    }

    private func nextDeadline() -> UInt64 {
        timeout == .max ? .max : clock.nanoseconds() &+ timeout
    }

    /// MHD_CONNECTION_NOTIFY_STARTED: the first request is due within the timeout.
    func opened(_ socket: Int32) {
        guard socket >= 0 else { return }
        let deadline = nextDeadline()
        sockets.withLock { sockets in
            let index = Int(socket)
            if index >= sockets.slots.count {
                sockets.slots.append(contentsOf: repeatElement(Slot(), count: index + 1 - sockets.slots.count))
            }
            if !sockets.slots[index].isOpen { sockets.openCount += 1 }
            sockets.slots[index] = Slot(isOpen: true, isShutDown: false, deadline: deadline)
        }
    }

    /// The whole request is in: the server is answering, so no deadline runs.
    func requestReceived(on socket: Int32) {
        setDeadline(.max, on: socket)
    }

    /// The answer is sent (or the request died): the next request is due within the timeout.
    func requestFinished(on socket: Int32) {
        setDeadline(nextDeadline(), on: socket)
    }

    private func setDeadline(_ deadline: UInt64, on socket: Int32) {
        guard timeout != .max, socket >= 0 else { return }
        sockets.withLock { sockets in
            let index = Int(socket)
            if index < sockets.slots.count, sockets.slots[index].isOpen { sockets.slots[index].deadline = deadline }
        }
    }

    /// MHD_CONNECTION_NOTIFY_CLOSED. MHD reports a connection closed before it closes the
    /// socket, so an open slot is never one whose socket number has been reused.
    func closed(_ socket: Int32) {
        guard socket >= 0 else { return }
        sockets.withLock { sockets in
            let index = Int(socket)
            guard index < sockets.slots.count, sockets.slots[index].isOpen else { return }
            sockets.slots[index] = Slot()
            sockets.openCount -= 1
        }
    }

    var isEmpty: Bool {
        sockets.withLock { $0.openCount == 0 }
    }

    /// Shuts down both directions of every open socket not shut down yet. MHD then reads the end
    /// of the stream and closes the connection itself (an idle keep-alive, a request half sent),
    /// or fails its next send.
    func shutDownAll() {
        _ = shutDown { _ in true }
    }

    /// Shuts down the sockets whose request is overdue now, on `clock`. Returns how many.
    @discardableResult
    func shutDownOverdue() -> Int {
        let now = clock.nanoseconds()
        return shutDown { deadline in deadline < now }
    }

    /// Under the lock, so `closed` cannot run in between and MHD cannot close (and the kernel
    /// hand out again) a socket we are about to shut down.
    private func shutDown(where chosen: (UInt64) -> Bool) -> Int {
        sockets.withLock { sockets in
            var count = 0
            for index in sockets.slots.indices
            where sockets.slots[index].isOpen && !sockets.slots[index].isShutDown && chosen(sockets.slots[index].deadline) {
                _ = shutdown(Int32(index), Int32(SHUT_RDWR))
                sockets.slots[index].isShutDown = true
                count += 1
            }
            return count
        }
    }
}
