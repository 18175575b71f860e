import Foundation
import HitTestKit

/// What the API layer needs to know: limits on input, where things are kept, how much is cached.
public struct AppConfiguration: Sendable {
    public var databasePath: String
    public var publicDirectory: String
    /// The rule book the traces cite, served at /rules and /api/rules.
    public var ruleBookPath: String
    public var limits: HierarchyLimits
    /// Traces kept per hierarchy; older ones are evicted when a new one is stored.
    public var maxTracesPerHierarchy: Int
    /// Unshared hierarchies no trace refers to: the newest kept, none older than the age (in seconds).
    public var maxUnsharedHierarchies = 1_000
    public var unsharedMaxAgeSeconds = 7 * 86_400
    /// The time now, in seconds since 1970: the `createdAt` of what is stored, and what the retention of
    /// hierarchies measures ages against. A test moves a clock by hand instead of waiting.
    public var clock: @Sendable () -> Int = { Int(time(nil)) }
    /// Short links (`/l/{linkId}`) kept: the newest.
    public var maxLinks = 100_000
    /// Decoded hierarchies kept in memory (by total view count), so a touch does not re-read the database.
    public var hierarchyCacheViews: Int
    /// Rendered trace bodies kept in memory, in bytes.
    public var traceCacheBytes: Int
    /// The units of work one request may do (`WorkBudget`: about one view visited or one comparison made), on top
    /// of its deadline: enough for the largest hit map a request may ask for (`HitMapGrid.maxWork`) and as much
    /// again for the rest of a check.
    public var maxRequestWork = 2 * Int(HitMapGrid.maxWork)

    public init(databasePath: String, publicDirectory: String = "public", ruleBookPath: String = "docs/UIKIT-RULES.md", limits: HierarchyLimits = HierarchyLimits(),
                maxTracesPerHierarchy: Int = 1_000, hierarchyCacheViews: Int = 2_000_000, traceCacheBytes: Int = 64 << 20) {
        self.databasePath = databasePath
        self.publicDirectory = publicDirectory
        self.ruleBookPath = ruleBookPath
        self.limits = limits
        self.maxTracesPerHierarchy = maxTracesPerHierarchy
        self.hierarchyCacheViews = hierarchyCacheViews
        self.traceCacheBytes = traceCacheBytes
    }
}
