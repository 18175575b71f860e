import Synchronization

/// A thread-safe least-recently-used cache with a cost budget (views, bytes…).
///
/// Every operation but `removeAll(where:)` is O(1): entries sit in slots of one array, linked from the most
/// to the least recently used by slot index, and a dictionary finds a key's slot. A use moves the entry to
/// the front; an insert over the budget drops entries from the back. (A scan for the oldest entry on each
/// eviction would cost every new trace, once the trace cache is full — ~5,000 seed-demo traces in the default
/// 64 MB — a walk over all of them under the lock every other request waits on.)
final class LRUCache<Value: Sendable>: Sendable {
    private let state: Mutex<LRUList<Value>>
    private let budget: Int

    init(budget: Int) {
        self.budget = budget
        state = Mutex(LRUList())
    }

    func value(for key: String) -> Value? {
        state.withLock { list in
            guard let slot = list.slot(of: key) else { return nil }
            list.moveToFront(slot)
            return list.value(at: slot)
        }
    }

    /// Whether the entry is there, as a use of it (it moves to the front), without copying its value out: a
    /// value's references counted under the lock make every other thread on the same key wait longer.
    func contains(_ key: String) -> Bool {
        state.withLock { list in
            guard let slot = list.slot(of: key) else { return false }
            list.moveToFront(slot)
            return true
        }
    }

    /// Adds or replaces the entry, then drops the least recently used ones while over the budget. An entry
    /// costing more than the whole budget is not kept.
    func insert(_ value: Value, for key: String, cost: Int) {
        guard cost <= budget else { return }
        state.withLock { list in
            list.set(value, for: key, cost: cost)
            while list.totalCost > budget { list.removeLeastRecentlyUsed() }
        }
    }

    /// Changes an entry in place if it is still there; never brings back one removed meanwhile (a deleted
    /// hierarchy's trace must stay gone). Neither its cost nor its recency changes.
    func updateIfPresent(_ key: String, _ change: (inout Value) -> Void) {
        state.withLock { list in
            guard let slot = list.slot(of: key) else { return }
            change(&list[valueAt: slot])
        }
    }

    func remove(_ key: String) {
        state.withLock { list in
            if let slot = list.slot(of: key) { list.remove(at: slot) }
        }
    }

    /// O(n): for the rare sweep (a deleted hierarchy's traces).
    func removeAll(where predicate: (String, Value) -> Bool) {
        state.withLock { list in
            for slot in list.occupiedSlots where predicate(list.key(at: slot), list[valueAt: slot]) {
                list.remove(at: slot)
            }
        }
    }

    /// How many entries, and their total cost (for tests).
    var usage: (count: Int, cost: Int) {
        state.withLock { ($0.count, $0.totalCost) }
    }

    /// The keys from the most to the least recently used (for tests).
    var keysByRecency: [String] {
        state.withLock { $0.keysFromFront() }
    }
}

/// The doubly linked list behind `LRUCache`, by slot index in one array, with a free list of the slots that
/// removed entries left, so that nothing is allocated per entry once the array has grown.
struct LRUList<Value> {
    private struct Entry {
        var key: String
        var value: Value?  // nil while the slot is free
        var cost: Int
        var newer: Int  // towards the front; -1 at the front
        var older: Int  // towards the back; -1 at the back
    }

    private var entries: [Entry] = []
    private var slotByKey: [String: Int] = [:]
    private var front = -1  // most recently used
    private var back = -1   // least recently used
    private var freeSlots: [Int] = []
    private(set) var totalCost = 0

    var count: Int { slotByKey.count }

    func slot(of key: String) -> Int? { slotByKey[key] }

    func value(at slot: Int) -> Value { entries[slot].value! }

    func key(at slot: Int) -> String { entries[slot].key }

    subscript(valueAt slot: Int) -> Value {
        get { entries[slot].value! }
        set { entries[slot].value = newValue }
    }

    mutating func set(_ value: Value, for key: String, cost: Int) {
        if let slot = slotByKey[key] {
            totalCost += cost - entries[slot].cost
            entries[slot].value = value
            entries[slot].cost = cost
            moveToFront(slot)
            return
        }
        let entry = Entry(key: key, value: value, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            entries[slot] = entry
        } else {
            slot = entries.count
            entries.append(entry)
        }
        slotByKey[key] = slot
        totalCost += cost
        linkAtFront(slot)
    }

    mutating func moveToFront(_ slot: Int) {
        guard slot != front else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    mutating func removeLeastRecentlyUsed() {
        if back >= 0 { remove(at: back) }
    }

    mutating func remove(at slot: Int) {
        unlink(slot)
        slotByKey[entries[slot].key] = nil
        totalCost -= entries[slot].cost
        entries[slot] = Entry(key: "", value: nil, cost: 0, newer: -1, older: -1)  // releases the value now
        freeSlots.append(slot)
    }

    /// Every slot that holds an entry (a copy: removing entries while going through it is fine).
    var occupiedSlots: [Int] { Array(slotByKey.values) }

    func keysFromFront() -> [String] {
        var keys: [String] = []
        var slot = front
        while slot >= 0 {
            keys.append(entries[slot].key)
            slot = entries[slot].older
        }
        return keys
    }

    private mutating func linkAtFront(_ slot: Int) {
        entries[slot].newer = -1
        entries[slot].older = front
        if front >= 0 { entries[front].newer = slot }
        front = slot
        if back < 0 { back = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let newer = entries[slot].newer, older = entries[slot].older
        if newer >= 0 { entries[newer].older = older } else { front = older }
        if older >= 0 { entries[older].newer = newer } else { back = newer }
        entries[slot].newer = -1
        entries[slot].older = -1
    }
}
