import Synchronization

/// The app's clock (`AppConfiguration.clock`, seconds since 1970) moved by hand, so that a test of an age
/// limit moves time past it instead of waiting for it to pass.
final class ManualWallClock: Sendable {
    private let seconds: Atomic<Int>

    /// Starts at 2026-01-01T00:00:00Z.
    init(seconds: Int = 1_767_225_600) {
        self.seconds = Atomic(seconds)
    }

    var clock: @Sendable () -> Int { { self.seconds.load(ordering: .acquiring) } }

    func advance(seconds: Int) {
        self.seconds.add(seconds, ordering: .acquiringAndReleasing)
    }
}
