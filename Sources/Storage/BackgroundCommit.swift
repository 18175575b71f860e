import Dispatch
import Glibc
import Synchronization

/// Trace inserts committed by a thread of their own, each transaction taking everything queued meanwhile, each
/// caller told through its completion once the transaction holding its insert committed (or failed).
///
/// Callers need not block: the server suspends a request while its trace commits, so the pool thread serves
/// other connections meanwhile, and the batches grow with the requests waiting rather than with the pool's
/// threads (callers that blocked would make batches no larger than the pool, usually one or two inserts, which
/// cost ~100 µs more CPU per new trace, docs/PERFORMANCE.md). A caller that wants to block
/// (`Store.insertTrace`) waits for its completion.
///
/// The thread starts with the first insert and ends at `stop`, after committing what was queued.
final class BackgroundCommit: Sendable {
    typealias Completion = @Sendable (Result<Bool, StorageError>) -> Void
    typealias Commit = @Sendable ([EncodedTrace]) -> [Result<Bool, StorageError>]

    /// At most this many inserts per transaction, so that a burst does not make one transaction hold the
    /// writer (and readers' view of the WAL) for long.
    static let maxBatch = 256

    private struct Pending: Sendable {
        let trace: EncodedTrace
        let completion: Completion
    }

    private struct State {
        var queue: [Pending] = []
        /// How a batch is written: given with each insert (it is always the store's), kept for the thread.
        var commit: Commit?
        var started = false
        var stopping = false
    }

    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init() {}

    /// Queues the insert; `completion` runs on the commit thread once its transaction is over, or at once
    /// with `.closed` once the store is closing. `commit` writes a batch in one transaction and returns one
    /// result per record, in order.
    func submit(_ trace: EncodedTrace, commit: @escaping Commit, completion: @escaping Completion) {
        let (accepted, start) = state.withLock { state -> (Bool, Bool) in
            guard !state.stopping else { return (false, false) }
            state.commit = commit
            state.queue.append(Pending(trace: trace, completion: completion))
            let start = !state.started
            state.started = true
            return (true, start)
        }
        guard accepted else { return completion(.failure(StorageError.closed)) }
        if start { DispatchQueue(label: "hittrace.storage.commits").async { [self] in run() } }
        wakeUp.signal()
    }

    /// Commits what is queued, then ends the thread. Idempotent; returns once the thread has ended.
    func stop() {
        let started = state.withLock { state -> Bool in
            let wasStopping = state.stopping
            state.stopping = true
            return state.started && !wasStopping
        }
        guard started else { return }
        wakeUp.signal()
        stopped.wait()
    }

    /// While inserts come concurrently, the thread lets the queue grow before it commits: a step of this many
    /// microseconds at a time, for as long as each step brought more (at most `maxGatherSteps`). A transaction's
    /// fixed cost (the commit, the WAL frame of each page it changed) is then shared by the requests waiting
    /// meanwhile rather than by the one or two that arrived during the last commit: new traces cost ~30 µs of
    /// CPU less each under load (docs/PERFORMANCE.md). An insert alone, or after one that was alone, is
    /// committed at once.
    static let gatherStepMicroseconds: UInt32 = 100
    static let maxGatherSteps = 10

    private func run() {
        var lastBatch = 0
        while true {
            wakeUp.wait()
            while true {
                if lastBatch > 1 { gather() }
                let (batch, commit, stopping) = state.withLock { state -> ([Pending], Commit?, Bool) in
                    let count = min(state.queue.count, Self.maxBatch)
                    let batch = Array(state.queue.prefix(count))
                    state.queue.removeFirst(count)
                    return (batch, state.commit, state.stopping)
                }
                guard let commit, !batch.isEmpty else {
                    if stopping { stopped.signal(); return }
                    break
                }
                lastBatch = batch.count
                let results = commit(batch.map(\.trace))
                precondition(results.count == batch.count, "commit returned \(results.count) results for \(batch.count)")
                for (pending, result) in zip(batch, results) { pending.completion(result) }
            }
        }
    }

    /// Waits while the queue keeps growing (see `gatherStepMicroseconds`); not at all when it is empty (a wake-up
    /// for inserts the last batch took) or when the store is stopping.
    private func gather() {
        var queued = state.withLock { $0.stopping ? 0 : $0.queue.count }
        var steps = 0
        while queued > 0, queued < Self.maxBatch, steps < Self.maxGatherSteps {
            usleep(Self.gatherStepMicroseconds)
            steps += 1
            let now = state.withLock { $0.stopping ? queued : $0.queue.count }
            if now == queued { return }
            queued = now
        }
    }
}
