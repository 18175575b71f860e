import HTTPServer

/// The headers `POST /mcp` looks at, read in one pass over the request's fields: `Content-Type` and `Accept`
/// (the transport's checks) and the three MCP headers. Five `header(_:)` lookups cost five passes, each
/// comparing every field's name; here a field is compared with the one name of its length, if any.
/// A repeated header's values are joined with ", ", as `HTTPRequest.header(_:)` joins them.
struct MCPRequestHeaders {
    var contentType: String?
    var accept: String?
    var protocolVersion: String?
    var method: String?
    var name: String?

    init(_ request: HTTPRequest) {
        for field in request.headerFields {
            switch field.name.utf8.count {
            case 6 where field.name.equalsIgnoringASCIICase("accept"): Self.add(field.value, to: &accept)
            case 8 where field.name.equalsIgnoringASCIICase("mcp-name"): Self.add(field.value, to: &name)
            case 10 where field.name.equalsIgnoringASCIICase("mcp-method"): Self.add(field.value, to: &method)
            case 12 where field.name.equalsIgnoringASCIICase("content-type"): Self.add(field.value, to: &contentType)
            case 20 where field.name.equalsIgnoringASCIICase("mcp-protocol-version"): Self.add(field.value, to: &protocolVersion)
            default: continue
            }
        }
    }

    private static func add(_ value: String, to header: inout String?) {
        header = header.map { $0 + ", " + value } ?? value
    }
}
