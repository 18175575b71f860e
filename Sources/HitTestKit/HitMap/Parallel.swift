import Dispatch

/// Runs independent pieces of work on all cores and returns their results in order.
enum Parallel {
    /// Slots written by one iteration each. `@unchecked Sendable`, safe because `concurrentPerform` gives
    /// every iteration its own index, so no two threads touch the same slot, and it returns only after all
    /// iterations finished (that is the happens-before edge for the reads that follow).
    private struct Slots<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T?>
    }

    static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        if count <= 1 { return (0..<count).map(body) }
        let base = UnsafeMutablePointer<T?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
        defer { base.deinitialize(count: count); base.deallocate() }
        let slots = Slots(base: base)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.base[i] = body(i) }
        return (0..<count).map { base[$0]! }
    }

    /// Splits `0..<total` into about `pieces` contiguous ranges (never empty ones).
    static func ranges(_ total: Int, pieces: Int) -> [Range<Int>] {
        let n = max(1, min(total, pieces))
        return (0..<n).map { k in (total * k / n)..<(total * (k + 1) / n) }
    }

    /// Enough pieces to keep every core busy when rows cost unequal amounts (a row through a dense part of the
    /// screen costs more than one through empty space); `concurrentPerform` hands them to the cores. A fixed
    /// number, so results never depend on the machine (and the engine module asks the system nothing).
    static let pieces = 64
}
