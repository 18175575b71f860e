import Synchronization
import Testing
@testable import Storage
import TestSupport

@Suite struct ConcurrencyTests {
    /// 8 threads × 200 operations: inserts of new and repeated traces, a new hierarchy now and then, and reads
    /// of everything, all at once. No call may fail, and the counts must add up afterwards.
    @Test(arguments: [4, 0])
    func manyThreadsMixingInsertsAndReads(readers: Int) throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path(), readers: readers)
        for thread in 0..<8 { try store.insertHierarchy(Sample.hierarchy("h_\(thread)")) }
        let failures = Mutex<[String]>([])
        let newTraces = Atomic<Int>(0)

        onThreads(8) { thread in
            do {
                for step in 0..<200 {
                    let traceID = "t_\(thread)_\(step / 2)"  // every id is posted twice
                    if try store.insertTrace(Sample.trace(traceID, on: "h_\(thread)")) {
                        newTraces.add(1, ordering: .relaxed)
                    }
                    let other = "t_\((thread + 1) % 8)_\(step / 4)"
                    _ = try store.trace(id: other)
                    #expect(try store.trace(id: traceID) != nil)
                    if step % 50 == 0 {
                        try store.insertHierarchy(Sample.hierarchy("h_\(thread)_\(step)"))
                        _ = try store.listHierarchies(limit: 10, after: nil)
                        _ = try store.hierarchy(id: "h_\((thread + 3) % 8)")
                    }
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }

        #expect(failures.withLock { $0 } == [])
        #expect(newTraces.load(ordering: .relaxed) == 8 * 100)
        for thread in 0..<8 { #expect(try store.traceCount(hierarchyID: "h_\(thread)") == 100) }
        #expect(try store.hierarchyCount() == 8 + 8 * 4)
    }
}
