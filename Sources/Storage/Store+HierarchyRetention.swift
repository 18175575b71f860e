/// Retention of hierarchies, like traces': a hierarchy stored unshared (a draft a client stored to work on,
/// say to read a pasted dump back normalized) is evicted once no trace refers to it and it is either older than
/// `unsharedMaxAgeSeconds` or not among the newest `maxUnsharedHierarchies` unshared ones. A shared hierarchy
/// (the page's Share, `?shared=true`), and one with traces, is kept until deleted. Hierarchies stored before
/// retention existed are shared (migration 3), so none of them changes meaning.
///
/// Enforced when an unshared hierarchy is inserted, in its transaction, and once when the store opens (so the
/// age limit holds across restarts even with no new insert). The count subquery walks the partial index
/// `hierarchies_unshared` (unshared rows only), at most N + 1 entries.
///
/// Ages are measured on the configuration's clock, not SQLite's 'now': `created_at` (ISO 8601 UTC to the
/// second, which sorts as text) is compared with the cutoff written the same way.
extension Store {
    /// Deletes the unshared, unreferenced hierarchies retention no longer keeps: beyond the newest `count`, or
    /// created before `cutoff` (seconds since 1970). Returns their ids.
    static func evictUnsharedHierarchies(on connection: Connection, keeping count: Int, createdBefore cutoff: Int) throws -> [String] {
        try connection.statement("""
            DELETE FROM hierarchies
            WHERE shared = 0
              AND (seq <= (SELECT seq FROM hierarchies WHERE shared = 0 ORDER BY seq DESC LIMIT 1 OFFSET ?1)
                   OR created_at < strftime('%Y-%m-%dT%H:%M:%SZ', ?2, 'unixepoch'))
              AND NOT EXISTS (SELECT 1 FROM traces t WHERE t.seq BETWEEN hierarchies.seq << 32
                                                                   AND (hierarchies.seq << 32) + ?3)
            RETURNING id
            """).rows([.integer(count), .integer(cutoff), .integer(TraceKey.maxOrdinal)]) { $0.text(0) }
    }
}
