/// English counts in agreement with their noun: "1 target", "3 targets", "1 entry", "2 entries" — one place
/// for the rule, so no sentence says "1 views" or "every one of 1 targets".
public enum English {
    /// `n` and the noun, singular for 1 (`plural` when the noun does not just take an "s").
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    /// The noun alone, in agreement with `n`.
    public static func noun(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        n == 1 ? singular : plural ?? singular + "s"
    }

    /// "All 3 expectations hold." / "The one expectation holds.": everything of a count, with its verb.
    public static func all(_ n: Int, _ singular: String, _ verbSingular: String, _ verbPlural: String) -> String {
        n == 1 ? "The one \(singular) \(verbSingular)" : "All \(n) \(singular)s \(verbPlural)"
    }
}
