/// The rowid of a trace: `(hierarchy seq << 32) | ordinal`, where the ordinal counts the hierarchy's traces
/// from 1 in insertion order.
///
/// Why not a plain rowid plus an index on the hierarchy: every b-tree an insert touches is one more page
/// written to the WAL per commit, and the touch POST path is bounded by exactly that. With this key the
/// traces of a hierarchy are one contiguous rowid range, oldest first, so
/// - the newest ordinal is one seek (`ORDER BY seq DESC LIMIT 1` inside the range),
/// - retention deletes a rowid range at the bottom of it, and the delete cascade deletes all of it,
/// - the count is newest - oldest + 1 (at most N): ordinals are handed out consecutively and only ever leave
///   from the bottom (retention) or all at once (hierarchy delete), so the visible ones have no gaps.
/// The only index an insert writes is the unique index on the trace id, which content-addressing needs.
///
/// Limits: 2^31 hierarchies ever created (the rowid is a signed 64-bit integer) and 2^32 - 1 traces ever
/// inserted per hierarchy.
enum TraceKey {
    static let maxOrdinal = (1 << 32) - 1
    static let maxHierarchySeq = Int(Int32.max)

    /// The rowid range holding every trace of the hierarchy with `seq`.
    static func range(ofHierarchy seq: Int) -> ClosedRange<Int> {
        (seq << 32)...((seq << 32) | maxOrdinal)
    }

    static func key(hierarchy seq: Int, ordinal: Int) -> Int {
        (seq << 32) | ordinal
    }

    static func ordinal(of key: Int) -> Int {
        key & maxOrdinal
    }

    /// SQL for the number of visible traces of the hierarchy whose seq is the SQL expression `seq`, where the
    /// SQL expression `limit` is N (see `Store+Retention.swift`).
    static func countSQL(hierarchySeq seq: String, limit: String) -> String {
        let range = "seq BETWEEN (\(seq) << 32) AND (\(seq) << 32) + \(maxOrdinal)"
        return """
            min(\(limit), coalesce((SELECT seq FROM traces WHERE \(range) ORDER BY seq DESC LIMIT 1)
                - (SELECT seq FROM traces WHERE \(range) ORDER BY seq LIMIT 1) + 1, 0))
            """
    }
}
