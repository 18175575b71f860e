import TestSupport
import Testing
@testable import Storage

@Suite struct RetentionTests {
    @Test func onlyTheNewestNTracesAreKept() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path(), maxTraces: 3)
        try store.insertHierarchy(Sample.hierarchy("h"))
        for index in 1...5 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }

        // t_1 and t_2 were evicted by the 4th and 5th inserts; the newest three remain.
        #expect(try store.trace(id: "t_1") == nil)
        #expect(try store.trace(id: "t_2") == nil)
        for index in 3...5 { #expect(try store.trace(id: "t_\(index)") != nil) }
        #expect(try store.traceCount(hierarchyID: "h") == 3)
    }

    /// One transaction inserting for two hierarchies at once, with a repeat, an eviction that deletes rows, an
    /// evicted id posted again and a missing hierarchy: each insert carries its hierarchy's position to the next
    /// (read once per batch), and the outcome is the one of the same inserts made one at a time.
    @Test func aBatchOfInsertsGivesWhatTheyGiveOneAtATime() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path(), maxTraces: 3, evictionBatch: 2)
        defer { store.close() }
        try store.insertHierarchy(Sample.hierarchy("h1"))
        try store.insertHierarchy(Sample.hierarchy("h2"))
        let batch = [("a", "h1"), ("x", "h2"), ("b", "h1"), ("a", "h1"), ("c", "h1"), ("d", "h1"), ("m", "missing"),
                     ("a", "h1"), ("y", "h2")].map { EncodedTrace(Sample.trace($0.0, on: $0.1)) }
        let results = try store.write { store.commit(batch, on: $0) }
        let outcomes = results.map { result -> String in
            switch result {
            case .success(let inserted): inserted ? "stored" : "already"
            case .failure(let error): "\(error.kind)"
            }
        }
        // d (4th of h1) pushes a out and, the 4th being a multiple of 2, deletes its row: a comes back as the 5th,
        // pushing b out.
        #expect(outcomes == ["stored", "stored", "stored", "already", "stored", "stored", "\(StorageError.Kind.notFound)",
                             "stored", "stored"])
        #expect(try ["a", "b", "c", "d", "x", "y"].filter { try store.trace(id: $0) != nil } == ["a", "c", "d", "x", "y"])
        #expect(try store.traceCount(hierarchyID: "h1") == 3)
        #expect(try store.traceCount(hierarchyID: "h2") == 2)
        // The next transaction reads the positions again: e is h1's 6th, pushing c out and deleting b's and c's rows.
        try store.insertTrace(Sample.trace("e", on: "h1"))
        #expect(try ["a", "c", "d", "e"].filter { try store.trace(id: $0) != nil } == ["a", "d", "e"])
        #expect(try store.physicalTraceRows() == 5)
    }

    /// The writer keeps the pages retention reads back (the rows ~N inserts old) in its own cache, larger than
    /// SQLite's 2 MB default; readers keep the default.
    @Test func theWriterHasRoomForTheRowsRetentionReadsBack() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        defer { store.close() }
        #expect(try store.write { try $0.pragma("cache_size") } == ["-\(Store.writerCacheKiB)"])
        #expect(try store.read { try $0.pragma("cache_size") } == ["-2000"])
    }

    @Test func retentionIsPerHierarchy() throws {
        let store = try Store(path: ":memory:", maxTraces: 2)
        try store.insertHierarchy(Sample.hierarchy("a"))
        try store.insertHierarchy(Sample.hierarchy("b"))
        try store.insertTrace(Sample.trace("b_1", on: "b"))
        for index in 1...4 { try store.insertTrace(Sample.trace("a_\(index)", on: "a")) }

        #expect(try store.traceCount(hierarchyID: "a") == 2)
        #expect(try store.trace(id: "b_1") != nil)  // a's evictions never touch b
    }

    @Test func anEvictedTraceCanBeStoredAgain() throws {
        // The in-memory id set must forget evicted ids, or the repost would be answered "already stored"
        // while no row exists.
        let store = try Store(path: ":memory:", maxTraces: 2)
        try store.insertHierarchy(Sample.hierarchy("h"))
        for index in 1...3 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }
        #expect(try store.trace(id: "t_1") == nil)

        #expect(try store.insertTrace(Sample.trace("t_1", on: "h")) == true)
        #expect(try store.trace(id: "t_1") != nil)
        #expect(try store.trace(id: "t_2") == nil)  // now the oldest, so evicted in turn
    }

    @Test func deletingAHierarchyDeletesItsTraces() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        try store.insertHierarchy(Sample.hierarchy("h_gone"))
        try store.insertHierarchy(Sample.hierarchy("h_stays"))
        try store.insertTrace(Sample.trace("t_gone", on: "h_gone"))
        try store.insertTrace(Sample.trace("t_stays", on: "h_stays"))

        #expect(try store.deleteHierarchy(id: "h_gone") == true)
        #expect(try store.deleteHierarchy(id: "h_gone") == false)
        #expect(try store.hierarchy(id: "h_gone") == nil)
        #expect(try store.trace(id: "t_gone") == nil)
        #expect(try store.trace(id: "t_stays") != nil)
        #expect(try store.hierarchyCount() == 1)
    }

    @Test func aTraceOfADeletedHierarchyIsNotAnsweredFromMemory() throws {
        let store = try Store(path: ":memory:")
        try store.insertHierarchy(Sample.hierarchy("h"))
        try store.insertTrace(Sample.trace("t", on: "h"))
        try store.deleteHierarchy(id: "h")

        let error = #expect(throws: StorageError.self) { try store.insertTrace(Sample.trace("t", on: "h")) }
        #expect(error?.kind == .notFound)
        // Recreated under the same id, the same touch is a new trace again.
        try store.insertHierarchy(Sample.hierarchy("h"))
        #expect(try store.insertTrace(Sample.trace("t", on: "h")) == true)
    }
}

