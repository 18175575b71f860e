/// Short links: a page state (the query string of the page's link) kept under a short id, so that a QR code
/// of `/l/{id}` stays small whatever the state holds. Ids are content-addressed by the caller: the same query
/// always asks for the same id first, so sharing the same state twice gives the same link. Two queries whose
/// ids begin alike are told apart by a longer id (`insertLink` tries each candidate in turn).
///
/// Retention: the newest `maxLinks` are kept; inserting one more deletes the oldest in the same transaction,
/// so the table never grows past the limit.
extension Store {
    /// Stores `query` under the first of `candidates` that is free or already holds the same query, and returns
    /// the link kept: the existing one (with its own creation time) when the query was linked before. Nil when
    /// every candidate holds another query. `hierarchyID`, when given, is the hierarchy the state shows: it is
    /// marked shared in the same transaction, so retention keeps it as long as it is deleted by no one.
    public func insertLink(query: String, candidates: [String], createdAt: String, hierarchyID: String? = nil) throws -> LinkRecord? {
        let keep = maxLinks
        return try write { connection in
            try connection.transaction {
                let find = try connection.statement("SELECT query, created_at FROM links WHERE id = ?1")
                for id in candidates {
                    if let (stored, created) = try find.firstRow([.text(id)], { ($0.text(0), $0.text(1)) }) {
                        if stored == query { return LinkRecord(id: id, query: query, createdAt: created) }
                        continue
                    }
                    try connection.statement("INSERT INTO links (id, query, created_at) VALUES (?1, ?2, ?3)")
                        .run([.text(id), .text(query), .text(createdAt)])
                    if let hierarchyID {
                        _ = try connection.statement("UPDATE hierarchies SET shared = 1 WHERE id = ?1").run([.text(hierarchyID)])
                    }
                    _ = try connection.statement("""
                        DELETE FROM links
                        WHERE seq <= (SELECT seq FROM links ORDER BY seq DESC LIMIT 1 OFFSET ?1)
                        """).run([.integer(keep)])
                    return LinkRecord(id: id, query: query, createdAt: createdAt)
                }
                return nil
            }
        }
    }

    /// The link with this id, or nil.
    public func link(id: String) throws -> LinkRecord? {
        try read { connection in
            try connection.statement("SELECT id, query, created_at FROM links WHERE id = ?1")
                .firstRow([.text(id)]) { LinkRecord(id: $0.text(0), query: $0.text(1), createdAt: $0.text(2)) }
        }
    }

    /// How many links are kept.
    public func linkCount() throws -> Int {
        try read { connection in
            try connection.statement("SELECT count(*) FROM links").firstRow { $0.integer(0) } ?? 0
        }
    }
}
