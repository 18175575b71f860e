import Synchronization

/// A thread-safe least-recently-used cache with a cost budget (views, bytes…).
///
/// Recency is a counter per entry; eviction scans for the oldest. Entries are few (the budget is in cost),
/// so an O(n) eviction is cheaper than keeping a linked list in sync under the lock.
final class LRUCache<Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var stamp: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var totalCost = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    func value(for key: String) -> Value? {
        state.withLock { s in
            // One hash of the key, not two: the stamp is updated in place through the index.
            guard let index = s.entries.index(forKey: key) else { return nil }
            s.clock += 1
            s.entries.values[index].stamp = s.clock
            return s.entries.values[index].value
        }
    }

    func insert(_ value: Value, for key: String, cost: Int) {
        guard cost <= budget else { return }
        state.withLock { s in
            s.clock += 1
            if let old = s.entries[key] { s.totalCost -= old.cost }
            s.entries[key] = Entry(value: value, cost: cost, stamp: s.clock)
            s.totalCost += cost
            while s.totalCost > budget, let oldest = s.entries.min(by: { $0.value.stamp < $1.value.stamp }) {
                s.totalCost -= oldest.value.cost
                s.entries[oldest.key] = nil
            }
        }
    }

    /// Changes an entry in place if it is still there; never brings back one removed meanwhile (a deleted
    /// hierarchy's trace must stay gone). The cost is unchanged.
    func updateIfPresent(_ key: String, _ change: (inout Value) -> Void) {
        state.withLock { s in
            guard let index = s.entries.index(forKey: key) else { return }
            change(&s.entries.values[index].value)
        }
    }

    func remove(_ key: String) {
        state.withLock { s in
            if let old = s.entries.removeValue(forKey: key) { s.totalCost -= old.cost }
        }
    }

    func removeAll(where predicate: (String, Value) -> Bool) {
        state.withLock { s in
            for (key, entry) in s.entries where predicate(key, entry.value) {
                s.totalCost -= s.entries[key]!.cost
                s.entries[key] = nil
            }
        }
    }
}
