extension Store {
    /// Stores a hierarchy under the id the caller chose. A duplicate id throws a `.constraint` error. An unshared
    /// one's insert enforces hierarchy retention in the same transaction (`Store+HierarchyRetention.swift`);
    /// returns the ids it evicted.
    @discardableResult
    public func insertHierarchy(_ record: HierarchyRecord) throws -> [String] {
        let (keep, cutoff) = (maxUnsharedHierarchies, clock() - unsharedMaxAgeSeconds)
        return try write { connection in
            try connection.transaction {
                do {
                    try connection.statement("""
                        INSERT INTO hierarchies
                            (id, name, view_count, window_count, created_at, source_format, document, source_text, shared)
                        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                        """).run([
                            .text(record.id), .optionalText(record.name), .integer(record.viewCount),
                            .integer(record.windowCount), .text(record.createdAt), .text(record.sourceFormat),
                            .blob(record.document), .optionalBlob(record.sourceText), .integer(record.shared ? 1 : 0),
                        ])
                } catch let error as StorageError where error.kind == .constraint {
                    throw StorageError(
                        kind: .constraint, code: error.code,
                        message: "a hierarchy with id \(record.id) already exists (\(error.message))")
                }
                return record.shared ? [] : try Self.evictUnsharedHierarchies(on: connection, keeping: keep, createdBefore: cutoff)
            }
        }
    }

    /// The hierarchy with this id, or nil.
    public func hierarchy(id: String) throws -> HierarchyRecord? {
        try read { connection in
            try connection.statement("""
                SELECT id, name, view_count, window_count, created_at, source_format, document, source_text, shared
                FROM hierarchies WHERE id = ?1
                """).firstRow([.text(id)]) { row in
                    HierarchyRecord(row.metadata(from: 0), document: row.blob(6), sourceText: row.optionalBlob(7),
                                    shared: row.integer(8) != 0)
                }
        }
    }

    /// One page of hierarchy summaries, newest first.
    ///
    /// - Parameters:
    ///   - limit: the page size, at least 1.
    ///   - cursor: `nil` for the first page, else the `nextCursor` of the previous page.
    /// - Returns: the page, and the cursor of the next page (`nil` on the last page). A cursor points just past
    ///   the last item of its page, so hierarchies inserted or deleted between pages neither repeat nor shift
    ///   what follows.
    public func listHierarchies(limit: Int, after cursor: ListCursor?) throws
        -> (items: [HierarchySummary], nextCursor: ListCursor?)
    {
        guard limit >= 1 else { throw StorageError.misuse("the page limit must be at least 1, not \(limit)") }
        let before = cursor?.sequence ?? Int.max
        // One row more than asked tells whether another page exists.
        let rows = try read { connection in
            try connection.statement("""
                SELECT seq, id, name, view_count, window_count, created_at, source_format,
                    \(TraceKey.countSQL(hierarchySeq: "h.seq", limit: "?3"))
                FROM hierarchies h WHERE seq < ?1 ORDER BY seq DESC LIMIT ?2
                """).rows([.integer(before), .integer(limit + 1), .integer(maxTracesPerHierarchy)]) { row in
                    (sequence: row.integer(0), summary: HierarchySummary(row.metadata(from: 1), traceCount: row.integer(7)))
                }
        }
        let page = rows.prefix(limit)
        let next = rows.count > limit ? page.last.map { ListCursor(sequence: $0.sequence, hierarchyID: $0.summary.id) } : nil
        return (page.map(\.summary), next)
    }

    /// Whether this store could have given out `cursor`: the hierarchy it ends on is still stored at its place,
    /// or was deleted from a place this store has used (a page whose last item is deleted still goes on).
    public func accepts(_ cursor: ListCursor) throws -> Bool {
        try read { connection in
            try connection.statement("""
                SELECT (SELECT id FROM hierarchies WHERE seq = ?1),
                       coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'hierarchies'), 0)
                """).firstRow([.integer(cursor.sequence)]) { row in
                    if let id = row.optionalText(0) { return id == cursor.hierarchyID }
                    return cursor.sequence <= row.integer(1)
                } ?? false
        }
    }

    /// How many hierarchies are stored.
    public func hierarchyCount() throws -> Int {
        try read(Self.countHierarchies)
    }

