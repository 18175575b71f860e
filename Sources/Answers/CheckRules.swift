import HitTestKit

/// What `hittrace check`'s reports say besides the results: the title of a run that could not check, and what
/// each SARIF rule is (its descriptions and help, the rule book's CI section in short). English, as the reports
/// are.
public enum CheckRules {
    /// What a run that could not check reports (JUnit's error, SARIF's notification, Markdown's heading).
    public static let badInputTitle = "the check could not run"

    /// A SARIF rule: its descriptions, its help (text and Markdown), and the rule book's rule it stands for.
    public struct Rule: Sendable {
        public var id: String
        public var short: String
        public var full: String
        public var help: String
        /// The rule book's number (`CI.1`), whose anchor `#rule-CI.1` the help links to.
        public var ruleBook: String
        /// The guideline an audit's numbers come from, when there is one.
        public var source: String?
    }

    public static func rule(_ id: String) -> Rule {
        switch id {
        case "hittrace/tap":
            return Rule(id: id, short: "A tap at a point must go to the expected view",
                        full: "The touch at the expectation's point, hit-tested as UIKit does, goes to the named view: it is the hit-test view, or the hit-test view lies inside it with no other interactive view between.",
                        help: "The result's message says which view got the touch instead and why the expected one did not (hidden, disabled, outside its superview's bounds, covered by a view in front). Fix the blocker it names, or move the expectation's point into the view's visible area.",
                        ruleBook: "CI.1")
        case "hittrace/reachable":
            return Rule(id: id, short: "The view must get the touch somewhere in its visible area",
                        full: "Somewhere in the view's visible area a touch goes to it: the hit map, a touch at every grid point, has at least one point whose touch reaches the view or a view inside it with no other interactive view between.",
                        help: "The result's message names what takes the touches over the view's area (views in front, an ancestor that clips it or refuses touches). Fix that, or expect a different view.",
                        ruleBook: "CI.2")
        case NoTargets.rule:
            return Rule(id: id, short: "An audit must find targets to measure",
                        full: "An audit measures the interactive views that receive touches; when there is none it fails rather than passing over nothing.",
                        help: "The message says why none was found: no view is a UIControl or has a gesture recognizer (an accessibility tree that names no controls), or none of them receives a touch. Check that the hierarchy is the screen meant, and that its source says which views are controls.",
                        ruleBook: "CI.5")
        default:
            let profile = AuditProfile.named(String(id.prefix { $0 != "/" }))
            if id.hasSuffix("/spacing") {
                return Rule(id: id, short: profile?.title ?? id,
                            full: "Targets' receiving areas must be at least the profile's spacing apart. \(profile?.title ?? "")",
                            help: "Move the two targets apart, or merge them into one target.", ruleBook: "CI.4", source: profile?.source)
            }
            return Rule(id: id, short: profile?.title ?? id,
                        full: "Each target's effective receiving area (what a touch reaches, after views in front, ancestors' bounds and pointInside overrides) must reach the profile's size. \(profile?.title ?? "")",
                        help: "Make the target larger, or grow its hit area with a point(inside:with:) override (rule 7.1); uncover the part a view in front takes.",
                        ruleBook: "CI.3", source: profile?.source)
        }
    }
}
