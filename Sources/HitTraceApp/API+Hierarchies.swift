import Answers
import Foundation
import HTTPServer
import HitTestKit
import HitTraceFormats
import Storage
import HitTraceJSON

extension API {
    /// POST /api/hierarchies: the hierarchy as JSON, or any format HitTrace imports (API+Import.swift).
    /// `?shared=true` keeps it until deleted; without it, hierarchy retention evicts it once no trace refers to
    /// it and it is old or many newer unshared ones came (Store+HierarchyRetention.swift).
    func createHierarchy(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        if let imported = try importIfNotHierarchyJSON(request) { return imported }
        try request.requireJSON()
        return try keepHierarchyJSON(request.body, shared: try shared(request))
    }

    /// `?shared=`: true or false (the default).
    func shared(_ request: HTTPRequest) throws(APIError) -> Bool {
        switch request.query["shared"] {
        case nil, "false", "0": return false
        case "true", "1": return true
        default: throw APIError.badRequest("shared must be true or false", path: "query.shared")
        }
    }

    /// Decodes the hierarchy format and stores it.
    func keepHierarchyJSON(_ body: [UInt8], shared: Bool) throws(APIError) -> HTTPResponse {
        guard !body.isEmpty else { throw APIError.badRequest("the request body is empty; send a hierarchy as JSON") }
        let h: Hierarchy
        do { h = try HierarchyDecoder.decode(json: body, limits: configuration.limits) } catch { throw APIError(error) }
        return created(try keepHierarchy(h, sourceFormat: "json", sourceText: nil, shared: shared))
    }

    /// Stores a decoded hierarchy in its normalized form (with the text it came from, if any); the unshared
    /// hierarchies its insert evicted leave the cache.
    func keepHierarchy(_ h: Hierarchy, sourceFormat: String, sourceText: [UInt8]?, shared: Bool) throws(APIError) -> HierarchyMetadata {
        let id = Store.newID(prefix: "h_")
        let metadata = HierarchyMetadata(id: id, name: h.name, viewCount: h.viewCount, windowCount: h.windowCount,
                                         createdAt: now(), sourceFormat: sourceFormat)
        let record = HierarchyRecord(metadata, document: NormalizedJSON.render(h, id: id), sourceText: sourceText, shared: shared)
        let evicted = try storage { try store.insertHierarchy(record) }
        for gone in evicted {
            hierarchies.remove(gone)
            sharedAnswers.forget(hierarchy: gone)
        }
        hierarchies.insert(h, for: id, cost: max(1, h.viewCount))
        return metadata
    }

    /// 201 with a new hierarchy's summary.
    func created(_ metadata: HierarchyMetadata) -> HTTPResponse {
        var w = JSONWriter()
        summary(HierarchySummary(metadata, traceCount: 0), &w)
        return .json(.created, w.bytes, headers: [("Location", StoredLinks.hierarchy(metadata.id))])
    }

    /// The page sizes `limit` may ask for, and the size without it.
    static let pageSizes = 1...200
    static let defaultPageSize = 20

    /// GET /api/hierarchies?limit=&cursor=
    func listHierarchies(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        var limit = Self.defaultPageSize
        if let text = request.query["limit"] {
            guard let n = Int(text), Self.pageSizes.contains(n) else {
                throw APIError.badRequest("limit must be a whole number from \(Self.pageSizes.lowerBound) to \(Self.pageSizes.upperBound)",
                                          path: "query.limit")
            }
            limit = n
        }
        var cursor: ListCursor?
        if let text = request.query["cursor"], !text.isEmpty {
            // A cursor this server never gave out is the client's mistake, refused before the page is read.
            guard let parsed = Self.listCursor(opaque: text), try storage({ try store.accepts(parsed) }) else {
                throw APIError.badRequest("cursor is not one this server gave out; pass the nextCursor of the previous page",
                                          path: "query.cursor")
            }
            cursor = parsed
        }
        let page = try storage { try store.listHierarchies(limit: limit, after: cursor) }
        let next = page.nextCursor.map(Self.opaque)
        var w = JSONWriter(capacity: 256 + page.items.count * 200)
        w.beginObject()
        w.key("items")
        w.beginArray()
        for item in page.items { summary(item, &w) }
        w.endArray()
        w.key("nextCursor"); w.optionalString(next)
        w.endObject()
        // The next page's address as RFC 8288 says it, for clients that follow links rather than read bodies.
        let link = next.map { ("Link", "</api/hierarchies?limit=\(limit)&cursor=\($0)>; rel=\"next\"") }
        return .json(.ok, w.bytes, headers: link.map { [$0] } ?? [])
    }

