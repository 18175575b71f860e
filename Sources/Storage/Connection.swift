internal import CSQLite

/// One SQLite connection: owns one `sqlite3*` and closes it in `deinit`, after its cached statements.
///
/// Not `Sendable`: it is opened with `SQLITE_OPEN_NOMUTEX` (SQLite's "multi-thread" mode, no per-call mutex)
/// because every connection lives inside a `Synchronization.Mutex` of the store, which already guarantees one
/// thread at a time; a second, internal lock per call would only cost time.
final class Connection {
    enum Mode {
        /// The single writer: creates the file if needed.
        case readWrite
        /// A reader of the pool: SQLite refuses any write through it.
        case readOnly
    }

    private let handle: OpaquePointer
    /// Prepared statements by SQL text, reused for the life of the connection.
    private var statements: [String: Statement] = [:]

    /// How long a statement waits for another process's lock before failing with `SQLITE_BUSY`.
    static let busyTimeoutMilliseconds: Int32 = 5_000

    init(path: String, mode: Mode) throws {
        let access = mode == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, access | SQLITE_OPEN_NOMUTEX, nil)
        guard code == ResultCode.ok, let connection else {
            // Even a failed open usually allocates a handle (to carry the message); it must still be closed.
            let error = StorageError(resultCode: code, connection: connection, doing: "opening database at \(path)")
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        // Extended codes tell SQLITE_IOERR_WRITE from SQLITE_IOERR_FSYNC and SQLITE_CONSTRAINT_UNIQUE from
        // SQLITE_CONSTRAINT_FOREIGNKEY in StorageError.code; the kind is still taken from the primary code.
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, Self.busyTimeoutMilliseconds)
    }

    deinit {
        statements.removeAll()  // finalize first: close_v2 would otherwise keep a zombie handle until they go
        sqlite3_close_v2(handle)
    }

    /// The cached statement for `sql`, prepared on first use.
    func statement(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        let statement = try Statement(connection: handle, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Runs one or more SQL statements with no parameters and no results (schema scripts, BEGIN/COMMIT).
    func execute(_ sql: String) throws {
        // sqlite3_exec's own error string would need sqlite3_free; sqlite3_errmsg holds the same text.
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == ResultCode.ok else {
            throw StorageError(resultCode: sqlite3_extended_errcode(handle), connection: handle, doing: "running \(sql)")
        }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws or if the commit fails.
    /// IMMEDIATE takes the write lock up front, so a busy database fails at BEGIN (after busy_timeout) rather
    /// than half-way through the work.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try statement("BEGIN IMMEDIATE").run()
        do {
            let result = try body()
            try statement("COMMIT").run()
            return result
        } catch {
            rollbackIfNeeded()
            throw error
        }
    }

    /// Rolls back the open transaction, if SQLite has not already done so (it rolls back by itself after some
    /// errors, e.g. `SQLITE_FULL`, `SQLITE_IOERR`, and then a ROLLBACK would fail with "no transaction").
    func rollbackIfNeeded() {
        if sqlite3_get_autocommit(handle) == 0 {
            // Its error is dropped on purpose: the caller is already throwing the error that made us roll
            // back, which is the one worth reporting; a transaction left open would be rolled back at close.
            _ = try? statement("ROLLBACK").run()
        }
    }

    /// The first column of each row a pragma returns, as text, e.g. for `journal_mode` or `quick_check`.
    func pragma(_ pragma: String) throws -> [String] {
        try statement("PRAGMA \(pragma)").rows { $0.text(0) }
    }
}
