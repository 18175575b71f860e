import Synchronization

/// Hierarchies and the traces made on them, in one SQLite database. Knows nothing of HTTP or of views: it
/// keeps the bytes and the few numbers it is given.
///
/// **Threads.** Every method may be called from any thread at once. Writes go through one writer connection
/// behind a `Mutex` (SQLite allows one writer at a time anyway); reads go to a pool of read-only connections,
/// which WAL mode lets run beside the writer. Each connection caches its prepared statements.
///
/// **Durability.** The database runs in WAL mode with `synchronous = NORMAL`: a commit is written to the WAL
/// file (into the OS page cache) before the call returns, so a trace whose insert returned survives the
/// process being killed (`kill -9`, crash). It does not survive a power loss or kernel crash until the next
/// checkpoint syncs the WAL; that would need `synchronous = FULL` (an fsync per commit, ~100x slower on
/// ordinary disks).
///
/// **Integrity.** Opening runs `PRAGMA quick_check`: a damaged file, or a file that is not a database at all,
/// fails `init` with a `.corrupt` error instead of failing later on some request.
public final class Store: Sendable {
    /// The writer connection; `nil` after `close()`.
    let writer: Mutex<Connection?>
    /// `nil` when reads go to the writer: `:memory:` databases, or `readerCount` 0.
    let readers: ReaderPool?
    /// Checkpoints the WAL off the request path; `nil` for private databases, which have no WAL.
    let checkpointer: Checkpointer?
    /// Trace inserts (`insertTrace`, `insertTraceLater`), committed on a thread of their own in shared
    /// transactions.
    let backgroundCommit = BackgroundCommit()
    /// Ids of traces known to be committed. Ids are added and removed only under the writer lock, after the
    /// commit that makes them true; lookups from any thread may only reorder them.
    let durableTraceIDs = Mutex(DurableTraceIDs(capacity: 100_000))
    let maxTracesPerHierarchy: Int
    let maxUnsharedHierarchies: Int
    let unsharedMaxAgeSeconds: Int
    let clock: @Sendable () -> Int
    let maxLinks: Int
    let evictionBatchSize: Int
    /// Told the ids of traces that retention made invisible, right after the commit that did it (see
    /// `onTracesExpired`).
    let expiryObservers = Mutex<[@Sendable ([String]) -> Void]>([])
    /// Room for a delete on a full disk; nil for private databases.
    let spaceReserve: SpaceReserve?
    private let closed = Atomic<Bool>(false)

    /// The schema version the database is at (the highest applied migration).
    public let schemaVersion: Int

    /// The writer connection's page cache, in KiB: room for the pages of a hierarchy's newest 1,000 seed-demo
    /// sized traces (a 4.5 KB trace stored as it is is a leaf cell and an overflow page; as its LZ4 block, a cell).
    static let writerCacheKiB = 8 << 10

    /// Opens the database (creating it if needed), checks its integrity, switches it to WAL and applies any
    /// missing schema migrations (`configuration.migrations`). Throws a `StorageError`: `.corrupt` for a damaged
    /// file or one that is not a database, `.io`/`.readOnly` when the file cannot be opened or written.
    public init(configuration: StoreConfiguration) throws {
        guard configuration.maxTracesPerHierarchy >= 1 else {
            throw StorageError.misuse("maxTracesPerHierarchy must be at least 1, not \(configuration.maxTracesPerHierarchy)")
        }
        guard configuration.maxLinks >= 1 else {
            throw StorageError.misuse("maxLinks must be at least 1, not \(configuration.maxLinks)")
        }
        let path = configuration.path
        let connection = try Connection(path: path, mode: .readWrite)
        try Self.checkIntegrity(of: connection, at: path)
        // Persistent in the file: readers opened below, and every later open, find the database in WAL mode.
        // An in-memory database answers "memory"; that is expected and fine.
        let journalMode = try connection.pragma("journal_mode = WAL")
        // Per connection: NORMAL is durable against process crashes in WAL mode (see the type's comment).
        // No table declares a foreign key today (the trace cascade is a range delete, see deleteHierarchy);
        // enforcement is on so that any later migration that declares one gets it.
        try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        // Each insert reads the row it pushes out of its hierarchy's newest N (its id, for the caches) and every
        // `evictionBatchSize` inserts deletes those rows: pages written ~N traces ago. With SQLite's default
        // 2 MB cache the overflow pages of the bodies written since push them out, and each insert read them
        // back from the file (a `pread` or two per insert).
        try connection.execute("PRAGMA cache_size = -\(Self.writerCacheKiB)")
        schemaVersion = try configuration.migrations.migrate(connection)
        maxTracesPerHierarchy = configuration.maxTracesPerHierarchy
        maxUnsharedHierarchies = configuration.maxUnsharedHierarchies
        unsharedMaxAgeSeconds = configuration.unsharedMaxAgeSeconds
        clock = configuration.clock
        maxLinks = configuration.maxLinks
        evictionBatchSize = max(1, configuration.evictionBatchSize ?? min(128, configuration.maxTracesPerHierarchy / 8))

        // Any other connection to ":memory:" or "" (a private temporary file) would see a different database.
        let isPrivate = path == ":memory:" || path.isEmpty
        readers = isPrivate || configuration.readerCount <= 0
            ? nil : try ReaderPool(path: path, count: configuration.readerCount)
        if !isPrivate && journalMode == ["wal"] {
            try connection.execute("""
                PRAGMA wal_autocheckpoint = \(Checkpointer.backstopPages);
                PRAGMA journal_size_limit = \(Checkpointer.walSizeLimitBytes)
                """)
            checkpointer = try Checkpointer(path: path)
        } else {
            checkpointer = nil
        }
        spaceReserve = isPrivate || configuration.spaceReserveBytes <= 0
            ? nil : SpaceReserve(databasePath: path, bytes: configuration.spaceReserveBytes)
        // Best effort: on a disk already full it is made at the next delete that frees room.
        spaceReserve?.make()
        // Best effort: a read-only file still opens for reads; the next insert evicts what this could not.
        _ = try? Self.evictUnsharedHierarchies(on: connection, keeping: maxUnsharedHierarchies,
                                               createdBefore: clock() - unsharedMaxAgeSeconds)
        writer = Mutex(connection)
    }

