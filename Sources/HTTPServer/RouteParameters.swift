/// The values a route pattern's `{name}` segments matched, percent-decoded.
public struct RouteParameters: Sendable, Equatable {
    private var values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public subscript(_ name: String) -> String? {
        values[name]
    }
}