    /// A list cursor as clients see it: base64url of the store's cursor, so that nobody builds one by hand.
    static func opaque(_ cursor: ListCursor) -> String {
        Data(cursor.text.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The store's cursor in an opaque one; nil when it is not base64url of one.
    static func listCursor(opaque text: String) -> ListCursor? {
        guard text.count <= 200, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64), let plain = String(data: data, encoding: .utf8) else { return nil }
        return ListCursor(parsing: plain)
    }

    /// GET /api/hierarchies/{id}: the normalized form, as stored; `?format=text` (or `Accept: text/plain`) for
    /// the hierarchy written as a recursiveDescription dump, which imports back to the same hierarchy.
    /// A hierarchy is never rewritten once stored, so each form has an entity tag and `If-None-Match` with it is
    /// answered 304 while the hierarchy is stored.
    func getHierarchy(id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let headers = [("Vary", "Accept"), ("ETag", Self.entityTag(id, form: wantsText(request) ? "text" : nil))]
        if wantsText(request) {
            let h = try hierarchy(id: id)
            if let unchanged = notModified(request, tag: headers[1].1, vary: "Accept") { return unchanged }
            var dump = text(DumpExporter.render(h))
            dump.headers += headers
            return dump
        }
        let json = [("Content-Type", HTTPResponse.jsonContentType)] + headers
        // A large hierarchy being sent to another client right now: the same buffer.
        if let shared = sharedAnswers.buffer(for: id) {
            return notModified(request, tag: headers[1].1, vary: "Accept") ?? HTTPResponse(status: .ok, headers: json, buffer: shared)
        }
        guard let record = try storage({ try store.hierarchy(id: id) }) else { throw APIError.notFound("hierarchy", id) }
        if let unchanged = notModified(request, tag: headers[1].1, vary: "Accept") { return unchanged }
        guard let shared = sharedAnswers.share(record.document, for: id, hierarchy: id) else { return .json(.ok, record.document, headers: headers) }
        return HTTPResponse(status: .ok, headers: json, buffer: shared)
    }

    /// DELETE /api/hierarchies/{id}: the hierarchy and all its traces.
    func deleteHierarchy(id: String) throws(APIError) -> HTTPResponse {
        let existed = try storage { try store.deleteHierarchy(id: id) }
        hierarchies.remove(id)
        traces.removeAll { _, cached in cached.hierarchyID == id }
        simulations.removeAll { _, kept in kept.hierarchyID == id }
        sharedAnswers.forget(hierarchy: id)
        guard existed else { throw APIError.notFound("hierarchy", id) }
        return HTTPResponse(status: .noContent)
    }

    func summary(_ s: HierarchySummary, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.string(s.id)
        w.key("name"); w.optionalString(s.name)
        w.key("viewCount"); w.int(s.viewCount)
        w.key("windowCount"); w.int(s.windowCount)
        w.key("traceCount"); w.int(s.traceCount)
        w.key("createdAt"); w.string(s.createdAt)
        w.key("sourceFormat"); w.string(s.sourceFormat)
        w.key("links")
        w.beginObject()
        w.key("self"); w.string(StoredLinks.hierarchy(s.id))
        w.key("touches"); w.string(StoredLinks.hierarchy(s.id) + "/touches")
        w.key("page"); w.string(StoredLinks.page(hierarchy: s.id))
        w.endObject()
        w.endObject()
    }

    /// The time now on the app's clock, as stored in `createdAt`.
    func now() -> String { Self.timestamp(at: time_t(configuration.clock())) }

    /// The time at `seconds` since 1970 in ISO 8601 UTC to the second, e.g. 2026-11-30T03:47:51Z: `strftime`
    /// on `gmtime_r`, not an `ISO8601DateFormatter`, which costs tens of microseconds to make.
    static func timestamp(at seconds: time_t) -> String {
        var t = seconds
        var parts = tm()
        gmtime_r(&t, &parts)
        // 32 bytes hold any year a time_t reaches (strftime answers 0 if the text would not fit).
        return String(unsafeUninitializedCapacity: 32) { out in
            out.withMemoryRebound(to: CChar.self) { strftime($0.baseAddress, $0.count, "%Y-%m-%dT%H:%M:%SZ", &parts) }
        }
    }
}
