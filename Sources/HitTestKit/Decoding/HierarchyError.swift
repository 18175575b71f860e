import HitTraceJSON
/// One problem found in an uploaded hierarchy, at a JSON path.
public struct ValidationIssue: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// Why a hierarchy was refused: every problem found in one pass (up to a cap), not only the first.
public struct HierarchyError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable, CaseIterable {
        /// Not JSON at all (HTTP 400).
        case malformedJSON = "malformed_json"
        /// JSON, but not a valid hierarchy (HTTP 422).
        case invalidHierarchy = "invalid_hierarchy"
        /// Valid, but larger or deeper than the configured limits (HTTP 422).
        case limitExceeded = "limit_exceeded"
        /// JSON, but not a valid touch (HTTP 422).
        case invalidTouch = "invalid_touch"
        /// JSON, but a request's own fields beside its hierarchy and touch are not valid: one it does not take,
        /// one missing, one of the wrong kind (HTTP 422).
        case invalidOptions = "invalid_options"
        /// Text, but not a `recursiveDescription` dump that can be read (HTTP 422); paths are `line N`.
        case invalidDump = "invalid_dump"
        /// JSON, but not a valid list of expectations for `hittrace check` (HTTP 422).
        case invalidExpectations = "invalid_expectations"
    }

    public var code: Code
    public var issues: [ValidationIssue]

    public init(code: Code, issues: [ValidationIssue]) {
        self.code = code
        self.issues = issues
    }

    public var description: String { issues.map(\.description).joined(separator: "\n") }

    package init(_ syntax: JSONSyntaxError) {
        switch syntax.code {
        case .malformed:
            self.init(code: .malformedJSON, issues: [ValidationIssue(
                path: syntax.path, message: "\(syntax.message) (line \(syntax.line), column \(syntax.column))")])
        case .tooDeep, .tooLarge:
            self.init(code: .limitExceeded, issues: [ValidationIssue(path: syntax.path, message: syntax.message)])
        }
    }
}

/// How large and deep a hierarchy may be.
public struct HierarchyLimits: Sendable {
    public var maxViews: Int
    /// Levels of views: a window alone is 1 level.
    public var maxDepth: Int
    /// Problems reported at most in one answer.
    public var maxIssues: Int

    public init(maxViews: Int = 1_000_000, maxDepth: Int = 1_000, maxIssues: Int = 100) {
        self.maxViews = maxViews
        self.maxDepth = maxDepth
        self.maxIssues = maxIssues
    }

    /// JSON nesting this many view levels can need: two per view (its object and its `subviews` array), plus
    /// room for the top level and for a recognizer's `requireToFail` array inside the deepest view.
    public var jsonNesting: Int { 2 * maxDepth + 8 }
}
