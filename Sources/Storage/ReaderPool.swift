import Synchronization

/// A few read-only connections, each behind its own `Mutex`. In WAL mode readers do not block the writer or
/// each other, so reads from many server threads run in parallel with trace inserts.
///
/// A read takes the first idle connection, starting from a rotating index so load spreads; when all are busy
/// it waits for the one it started at.
final class ReaderPool: Sendable {
    /// A `Mutex` is not copyable, so it cannot be an array element by itself; a slot boxes one.
    private final class Slot: Sendable {
        /// `nil` once the pool is closed.
        let connection: Mutex<Connection?>
        init(_ connection: sending Connection) { self.connection = Mutex(connection) }
    }

    private let slots: [Slot]
    private let nextSlot = Atomic<UInt>(0)

    /// Opens `count` read-only connections to the database at `path`, which must already exist.
    init(path: String, count: Int) throws {
        var slots: [Slot] = []
        for _ in 0..<count {
            slots.append(Slot(try Connection(path: path, mode: .readOnly)))
        }
        self.slots = slots
    }

    var isEmpty: Bool { slots.isEmpty }

    /// Runs `body` on an idle reader connection. Throws `.misuse` once the pool is closed.
    func read<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
        precondition(!slots.isEmpty, "read from an empty reader pool")
        // Unsigned, so the counter wraps instead of trapping or going negative.
        let start = Int(nextSlot.wrappingAdd(1, ordering: .relaxed).oldValue % UInt(slots.count))
        for offset in 0..<slots.count {
            let slot = slots[(start + offset) % slots.count]
            // Wrapped in Optional so "lock was busy" (nil) is not confused with a result.
            let attempt: Result<T, any Error>? = slot.connection.withLockIfAvailable { connection in
                Result { try Self.run(body, on: connection) }
            }
            if let attempt { return try attempt.get() }
        }
        return try slots[start].connection.withLock { connection in
            try Self.run(body, on: connection)
        }
    }

    /// Runs `body` on an idle reader connection, or answers nil at once when every reader is busy.
    func readIfIdle<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T? {
        for slot in slots {
            let attempt: Result<T, any Error>? = slot.connection.withLockIfAvailable { connection in
                Result { try Self.run(body, on: connection) }
            }
            if let attempt { return try attempt.get() }
        }
        return nil
    }

    private static func run<T>(_ body: @Sendable (Connection) throws -> T, on connection: Connection?) throws -> T {
        guard let connection else { throw StorageError.closed }
        return try body(connection)
    }

    /// Closes every reader, waiting for reads in progress to finish.
    func close() {
        for slot in slots {
            slot.connection.withLock { $0 = nil }
        }
    }
}
