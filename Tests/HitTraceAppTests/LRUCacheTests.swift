import Testing
import TestSupport
@testable import HitTraceApp

/// The caches in front of the store (decoded hierarchies, rendered traces): least recently used first out,
/// within a budget of cost.
@Suite struct LRUCacheTests {
    @Test func theLeastRecentlyUsedGoesFirstAndAReadCountsAsAUse() {
        let cache = LRUCache<Int>(budget: 3)
        cache.insert(1, for: "a", cost: 1)
        cache.insert(2, for: "b", cost: 1)
        cache.insert(3, for: "c", cost: 1)
        #expect(cache.value(for: "a") == 1)  // "b" is now the least recently used
        cache.insert(4, for: "d", cost: 1)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.keysByRecency == ["d", "a", "c"])
        #expect(cache.usage == (3, 3))
    }

    @Test func costsCountAgainstTheBudgetAndATooCostlyEntryIsNotKept() {
        let cache = LRUCache<String>(budget: 10)
        cache.insert("x", for: "a", cost: 4)
        cache.insert("y", for: "b", cost: 4)
        cache.insert("z", for: "c", cost: 4)  // 12 > 10: "a" goes
        #expect(cache.keysByRecency == ["c", "b"])
        cache.insert("big", for: "d", cost: 11)
        #expect(cache.value(for: "d") == nil)
        #expect(cache.keysByRecency == ["c", "b"])
        cache.insert("all", for: "e", cost: 10)  // fits alone: everything else goes
        #expect(cache.keysByRecency == ["e"])
        #expect(cache.usage == (1, 10))
    }

    @Test func replacingAKeyChangesItsCostAndMakesItTheNewest() {
        let cache = LRUCache<Int>(budget: 10)
        cache.insert(1, for: "a", cost: 2)
        cache.insert(2, for: "b", cost: 2)
        cache.insert(10, for: "a", cost: 5)
        #expect(cache.keysByRecency == ["a", "b"])
        #expect(cache.value(for: "a") == 10)
        #expect(cache.usage == (2, 7))
    }

    @Test func updateIfPresentNeitherBringsBackNorRefreshes() {
        let cache = LRUCache<Int>(budget: 2)
        cache.insert(1, for: "a", cost: 1)
        cache.insert(2, for: "b", cost: 1)
        cache.updateIfPresent("a") { $0 += 100 }
        cache.insert(3, for: "c", cost: 1)  // "a" was still the least recently used
        #expect(cache.value(for: "a") == nil)
        cache.remove("b")
        cache.updateIfPresent("b") { $0 = 99 }
        #expect(cache.value(for: "b") == nil)
        #expect(cache.keysByRecency == ["c"])
    }

    @Test func removeAllWhereSweepsAndFreedRoomIsReused() {
        let cache = LRUCache<Int>(budget: 100)
        for i in 0..<10 { cache.insert(i, for: "k\(i)", cost: 1) }
        cache.removeAll { _, value in value % 2 == 0 }
        #expect(cache.keysByRecency == ["k9", "k7", "k5", "k3", "k1"])
        for i in 10..<15 { cache.insert(i, for: "k\(i)", cost: 1) }
        #expect(cache.usage == (10, 10))
        #expect(cache.keysByRecency.first == "k14")
        #expect(cache.keysByRecency.last == "k1")
    }

    /// Random operations against a plain array kept in recency order: the cache must agree on every read,
    /// on its order and on its totals after every step.
    @Test func agreesWithAStraightforwardModel() {
        var rng = SplitMix64(seed: 42)
        let cache = LRUCache<Int>(budget: 50)
        var model: [(key: String, value: Int, cost: Int)] = []  // front = most recently used
        for step in 0..<20_000 {
            let key = "k\(rng.next() % 40)"
            switch rng.next() % 5 {
            case 0, 1:
                let cost = Int(rng.next() % 12) + 1
                cache.insert(step, for: key, cost: cost)
                model.removeAll { $0.key == key }
                model.insert((key, step, cost), at: 0)
                while model.reduce(0, { $0 + $1.cost }) > 50 { model.removeLast() }
            case 2:
                let got = cache.value(for: key)
                if let i = model.firstIndex(where: { $0.key == key }) {
                    #expect(got == model[i].value)
                    model.insert(model.remove(at: i), at: 0)
                } else {
                    #expect(got == nil)
                }
            case 3:
                cache.remove(key)
                model.removeAll { $0.key == key }
            default:
                cache.updateIfPresent(key) { $0 = -step }
                if let i = model.firstIndex(where: { $0.key == key }) { model[i].value = -step }
            }
            if cache.keysByRecency != model.map(\.key) {
                Issue.record("step \(step): order \(cache.keysByRecency) != \(model.map(\.key))")
                return
            }
            let usage = cache.usage
            if usage.count != model.count || usage.cost != model.reduce(0, { $0 + $1.cost }) {
                Issue.record("step \(step): usage \(usage) != (\(model.count), \(model.reduce(0, { $0 + $1.cost })))")
                return
            }
        }
    }
}
