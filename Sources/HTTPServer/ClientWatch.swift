#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Tells heavy work that its client went away. libmicrohttpd reports a closed connection (the request-completed
/// callback, `CLIENT_ABORT`) only for connections it polls, and it does not poll a suspended one, which is what a
/// connection waiting for heavy work is. So the sockets of those connections are polled here, ten times a second:
/// a peer that closed (or shut down its sending side: `POLLRDHUP`), a reset or an error ends the request's
/// lifetime (`RequestLifetime.End.clientGone`), and its work stops at its next step. Bytes waiting to be read (a
/// pipelined request) are not read and end nothing.
///
/// A socket is watched only while its connection is suspended, between `watch` (under the same lock as the
/// suspension) and `unwatch` (before the resume): MHD neither reads nor closes it then, so the descriptor
/// cannot be closed and reused under the poll, which runs under the lock `unwatch` takes.
final class ClientWatch: Sendable {
    private let watched = Mutex<[Int32: RequestLifetime]>([:])
    // Created here, cancelled (a thread-safe call) by `cancel`.
    private nonisolated(unsafe) let timer: DispatchSourceTimer

    init() {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "hittrace.client-watch"))
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.sweep() }
        timer.resume()
    }

    func watch(_ socket: Int32, _ lifetime: RequestLifetime) {
        guard socket >= 0 else { return }
        watched.withLock { $0[socket] = lifetime }
    }

    func unwatch(_ socket: Int32) {
        _ = watched.withLock { $0.removeValue(forKey: socket) }
    }

    func cancel() {
        timer.cancel()
    }

    /// `POLLRDHUP` (Linux, `_GNU_SOURCE`, which Swift's Glibc module does not define): the peer shut down its
    /// sending side.
    private static let peerClosed: Int16 = 0x2000

    private func sweep() {
        let gone: [RequestLifetime] = watched.withLock { sockets in
            guard !sockets.isEmpty else { return [] }
            var fds = sockets.keys.map { pollfd(fd: $0, events: Int16(POLLIN) | Self.peerClosed, revents: 0) }
            guard poll(&fds, nfds_t(fds.count), 0) > 0 else { return [] }
            let closing = Self.peerClosed | Int16(POLLHUP) | Int16(POLLERR)
            var ended: [RequestLifetime] = []
            for fd in fds where fd.revents & closing != 0 {
                if let lifetime = sockets.removeValue(forKey: fd.fd) { ended.append(lifetime) }
            }
            return ended
        }
        for lifetime in gone { lifetime.finish(.clientGone) }
    }
}
