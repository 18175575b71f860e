#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock the request timeout runs on, in nanoseconds from any fixed start: CLOCK_MONOTONIC in a server,
/// a clock moved by hand in a test, so that a test of a two-second timeout takes no two seconds.
public struct RequestClock: Sendable {
    public let nanoseconds: @Sendable () -> UInt64

    public init(nanoseconds: @escaping @Sendable () -> UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// CLOCK_MONOTONIC, read directly: cheaper than building a `ContinuousClock.Instant` twice per request.
    public static let monotonic = RequestClock {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
