#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is stored about a hierarchy besides its bytes: what a record and a row of the list share.
public struct HierarchyMetadata: Sendable, Equatable {
    public var id: String
    public var name: String?
    public var viewCount: Int
    public var windowCount: Int
    /// ISO 8601 UTC, e.g. `2026-11-30T03:30:57Z`, chosen by the caller.
    public var createdAt: String
    /// `"json"` or `"text"`: the format the hierarchy was uploaded in.
    public var sourceFormat: String

    public init(id: String, name: String?, viewCount: Int, windowCount: Int, createdAt: String, sourceFormat: String) {
        self.id = id
        self.name = name
        self.viewCount = viewCount
        self.windowCount = windowCount
        self.createdAt = createdAt
        self.sourceFormat = sourceFormat
    }
}

/// A stored view hierarchy. The store keeps the bytes it is given and does not look inside them.
@dynamicMemberLookup
public struct HierarchyRecord: Sendable, Equatable {
    public var metadata: HierarchyMetadata
    /// The normalized hierarchy JSON.
    public var document: [UInt8]
    /// The original `recursiveDescription` text, when the hierarchy was imported from text.
    public var sourceText: [UInt8]?
    /// Kept until deleted (true), or an unshared one that retention evicts once no trace refers to it and it
    /// is old or many newer ones came (`Store+HierarchyRetention.swift`).
    public var shared: Bool

    public init(_ metadata: HierarchyMetadata, document: [UInt8], sourceText: [UInt8]? = nil, shared: Bool = true) {
        self.metadata = metadata
        self.document = document
        self.sourceText = sourceText
        self.shared = shared
    }

    public subscript<T>(dynamicMember field: WritableKeyPath<HierarchyMetadata, T>) -> T {
        get { metadata[keyPath: field] }
        set { metadata[keyPath: field] = newValue }
    }
}

/// One row of the hierarchy list: the record without its (large) bytes, plus how many traces it has.
@dynamicMemberLookup
public struct HierarchySummary: Sendable, Equatable {
    public var metadata: HierarchyMetadata
    public var traceCount: Int

    public init(_ metadata: HierarchyMetadata, traceCount: Int) {
        self.metadata = metadata
        self.traceCount = traceCount
    }

    public subscript<T>(dynamicMember field: WritableKeyPath<HierarchyMetadata, T>) -> T {
        get { metadata[keyPath: field] }
        set { metadata[keyPath: field] = newValue }
    }
}

/// A stored trace. Its id is content-addressed by the caller (hierarchy id, canonical touch bytes, engine
/// version), so the same touch on the same hierarchy always has the same id.
public struct TraceRecord: Sendable, Equatable {
    public var id: String
    public var hierarchyID: String
    public var createdAt: String
    /// The canonical touch JSON.
    public var touch: [UInt8]
    public var engineVersion: String
    /// The rendered trace JSON.
    public var body: [UInt8]

    public init(
        id: String, hierarchyID: String, createdAt: String, touch: [UInt8], engineVersion: String, body: [UInt8]
    ) {
        self.id = id
        self.hierarchyID = hierarchyID
        self.createdAt = createdAt
        self.touch = touch
        self.engineVersion = engineVersion
        self.body = body
    }
}

/// A page state kept under a short id (`/l/{id}`): the query string of the page's link, as given.
public struct LinkRecord: Sendable, Equatable {
    public var id: String
    public var query: String
    /// ISO 8601 UTC, chosen by the caller.
    public var createdAt: String
}

/// Where the store lives and how it behaves.
public struct StoreConfiguration: Sendable {
    /// A file path, or `":memory:"` for a private in-memory database (no reader pool: every other connection
    /// to `:memory:` would be a different, empty database).
    public var path: String
    /// Retention: only the newest `maxTracesPerHierarchy` traces of each hierarchy are kept; inserting one more
    /// evicts the oldest in the same transaction.
    public var maxTracesPerHierarchy: Int = 1000
    /// Retention of unshared hierarchies no trace refers to: only the newest `maxUnsharedHierarchies` unshared
    /// ones are kept, none older than `unsharedMaxAgeSeconds` (`Store+HierarchyRetention.swift`).
    public var maxUnsharedHierarchies: Int = 1000
    public var unsharedMaxAgeSeconds: Int = 7 * 86_400
    /// The time now, in seconds since 1970: what retention measures a hierarchy's age against, at each insert
    /// and when the store opens. The caller writes `created_at` from the same clock; a test moves one by hand
    /// instead of waiting for an age to pass.
    public var clock: @Sendable () -> Int = { Int(time(nil)) }
    /// Retention of short links: only the newest `maxLinks` are kept (`Store+Links.swift`).
    public var maxLinks: Int = 100_000
    /// Read-only connections for concurrent reads (WAL lets readers run beside the writer). 0 sends reads to
    /// the writer connection.
    public var readerCount: Int = 4
    /// The schema steps to apply: Storage's tables, and whatever steps the app registers over them.
    public var migrations: Migrations = .tables
    /// Disk space kept beside the database (`PATH.reserve`) so that a delete runs on a full disk (`SpaceReserve`);
    /// 0 for none. Not for private databases.
    public var spaceReserveBytes = 4 << 20

    /// How many inserts pass between deletions of expired traces (see `Store+Retention.swift`); `nil` picks
    /// N/8, between 1 and 128. Internal: tests shrink it to reach the deferred-delete paths with small N.
    var evictionBatchSize: Int?

    public init(path: String, maxTracesPerHierarchy: Int = 1000, readerCount: Int = 4,
                maxUnsharedHierarchies: Int = 1000, unsharedMaxAgeSeconds: Int = 7 * 86_400) {
        self.path = path
        self.maxTracesPerHierarchy = maxTracesPerHierarchy
        self.readerCount = readerCount
        self.maxUnsharedHierarchies = maxUnsharedHierarchies
        self.unsharedMaxAgeSeconds = unsharedMaxAgeSeconds
    }
}
