import Dispatch
import Synchronization

extension Store {
    /// Stores a trace, then enforces retention: a hierarchy keeps only its newest `maxTracesPerHierarchy`
    /// traces, and the insert that goes over the limit evicts the oldest, in the same transaction (details in
    /// `Store+Retention.swift`).
    ///
    /// The id is content-addressed by the caller, so an id already stored means the same trace: nothing is
    /// written and the call returns `false`. A repeat of a recently stored id does no SQL at all (it is
    /// answered from an in-memory set of committed ids). When this returns `true` the trace is committed and
    /// survives a crash of the process (see `Store`).
    ///
    /// Throws a `.notFound` error when the hierarchy does not exist, and a `.constraint` error when the id
    /// is already stored under another hierarchy.
    ///
    /// Blocks until then; concurrent callers share transactions on the store's commit thread, like
    /// `insertTraceLater`'s.
    @discardableResult
    public func insertTrace(_ record: TraceRecord) throws -> Bool {
        try ensureOpen()
        if isKnownStored(record) { return false }
        let committed = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Bool, StorageError>>(.failure(StorageError.closed))
        submit(record) { result in
            outcome.withLock { $0 = result }
            committed.signal()
        }
        committed.wait()
        return try outcome.withLock { $0 }.get()
    }

    /// `insertTrace` without blocking: `completion` gets what `insertTrace` would return or throw, on the
    /// store's commit thread once the transaction holding the insert is over; at once, on the caller's
    /// thread, when the id is known to be stored already or the store is closed. Concurrent inserts share
    /// transactions (see `BackgroundCommit`).
    public func insertTraceLater(_ record: TraceRecord, completion: @escaping @Sendable (Result<Bool, StorageError>) -> Void) {
        do { try ensureOpen() } catch {
            return completion(.failure(error as? StorageError ?? StorageError.closed))
        }
        if isKnownStored(record) { return completion(.success(false)) }
        submit(record, completion: completion)
    }

    /// Whether the in-memory set of committed ids holds the record's: then it is stored, and no SQL is needed.
    private func isKnownStored(_ record: TraceRecord) -> Bool {
        knowsStored(record.id, hierarchyID: record.hierarchyID)
    }

    /// Whether the trace is known, from memory and without SQL, to be stored and visible under the hierarchy.
    /// `false` may still be stored (the set is bounded and forgets); `true` is never wrong.
    public func knowsStored(_ id: String, hierarchyID: String) -> Bool {
        durableTraceIDs.withLock { $0.lookUp(DurableTraceIDs.Member(hierarchyID: hierarchyID, id: id)) }
    }

    /// Queues the insert on the commit thread, its body encoded here, on the caller's thread: the commit thread
    /// is one thread every new trace waits on.
    private func submit(_ record: TraceRecord, completion: @escaping @Sendable (Result<Bool, StorageError>) -> Void) {
        backgroundCommit.submit(EncodedTrace(record), commit: { [weak self] batch in
            guard let self else { return batch.map { _ in .failure(StorageError.closed) } }
            return writer.withLock { connection in
                guard let connection else { return batch.map { _ in .failure(StorageError.closed) } }
                return commit(batch, on: connection)
            }
        }, completion: completion)
    }

    /// The trace with this id, or nil (also for a trace retention has evicted).
    public func trace(id: String) throws -> TraceRecord? {
        try read { connection in
            // Visible only while among the newest N of its hierarchy (see Store+Retention.swift).
            try connection.statement("""
                SELECT t.id, h.id, t.created_at, t.touch, t.engine_version, t.body, t.uncompressed_size
                FROM traces t JOIN hierarchies h ON h.seq = t.seq >> 32
                WHERE t.id = ?1 AND t.seq > (
                    SELECT n.seq FROM traces n WHERE n.seq BETWEEN h.seq << 32 AND (h.seq << 32) + ?3
                    ORDER BY n.seq DESC LIMIT 1) - ?2
                """).firstRow([.text(id), .integer(maxTracesPerHierarchy), .integer(TraceKey.maxOrdinal)]) { row in
                    TraceRecord(
                        id: row.text(0), hierarchyID: row.text(1), createdAt: row.text(2), touch: row.blob(3),
                        engineVersion: row.text(4),
                        body: try StoredTraceBody(bytes: row.blob(5), uncompressedSize: row.optionalInteger(6))
                            .decoded(traceID: id))
                }
        }
    }

    /// How many traces the hierarchy has (0 for an unknown hierarchy).
    public func traceCount(hierarchyID: String) throws -> Int {
        try read { connection in
            try connection.statement("""
                SELECT \(TraceKey.countSQL(hierarchySeq: "h.seq", limit: "?2")) FROM hierarchies h WHERE h.id = ?1
                """).firstRow([.text(hierarchyID), .integer(maxTracesPerHierarchy)]) { $0.integer(0) } ?? 0
        }
    }

    // MARK: Group commit

    /// Inserts a batch in one transaction and returns each record's result, in order. Called with the writer
    /// lock held.
    ///
    /// A missing hierarchy, or an id taken by another hierarchy, fails only its own insert (nothing was
    /// written for it; the transaction goes on).
    /// Any other failure (disk full, I/O, busy) or a failed COMMIT fails the whole batch: nothing of it was
    /// committed.
    func commit(_ batch: [EncodedTrace], on connection: Connection) -> [Result<Bool, StorageError>] {
        var results: [Result<Bool, StorageError>] = []
        var stored: [DurableTraceIDs.Member] = []
        var expired: [DurableTraceIDs.Member] = []
        var positions: TracePositions = [:]
        do {
            try connection.transaction {
                for trace in batch {
                    let record = trace.record
                    do {
                        let outcome = try insert(trace, on: connection, positions: &positions)
                        results.append(.success(outcome.inserted))
                        stored.append(DurableTraceIDs.Member(hierarchyID: record.hierarchyID, id: record.id))
                        if let id = outcome.expired {
                            expired.append(DurableTraceIDs.Member(hierarchyID: record.hierarchyID, id: id))
                        }
                    } catch let error as StorageError where error.kind == .notFound || error.kind == .constraint {
                        results.append(.failure(error))
                    }
                }
            }
        } catch {
            let failure = error as? StorageError
                ?? StorageError(kind: .other, code: ResultCode.error, message: "\(error)")
            return batch.map { _ in .failure(failure) }
        }
        checkpointer?.didCommit()
        // Committed: only now may the ids be trusted to be stored. Removing expired ids last means an id that
        // expired and came back within the batch is merely forgotten (costing a later INSERT), never wrongly kept.
        durableTraceIDs.withLock { ids in
            for id in stored { ids.insert(id) }
            for id in expired { ids.remove(id) }
        }
        if !expired.isEmpty {
            let ids = expired.map(\.id)
            for observer in expiryObservers.withLock({ $0 }) { observer(ids) }
        }
        return results
    }
}

/// A trace on its way to the table: the record, and its body as the row will keep it.
struct EncodedTrace: Sendable {
    let record: TraceRecord
    let body: StoredTraceBody

    init(_ record: TraceRecord) {
        self.record = record
        self.body = StoredTraceBody(encoding: record.body)
    }
}
