import HTTPServer
import HitTestKit
import HitTraceFormats
import Storage

extension API {
    /// Media types that mean "text to import" (the page's paste box sends text/plain); the format is recognised
    /// from the content (`HierarchyFormat.detect`) unless `?format=` names it.
    static let dumpMediaTypes: Set<String> = ["text/plain", "text/x-recursive-description", "application/xml", "text/xml"]

    /// POST /api/hierarchies, for everything that is not the hierarchy format itself: `?format=` names the
    /// format (and wins over the content); a text or XML body is recognised from its content; a JSON body is
    /// imported when it is Sentry's view-hierarchy.json, an Appium `{"value": "…"}` response, idb's describe
    /// JSON (`AXFrame`, `AXUniqueId`) or LookInside's (`displayItems`). Nil: the
    /// body is hierarchy JSON, for `createHierarchy` to decode.
    func importIfNotHierarchyJSON(_ request: HTTPRequest) throws(APIError) -> HTTPResponse? {
        if let name = request.query["format"], !name.isEmpty {
            guard let format = HierarchyFormat(name: name) else {
                throw APIError.badRequest("format must be one of \(HierarchyFormat.allCases.map(\.rawValue).joined(separator: ", "))",
                                          path: "query.format")
            }
            return format == .json ? nil : try importDump(request, format: format)
        }
        if let type = request.mediaType, Self.dumpMediaTypes.contains(type) {
            // The hierarchy format sent as text (a paste, or curl's -d with the type forgotten) is read as what
            // it is.
            let detected = HierarchyFormat.detect(request.body)
            let blank = !request.body.contains { $0 > 0x20 }
            if detected == .json && !blank { return try keepHierarchyJSON(request.body, shared: try shared(request)) }
            return try importDump(request, format: detected == .json ? .recursiveDescription : detected)
        }
        // A JSON body that is not the hierarchy format: only then is it parsed twice.
        let body = request.body
        if body.count > 2, Self.mentions(body, "rendering_system") || Self.mentions(body, "\"value\"")
            || Self.mentions(body, "\"AXFrame\"") || Self.mentions(body, "\"AXUniqueId\"") || Self.mentions(body, "\"displayItems\"") {
            let format = HierarchyFormat.detect(body)
            if format != .json {
                try request.requireJSON()
                return try importDump(request, format: format)
            }
        }
        return nil
    }

    /// Imports what Xcode, lldb, XCTest, Appium or Sentry give (in `format`, or recognised from the content),
    /// keeping the text as sent. A line that cannot be read is a 422 `invalid_dump` at `line N`.
    func importDump(_ request: HTTPRequest, format: HierarchyFormat?) throws(APIError) -> HTTPResponse {
        guard !request.body.isEmpty else {
            throw APIError.badRequest("the request body is empty; paste what recursiveDescription, XCTest's debugDescription, Appium's page source, Sentry's view-hierarchy.json, idb's describe-all, EarlGrey's hierarchy, Detox's view-hierarchy XML or LookInside's hierarchy holds")
        }
        return created(try importAndKeep(request.body, format: format, shared: try shared(request)).metadata)
    }

    /// Imports text in `format` (recognised from the content when nil), keeping the text as sent unless it is the
    /// hierarchy format itself: what `POST /api/hierarchies` and MCP's `load_hierarchy` share. `name` replaces
    /// the name the source gives.
    func importAndKeep(_ bytes: [UInt8], format: HierarchyFormat?, name: String? = nil, shared: Bool = false) throws(APIError)
        -> (metadata: HierarchyMetadata, hierarchy: Hierarchy, format: HierarchyFormat) {
        var imported: ImportedDump
        do { imported = try HierarchyImporter.importHierarchy(bytes, format: format, limits: configuration.limits) } catch { throw APIError(error) }
        if let name { imported.hierarchy.name = name }
        // `text` stays the name of a recursiveDescription dump's source format.
        let source = imported.format == .recursiveDescription ? "text" : imported.format.rawValue
        let metadata = try keepHierarchy(imported.hierarchy, sourceFormat: source, sourceText: imported.format == .json ? nil : bytes,
                                         shared: shared)
        return (metadata, imported.hierarchy, imported.format)
    }

    static func mentions(_ body: [UInt8], _ needle: String) -> Bool {
        firstIndex(of: Array(needle.utf8), in: body) != nil
    }
}
