import Foundation
import Testing
import TestSupport
@testable import HitTraceApp
@testable import Storage

/// Schema step 2 (rule 7.7): stored documents written when `insets` meant "grow outward" are
/// rewritten to `UIEdgeInsets` signs, so they keep their meaning. The step is the app's (`Migrations.hitTrace`),
/// run by Storage's migrator on a real SQLite file.
@Suite struct EdgeInsetsMigrationTests {
    static func open(_ path: String) throws -> Store {
        var configuration = StoreConfiguration(path: path)
        // The steps up to the short links (4): this test is step 2's (step 5 writes every document again).
        configuration.migrations = Migrations.tables.withDocumentRewrites(through: 4)
        return try Store(configuration: configuration)
    }

    /// The schema of version 1 exactly as released, so that the file below is what an old build made.
    static let schemaVersion1 = """
        CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
        CREATE TABLE hierarchies (
            seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, name TEXT, view_count INTEGER NOT NULL,
            window_count INTEGER NOT NULL, created_at TEXT NOT NULL, source_format TEXT NOT NULL,
            document BLOB NOT NULL, source_text BLOB);
        CREATE TABLE traces (
            seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, touch BLOB NOT NULL,
            engine_version TEXT NOT NULL, body BLOB NOT NULL);
        INSERT INTO schema_migrations VALUES (1, 'hierarchies and traces', '2026-11-30T03:30:57.000Z');
        """

    /// A normalized document as engine version 2 wrote it: two enlarged buttons (one with a fractional and a zero
    /// inset), a view id and a text that contain the pattern inside strings, and an attribute named pointInside.
    static let oldDocument = #"{"id":"h_old","windows":[{"id":"w","pointInside":"default","subviews":[{"id":"b","pointInside":{"insets":{"top":10,"left":2.5,"bottom":0,"right":-4}},"text":"\"pointInside\":{\"insets\":{\"top\":1,\"left\":1,\"bottom\":1,\"right\":1}}"},{"id":"pointInside","attributes":{"pointInside":"x"},"pointInside":{"minimumSize":{"width":44,"height":44}}},{"id":"c","pointInside":{"insets":{"top":1e1,"left":-0.5,"bottom":10,"right":10}}}]}]}"#
    static let newDocument = #"{"id":"h_old","windows":[{"id":"w","pointInside":"default","subviews":[{"id":"b","pointInside":{"insets":{"top":-10,"left":-2.5,"bottom":0,"right":4}},"text":"\"pointInside\":{\"insets\":{\"top\":1,\"left\":1,\"bottom\":1,\"right\":1}}"},{"id":"pointInside","attributes":{"pointInside":"x"},"pointInside":{"minimumSize":{"width":44,"height":44}}},{"id":"c","pointInside":{"insets":{"top":-1e1,"left":0.5,"bottom":-10,"right":-10}}}]}]}"#

    /// Makes a real SQLite file with the version 1 schema and rows, then opens it with this build.
    @Test func aVersion1FileIsMigratedAndKeepsItsMeaning() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        do {
            let old = try Connection(path: path, mode: .readWrite)
            try old.execute(Self.schemaVersion1)
            try old.statement("""
                INSERT INTO hierarchies (id, name, view_count, window_count, created_at, source_format, document)
                VALUES (?1, 'old', 4, 1, '2026-11-30T03:30:57Z', 'json', ?2)
                """).run([.text("h_old"), .blob(Array(Self.oldDocument.utf8))])
            try old.statement("""
                INSERT INTO hierarchies (id, name, view_count, window_count, created_at, source_format, document)
                VALUES ('h_plain', NULL, 1, 1, '2026-11-30T03:30:58Z', 'json', ?1)
                """).run([.blob(Array(#"{"id":"h_plain","windows":[{"id":"w","pointInside":"default"}]}"#.utf8))])
            try old.statement("""
                INSERT INTO traces (seq, id, created_at, touch, engine_version, body)
                VALUES ((1 << 32) | 1, 't_old', '2026-11-30T03:31:00Z', ?1, '2', ?2)
                """).run([.blob(Array(#"{"x":95,"y":95}"#.utf8)), .blob(Array(#"{"hitView":"b"}"#.utf8))])
        }

        let store = try Self.open(path)
        #expect(store.schemaVersion == 4)
        #expect(try store.write { try Migrations.appliedVersions($0) } == [1, 2, 3, 4])
        let migrated = try #require(try store.hierarchy(id: "h_old"))
        #expect(migrated.shared, "stored before hierarchy retention: kept until deleted, as it was (migration 3)")
        #expect(String(decoding: migrated.document, as: UTF8.self) == Self.newDocument)
        #expect(migrated.name == "old")
        // A document without insets is byte for byte the same.
        #expect(try store.hierarchy(id: "h_plain")?.document == Array(#"{"id":"h_plain","windows":[{"id":"w","pointInside":"default"}]}"#.utf8))
        store.close()

        // Reopening applies nothing again: the insets are not negated back.
        let reopened = try Self.open(path)
        #expect(try reopened.hierarchy(id: "h_old")?.document == Array(Self.newDocument.utf8))
        reopened.close()

        // The old trace keeps its id, engine version and body through every later step (step 6 says how a body
        // is stored; this build reads traces only with it).
        let current = try Store(configuration: StoreConfiguration(path: path))
        defer { current.close() }
        let trace = try #require(try current.trace(id: "t_old"))
        #expect(trace.engineVersion == "2")
        #expect(trace.body == Array(#"{"hitView":"b"}"#.utf8))
    }

    @Test func arraysAndSpacesAreRewrittenToo() {
        let doc = Array(#"{"pointInside" : { "insets" : [ 10, -10 , 0, 3.25 ] }}"#.utf8)
        let out = EdgeInsetsRewrite.negatingInsets(in: doc).map { String(decoding: $0, as: UTF8.self) }
        #expect(out == #"{"pointInside" : { "insets" : [ -10, 10 , 0, -3.25 ] }}"#)
    }

    @Test func nothingElseIsTouched() {
        for text in [#"{"pointInside":"never"}"#, #"{"insets":{"top":1,"left":1,"bottom":1,"right":1}}"#,
                     #"{"a":"\\","pointInside":{"minimumSize":[1,2]}}"#, #"{"x":"pointInside\":{\"insets\":[1,1,1,1]}"}"#] {
            #expect(EdgeInsetsRewrite.negatingInsets(in: Array(text.utf8)) == nil)
        }
    }
}
