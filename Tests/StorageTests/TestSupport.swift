import Foundation
import TestSupport
@testable import Storage

enum Sample {
    static func hierarchy(_ id: String, name: String? = "Sample", createdAt: String = "2026-11-30T03:30:57Z")
        -> HierarchyRecord
    {
        HierarchyRecord(
            HierarchyMetadata(id: id, name: name, viewCount: 3, windowCount: 1, createdAt: createdAt, sourceFormat: "json"),
            document: Array(#"{"windows":[{"id":"\#(id)"}]}"#.utf8))
    }

    static func trace(_ id: String, on hierarchyID: String, createdAt: String = "2026-11-30T03:31:00Z")
        -> TraceRecord
    {
        TraceRecord(
            id: id, hierarchyID: hierarchyID, createdAt: createdAt,
            touch: Array(#"{"x":10,"y":20}"#.utf8), engineVersion: "1.0.0",
            body: Array(#"{"id":"\#(id)","hit":"button"}"#.utf8))
    }
}

extension Store {
    /// Opens a store on `path` with test-friendly defaults.
    convenience init(path: String, maxTraces: Int = 1000, readers: Int = 2, evictionBatch: Int? = nil) throws {
        var configuration = StoreConfiguration(path: path, maxTracesPerHierarchy: maxTraces, readerCount: readers)
        configuration.evictionBatchSize = evictionBatch
        try self.init(configuration: configuration)
    }

    /// Rows in the traces table, expired ones included.
    func physicalTraceRows() throws -> Int {
        try write { try $0.statement("SELECT count(*) FROM traces").firstRow { $0.integer(0) } ?? 0 }
    }

    /// The rows of `schema_migrations`, read on the writer connection.
    func appliedMigrations() throws -> [String] {
        try write { connection in
            try connection.statement("SELECT version, name, applied_at FROM schema_migrations ORDER BY version")
                .rows { "\($0.integer(0)) \($0.text(1)) \($0.text(2))" }
        }
    }
}
