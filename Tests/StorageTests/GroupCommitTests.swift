import Foundation
import Synchronization
import Testing
@testable import Storage
import TestSupport

@Suite struct GroupCommitTests {
    /// Concurrent callers share batches, and each gets back the result computed for its own record.
    @Test func everyCallerGetsItsOwnResultAndBatchesForm() {
        let groupCommit = GroupCommit()
        let batchSizes = Mutex<[Int]>([])
        let misdelivered = Mutex<[String]>([])

        onThreads(8) { thread in
            for step in 0..<25 {
                let id = "t_\(thread)_\(step)"
                do {
                    // Each record's "result" is an error naming it, so a result handed to the wrong caller shows.
                    _ = try groupCommit.submit(Sample.trace(id, on: "h")) { batch in
                        batchSizes.withLock { $0.append(batch.count) }
                        Thread.sleep(forTimeInterval: 0.0005)  // slow, so callers pile up as behind a real commit
                        return batch.map { .failure(StorageError.misuse($0.id)) }
                    }
                    misdelivered.withLock { $0.append("\(id): no error") }
                } catch let error as StorageError where error.message == id {
                    // its own
                } catch {
                    misdelivered.withLock { $0.append("\(id): \(error)") }
                }
            }
        }

        let sizes = batchSizes.withLock { $0 }
        #expect(misdelivered.withLock { $0 } == [])
        #expect(sizes.reduce(0, +) == 8 * 25)  // every record committed exactly once
        #expect(sizes.max() ?? 0 > 1)  // and some were committed together
    }

    /// A failing insert (unknown hierarchy) must not fail the others committed in the same transaction.
    @Test func oneFailingInsertDoesNotFailItsBatch() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        try store.insertHierarchy(Sample.hierarchy("h"))
        let unexpected = Mutex<[String]>([])

        onThreads(8) { thread in
            for step in 0..<50 {
                let valid = thread % 2 == 0
                do {
                    try store.insertTrace(Sample.trace("t_\(thread)_\(step)", on: valid ? "h" : "h_missing"))
                    if !valid { unexpected.withLock { $0.append("stored on a missing hierarchy") } }
                } catch let error as StorageError where !valid && error.kind == .notFound {
                    // expected
                } catch {
                    unexpected.withLock { $0.append("\(error)") }
                }
            }
        }

        #expect(unexpected.withLock { $0 } == [])
        #expect(try store.traceCount(hierarchyId: "h") == 4 * 50)
    }
}
