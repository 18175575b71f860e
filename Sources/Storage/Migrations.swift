/// One versioned step of the schema. Steps are only ever appended: a released step is never edited, because
/// databases that already applied it will not run it again.
struct Migration: Sendable {
    let version: Int
    let name: String
    let sql: String
    /// Work SQL alone cannot do (rewriting stored documents), run after `sql` in the same transaction.
    var rewrite: (@Sendable (Connection) throws -> Void)? = nil
}

/// The schema, as the list of steps that build it, and the code that applies the missing ones.
///
/// Applied steps are recorded in `schema_migrations` (version, name, applied_at). Each step runs in its own
/// `BEGIN IMMEDIATE` transaction together with its record, so a crash mid-step leaves the database at the
/// previous version, and reopening applies nothing twice.
enum Schema {
    static let migrations: [Migration] = [
        Migration(version: 1, name: "hierarchies and traces", sql: """
            CREATE TABLE hierarchies (
                -- Insertion order: the list is newest first by seq, and the list cursor is a seq. It is also
                -- the high half of its traces' seq. AUTOINCREMENT: a seq is never reused, even after the
                -- newest hierarchy is deleted.
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                id TEXT NOT NULL UNIQUE,
                name TEXT,
                view_count INTEGER NOT NULL,
                window_count INTEGER NOT NULL,
                created_at TEXT NOT NULL,
                source_format TEXT NOT NULL,
                document BLOB NOT NULL,
                source_text BLOB
            );
            CREATE TABLE traces (
                -- (hierarchy seq << 32) | ordinal, the ordinal counting that hierarchy's traces from 1. The
                -- traces of a hierarchy are one contiguous rowid range, oldest first, so retention and the
                -- delete cascade are range deletes on the table itself, and no index on the hierarchy is
                -- written per insert (see TraceKey).
                seq INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                created_at TEXT NOT NULL,
                touch BLOB NOT NULL,
                engine_version TEXT NOT NULL,
                body BLOB NOT NULL
            );
            """),
        Migration(version: EdgeInsetsMigration.version, name: EdgeInsetsMigration.name, sql: "",
                  rewrite: EdgeInsetsMigration.apply),
        // Hierarchies stored before retention had none: they stay kept (shared = 1), as they were.
        Migration(version: 3, name: "unshared hierarchies and their retention", sql: """
            ALTER TABLE hierarchies ADD COLUMN shared INTEGER NOT NULL DEFAULT 1;
            CREATE INDEX hierarchies_unshared ON hierarchies (seq) WHERE shared = 0;
            """),
    ]

    static var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies every missing step and returns the schema version the database is now at.
    static func migrate(_ connection: Connection) throws -> Int {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at TEXT NOT NULL
            )
            """)
        let current = try appliedVersions(connection).max() ?? 0
        guard current <= latestVersion else {
            throw StorageError(
                kind: .other, code: ResultCode.misuse,
                message: "the database is at schema version \(current), newer than this build knows (\(latestVersion))")
        }
        for migration in migrations where migration.version > current {
            try connection.transaction {
                // Checked again under the write lock: another process may have applied it since we looked.
                guard try !appliedVersions(connection).contains(migration.version) else { return }
                if !migration.sql.isEmpty { try connection.execute(migration.sql) }
                try migration.rewrite?(connection)
                try connection.statement("""
                    INSERT INTO schema_migrations (version, name, applied_at)
                    VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
                    """).run([.integer(migration.version), .text(migration.name)])
            }
        }
        return try appliedVersions(connection).max() ?? 0
    }

    /// The versions recorded in `schema_migrations`, oldest first.
    static func appliedVersions(_ connection: Connection) throws -> [Int] {
        try connection.statement("SELECT version FROM schema_migrations ORDER BY version").rows { $0.integer(0) }
    }
}
