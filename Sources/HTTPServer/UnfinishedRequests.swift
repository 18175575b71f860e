import Synchronization

/// The request each connection has started (its `RequestContext`, retained in `*con_cls`), until libmicrohttpd
/// reports it completed.
///
/// libmicrohttpd 0.9.75 calls the request-completed callback only for requests whose access handler it has
/// called: one it refuses while parsing (its own 414 or 431, say for ~500 query parameters that do not fit the
/// connection's memory pool) is started, then dropped with the connection, and its context was leaked and the
/// in-flight count left raised, so every later `stop` waited its whole grace period. When a connection closes
/// with its request still here, the server finishes it (`DaemonCallbacks`). MHD reports a request completed
/// before it reports its connection closed, so each context is finished once.
///
/// Every request passes here twice, on whichever pool thread serves it: the sockets are spread over shards, each
/// with its own lock, because one lock for all was contended enough to cost ~5% of a GET's CPU in futex waits.
final class UnfinishedRequests: Sendable {
    /// Context pointers by socket, as raw addresses (`Unmanaged` is not `Sendable`).
    private final class Shard: Sendable {
        let bySocket = Mutex<[Int32: UInt]>([:])
    }

    private let shards = (0..<16).map { _ in Shard() }

    private func shard(_ socket: Int32) -> Shard { shards[Int(socket) % shards.count] }

    func started(_ context: UnsafeMutableRawPointer, on socket: Int32) {
        guard socket >= 0 else { return }
        shard(socket).bySocket.withLock { $0[socket] = UInt(bitPattern: context) }
    }

    func completed(on socket: Int32) {
        guard socket >= 0 else { return }
        _ = shard(socket).bySocket.withLock { $0.removeValue(forKey: socket) }
    }

    /// The context of a request the closing connection left unfinished, now no one else's.
    func takeLeftOver(on socket: Int32) -> UnsafeMutableRawPointer? {
        guard socket >= 0 else { return nil }
        return shard(socket).bySocket.withLock { $0.removeValue(forKey: socket) }.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
    }
}
