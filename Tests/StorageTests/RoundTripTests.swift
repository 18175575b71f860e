import Foundation
import TestSupport
import Testing
@testable import Storage

@Suite struct RoundTripTests {
    @Test func hierarchyComesBackAsStored() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        var record = Sample.hierarchy("h_one")
        record.sourceFormat = "text"
        record.sourceText = Array("<UIWindow: 0x1; frame = (0 0; 390 844)>".utf8)
        try store.insertHierarchy(record)

        #expect(try store.hierarchy(id: "h_one") == record)
        #expect(try store.hierarchy(id: "h_missing") == nil)
        #expect(try store.hierarchyCount() == 1)
    }

    @Test func emptyAndMissingValuesStayDistinct() throws {
        // An empty array must come back empty, not nil: SQLite binds a NULL pointer as SQL NULL.
        let store = try Store(path: ":memory:")
        var record = Sample.hierarchy("h_empty", name: nil)
        record.document = []
        record.sourceText = []
        try store.insertHierarchy(record)
        var other = Sample.hierarchy("h_nil", name: "")
        other.sourceText = nil
        try store.insertHierarchy(other)

        #expect(try store.hierarchy(id: "h_empty") == record)
        #expect(try store.hierarchy(id: "h_nil") == other)
    }

    @Test func textWithAnEmbeddedNULIsKeptWhole() throws {
        let store = try Store(path: ":memory:")
        try store.insertHierarchy(Sample.hierarchy("h_nul", name: "before\u{0}after é"))
        #expect(try store.hierarchy(id: "h_nul")?.name == "before\u{0}after é")
    }

    @Test func traceComesBackAsStored() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        try store.insertHierarchy(Sample.hierarchy("h_one"))
        let trace = Sample.trace("t_one", on: "h_one")

        #expect(try store.insertTrace(trace))
        #expect(try store.trace(id: "t_one") == trace)
        #expect(try store.trace(id: "t_missing") == nil)
        #expect(try store.traceCount(hierarchyID: "h_one") == 1)
        #expect(try store.traceCount(hierarchyID: "h_missing") == 0)
    }

    @Test func duplicateHierarchyIdIsAConstraintError() throws {
        let store = try Store(path: ":memory:")
        try store.insertHierarchy(Sample.hierarchy("h_dup"))
        let error = #expect(throws: StorageError.self) { try store.insertHierarchy(Sample.hierarchy("h_dup")) }
        #expect(error?.kind == .constraint)
        #expect(error?.message.contains("h_dup already exists") == true)
    }

    @Test func traceForAnUnknownHierarchyIsNotFound() throws {
        let store = try Store(path: ":memory:")
        let error = #expect(throws: StorageError.self) { try store.insertTrace(Sample.trace("t", on: "h_nope")) }
        #expect(error?.kind == .notFound)
        #expect(error?.message.contains("h_nope") == true)
    }

    @Test func reinsertingATraceIdWritesNothing() throws {
        let store = try Store(path: ":memory:")
        try store.insertHierarchy(Sample.hierarchy("h"))
        let first = Sample.trace("t_same", on: "h")
        var again = first
        again.createdAt = "2030-01-01T00:00:00Z"  // a later repost of the same touch

        #expect(try store.insertTrace(first) == true)
        #expect(try store.insertTrace(again) == false)
        #expect(try store.trace(id: "t_same") == first)  // the first write stands
        #expect(try store.traceCount(hierarchyID: "h") == 1)
    }

    @Test func reinsertingIsIdempotentWithoutTheInMemoryIdSetToo() throws {
        // A new store has an empty id set, so the second insert must be stopped by SQL (ON CONFLICT DO NOTHING).
        let directory = try TemporaryDirectory()
        do {
            let store = try Store(path: directory.path())
            try store.insertHierarchy(Sample.hierarchy("h"))
            #expect(try store.insertTrace(Sample.trace("t", on: "h")))
        }
        let reopened = try Store(path: directory.path())
        #expect(try reopened.insertTrace(Sample.trace("t", on: "h")) == false)
        #expect(try reopened.traceCount(hierarchyID: "h") == 1)
    }

    @Test func closeIsIdempotentAndLaterCallsAreMisuse() throws {
        let store = try Store(path: ":memory:")
        try store.insertHierarchy(Sample.hierarchy("h"))
        try store.insertTrace(Sample.trace("t", on: "h"))
        store.close()
        store.close()

        let calls: [(String, () throws -> Void)] = [
            ("hierarchy", { _ = try store.hierarchy(id: "h") }),
            ("list", { _ = try store.listHierarchies(limit: 10, after: nil) }),
            ("insertHierarchy", { try store.insertHierarchy(Sample.hierarchy("h2")) }),
            // Known to the in-memory id set: must still refuse rather than answer "already stored".
            ("insertTrace", { try store.insertTrace(Sample.trace("t", on: "h")) }),
            ("delete", { try store.deleteHierarchy(id: "h") }),
        ]
        for (name, call) in calls {
            let error = #expect(throws: StorageError.self, "\(name)") { try call() }
            #expect(error?.kind == .misuse, "\(name)")
        }
    }

    @Test func closedReaderPoolRefusesReads() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path(), readers: 3)
        store.close()
        let error = #expect(throws: StorageError.self) { try store.trace(id: "t") }
        #expect(error?.kind == .misuse)
    }

    @Test func newIDsArePrefixedLowercaseBase32() {
        let ids = (0..<1000).map { _ in Store.newID(prefix: "h_") }
        let alphabet = Set("abcdefghijklmnopqrstuvwxyz234567")
        for id in ids {
            #expect(id.hasPrefix("h_"))
            #expect(id.count == 18)
            #expect(id.dropFirst(2).allSatisfy(alphabet.contains))
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test func invalidConfigurationIsMisuse() {
        let error = #expect(throws: StorageError.self) {
            try Store(configuration: StoreConfiguration(path: ":memory:", maxTracesPerHierarchy: 0))
        }
        #expect(error?.kind == .misuse)
    }
}
