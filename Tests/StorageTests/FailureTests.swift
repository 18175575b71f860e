import Foundation
import TestSupport
import Testing
@testable import Storage

/// Damaged files, read-only files and full disks: each must surface as its own `StorageError.Kind`, so the
/// HTTP layer can tell "the request was bad" from "the machine is in trouble" (503/507).
@Suite struct FailureTests {
    @Test func aFileThatIsNotADatabaseIsCorrupt() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.txt")
        try Data(String(repeating: "These are not the pages you are looking for.\n", count: 200).utf8)
            .write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StorageError.self) { try Store(path: path) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("is not a SQLite database") == true)
        #expect(error?.message.contains(path) == true)
    }

    /// Each way of damaging a real database file, applied to a closed store's file with 300 traces in it.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncatedToHalf, garbledSecondPage, garbledSchemaPage
        var testDescription: String { rawValue }

        func apply(to path: String) throws {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let size = try handle.seekToEnd()
            let pageSize: UInt64 = 4096
            let garbage = Data((0..<Int(pageSize)).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) })
            switch self {
            case .truncatedToHalf:
                try handle.truncate(atOffset: (size / 2 / pageSize) * pageSize)
            case .garbledSecondPage:
                try handle.seek(toOffset: pageSize)
                try handle.write(contentsOf: garbage)
            case .garbledSchemaPage:
                // Keep the 100-byte file header, so SQLite still believes it is a database, but break the
                // sqlite_schema b-tree that follows it on page 1.
                try handle.seek(toOffset: 100)
                try handle.write(contentsOf: garbage.prefix(Int(pageSize) - 100))
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedDatabaseIsDetectedAtOpen(damage: Damage) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        do {
            let store = try Store(path: path)
            try store.insertHierarchy(Sample.hierarchy("h"))
            for index in 0..<300 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }
            store.close()  // checkpoints: everything is in the main file, the WAL is gone
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        try damage.apply(to: path)

        let error = #expect(throws: StorageError.self) { try Store(path: path) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains(path) == true)
    }

    @Test func aMissingDirectoryIsAnIOError() throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: StorageError.self) { try Store(path: directory.path("no/such/dir/db.sqlite")) }
        #expect(error?.kind == .io)
        #expect(error?.message.contains("unable to open") == true)
    }

    /// Root ignores mode bits, so as root the file is made immutable (`chattr +i`); SQLite then opens it
    /// read-only by itself, reads work and writes fail with `SQLITE_READONLY`.
    @Test(.enabled(if: ReadOnlyFile.works, "needs chmod (non-root) or chattr +i (root) on this file system"))
    func writingAnUnwritableFileIsReadOnly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        do {
            let store = try Store(path: path)
            try store.insertHierarchy(Sample.hierarchy("h"))
            store.close()
        }
        #expect(ReadOnlyFile.make(path, readOnly: true))
        defer { ReadOnlyFile.make(path, readOnly: false) }

        let store = try Store(path: path)
        #expect(try store.hierarchy(id: "h") != nil)
        let error = #expect(throws: StorageError.self) { try store.insertHierarchy(Sample.hierarchy("h2")) }
        #expect(error?.kind == .readOnly)
        let traceError = #expect(throws: StorageError.self) { try store.insertTrace(Sample.trace("t", on: "h")) }
        #expect(traceError?.kind == .readOnly)
        store.close()
    }

    /// The same mapping without file tricks: a write through a read-only reader connection is refused by
    /// SQLite itself with `SQLITE_READONLY`.
    @Test func aWriteThroughAReadOnlyConnectionIsReadOnly() throws {
        let directory = try TemporaryDirectory()
        _ = try Store(path: directory.path())
        let reader = try Connection(path: directory.path(), mode: .readOnly)
        let error = #expect(throws: StorageError.self) {
            try reader.execute("DELETE FROM hierarchies")
        }
        #expect(error?.kind == .readOnly)
        #expect(error.map { $0.code & 0xFF } == 8)  // SQLITE_READONLY
    }

    /// `max_page_count` makes SQLite answer `SQLITE_FULL` exactly as a full disk does, without filling one.
    @Test func aFullDatabaseIsFullAndTheStoreKeepsWorking() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        try store.insertHierarchy(Sample.hierarchy("h"))
        let pages = try store.write { try $0.pragma("page_count") }.first.flatMap { Int($0) } ?? 0
        _ = try store.write { try $0.pragma("max_page_count = \(pages + 2)") }

        var big = Sample.trace("t", on: "h")
        var failure: StorageError?
        // Random bytes: LZ4 cannot shrink them, so each body takes its 2 KB of pages.
        var random = SplitMix64(seed: 7)
        for index in 0..<100 where failure == nil {
            big.id = "t_\(index)"
            big.body = (0..<2048).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            do { try store.insertTrace(big) } catch let error as StorageError { failure = error }
        }
        #expect(failure?.kind == .full)
        // The failed transaction was rolled back: reads work, and its trace is not reported as stored.
        #expect(try store.hierarchy(id: "h") != nil)
        #expect(try store.trace(id: big.id) == nil)
    }

    @Test(arguments: [
        (Int32(5), StorageError.Kind.busy),  // SQLITE_BUSY
        (6, .busy),  // SQLITE_LOCKED
        (8, .readOnly),  // SQLITE_READONLY
        (3, .readOnly),  // SQLITE_PERM
        (13, .full),  // SQLITE_FULL
        (10, .io),  // SQLITE_IOERR
        (10 | (3 << 8), .io),  // SQLITE_IOERR_WRITE
        (14, .io),  // SQLITE_CANTOPEN
        (11, .corrupt),  // SQLITE_CORRUPT
        (26, .corrupt),  // SQLITE_NOTADB
        (19, .constraint),  // SQLITE_CONSTRAINT
        (19 | (8 << 8), .constraint),  // SQLITE_CONSTRAINT_UNIQUE
        (21, .misuse),  // SQLITE_MISUSE
        (7, .other),  // SQLITE_NOMEM
        (1, .other),  // SQLITE_ERROR
    ])
    func resultCodesMapToKinds(code: Int32, kind: StorageError.Kind) {
        #expect(StorageError(resultCode: code, message: "").kind == kind)
    }
}
