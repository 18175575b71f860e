/// The values a route pattern's `{name}` segments matched, percent-decoded.
public struct RouteParameters: Sendable, Equatable {
    /// In pattern order. A pattern has a parameter or two, so a linear search beats hashing (and a
    /// dictionary's allocation) on every request.
    private var pairs: [(name: String, value: String)]

    public init(_ values: [String: String] = [:]) {
        self.pairs = values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// The value of the pattern's `{name}` segment. A handler is only called once its route matched, so every
    /// parameter of its pattern has a value; asking for a name the pattern does not have is a programming error.
    public subscript(_ name: String) -> String {
        guard let value = pairs.first(where: { $0.name == name })?.value else {
            preconditionFailure("the route's pattern has no {\(name)} segment")
        }
        return value
    }

    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.pairs.count == rhs.pairs.count
            && lhs.pairs.allSatisfy { pair in rhs.pairs.contains { $0 == pair } }
    }
}
