import Foundation
import HTTPServer
import HitTestKit
import HitTraceJSON
import Storage

/// Short links: `POST /api/links` keeps a page state (the query string of the page's link) under a short
/// content-addressed id, `GET /l/{linkId}` sends the browser to the page with that state, `GET /api/links/{linkId}`
/// answers it as JSON. A lesson's QR code encodes `/l/{linkId}`: a few characters whatever the state holds (a
/// recorded gesture, a lesson, a step), so the code stays small enough to scan from the back of a room.
extension API {
    /// The longest query a link keeps: a page link is far shorter (a gesture longer than ~600 characters is
    /// stored as a trace and linked by its id).
    static let maxLinkQueryBytes = 2048

    /// POST /api/links `{"query": "preset=seed-demo&x=40&y=100&lang=zh"}`.
    func createLink(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        try request.requireJSON()
        let root = try parseJSON(request.body, maxNesting: 4).root
        guard root.kind == .object else { throw Self.invalidLink("$", "expected an object {\"query\": \"…\"}") }
        for (key, _) in root.members where key != "query" {
            throw Self.invalidLink("$" + JSONPath.member(key), "unknown field \"\(key)\"; expected \"query\"")
        }
        guard let value = root["query"] else { throw Self.invalidLink("$.query", "is required: the page link's query string") }
        guard let query = value.string else { throw Self.invalidLink("$.query", "expected a string") }
        if let problem = Self.queryProblem(query) { throw Self.invalidLink("$.query", problem) }

        let digest = SHA256.hash(Array(query.utf8))
        let candidates = LinkIDs.lengths.map { LinkIDs.id(digest, length: $0) }
        let hierarchyID = Self.queryValue(query, named: "h")
        guard let link = try storage({
            try store.insertLink(query: query, candidates: candidates, createdAt: now(), hierarchyID: hierarchyID)
        }) else {
            // 12 characters of SHA-256 taken by 7 other queries that share its first 6: not seen in practice.
            throw APIError(status: .internalServerError, code: .internalError, message: "no short id was free for this link")
        }
        return .json(.created, Self.linkJSON(link), headers: [("Location", "/api/links/\(link.id)")])
    }

    /// GET /api/links/{linkId}
    func getLink(id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let link = try storedLink(id)
        let tag = Self.entityTag(link.id)
        if let unchanged = notModified(request, tag: tag, vary: "Accept") { return unchanged }
        return .json(.ok, Self.linkJSON(link), headers: [("ETag", tag)])
    }

    /// GET /l/{linkId}: 302 to the page with the link's state.
    func followLink(id: String) throws(APIError) -> HTTPResponse {
        let link = try storedLink(id)
        var w = JSONWriter()
        w.beginObject()
        w.key("page"); w.string(Self.page(link))
        w.endObject()
        return .json(.found, w.bytes, headers: [("Location", Self.page(link))])
    }

    private func storedLink(_ id: String) throws(APIError) -> LinkRecord {
        // Ids are lower case; one read off a screen or typed may not be.
        let id = id.asciiLowercased()
        guard let link = try storage({ try store.link(id: id) }) else { throw APIError.notFound("link", id) }
        return link
    }

    static func linkJSON(_ link: LinkRecord) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("id"); w.string(link.id)
        w.key("url"); w.string("/l/\(link.id)")
        w.key("page"); w.string(page(link))
        w.key("query"); w.string(link.query)
        w.key("createdAt"); w.string(link.createdAt)
        w.endObject()
        return w.bytes
    }

    static func page(_ link: LinkRecord) -> String { "/?" + link.query }

    static func invalidLink(_ path: String, _ message: String) -> APIError {
        APIError(status: .unprocessableContent, code: .invalidLink, message: message, path: path,
                 issues: [ValidationIssue(path: path, message: message)])
    }

    // MARK: The query

    /// Why `query` is not a page link's query string, or nil: `name=value` pairs joined by `&`, names of
    /// letters, digits, `_`, `-` and `.`, values in the characters a URL's query may hold (percent escapes
    /// whole), no leading `?` and no fragment.
    static func queryProblem(_ query: String) -> String? {
        let bytes = Array(query.utf8)
        if bytes.isEmpty { return "is empty: give the page link's query string, such as \"preset=seed-demo&x=40&y=100\"" }
        if bytes.count > maxLinkQueryBytes { return "is \(bytes.count) bytes; a link keeps at most \(maxLinkQueryBytes)" }
        if bytes.first == UInt8(ascii: "?") { return "starts with \"?\": give what follows it" }
        let allowedPunctuation = Set("-._~!$'()*+,;=:@/?%&".utf8)
        for (offset, byte) in bytes.enumerated() {
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            guard isAlphanumeric || allowedPunctuation.contains(byte) else {
                let shown = byte == UInt8(ascii: "#") ? "\"#\" (a link's fragment is not part of its query)"
                    : (0x21...0x7E).contains(byte) ? "\"\(Character(UnicodeScalar(byte)))\"" : "byte 0x\(String(byte, radix: 16))"
                return "holds \(shown) at byte \(offset); percent-encode it as a URL's query does"
            }
            if byte == UInt8(ascii: "%") {
                let isHex = { (i: Int) in i < bytes.count && (bytes[i] < 0x80) && Character(UnicodeScalar(bytes[i])).isHexDigit }
                guard isHex(offset + 1), isHex(offset + 2) else { return "holds a \"%\" at byte \(offset) not followed by two hex digits" }
            }
        }
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let nameIsValid = !name.isEmpty && name.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }
            guard nameIsValid else { return "has a part \"\(pair.prefix(40))\" that is not name=value" }
        }
        return nil
    }

    /// The value of the first `name=` pair, percent-decoded, or nil.
    static func queryValue(_ query: String, named name: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == name { return String(parts[1]).removingPercentEncoding }
        }
        return nil
    }
}
