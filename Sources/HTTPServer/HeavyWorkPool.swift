#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Threads of their own for heavy work (`Answer.heavy`), so that libmicrohttpd's pool threads, which serve every
/// connection, stay free for light requests: six fix searches once left `/healthz` unanswered for a minute.
///
/// Bounded both ways: `threads` jobs run at once and at most `queueLimit` wait; a job past that is refused at
/// once (the server answers 503 `busy` with `Retry-After`), and a job that waited longer than `maxWait` is
/// refused when its turn comes rather than started late. `close` refuses what waits and ends what runs
/// (`RequestLifetime.End.stopping`), so that a stop does not wait for work nobody will read.
final class HeavyWorkPool: Sendable {
    struct Job: Sendable {
        let lifetime: RequestLifetime
        /// Does the work and gives the answer.
        let run: @Sendable () -> Void
        /// Gives a refusal instead (busy, stopping).
        let refuse: @Sendable (Refusal) -> Void
        var queuedAt = ContinuousClock.now
    }

    enum Refusal: Sendable {
        /// It waited longer than `maxWait`.
        case waitedTooLong
        /// The server is stopping.
        case stopping
    }

    let threads: Int
    let queueLimit: Int
    let maxWait: Duration?
    private let state = Mutex(State())
    /// One signal per job queued, and one per thread at `close`.
    private let ready = DispatchSemaphore(value: 0)
    /// One signal per thread that has ended.
    private let ended = DispatchSemaphore(value: 0)

    private struct State {
        var queue: [Job] = []
        var head = 0
        var running: [ObjectIdentifier: RequestLifetime] = [:]
        var closed = false
        var waiting: Int { queue.count - head }
    }

    init(threads: Int, queueLimit: Int, maxWait: Duration?, stackBytes: Int) {
        self.threads = threads
        self.queueLimit = queueLimit
        self.maxWait = maxWait
        for _ in 0..<threads { startThread(stackBytes: stackBytes) }
    }

    /// Queues the job; false when the queue is full or the pool closed (the caller answers at once).
    func submit(_ job: Job) -> Bool {
        let queued = state.withLock { state -> Bool in
            guard !state.closed, state.waiting < queueLimit else { return false }
            if state.head > 64 && state.head * 2 > state.queue.count {
                state.queue.removeFirst(state.head)
                state.head = 0
            }
            state.queue.append(job)
            return true
        }
        if queued { ready.signal() }
        return queued
    }

    /// Refuses every waiting job, ends every running one (its work sees `stopping` and stops at its next
    /// step), and lets the threads end once they are done. Waits at most `limit` for them.
    func close(waitingUpTo limit: Duration) {
        let (waiting, running, wasOpen) = state.withLock { state in
            let jobs = Array(state.queue[state.head...])
            state.queue = []
            state.head = 0
            defer { state.closed = true }
            return (jobs, Array(state.running.values), !state.closed)
        }
        guard wasOpen else { return }
        for job in waiting { job.refuse(.stopping) }
        for lifetime in running { lifetime.finish(.stopping) }
        for _ in 0..<threads { ready.signal() }
        let deadline = DispatchTime.now() + .milliseconds(Int(limit / .milliseconds(1)))
        for _ in 0..<threads where ended.wait(timeout: deadline) == .timedOut { break }
    }

    private func work() {
        while true {
            ready.wait()
            let next: Job? = state.withLock { state in
                guard state.head < state.queue.count else { return nil }
                let job = state.queue[state.head]
                state.head += 1
                return job
            }
            guard let job = next else {
                // Woken with nothing to do: only `close` does that.
                if state.withLock({ $0.closed }) { ended.signal(); return }
                continue
            }
            if let maxWait, job.queuedAt.duration(to: .now) > maxWait {
                job.refuse(.waitedTooLong)
                continue
            }
            let key = ObjectIdentifier(job.lifetime)
            let open = state.withLock { state -> Bool in
                if !state.closed { state.running[key] = job.lifetime }
                return !state.closed
            }
            guard open else { job.refuse(.stopping); continue }
            job.run()
            state.withLock { _ = $0.running.removeValue(forKey: key) }
        }
    }

    private func startThread(stackBytes: Int) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        // Released by the thread when it starts; the thread holds the pool until it ends.
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<HeavyWorkPool>.fromOpaque(raw).takeRetainedValue().work()
            return nil
        }, context)
        if started == 0 {
            #if canImport(Glibc)
            pthread_detach(thread)
            #else
            if let thread { pthread_detach(thread) }
            #endif
        } else {
            Unmanaged<HeavyWorkPool>.fromOpaque(context).release()
        }
    }
}