    deinit {
        close()
    }

    /// Closes every connection, waiting for operations in progress. Idempotent; any later call on the store
    /// throws a `.misuse` error. The writer closes last, so it checkpoints what is left of the WAL into the
    /// database file and removes it.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        backgroundCommit.stop()  // commits what is queued, while the writer is still open
        checkpointer?.stop()
        readers?.close()
        writer.withLock { $0 = nil }
    }

    /// A fresh random id: `prefix` followed by 16 lowercase base32 characters (80 bits from the system CSPRNG).
    public static func newID(prefix: String) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
        var generator = SystemRandomNumberGenerator()
        var characters: [UInt8] = []
        characters.reserveCapacity(16)
        // 60 + 20 random bits, 5 bits per character.
        for (word, count) in [(generator.next() as UInt64, 12), (generator.next() as UInt64, 4)] {
            for index in 0..<count {
                characters.append(alphabet[Int((word >> (5 * UInt64(index))) & 31)])
            }
        }
        return prefix + String(decoding: characters, as: UTF8.self)
    }

    // MARK: Connections

    func ensureOpen() throws {
        if closed.load(ordering: .acquiring) { throw StorageError.closed }
    }

    /// Runs `body` on the writer connection, under the writer lock.
    func write<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
        try writer.withLock { connection in
            guard let connection else { throw StorageError.closed }
            return try body(connection)
        }
    }

    /// Runs `body` on a reader connection, or on the writer when there is no reader pool.
    func read<T: Sendable>(_ body: @Sendable (Connection) throws -> T) throws -> T {
        if let readers { return try readers.read(body) }
        return try write(body)
    }

    private static func checkIntegrity(of connection: Connection, at path: String) throws {
        let problems: [String]
        do {
            problems = try connection.pragma("quick_check")
        } catch let error as StorageError where error.kind == .corrupt {
            // Typically SQLITE_NOTADB: the header is not SQLite's, so nothing else could be read either.
            throw StorageError(
                kind: .corrupt, code: error.code,
                message: "the file at \(path) is not a SQLite database or is damaged (\(error.message))")
        } catch let error as StorageError {
            // Typically SQLITE_CANTOPEN on a read-only file system, where the WAL's shared-memory file cannot be
            // made next to the database: say which file, since SQLite's own text does not.
            throw StorageError(kind: error.kind, code: error.code,
                               message: "the database at \(path) cannot be read (\(error.message))")
        }
        guard problems == ["ok"] else {
            throw StorageError(
                kind: .corrupt, code: ResultCode.corrupt,
                message: "the database at \(path) is damaged: PRAGMA quick_check reported "
                    + problems.prefix(3).joined(separator: "; "))
        }
    }
}

extension Store {
    /// Calls `body` with the ids of the traces an insert pushed out of their hierarchy's newest N, after the
    /// commit, under the writer lock (so keep it short): a cache of trace bodies can forget exactly those,
    /// instead of asking how many traces a hierarchy has after every insert.
    public func onTracesExpired(_ body: @escaping @Sendable (_ ids: [String]) -> Void) {
        expiryObservers.withLock { $0.append(body) }
    }
}
