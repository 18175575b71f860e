import Dispatch
import Synchronization

/// Copies the WAL back into the database file on a background thread, so that a request does not pay for it.
///
/// A checkpoint writes the WAL's pages into the database file and fsyncs both (with `synchronous = NORMAL`
/// these are the only fsyncs). Left to SQLite's auto-checkpoint, it runs inside whichever commit crosses
/// 1000 WAL pages, holding the writer (and every insert queued behind it) for the duration. Here a separate connection runs `PRAGMA wal_checkpoint(PASSIVE)`, which never blocks the writer
/// or readers, every `commitsPerCheckpoint` commits or every half second. The writer keeps a larger
/// auto-checkpoint as a backstop: under a sustained load the WAL is only reset when a checkpoint finds it
/// caught up, which a background checkpoint racing the writer may rarely do.
final class Checkpointer: Sendable {
    static let commitsPerCheckpoint = 100
    /// The writer's `wal_autocheckpoint`, in pages, while a checkpointer runs.
    static let backstopPages = 10_000
    /// The writer's `journal_size_limit`: the WAL file is cut back to this size when it restarts. A WAL only
    /// grows past it under sustained overload (measured: ~100 MB after 240,000 inserts from 8 threads).
    static let walSizeLimitBytes = 64 << 20

    /// `nil` once stopped.
    private let connection: Mutex<Connection?>
    private let commits = Atomic<Int>(0)
    private let stopping = Atomic<Bool>(false)
    private let wakeUp = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(path: String) throws {
        connection = Mutex(try Connection(path: path, mode: .readWrite))
        // A dedicated serial queue: its one task is this loop, which sleeps between checkpoints.
        DispatchQueue(label: "hittrace.storage.checkpointer").async { [self] in run() }
    }

    /// Called by the writer after each commit; cheap (one atomic add).
    func didCommit() {
        if commits.wrappingAdd(1, ordering: .relaxed).newValue % Self.commitsPerCheckpoint == 0 {
            wakeUp.signal()
        }
    }

    /// Stops the loop, waiting for a checkpoint in progress, and closes the connection. Call once.
    func stop() {
        stopping.store(true, ordering: .releasing)
        wakeUp.signal()
        stopped.wait()
        connection.withLock { $0 = nil }
    }

    private func run() {
        while !stopping.load(ordering: .acquiring) {
            _ = wakeUp.wait(timeout: .now() + .milliseconds(500))
            if stopping.load(ordering: .acquiring) { break }
            connection.withLock { connection in
                // Errors are left to the writer: SQLITE_BUSY means the backstop checkpoint is running, and any
                // disk error will fail the next commit, where a caller can see it. Retried on the next wake-up.
                _ = try? connection?.pragma("wal_checkpoint(PASSIVE)")
            }
        }
        stopped.signal()
    }
}
