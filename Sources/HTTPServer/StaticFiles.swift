/// Serves the files under one directory (the web client), for GET and HEAD.
///
/// Nothing outside the root is ever served: the path is checked segment by segment after
/// percent-decoding ("..", "%2e%2e", "%2F", backslashes, NUL and dot-files are refused), and the
/// file's canonical path (symlinks resolved) must still lie under the root's.
public struct StaticFiles: Sendable {
    public let root: String

    /// The policy for HTML pages: scripts and styles from our own origin only (no inline
    /// script), no plugins, no framing.
    public static let contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; "
        + "img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

    /// `root` may be relative ("public"): it is resolved against the working directory on each
    /// request, so the directory may also appear after the server starts.
    public init(root: String) {
        self.root = root
    }

    /// The file for `request`, a 304 if the client's copy is current, or nil if there is no
    /// such file (or the method is not GET/HEAD) so the caller can answer 404.
    /// "/" and directories are served by their index.html.
    public func response(for request: HTTPRequest) -> HTTPResponse? {
        guard request.method == .get || request.method == .head,
              let relative = Self.safeRelativePath(request),
              let rootPath = FileSystem.canonicalPath(root),
              var filePath = Self.contained(rootPath + "/" + relative, in: rootPath)
        else { return nil }
        if FileSystem.isDirectory(filePath) {
            guard let index = Self.contained(filePath + "/index.html", in: rootPath) else { return nil }
            filePath = index
        }
        guard let file = FileSystem.readRegularFile(filePath) else { return nil }

        let etag = Self.etag(for: file)
        let contentType = ContentTypes.forFile(named: filePath)
        let isHTML = ContentTypes.isHTML(contentType)
        // HTML is revalidated on every load so a new deploy shows at once; assets may be reused
        // for a while, and their ETag makes the revalidation cheap.
        var headers: [(name: String, value: String)] = [
            ("ETag", etag), ("Cache-Control", isHTML ? "no-cache" : "public, max-age=300"),
        ]
        if let ifNoneMatch = request.header("If-None-Match"), Self.matches(ifNoneMatch, etag: etag) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        headers.insert(("Content-Type", contentType), at: 0)
        if isHTML { headers.append(("Content-Security-Policy", Self.contentSecurityPolicy)) }
        let response = HTTPResponse(status: .ok, headers: headers, body: file.bytes)
        return request.method == .head ? Router.headResponse(from: response) : response
    }

    /// The request path as a relative file path, or nil if any segment could leave the root or
    /// name something we never serve. Segments are split before decoding, so "%2F" cannot
    /// smuggle a separator in; empty segments ("//", a trailing "/") are skipped.
    static func safeRelativePath(_ request: HTTPRequest) -> String? {
        let raw = request.rawPath.isEmpty ? request.path : request.rawPath
        var segments: [String] = []
        for piece in RoutePattern.split(raw) where !piece.isEmpty {
            guard let segment = PercentDecoding.decode(piece),  // nil for bad escapes and NUL
                  !segment.hasPrefix("."),  // "..", "." and hidden files such as .git or .env
                  !segment.contains("/"), !segment.contains("\\")
            else { return nil }
            segments.append(segment)
        }
        return segments.joined(separator: "/")
    }

    /// The canonical form of `path` if it exists and lies under `root` (itself canonical).
    private static func contained(_ path: String, in root: String) -> String? {
        guard let resolved = FileSystem.canonicalPath(path) else { return nil }
        let inside = resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        return inside ? resolved : nil
    }

    /// A strong validator from size and modification time: cheap, and it changes whenever a
    /// deploy rewrites the file.
    static func etag(for file: FileSystem.File) -> String {
        "\"\(String(file.size, radix: 16))-\(String(file.modifiedSeconds, radix: 16))"
            + "-\(String(file.modifiedNanoseconds, radix: 16))\""
    }

    /// `If-None-Match` (RFC 9110 §13.1.2): "*" or a list of tags, compared weakly (a `W/`
    /// prefix is ignored).
    static func matches(_ ifNoneMatch: String, etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var tag = String(candidate).trimmingSpaces
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == "*" || tag == etag
        }
    }
}
