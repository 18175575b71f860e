/// A request method (RFC 9110 §9). The ones this server treats specially, or that routes use, are cases;
/// any other token is kept as sent. Methods are case-sensitive: "get" is not GET.
public enum HTTPMethod: Sendable, Hashable, CustomStringConvertible {
    case get, head, post, put, patch, delete, options
    /// Any other method, exactly as sent.
    case other(String)

    public init(_ token: String) {
        switch token {
        case "GET": self = .get
        case "HEAD": self = .head
        case "POST": self = .post
        case "PUT": self = .put
        case "PATCH": self = .patch
        case "DELETE": self = .delete
        case "OPTIONS": self = .options
        default: self = .other(token)
        }
    }

    /// The method as it is written on the wire.
    public var name: String {
        switch self {
        case .get: "GET"
        case .head: "HEAD"
        case .post: "POST"
        case .put: "PUT"
        case .patch: "PATCH"
        case .delete: "DELETE"
        case .options: "OPTIONS"
        case .other(let token): token
        }
    }

    public var description: String { name }
}
