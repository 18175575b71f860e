/// The OpenAPI 3 document served at /api/openapi.json.
enum OpenAPIDocument {
    static let bytes: [UInt8] = Array(text.utf8)

    static let text = #"{"openapi":"3.0.3","info":{"title":"HitTrace","version":"1"},"paths":{}}"#
}
