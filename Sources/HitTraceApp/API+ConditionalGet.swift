import HTTPServer

/// Entity tags for what never changes once stored: a trace (content-addressed) and a hierarchy (stored once
/// under its id, never rewritten). A representation's tag names the thing and the form it is written in, so
/// the English trace, the Chinese one and the text log each have their own; a client that sends the tag back
/// in `If-None-Match` gets 304 Not Modified (RFC 9110 §13.1.2), with no body.
extension API {
    /// The strong tag of `id` in a form: nil for the default form (JSON, English), else its name.
    static func entityTag(_ id: String, form: String? = nil) -> String {
        form.map { "\"\(id)-\($0)\"" } ?? "\"\(id)\""
    }

    /// 304 when `If-None-Match` lists `tag` (or is `*`), with the headers a 200 would carry besides the body's.
    func notModified(_ request: HTTPRequest, tag: String, vary: String) -> HTTPResponse? {
        guard let header = request.header("if-none-match"), Self.ifNoneMatch(header, matches: tag) else { return nil }
        return HTTPResponse(status: .notModified, headers: [("ETag", tag), ("Vary", vary)])
    }

    /// Whether an `If-None-Match` field value names `tag`: `*`, or a comma-separated list of tags, compared
    /// weakly as the RFC says for this header (a `W/` prefix is ignored).
    static func ifNoneMatch(_ field: String, matches tag: String) -> Bool {
        for part in field.split(separator: ",") {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            var candidate = part.drop(while: isSpace)
            while let last = candidate.last, isSpace(last) { candidate.removeLast() }
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            if candidate == tag { return true }
        }
        return false
    }

    /// What a GET's answer varies by, for the `Vary` header: the form asked for by `Accept`, the sentences'
    /// language by `Accept-Language`.
    static let varyFormAndLanguage = "Accept, Accept-Language"
}
