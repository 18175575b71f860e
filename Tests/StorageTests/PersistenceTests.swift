import Foundation
import TestSupport
import Testing
@testable import Storage

@Suite struct PersistenceTests {
    @Test func closingAndReopeningKeepsEverything() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        let hierarchy = Sample.hierarchy("h_keep")
        let traces = (1...5).map { Sample.trace("t_\($0)", on: "h_keep") }
        let migrations: [String]
        let version: Int
        do {
            let store = try Store(path: path)
            try store.insertHierarchy(hierarchy)
            for trace in traces { try store.insertTrace(trace) }
            migrations = try store.appliedMigrations()
            version = store.schemaVersion
            store.close()
        }

        let reopened = try Store(path: path)
        #expect(try reopened.hierarchy(id: "h_keep") == hierarchy)
        for trace in traces { #expect(try reopened.trace(id: trace.id) == trace) }
        #expect(try reopened.traceCount(hierarchyID: "h_keep") == 5)
        // Same rows, same applied_at timestamps: nothing was applied again.
        #expect(try reopened.appliedMigrations() == migrations)
        #expect(reopened.schemaVersion == version)
        #expect(version == Migrations.tables.steps.map(\.version).max()!)
        #expect(version >= 1)
    }

    @Test func eachMigrationIsRecordedOnce() throws {
        let directory = try TemporaryDirectory()
        for _ in 0..<3 {
            let store = try Store(path: directory.path())
            let versions = try store.write { try Migrations.appliedVersions($0) }
            #expect(versions == Migrations.tables.steps.map(\.version))
        }
    }

    /// A step the app registers over Storage's tables runs once, in order, on a database made without it:
    /// its body rewrites the documents it picks, and reopening runs it no more.
    @Test func aRegisteredStepRunsOnceOnAnExistingDatabase() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(path: directory.path())
            try store.insertHierarchy(Sample.hierarchy("h_a"))
            try store.insertHierarchy(Sample.hierarchy("h_b"))
            #expect(store.schemaVersion == Migrations.tables.steps.map(\.version).max()!)
        }
        let appStep = Migrations.tables.steps.map(\.version).max()! + 1
        var configuration = StoreConfiguration(path: directory.path())
        configuration.migrations.register(version: appStep, name: "h_a renamed in its document") { database in
            try database.rewriteHierarchyDocuments(containing: "h_a") { document in
                Array(String(decoding: document, as: UTF8.self).replacingOccurrences(of: "h_a", with: "h_z").utf8)
            }
        }
        for _ in 0..<2 {
            let store = try Store(configuration: configuration)
            #expect(store.schemaVersion == appStep)
            #expect(try store.write { try Migrations.appliedVersions($0) } == Migrations.tables.steps.map(\.version) + [appStep])
            #expect(try store.hierarchy(id: "h_a")?.document == Array(#"{"windows":[{"id":"h_z"}]}"#.utf8))
            #expect(try store.hierarchy(id: "h_b") == Sample.hierarchy("h_b"))
        }
    }

    @Test func aDatabaseFromANewerBuildIsRefused() throws {
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(path: directory.path())
            try store.write { connection in
                try connection.execute(
                    "INSERT INTO schema_migrations VALUES (999, 'from the future', '2099-01-01T00:00:00Z')")
            }
        }
        let error = #expect(throws: StorageError.self) { try Store(path: directory.path()) }
        #expect(error?.message.contains("schema version 999") == true)
    }

    @Test func theFileIsInWALMode() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        #expect(try store.write { try $0.pragma("journal_mode") } == ["wal"])
        #expect(try store.write { try $0.pragma("synchronous") } == ["1"])  // 1 = NORMAL
        #expect(try store.write { try $0.pragma("foreign_keys") } == ["1"])
    }

    /// Stands in for `kill -9`: the first store is never closed (no checkpoint, no WAL cleanup, no deinit
    /// while we read), and a second, independent store must see every insert that returned. What a returned
    /// insert guarantees is that the commit reached the WAL file, which is what a killed process leaves behind.
    @Test func committedWritesAreVisibleToAnotherStoreWithoutClosing() throws {
        let directory = try TemporaryDirectory()
        let writer = try Store(path: directory.path())
        try writer.insertHierarchy(Sample.hierarchy("h"))
        for index in 0..<50 { try writer.insertTrace(Sample.trace("t_\(index)", on: "h")) }

        let other = try Store(path: directory.path(), readers: 1)
        #expect(try other.traceCount(hierarchyID: "h") == 50)
        for index in 0..<50 { #expect(try other.trace(id: "t_\(index)") != nil) }
        #expect(FileManager.default.fileExists(atPath: directory.path() + "-wal"))
        withExtendedLifetime(writer) {}
    }

    @Test func inMemoryStoresAreSeparate() throws {
        let first = try Store(path: ":memory:")
        let second = try Store(path: ":memory:")
        try first.insertHierarchy(Sample.hierarchy("h"))
        #expect(try first.hierarchyCount() == 1)
        #expect(try second.hierarchyCount() == 0)
    }
}
