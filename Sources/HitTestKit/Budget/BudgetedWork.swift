/// The work a `WorkBudget` counts, named as data: what a refusal says ran out (`WorkBudget.Exceeded.work`).
public enum BudgetedWork: Sendable, Equatable {
    /// A hit map: its step in points and the views it covers.
    case hitMap(step: Double, views: Int)
    /// A check's hit map (past the budget a check answers coarser; its step in points).
    case checkHitMap(step: Double)
    /// A check's taps.
    case checkTaps
    /// The search for a fix (why-not).
    case fixSearch
    /// A touch's delivery (the simulation past the hit-test).
    case delivery
    /// The hit map of the MCP tool `where_to_tap`.
    case whereToTapHitMap
}
