/// The sets of candidate changes a fix search runs, without walking the sets it would refuse.
///
/// A set must hold a cure for every required blocker (one that only a change to its own view removes: a hidden
/// ancestor stays hidden whatever else changes), and no two changes of one property (`FixChange.slot`). Walking
/// every combination of up to four candidates and throwing those away took C(3n, 4) steps for n nested hidden,
/// transparent, non-interactive containers (12 s at n = 20). Here the sets are built one candidate at a time, in
/// the order the candidates were listed, and a branch is left as soon as the blockers it leaves uncured need more
/// changes than the set has room for: blockers whose cures share no candidate each need a change of their own, so
/// a packing of such blockers is a lower bound. Every step taken is counted (`considered`), on the request's
/// budget and against `FixSearch.maxConsidered`.
struct FixSets {
    /// Per candidate, its slot as a small number.
    let slots: [Int]
    /// Per required blocker, the candidates that cure it.
    let required: [[Int]]
    /// Steps taken: sets and partial sets looked at.
    private(set) var considered = 0
    /// The most steps to take (`FixSearch.maxConsidered`), and the request's budget, spent a unit a step.
    let maxConsidered: Int
    let budget: WorkBudget
    /// A step was refused: the bound or the budget stopped the walk before its end.
    private(set) var stoppedEarly = false

    init(candidates: [FixChange], required: [Set<Int>], maxConsidered: Int = FixSearch.maxConsidered, budget: WorkBudget) {
        self.maxConsidered = maxConsidered
        self.budget = budget
        var numbers: [String: Int] = [:]
        slots = candidates.map { c in
            if let n = numbers[c.slot] { return n }
            numbers[c.slot] = numbers.count
            return numbers.count - 1
        }
        self.required = required.map { $0.sorted() }
    }

    /// The fewest changes that could cure every required blocker: more than `FixSearch.maxChanges` proves that no
    /// set within the search's size cures them all.
    var fewestChanges: Int { Self.packing(required, from: 0, curedBy: []) }

    /// Calls `visit` with each set of `size` candidates (indexes, ascending) that cures every required blocker, in
    /// lexicographic order, while `visit` says go on and the steps stay within the bound and the budget. Returns
    /// false when the walk stopped before its end (`stoppedEarly` says whether a bound stopped it).
    mutating func forEach(size: Int, _ visit: ([Int]) -> Bool) -> Bool {
        var chosen: [Int] = []
        var usedSlots = Set<Int>()
        return extend(&chosen, &usedSlots, from: 0, size: size, visit)
    }

    private mutating func extend(_ chosen: inout [Int], _ usedSlots: inout Set<Int>, from start: Int, size: Int,
                                 _ visit: ([Int]) -> Bool) -> Bool {
        considered += 1
        guard considered <= maxConsidered, budget.spend(1, on: .fixSearch) else { stoppedEarly = true; return false }
        let uncured = required.filter { group in !group.contains { chosen.contains($0) } }
        if chosen.count == size { return uncured.isEmpty ? visit(chosen) : true }
        // Leave the branch when what is left to cure needs more changes than the set has room for.
        if Self.packing(uncured, from: start, curedBy: []) > size - chosen.count { return true }
        var i = start
        while i < slots.count {
            // Room for the rest of the set after i.
            if slots.count - i < size - chosen.count { break }
            if !usedSlots.contains(slots[i]) {
                chosen.append(i)
                usedSlots.insert(slots[i])
                let goOn = extend(&chosen, &usedSlots, from: i + 1, size: size, visit)
                usedSlots.remove(slots[i])
                chosen.removeLast()
                if !goOn { return false }
            }
            i += 1
        }
        return true
    }

    /// How many of `groups` can be picked with no candidate (at or after `start`) in common: each needs a change of
    /// its own. A group with no candidate left counts as needing more than any set holds.
    private static func packing(_ groups: [[Int]], from start: Int, curedBy taken: Set<Int>) -> Int {
        var taken = taken
        var count = 0
        // Fewest cures first, which packs more groups.
        for group in groups.map({ $0.filter { $0 >= start } }).sorted(by: { $0.count < $1.count }) {
            if group.isEmpty { return Int.max / 2 }
            if group.contains(where: taken.contains) { continue }
            taken.formUnion(group)
            count += 1
        }
        return count
    }
}
