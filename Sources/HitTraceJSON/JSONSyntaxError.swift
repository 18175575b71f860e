/// Why a text is not JSON (or is JSON nested deeper than allowed), with where.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case malformed
        case tooDeep
        case tooLarge
    }

    public var code: Code
    public var message: String
    /// Byte offset, 1-based line and column of the problem in the input.
    public var offset: Int
    public var line: Int
    public var column: Int
    /// The JSON path of the value being read when the problem was found, e.g. `$.root.subviews[2]`.
    public var path: String

    public var description: String { "\(message) at line \(line), column \(column) (\(path))" }
}
