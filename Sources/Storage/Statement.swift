internal import CSQLite

/// A prepared statement: owns one `sqlite3_stmt` and finalizes it in `deinit`, so no path (error, early
/// return, connection teardown) leaks it. Its `Unsafe…` pointers, and the database lock's, are C interop
/// with SQLite and the file API, needed to call them.
///
/// Not `Sendable`: a statement belongs to its connection, and a connection is used by one thread at a time,
/// under the store's `Mutex`. Statements are cached by their connection and reused; `run`/`rows` reset the
/// statement when they finish so a cached reader statement never keeps a read transaction (and the WAL) pinned.
final class Statement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    let sql: String

    init(connection: OpaquePointer, sql: String) throws {
        var statement: OpaquePointer?
        // SQLITE_PREPARE_PERSISTENT: these statements live in a cache for the life of the connection.
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == ResultCode.ok, let statement else {
            throw StorageError(resultCode: code, connection: connection, doing: "preparing \(sql)")
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: Binding (parameters are 1-based, as in SQLite)

    /// Binds the values in order to `?1`, `?2`, ... after clearing the previous execution.
    func bind(_ values: [SQLValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: SQLValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, Int64(number))
        case .text(let string):
            var string = string
            code = string.withUTF8 { utf8 in
                // An empty buffer may have no base address, and a NULL pointer would bind SQL NULL, not "".
                guard let base = utf8.baseAddress, !utf8.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
                }
                return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(utf8.count), csqlite_transient())
                }
            }
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { raw in
                // Same trap as text: an empty array must be an empty blob, not NULL.
                guard let base = raw.baseAddress, !raw.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob(handle, index, base, Int32(raw.count), csqlite_transient())
            }
        }
        guard code == ResultCode.ok else {
            throw StorageError(resultCode: code, connection: connection, doing: "binding parameter \(index) of \(sql)")
        }
    }

    // MARK: Executing

    /// Runs a statement that returns no rows (or whose rows are ignored), and returns `sqlite3_changes`.
    @discardableResult
    func run(_ values: [SQLValue] = []) throws -> Int {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
        return Int(sqlite3_changes(connection))
    }

    /// Runs the statement and maps every row; the statement is reset before returning.
    func rows<T>(_ values: [SQLValue] = [], _ map: (Row) throws -> T) throws -> [T] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var result: [T] = []
        while try step() {
            result.append(try map(Row(handle: handle)))
        }
        return result
    }

    /// The first row mapped, or nil when there is none.
    func firstRow<T>(_ values: [SQLValue] = [], _ map: (Row) throws -> T) throws -> T? {
        try bind(values)
        defer { sqlite3_reset(handle) }
        return try step() ? map(Row(handle: handle)) : nil
    }

    private func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case ResultCode.row: return true
        case ResultCode.done: return false
        case let code:
            // With extended result codes on, sqlite3_extended_errcode tells SQLITE_IOERR_WRITE from SQLITE_IOERR_FSYNC etc.
            let extended = sqlite3_extended_errcode(connection)
            let resultCode = extended & 0xFF == code & 0xFF ? extended : code
            throw StorageError(resultCode: resultCode, connection: connection, doing: "running \(sql)")
        }
    }
}

/// A value bound to a statement parameter.
enum SQLValue {
    case null
    case integer(Int)
    case text(String)
    case blob([UInt8])

    static func optionalText(_ string: String?) -> SQLValue { string.map(SQLValue.text) ?? .null }
    static func optionalBlob(_ bytes: [UInt8]?) -> SQLValue { bytes.map(SQLValue.blob) ?? .null }
}

/// The current row of a statement being stepped. Only meaningful inside the `rows`/`firstRow` closure: the
/// column accessors copy out of SQLite's buffers, which the next step or reset invalidates.
struct Row {
    fileprivate let handle: OpaquePointer

    func integer(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    func optionalInteger(_ column: Int32) -> Int? {
        isNull(column) ? nil : integer(column)
    }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    func blob(_ column: Int32) -> [UInt8] {
        // sqlite3_column_blob returns NULL for an empty blob; ask for the pointer before the size, as the docs say.
        guard let bytes = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    func optionalBlob(_ column: Int32) -> [UInt8]? {
        isNull(column) ? nil : blob(column)
    }

    private func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }
}
