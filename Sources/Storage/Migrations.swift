/// One versioned step of the schema: SQL for Storage's own tables, or a body registered by the code that owns
/// what the step rewrites (the app, for the documents it stores; Storage does not read them). Steps are only
/// ever added: a released step is never edited, because databases that already applied it will not run it again.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    let sql: String
    /// Work SQL alone cannot do, run after `sql` in the same transaction.
    let body: (@Sendable (MigrationDatabase) throws -> Void)?
}

/// The schema as registered steps and the code that applies the missing ones, as GRDB's `DatabaseMigrator`:
/// Storage registers its tables (`tables`), the app adds its steps (`register`), and `Store` applies, in version
/// order, every registered step the database has not recorded. Adding a table or a rewrite is one `register`.
///
/// Applied steps are recorded in `schema_migrations` (version, name, applied_at). Each step runs in its own
/// `BEGIN IMMEDIATE` transaction together with its record, so a crash mid-step leaves the database at the
/// previous version, and reopening applies nothing twice.
public struct Migrations: Sendable {
    public private(set) var steps: [Migration]

    /// Storage's own tables, and nothing that reads a document.
    public static let tables = Migrations(steps: [
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
            """, body: nil),
        // Hierarchies stored before retention had none: they stay kept (shared = 1), as they were.
        Migration(version: 3, name: "unshared hierarchies and their retention", sql: """
            ALTER TABLE hierarchies ADD COLUMN shared INTEGER NOT NULL DEFAULT 1;
            CREATE INDEX hierarchies_unshared ON hierarchies (seq) WHERE shared = 0;
            """, body: nil),
        // Short links (`/l/{id}`): a page state kept under a short content-addressed id (Store+Links.swift).
        Migration(version: 4, name: "short links", sql: """
            CREATE TABLE links (
                -- Insertion order: retention keeps the newest N by seq.
                seq INTEGER PRIMARY KEY AUTOINCREMENT,
                id TEXT NOT NULL UNIQUE,
                query TEXT NOT NULL,
                created_at TEXT NOT NULL
            );
            """, body: nil),
        // Trace bodies stored as LZ4 blocks when that is smaller (StoredTraceBody.swift): NULL, as every row
        // written before this step has, says the body is stored as it is, so old rows read as they did, unrewritten.
        Migration(version: 6, name: "trace bodies as LZ4 blocks", sql: """
            ALTER TABLE traces ADD COLUMN uncompressed_size INTEGER;
            """, body: nil),
    ])

    /// Adds a step (kept in version order). `sql` and `body` run in one transaction, `sql` first.
    public mutating func register(
        version: Int, name: String, sql: String = "", body: (@Sendable (MigrationDatabase) throws -> Void)? = nil
    ) {
        precondition(!steps.contains { $0.version == version }, "schema version \(version) registered twice")
        steps.append(Migration(version: version, name: name, sql: sql, body: body))
        steps.sort { $0.version < $1.version }
    }

    /// These steps up to schema version `version`: the schema a build that stopped there made (a migration's
    /// test starts from one).
    public func through(version: Int) -> Migrations {
        Migrations(steps: steps.filter { $0.version <= version })
    }

    var latestVersion: Int { steps.last?.version ?? 0 }

    /// Applies every missing step and returns the schema version the database is now at.
    func migrate(_ connection: Connection) throws -> Int {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at TEXT NOT NULL
            )
            """)
        let current = try Self.appliedVersions(connection).max() ?? 0
        guard current <= latestVersion else {
            throw StorageError(
                kind: .other, code: ResultCode.misuse,
                message: "the database is at schema version \(current), newer than this build knows (\(latestVersion))")
        }
        let applied = Set(try Self.appliedVersions(connection))
        for migration in steps where !applied.contains(migration.version) {
            try connection.transaction {
                // Checked again under the write lock: another process may have applied it since we looked.
                guard try !Self.appliedVersions(connection).contains(migration.version) else { return }
                if !migration.sql.isEmpty { try connection.execute(migration.sql) }
                try migration.body?(MigrationDatabase(connection: connection))
                try connection.statement("""
                    INSERT INTO schema_migrations (version, name, applied_at)
                    VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
                    """).run([.integer(migration.version), .text(migration.name)])
            }
        }
        return try Self.appliedVersions(connection).max() ?? 0
    }

    /// The versions recorded in `schema_migrations`, oldest first.
    static func appliedVersions(_ connection: Connection) throws -> [Int] {
        try connection.statement("SELECT version FROM schema_migrations ORDER BY version").rows { $0.integer(0) }
    }
}

/// What a registered step's body may do to the database, inside its step's transaction: the few rewrites the
/// app's steps need, each of Storage's own rows, so the body needs no SQL of its own.
public struct MigrationDatabase {
    let connection: Connection

    /// Rewrites every stored hierarchy document whose bytes contain `marker` (a cheap filter in SQL) with
    /// `rewrite`'s answer; nil leaves the document as it is.
    public func rewriteHierarchyDocuments(containing marker: String, _ rewrite: ([UInt8]) throws -> [UInt8]?) throws {
        let rows = try connection.statement(
            "SELECT seq, document FROM hierarchies WHERE instr(CAST(document AS TEXT), ?1) > 0"
        ).rows([.text(marker)]) { ($0.integer(0), $0.blob(1)) }
        let update = try connection.statement("UPDATE hierarchies SET document = ?1 WHERE seq = ?2")
        for (seq, document) in rows {
            guard let rewritten = try rewrite(document) else { continue }
            _ = try update.run([.blob(rewritten), .integer(seq)])
        }
    }
}
