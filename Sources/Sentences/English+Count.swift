import HitTestKit

/// English counts in agreement with their noun: "1 target", "3 targets", "1 entry", "2 entries" — one place
/// for the rule, so no sentence says "1 views" or "every one of 1 targets".
extension English {
    /// `n` and the noun, singular for 1 (`plural` when the noun does not just take an "s").
    package static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        counted(n, singular, plural)
    }

    /// The noun alone, in agreement with `n`.
    package static func noun(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        n == 1 ? singular : plural ?? singular + "s"
    }

    /// "All 3 expectations hold." / "The one expectation holds.": everything of a count, with its verb.
    package static func all(_ n: Int, _ singular: String, _ verbSingular: String, _ verbPlural: String) -> String {
        n == 1 ? "The one \(singular) \(verbSingular)" : "All \(n) \(singular)s \(verbPlural)"
    }
}
