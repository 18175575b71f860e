import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Storage
import TestSupport

/// `insertTraceLater`: inserts committed on the store's own thread, in batches of what queued meanwhile, each
/// caller told through its completion.
@Suite struct BackgroundCommitTests {
    /// Waits for `count` completions, at most 10 s; returns them by record id.
    static func collect(_ count: Int, _ start: (@escaping @Sendable (String, Result<Bool, StorageError>) -> Void) -> Void)
        -> [String: Result<Bool, StorageError>]
    {
        let results = Mutex<[String: Result<Bool, StorageError>]>([:])
        let done = DispatchSemaphore(value: 0)
        start { id, result in
            results.withLock { $0[id] = result }
            done.signal()
        }
        for _ in 0..<count { if done.wait(timeout: .now() + 10) == .timedOut { break } }
        return results.withLock { $0 }
    }

    @Test func aCommittedInsertIsReadableAndARepeatIsAnsweredAtOnce() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        defer { store.close() }
        try store.insertHierarchy(Sample.hierarchy("h1"))
        let first = Self.collect(1) { done in
            store.insertTraceLater(Sample.trace("t1", on: "h1")) { done("t1", $0) }
        }
        #expect(try first["t1"]?.get() == true)
        #expect(try store.trace(id: "t1")?.body == Sample.trace("t1", on: "h1").body)
        // Known to be stored: answered on the caller's thread, before insertTraceLater returns.
        let repeated = Mutex<Result<Bool, StorageError>?>(nil)
        store.insertTraceLater(Sample.trace("t1", on: "h1")) { result in repeated.withLock { $0 = result } }
        #expect(try repeated.withLock { $0 }?.get() == false)
    }

    /// Many callers at once: each gets its own result, every record is stored once, and a missing hierarchy
    /// fails only its own insert, not the others of its transaction.
    @Test func concurrentInsertsGetTheirOwnResults() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        defer { store.close() }
        try store.insertHierarchy(Sample.hierarchy("h1"))
        let results = Self.collect(8 * 40) { done in
            onThreads(8) { thread in
                for step in 0..<40 {
                    let id = "t_\(thread)_\(step)"
                    let hierarchy = step == 7 ? "missing" : "h1"
                    store.insertTraceLater(Sample.trace(id, on: hierarchy)) { done(id, $0) }
                }
            }
        }
        #expect(results.count == 320)
        for (id, result) in results {
            switch result {
            case .success(let inserted):
                #expect(inserted && !id.hasSuffix("_7"), "\(id)")
            case .failure(let error):
                #expect(error.kind == .notFound && id.hasSuffix("_7"), "\(id): \(error)")
            }
        }
        #expect(try store.physicalTraceRows() == 8 * 39)
    }

    /// Closing commits what is queued, then refuses: no completion is lost, and none comes twice.
    @Test func closeCommitsWhatIsQueuedThenRefuses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        let store = try Store(path: path)
        try store.insertHierarchy(Sample.hierarchy("h1"))
        let calls = Mutex<[String: Int]>([:])
        let succeeded = Mutex<Set<String>>([])
        for step in 0..<200 {
            let id = "t_\(step)"
            store.insertTraceLater(Sample.trace(id, on: "h1")) { result in
                calls.withLock { $0[id, default: 0] += 1 }
                if case .success = result { succeeded.withLock { _ = $0.insert(id) } }
            }
        }
        store.close()
        let refused = Mutex<Result<Bool, StorageError>?>(nil)
        store.insertTraceLater(Sample.trace("late", on: "h1")) { result in refused.withLock { $0 = result } }
        #expect(calls.withLock { $0.count } == 200)
        #expect(calls.withLock { $0.values.allSatisfy { $0 == 1 } })
        if case .failure(let error) = refused.withLock({ $0 }) {
            #expect(error.kind == StorageError.closed.kind)
        } else {
            Issue.record("an insert after close was not refused")
        }
        // Every insert reported stored is in the file.
        let reopened = try Store(path: path)
        defer { reopened.close() }
        for id in succeeded.withLock({ $0 }) { #expect(try reopened.trace(id: id) != nil, "\(id)") }
        #expect(succeeded.withLock { $0.count } == 200)
    }

    /// Concurrent callers share transactions, and each gets back the result computed for its own record.
    @Test func everyCallerGetsItsOwnResultAndBatchesForm() {
        let background = BackgroundCommit()
        defer { background.stop() }
        let batchSizes = Mutex<[Int]>([])
        let commit: BackgroundCommit.Commit = { batch in
            batchSizes.withLock { $0.append(batch.count) }
            Thread.sleep(forTimeInterval: 0.0005)  // slow, so inserts pile up as behind a real commit
            // Each record's "result" is an error naming it, so a result handed to the wrong caller shows.
            return batch.map { .failure(StorageError.misuse($0.record.id)) }
        }
        let results = Self.collect(8 * 25) { done in
            onThreads(8) { thread in
                for step in 0..<25 {
                    let id = "t_\(thread)_\(step)"
                    background.submit(EncodedTrace(Sample.trace(id, on: "h")), commit: commit) { done(id, $0) }
                }
            }
        }
        #expect(results.count == 8 * 25)
        for (id, result) in results {
            guard case .failure(let error) = result, error.message == id else {
                Issue.record("\(id): \(result)"); continue
            }
        }
        let sizes = batchSizes.withLock { $0 }
        #expect(sizes.reduce(0, +) == 8 * 25)  // every record committed exactly once
        #expect(sizes.max() ?? 0 > 1)  // and some were committed together
    }

    /// Blocking inserts (`insertTrace`) from many threads: a failing insert (unknown hierarchy) must not fail
    /// the others committed in the same transaction.
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
        #expect(try store.traceCount(hierarchyID: "h") == 4 * 50)
    }
}
