/// One HTTP request, fully received (body included) before the handler sees it.
public struct HTTPRequest: Sendable {
    public var method: HTTPMethod
    /// The percent-decoded path without the query, e.g. "/api/hierarchies/h_1".
    public var path: String
    /// The path as sent, before decoding, without the query. Routing splits this one into
    /// segments before decoding them, so an encoded "%2F" stays inside its segment.
    public var rawPath: String
    /// Decoded query parameters; for a repeated key the first value wins.
    public var query: [String: String]
    /// The header fields as sent, in order, names in their own case. Read them with `header(_:)`.
    /// Kept as a list, not a dictionary: a handler looks at two or three headers, so building a
    /// dictionary of lower-cased names for every request cost more than all the lookups.
    public var headerFields: [(name: String, value: String)]
    public var body: [UInt8]
    /// How long its work may run and whether its answer is still wanted (the server's; a request made by hand
    /// has no deadline and is never ended).
    public var lifetime: RequestLifetime

    public init(
        method: HTTPMethod,
        path: String,
        rawPath: String,
        query: [String: String] = [:],
        headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.init(method: method, path: path, rawPath: rawPath, query: query,
                  headerFields: headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }, body: body)
    }

    public init(
        method: HTTPMethod, path: String, rawPath: String, query: [String: String],
        headerFields: [(name: String, value: String)], body: [UInt8]
    ) {
        self.method = method
        self.path = path
        self.rawPath = rawPath
        self.query = query
        self.headerFields = headerFields
        self.body = body
        self.lifetime = RequestLifetime()
    }

    /// The value of a header, whatever the case of `name`; a repeated header's values joined with
    /// ", " in the order sent (RFC 9110 §5.3).
    public func header(_ name: String) -> String? {
        var value: String?
        for field in headerFields where field.name.equalsIgnoringASCIICase(name) {
            value = value.map { $0 + ", " + field.value } ?? field.value
        }
        return value
    }

    /// Every header: names lower-cased, repeats joined with ", ".
    public var headers: [String: String] {
        var headers: [String: String] = [:]
        for field in headerFields {
            let name = field.name.asciiLowercased()
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        return headers
    }
}
