/// One HTTP request, fully received (body included) before the handler sees it.
public struct HTTPRequest: Sendable {
    /// "GET", "POST", ... exactly as sent.
    public var method: String
    /// The percent-decoded path without the query, e.g. "/api/hierarchies/h_1".
    public var path: String
    /// The path as sent, before decoding, without the query. Routing splits this one into
    /// segments before decoding them, so an encoded "%2F" stays inside its segment.
    public var rawPath: String
    /// Decoded query parameters; for a repeated key the first value wins.
    public var query: [String: String]
    /// Header names lower-cased; a repeated header's values joined with ", ".
    public var headers: [String: String]
    public var body: [UInt8]

    public init(
        method: String,
        path: String,
        rawPath: String,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.rawPath = rawPath
        self.query = query
        // Normalised here too, so a request built in a test behaves like one from the wire.
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered.appendHeader(name: name, value: value) }
        self.headers = lowered
        self.body = body
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

extension [String: String] {
    /// Adds a header under its lower-cased name, joining a repeat with ", " (RFC 9110 §5.3).
    mutating func appendHeader(name: String, value: String) {
        let key = name.lowercased()
        if let existing = self[key] {
            self[key] = existing + ", " + value
        } else {
            self[key] = value
        }
    }
}
