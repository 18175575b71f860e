internal import CSQLite

/// The one error the storage layer throws. Every SQLite result code is turned into a `StorageError` in
/// `StorageError.init(resultCode:message:)`, so callers (the HTTP layer) switch on `kind` and never on C codes:
/// `.readOnly`, `.full`, `.io` and `.busy` are conditions of the machine (503/507), `.corrupt` means the file
/// itself is damaged, `.constraint` and `.notFound` are the caller's request, `.misuse` is a programming error.
public struct StorageError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The file is damaged or is not a SQLite database (`SQLITE_CORRUPT`, `SQLITE_NOTADB`, failed `quick_check`).
        case corrupt
        /// The database or its directory cannot be written (`SQLITE_READONLY`, `SQLITE_PERM`).
        case readOnly
        /// The disk (or the configured page limit) is full (`SQLITE_FULL`).
        case full
        /// The operating system reported an I/O failure, or the file cannot be opened (`SQLITE_IOERR`, `SQLITE_CANTOPEN`).
        case io
        /// Another connection held a lock for longer than the busy timeout (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        case busy
        /// A uniqueness or foreign-key rule was broken, e.g. a duplicate hierarchy id (`SQLITE_CONSTRAINT`).
        case constraint
        /// The record the operation needs does not exist, e.g. a trace for an unknown hierarchy.
        case notFound
        /// The store was used wrongly: after `close()`, or with an invalid argument such as a page limit below 1.
        case misuse
        /// Anything else (out of memory, a schema newer than this build, ...).
        case other
    }

    public let kind: Kind
    /// The SQLite (extended) result code when SQLite reported the error; for errors the store makes itself, the
    /// closest SQLite code (`SQLITE_NOTFOUND` for `.notFound`, `SQLITE_MISUSE` for `.misuse`).
    public let code: Int32
    public let message: String

    public var description: String {
        "StorageError.\(kind) (SQLite code \(code)): \(message)"
    }
}

extension StorageError {
    /// The single place where a SQLite result code becomes a `StorageError`.
    init(resultCode: Int32, message: String) {
        self.init(kind: ResultCode.kind(of: resultCode), code: resultCode, message: message)
    }

    /// The error for `resultCode`, with SQLite's own explanation from the connection, prefixed by what we were doing.
    init(resultCode: Int32, connection: OpaquePointer?, doing context: String) {
        // sqlite3_errmsg describes the most recent failure on this connection; with no connection (open failed
        // before allocating one) the generic text for the code is all there is.
        let detail = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(resultCode))
        self.init(resultCode: resultCode, message: "\(context): \(detail)")
    }

    static func notFound(_ message: String) -> StorageError {
        StorageError(kind: .notFound, code: ResultCode.notFound, message: message)
    }

    static func misuse(_ message: String) -> StorageError {
        StorageError(kind: .misuse, code: ResultCode.misuse, message: message)
    }

    static let closed = StorageError.misuse("the store is closed")
}

/// The SQLite result codes the store tells apart (https://sqlite.org/rescode.html). Extended codes carry the
/// primary code in their low 8 bits, e.g. `SQLITE_IOERR_WRITE` = `SQLITE_IOERR | (3 << 8)`.
enum ResultCode {
    /// `SQLITE_OK`: success.
    static let ok = SQLITE_OK
    /// `SQLITE_ROW`: `sqlite3_step` produced a row.
    static let row = SQLITE_ROW
    /// `SQLITE_DONE`: `sqlite3_step` finished.
    static let done = SQLITE_DONE
    /// `SQLITE_ERROR`: a generic error (also used for an unexpected non-SQLite failure).
    static let error = SQLITE_ERROR
    /// `SQLITE_PERM`: access permission denied.
    static let permission = SQLITE_PERM
    /// `SQLITE_BUSY`: the database file is locked by another connection.
    static let busy = SQLITE_BUSY
    /// `SQLITE_LOCKED`: a table is locked by a conflicting use of the same connection or shared cache.
    static let locked = SQLITE_LOCKED
    /// `SQLITE_READONLY`: attempt to write a read-only database.
    static let readOnly = SQLITE_READONLY
    /// `SQLITE_IOERR`: the operating system reported an I/O error.
    static let ioError = SQLITE_IOERR
    /// `SQLITE_CORRUPT`: the database disk image is malformed.
    static let corrupt = SQLITE_CORRUPT
    /// `SQLITE_NOTFOUND`: SQLite's "not found"; reused for records the store cannot find.
    static let notFound = SQLITE_NOTFOUND
    /// `SQLITE_FULL`: the disk is full (or `max_page_count` was reached).
    static let full = SQLITE_FULL
    /// `SQLITE_CANTOPEN`: the file (or its directory, or its journal) cannot be opened.
    static let cantOpen = SQLITE_CANTOPEN
    /// `SQLITE_CONSTRAINT`: a UNIQUE, NOT NULL, CHECK or FOREIGN KEY constraint failed.
    static let constraint = SQLITE_CONSTRAINT
    /// `SQLITE_MISUSE`: the library was used incorrectly.
    static let misuse = SQLITE_MISUSE
    /// `SQLITE_NOTADB`: the file is not a database.
    static let notADatabase = SQLITE_NOTADB

    static func kind(of resultCode: Int32) -> StorageError.Kind {
        switch resultCode & 0xFF {
        case corrupt, notADatabase: .corrupt
        case readOnly, permission: .readOnly
        case full: .full
        case ioError, cantOpen: .io
        case busy, locked: .busy
        case constraint: .constraint
        case notFound: .notFound
        case misuse: .misuse
        default: .other
        }
    }
}
