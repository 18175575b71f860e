#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private import CMicroHTTPD  // <sys/socket.h>, which declares SHUT_RDWR here (Glibc's module does not)
import Synchronization

/// The sockets of the connections libmicrohttpd has open, so that `HTTPServer.stop` can end
/// them itself while the daemon still runs, before `MHD_stop_daemon`.
///
/// Why: in libmicrohttpd 0.9.75, once `MHD_stop_daemon` has flagged the daemon as shutting
/// down, `MHD_queue_response` returns YES without queuing anything, and MHD's own error answers
/// (the 400, 413 and 431 it sends for requests it refuses itself, `transmit_error_response_len`
/// in connection.c) then build headers for a response that is not there: a NULL dereference in
/// a worker thread, which ends the process. Any worker still parsing such a request when the
/// flag is set can hit it (1 run in 30 of `stoppingWhileMHDRefusesRequestsItselfDoesNotCrash`
/// crashed so before this existed, and once in CI). With every socket shut down first, MHD
/// finishes or drops each connection while the daemon is still healthy; once none is left,
/// no worker has a request to parse when the flag goes up.
final class OpenConnections: Sendable {
    private struct Sockets {
        var open: Set<Int32> = []
        var shutDown: Set<Int32> = []
    }
    private let sockets = Mutex(Sockets())

    /// MHD_CONNECTION_NOTIFY_STARTED.
    func opened(_ socket: Int32) {
        sockets.withLock { _ = $0.open.insert(socket) }
    }

    /// MHD_CONNECTION_NOTIFY_CLOSED. MHD reports a connection closed before it closes the
    /// socket, so a socket in `open` is never one whose number has been reused.
    func closed(_ socket: Int32) {
        sockets.withLock {
            $0.open.remove(socket)
            $0.shutDown.remove(socket)
        }
    }

    var isEmpty: Bool {
        sockets.withLock { $0.open.isEmpty }
    }

    /// Shuts down both directions of every open socket not shut down yet. MHD then reads the end
    /// of the stream and closes the connection itself (an idle keep-alive, a request half sent),
    /// or fails its next send. Done under the lock, so `closed` cannot run in between and MHD
    /// cannot close (and the kernel hand out again) a socket we are about to shut down.
    func shutDownAll() {
        sockets.withLock { sockets in
            for socket in sockets.open.subtracting(sockets.shutDown) {
                _ = shutdown(socket, Int32(SHUT_RDWR))
                sockets.shutDown.insert(socket)
            }
        }
    }
}