/// Expired traces are invisible at once but deleted from the file in batches (Store+Retention.swift).
@Suite struct DeferredEvictionTests {
    @Test func expiredTracesAreInvisibleBeforeTheirRowsAreDeleted() throws {
        let store = try Store(path: ":memory:", maxTraces: 3, evictionBatch: 6)
        try store.insertHierarchy(Sample.hierarchy("h"))
        for index in 1...5 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }

        #expect(try store.trace(id: "t_1") == nil)
        #expect(try store.trace(id: "t_2") == nil)
        #expect(try store.traceCount(hierarchyID: "h") == 3)
        #expect(try store.listHierarchies(limit: 1, after: nil).items.first?.traceCount == 3)
        #expect(try store.physicalTraceRows() == 5)  // t_1, t_2 still in the file

        try store.insertTrace(Sample.trace("t_6", on: "h"))
        // The 6th insert is a batch boundary: everything expired (t_1 ... t_3) is deleted.
        #expect(try store.physicalTraceRows() == 3)
        #expect(try store.traceCount(hierarchyID: "h") == 3)
    }

    @Test func repostingAnExpiredTraceBringsItBackAsTheNewest() throws {
        let store = try Store(path: ":memory:", maxTraces: 3, evictionBatch: 100)
        try store.insertHierarchy(Sample.hierarchy("h"))
        for index in 1...5 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }

        // t_1 expired but its row is still there: the repost moves it up instead of being "already stored".
        #expect(try store.insertTrace(Sample.trace("t_1", on: "h")) == true)
        #expect(try store.trace(id: "t_1") != nil)
        #expect(try store.trace(id: "t_3") == nil)  // pushed out by the repost
        #expect(try store.traceCount(hierarchyID: "h") == 3)
        // The oldest visible trace is still stored: reposting it changes nothing.
        #expect(try store.insertTrace(Sample.trace("t_4", on: "h")) == false)
        #expect(try store.trace(id: "t_4") != nil)
    }

    @Test func anIdTakenByAnotherHierarchyIsAConstraintError() throws {
        let store = try Store(path: ":memory:", maxTraces: 1, evictionBatch: 100)
        try store.insertHierarchy(Sample.hierarchy("a"))
        try store.insertHierarchy(Sample.hierarchy("b"))
        try store.insertTrace(Sample.trace("shared", on: "a"))
        try store.insertTrace(Sample.trace("a_2", on: "a"))  // "shared" expires in a
        for index in 1...3 { try store.insertTrace(Sample.trace("b_\(index)", on: "b")) }

        // Same id posted to b: the expired row of a must not be taken over by b, nor reported as stored.
        let error = #expect(throws: StorageError.self) { try store.insertTrace(Sample.trace("shared", on: "b")) }
        #expect(error?.kind == .constraint)
        #expect(try store.trace(id: "shared") == nil)
        #expect(try store.trace(id: "b_3") != nil)
        // Also when the id is visible (and in the in-memory id set) under a.
        try store.insertTrace(Sample.trace("a_only", on: "a"))
        #expect(throws: StorageError.self) { try store.insertTrace(Sample.trace("a_only", on: "b")) }
    }
}

@Suite struct DurableTraceIDsTests {
    @Test func holdsAtMostItsCapacityAndKeepsRecentlyUsedIds() {
        var ids = DurableTraceIDs(capacity: 4)  // two generations of 2
        ids.insert(member("a"))
        ids.insert(member("b"))
        ids.insert(member("c"))  // the current generation (a, b) was full: it became the old one
        let aWasHeld = ids.lookUp(member("a"))  // and a hit moves a back into the current generation (c, a)
        ids.insert(member("d"))  // current (c, a) full again: it becomes the old one, and b is dropped
        let held = ["a", "b", "c", "d"].filter { ids.lookUp(member($0)) }

        #expect(aWasHeld)
        #expect(held == ["a", "c", "d"])
    }

    @Test func removeForgetsFromBothGenerations() {
        var ids = DurableTraceIDs(capacity: 4)
        ids.insert(member("a"))
        ids.insert(member("b"))
        ids.insert(member("c"))  // a, b old; c current
        ids.remove(member("a"))
        ids.remove(member("c"))
        let held = ["a", "b", "c"].filter { ids.lookUp(member($0)) }
        #expect(held == ["b"])
    }
}

/// A member of hierarchy "h".
private func member(_ id: String) -> DurableTraceIDs.Member {
    DurableTraceIDs.Member(hierarchyID: "h", id: id)
}
