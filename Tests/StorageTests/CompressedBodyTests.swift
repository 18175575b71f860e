import Foundation
import TestSupport
import Testing
@testable import Storage

/// Trace bodies are stored as LZ4 blocks when that is smaller (schema step 6, `StoredTraceBody`), on real SQLite
/// files: every body reads back byte for byte, rows written before the step read as they did without being
/// rewritten, and a damaged block is a `.corrupt` error rather than other bytes.
@Suite struct CompressedBodyTests {
    /// A trace answer shaped like the seed demo's (~4.5 KB of JSON, repetitive as traces are).
    static let traceLikeBody: [UInt8] = {
        let steps = (0..<24).map { index in
            #"{"view":"view\#(index)","call":"hitTest:withEvent:","point":{"x":\#(40 + index),"y":100},"result":"nil","rule":"4.\#(index % 7)","sentence":"view\#(index) is not under the finger: hitTest:withEvent: returns nil"}"#
        }
        return Array(#"{"id":"t_sample","hitView":"redView","steps":[\#(steps.joined(separator: ","))]}"#.utf8)
    }()

    static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// What the row holds: `length(body)` and `uncompressed_size`.
    static func storedForm(_ id: String, in store: Store) throws -> (length: Int, uncompressedSize: Int?)? {
        try store.write { connection in
            try connection.statement("SELECT length(body), uncompressed_size FROM traces WHERE id = ?1")
                .firstRow([.text(id)]) { ($0.integer(0), $0.optionalInteger(1)) }
        }
    }

    static func trace(_ id: String, on hierarchyID: String, body: [UInt8]) -> TraceRecord {
        var record = Sample.trace(id, on: hierarchyID)
        record.body = body
        return record
    }

    @Test func compressibleAndIncompressibleBodiesComeBackByteForByteAcrossARestart() throws {
        let directory = try TemporaryDirectory()
        let bodies: [(id: String, body: [UInt8])] = [
            ("t_trace", Self.traceLikeBody),
            ("t_random", Self.randomBytes(4506, seed: 1)),
            ("t_empty", []),
            ("t_one", [UInt8(ascii: "{")]),
            ("t_short", Array(#"{"id":"t_short","hit":"button"}"#.utf8)),
            ("t_runs", Array(repeating: UInt8(ascii: " "), count: 100_000)),
        ]
        do {
            let store = try Store(path: directory.path())
            defer { store.close() }
            try store.insertHierarchy(Sample.hierarchy("h"))
            for (id, body) in bodies { try store.insertTrace(Self.trace(id, on: "h", body: body)) }
            for (id, body) in bodies { #expect(try store.trace(id: id)?.body == body, "\(id)") }

            // The trace-like body is stored as its LZ4 block, well under half its size; random bytes and tiny
            // bodies as they are.
            let compressed = try #require(try Self.storedForm("t_trace", in: store))
            #expect(compressed.uncompressedSize == Self.traceLikeBody.count)
            #expect(compressed.length < Self.traceLikeBody.count / 2, "\(compressed.length) bytes")
            for id in ["t_random", "t_empty", "t_one"] {
                let plain = try #require(try Self.storedForm(id, in: store))
                #expect(plain.uncompressedSize == nil, "\(id)")
                #expect(plain.length == bodies.first { $0.id == id }!.body.count, "\(id)")
            }
        }
        let reopened = try Store(path: directory.path())
        defer { reopened.close() }
        for (id, body) in bodies { #expect(try reopened.trace(id: id)?.body == body, "\(id) after the restart") }
    }

    /// An expired id posted again is moved up by the upsert: its new body and how it is stored replace the old.
    @Test func aRevivedTraceTakesItsNewBodysForm() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path(), maxTraces: 1, evictionBatch: 1000)
        defer { store.close() }
        try store.insertHierarchy(Sample.hierarchy("h"))
        let random = Self.randomBytes(3000, seed: 2)
        try store.insertTrace(Self.trace("t_a", on: "h", body: random))
        try store.insertTrace(Self.trace("t_b", on: "h", body: random))  // pushes t_a out; its row stays
        #expect(try store.trace(id: "t_a") == nil)
        try store.insertTrace(Self.trace("t_a", on: "h", body: Self.traceLikeBody))
        #expect(try store.trace(id: "t_a")?.body == Self.traceLikeBody)
        #expect(try Self.storedForm("t_a", in: store)?.uncompressedSize == Self.traceLikeBody.count)
    }

    /// A file as the build before step 6 made it: its rows are read exactly as before, are not rewritten, and
    /// new (compressed) traces sit beside them, across restarts.
    @Test func aFileFromBeforeStep6ReadsItsOldTracesUnchangedBesideNewOnes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        let old: [(id: String, body: [UInt8])] = [
            ("t_old_trace", Self.traceLikeBody),
            ("t_old_random", Self.randomBytes(5000, seed: 3)),
            ("t_old_empty", []),
        ]
        do {
            var configuration = StoreConfiguration(path: path)
            configuration.migrations = Migrations.tables.through(version: 5)
            let store = try Store(configuration: configuration)
            #expect(store.schemaVersion == 4)
            try store.insertHierarchy(Sample.hierarchy("h_old"))
            store.close()
            // The rows as that build wrote them: its INSERT had no uncompressed_size, the table no such column.
            let connection = try Connection(path: path, mode: .readWrite)
            #expect(try connection.statement("SELECT count(*) FROM pragma_table_info('traces') WHERE name = 'uncompressed_size'")
                .firstRow { $0.integer(0) } == 0)
            for (ordinal, trace) in old.enumerated() {
                try connection.statement("""
                    INSERT INTO traces (seq, id, created_at, touch, engine_version, body)
                    VALUES ((1 << 32) | ?1, ?2, '2026-11-30T03:31:00Z', ?3, '2', ?4)
                    """).run([.integer(ordinal + 1), .text(trace.id), .blob(Array(#"{"x":1,"y":2}"#.utf8)), .blob(trace.body)])
            }
        }

        do {
            let store = try Store(path: path)
            defer { store.close() }
            #expect(store.schemaVersion == 6)
            #expect(try store.write { try Migrations.appliedVersions($0) } == [1, 3, 4, 6])
            for (id, body) in old {
                let trace = try #require(try store.trace(id: id), "\(id)")
                #expect(trace.body == body, "\(id)")
                #expect(trace.engineVersion == "2")
                // Not rewritten: the row holds the body as it is, marked so by NULL.
                let stored = try #require(try Self.storedForm(id, in: store))
                #expect(stored.uncompressedSize == nil, "\(id)")
                #expect(stored.length == body.count, "\(id)")
            }
            try store.insertTrace(Self.trace("t_new", on: "h_old", body: Self.traceLikeBody))
            #expect(try Self.storedForm("t_new", in: store)?.uncompressedSize == Self.traceLikeBody.count)
            #expect(try store.traceCount(hierarchyID: "h_old") == 4)
        }
        let reopened = try Store(path: path)
        defer { reopened.close() }
        for (id, body) in old + [("t_new", Self.traceLikeBody)] {
            #expect(try reopened.trace(id: id)?.body == body, "\(id) after the restart")
        }
    }

    /// A row whose block is damaged, or whose size disagrees with its block, is a `.corrupt` error naming the
    /// trace, never a crash or other bytes; the other traces read on.
    @Test(arguments: [
        ("a block cut short", "UPDATE traces SET body = substr(body, 1, length(body) / 2) WHERE id = 't_bad'"),
        ("a size one byte too large", "UPDATE traces SET uncompressed_size = uncompressed_size + 1 WHERE id = 't_bad'"),
        ("a size one byte too small", "UPDATE traces SET uncompressed_size = uncompressed_size - 1 WHERE id = 't_bad'"),
        ("a size no block could hold", "UPDATE traces SET uncompressed_size = 1 << 40 WHERE id = 't_bad'"),
        ("a negative size", "UPDATE traces SET uncompressed_size = -5 WHERE id = 't_bad'"),
        ("an empty block", "UPDATE traces SET body = x'' WHERE id = 't_bad'"),
        ("garbage for a block", "UPDATE traces SET body = x'ffffffffffffffffffffffff' WHERE id = 't_bad'"),
    ])
    func aDamagedBlockIsACorruptError(damage: String, sql: String) throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        defer { store.close() }
        try store.insertHierarchy(Sample.hierarchy("h"))
        try store.insertTrace(Self.trace("t_bad", on: "h", body: Self.traceLikeBody))
        try store.insertTrace(Self.trace("t_good", on: "h", body: Self.traceLikeBody))
        try store.write { try $0.execute(sql) }
        let error = #expect(throws: StorageError.self, "\(damage)") { try store.trace(id: "t_bad") }
        #expect(error?.kind == .corrupt, "\(damage)")
        #expect(error?.message.contains("t_bad") == true, "\(error?.message ?? "")")
        #expect(try store.trace(id: "t_good")?.body == Self.traceLikeBody)
    }

    @Test func theEncodingIsTheBodyOrAStrictlySmallerBlock() throws {
        for body in [Self.traceLikeBody, Self.randomBytes(100, seed: 4), [], [0], Array(repeating: 0, count: 20)] {
            let stored = StoredTraceBody(encoding: body)
            if let size = stored.uncompressedSize {
                #expect(size == body.count)
                #expect(stored.bytes.count < body.count)
            } else {
                #expect(stored.bytes == body)
            }
            #expect(try stored.decoded(traceID: "t") == body)
        }
    }
}