    /// `hierarchyCount`, or nil at once when every connection that could read it is busy: for a health check
    /// that must answer under any load.
    public func hierarchyCountIfIdle() throws -> Int? {
        if let readers { return try readers.readIfIdle(Self.countHierarchies) }
        let attempt: Result<Int, any Error>? = writer.withLockIfAvailable { connection in
            Result {
                guard let connection else { throw StorageError.closed }
                return try Self.countHierarchies(connection)
            }
        }
        return try attempt?.get()
    }

    @Sendable private static func countHierarchies(_ connection: Connection) throws -> Int {
        try connection.statement("SELECT count(*) FROM hierarchies").firstRow { $0.integer(0) } ?? 0
    }

    /// Deletes the hierarchy and all of its traces, in one transaction. Returns whether it existed.
    ///
    /// The cascade is done here, as a delete of the hierarchy's rowid range in `traces` (see `TraceKey`),
    /// rather than by a foreign key: `ON DELETE CASCADE` needs an index on the child column, one more b-tree
    /// written by every trace insert.
    @discardableResult
    public func deleteHierarchy(id: String) throws -> Bool {
        try write { connection in
            do {
                return try delete(id, on: connection)
            } catch let error as StorageError where error.kind == .full {
                // A full disk: the delete runs again in the room the reserve held, and its WAL is checkpointed and
                // truncated so that the room comes back; the reserve is made again once it fits (`SpaceReserve`).
                guard let reserve = spaceReserve, reserve.isPresent else { throw error }
                reserve.release()
                let deleted = try delete(id, on: connection)
                _ = try? connection.pragma("wal_checkpoint(TRUNCATE)")
                reserve.make()
                return deleted
            }
        }
    }

    private func delete(_ id: String, on connection: Connection) throws -> Bool {
        try connection.transaction {
            guard let seq = try connection.statement("SELECT seq FROM hierarchies WHERE id = ?1")
                .firstRow([.text(id)], { $0.integer(0) })
            else { return false }
            let range = TraceKey.range(ofHierarchy: seq)
            try connection.statement("DELETE FROM traces WHERE seq BETWEEN ?1 AND ?2")
                .run([.integer(range.lowerBound), .integer(range.upperBound)])
            try connection.statement("DELETE FROM hierarchies WHERE seq = ?1").run([.integer(seq)])
            // The id set does not know which hierarchy an id belongs to; forgetting everything is cheap
            // (deletes are rare) and keeps its rule: it never holds an id that is not stored.
            durableTraceIDs.withLock { $0.removeAll() }
            return true
        }
    }
}

/// The position in the newest-first list: the insertion sequence of the last hierarchy of a page. Written as
/// `text` for clients, who hand it back as it is.
/// Where the next page of the list starts: after the hierarchy a page ended on, by its insertion order and
/// id. Its text is opaque to clients (the API writes it so); `Store.accepts` tells one this store could have
/// given out from a forgery.
public struct ListCursor: Sendable, Equatable {
    let sequence: Int
    let hierarchyID: String

    init(sequence: Int, hierarchyID: String) {
        self.sequence = sequence
        self.hierarchyID = hierarchyID
    }

    /// The cursor `text` spells; nil if it is not one `text` could have written.
    public init?(parsing text: String) {
        // "<seq>.<id>": a hierarchy id holds no dot, so the first dot ends the number.
        guard let dot = text.firstIndex(of: "."), let sequence = Int(text[..<dot]), sequence > 0,
              String(sequence) == text[..<dot] else { return nil }
        let id = String(text[text.index(after: dot)...])
        guard !id.isEmpty, !id.contains(".") else { return nil }
        self.init(sequence: sequence, hierarchyID: id)
    }

    public var text: String { "\(sequence).\(hierarchyID)" }
}

extension Row {
    /// The hierarchy's metadata from six columns from `first` on: id, name, view_count, window_count,
    /// created_at, source_format (the order both reads select them in).
    fileprivate func metadata(from first: Int32) -> HierarchyMetadata {
        HierarchyMetadata(id: text(first), name: optionalText(first + 1), viewCount: integer(first + 2),
                          windowCount: integer(first + 3), createdAt: text(first + 4), sourceFormat: text(first + 5))
    }
}
