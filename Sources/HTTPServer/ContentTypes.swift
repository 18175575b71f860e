/// Content types by file extension, for static files. Text types say UTF-8 so browsers do not
/// guess; JavaScript is `text/javascript` (RFC 9239), which module scripts require to be a
/// JavaScript MIME type.
enum ContentTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "map": "application/json; charset=utf-8",
        "webmanifest": "application/manifest+json",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "xml": "application/xml",
        "yaml": "application/yaml",
        "yml": "application/yaml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "wasm": "application/wasm",
        "pdf": "application/pdf",
    ]

    /// Unknown extensions are served as opaque bytes, which `nosniff` stops browsers from
    /// reinterpreting.
    static let fallback = "application/octet-stream"

    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }
}
