import HTTPServer
import HitTestKit

extension API {
    /// Media types that mean "a recursiveDescription dump" (the page's paste box sends text/plain).
    static let dumpMediaTypes: Set<String> = ["text/plain", "text/x-recursive-description"]

    /// POST /api/hierarchies with a text body: imports what Xcode and lldb print, keeps the text as sent.
    /// A line that cannot be read is a 422 `invalid_dump` at `line N`.
    func importDump(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        guard !request.body.isEmpty else {
            throw APIError.badRequest("the request body is empty; paste what recursiveDescription prints")
        }
        let imported: ImportedDump
        do { imported = try DumpImporter.importDump(request.body, limits: configuration.limits) } catch { throw APIError(error) }
        return try keep(imported.hierarchy, sourceFormat: "text", sourceText: request.body)
    }
}
