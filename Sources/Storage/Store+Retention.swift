/// Retention: each hierarchy keeps only its newest `maxTracesPerHierarchy` (N) traces, and the limit is
/// enforced at insert time.
///
/// The insert that gives a hierarchy its (N+1)th trace evicts the oldest one at once: from that commit on it
/// is invisible, `trace(id:)` returns nil, counts leave it out, and posting it again stores it anew. Its row
/// is deleted from the file a little later: expired rows are deleted together, once every
/// `evictionBatchSize` inserts, so the file holds at most N + batch - 1 traces per hierarchy. Deleting one
/// row per insert would cost two or three more pages written per insert (the table page of the oldest row,
/// the id-index page of its id, the freelist); batching them cut the CPU per insert by about 40% (measured
/// with N = 1000, batch 64..128).
///
/// Visibility follows from the ordinals (see `TraceKey`): a trace is visible when its ordinal is among the N
/// highest of its hierarchy, i.e. above newest - N. Expired rows sit below that, so the ordinals of the
/// visible traces stay contiguous and their count is min(N, newest - oldest + 1).
///
/// Raising N between runs can bring back expired rows not yet deleted (fewer than a batch per hierarchy).
extension Store {
    /// Where a hierarchy's next trace goes: the hierarchy's seq and the key of its newest trace (nil before the
    /// first), by hierarchy id. Read once per hierarchy per batch transaction and carried from one insert to the
    /// next: nothing else writes while the transaction holds the writer.
    typealias TracePositions = [String: (hierarchy: Int, newest: Int?)]

    /// Inserts one trace inside the batch transaction. Returns whether a row was written, and the id of the
    /// trace this insert pushed out of the newest N, if any. `positions` is the batch's (see `TracePositions`).
    func insert(_ trace: EncodedTrace, on connection: Connection, positions: inout TracePositions) throws
        -> (inserted: Bool, expired: String?) {
        let record = trace.record
        let known = positions[record.hierarchyID]
        let position = try known ?? connection.statement("""
            SELECT h.seq, (SELECT t.seq FROM traces t WHERE t.seq BETWEEN h.seq << 32 AND (h.seq << 32) + ?2
                           ORDER BY t.seq DESC LIMIT 1)
            FROM hierarchies h WHERE h.id = ?1
            """).firstRow([.text(record.hierarchyID), .integer(TraceKey.maxOrdinal)]) { row in
                (hierarchy: row.integer(0), newest: row.optionalInteger(1))
            }
        guard let (hierarchy, newest) = position.map({ ($0.hierarchy, $0.newest) }) else {
            throw StorageError.notFound("no hierarchy with id \(record.hierarchyID)")
        }
        if known == nil { positions[record.hierarchyID] = (hierarchy, newest) }
        let ordinal = newest.map { TraceKey.ordinal(of: $0) + 1 } ?? 1
        guard ordinal <= TraceKey.maxOrdinal, hierarchy <= TraceKey.maxHierarchySeq else {
            throw StorageError(
                kind: .full, code: ResultCode.full,
                message: "hierarchy \(record.hierarchyID) has used up its \(TraceKey.maxOrdinal) trace ordinals")
        }
        // Ordinal 0 is never used, so key(0) is a bound that matches nothing in the hierarchy.
        let key = { (ordinal: Int) in TraceKey.key(hierarchy: hierarchy, ordinal: max(0, ordinal)) }
        let range = TraceKey.range(ofHierarchy: hierarchy)
        let limit = maxTracesPerHierarchy

        // A new id is inserted. A stored id is left alone (0 changes: "already stored") unless its row had
        // expired before this insert; then it is moved up to the new ordinal, visible again. Only the id's
        // uniqueness conflict is handled this way, never a NOT NULL or other violation (unlike INSERT OR IGNORE).
        let written = try connection.statement("""
            INSERT INTO traces (seq, id, created_at, touch, engine_version, body, uncompressed_size)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?9)
            ON CONFLICT(id) DO UPDATE SET
                seq = excluded.seq, created_at = excluded.created_at, touch = excluded.touch,
                engine_version = excluded.engine_version, body = excluded.body,
                uncompressed_size = excluded.uncompressed_size
            WHERE traces.seq BETWEEN ?7 AND ?8
            """).run([
                .integer(key(ordinal)), .text(record.id), .text(record.createdAt), .blob(record.touch),
                .text(record.engineVersion), .blob(trace.body.bytes),
                // Expired before this insert: ordinals up to (ordinal - 1) - N, in this hierarchy only.
                .integer(range.lowerBound), .integer(key(ordinal - 1 - limit)),
                trace.body.uncompressedSizeValue,
            ])
        guard written > 0 else {
            // Already stored, and visible unless it belongs to another hierarchy (the upsert only touches rows
            // of this one): ids are content-addressed by hierarchy, so that is a caller's error, not a repeat.
            let owner = try connection.statement("SELECT seq FROM traces WHERE id = ?1")
                .firstRow([.text(record.id)]) { $0.integer(0) }
            guard let owner, range.contains(owner) else {
                throw StorageError(
                    kind: .constraint, code: ResultCode.constraint,
                    message: "trace id \(record.id) is already stored under another hierarchy")
            }
            return (false, nil)
        }

        positions[record.hierarchyID] = (hierarchy, key(ordinal))
        let expiring = ordinal - limit  // was the oldest visible trace; no longer
        guard expiring >= 1 else { return (true, nil) }
        // The id leaves the in-memory set of stored ids; a revived row may have left this ordinal empty.
        let expired = try connection.statement("SELECT id FROM traces WHERE seq = ?1")
            .firstRow([.integer(key(expiring))]) { $0.text(0) }
        if ordinal % evictionBatchSize == 0 {
            try connection.statement("DELETE FROM traces WHERE seq BETWEEN ?1 AND ?2")
                .run([.integer(range.lowerBound), .integer(key(expiring))])
        }
        return (true, expired)
    }
}
