import Foundation
import TestSupport

/// A temporary web root next to a directory that must never be served:
///
///     <tmp>/outside/secret.txt     TOP-SECRET-BYTES
///     <tmp>/root/index.html, app.js, … one file per content type
///     <tmp>/root/sub/index.html
///     <tmp>/root/emptydir/         (no index.html)
///     <tmp>/root/.env              (a hidden file)
///     <tmp>/root/link-out  -> ../outside/secret.txt   (symlink leaving the root)
///     <tmp>/root/linkdir   -> ../outside              (directory symlink leaving the root)
///     <tmp>/root/link-in   -> app.js                  (symlink staying inside)
struct StaticFixture {
    static let secret = "TOP-SECRET-BYTES"
    let base: String
    var root: String { base + "/root" }

    static let files: [(name: String, contents: String)] = [
        ("index.html", "<!doctype html><title>home</title>"),
        ("app.js", "console.log('app')"),
        ("mod.mjs", "export const x = 1"),
        ("style.css", "body{}"),
        ("data.json", "{}"),
        ("icon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>"),
        ("pic.png", "\u{89}PNG"),
        ("photo.jpg", "jpeg"),
        ("favicon.ico", "ico"),
        ("notes.txt", "notes"),
        ("font.woff2", "wOF2"),
        ("app.js.map", "{\"version\":3}"),
        ("blob.bin", "bytes"),
        ("sub/index.html", "<!doctype html><title>sub</title>"),
        (".env", "SECRET=1"),
    ]

    init() throws {
        base = try makeTemporaryDirectory("httpserver-tests")
        let manager = FileManager.default
        try manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: base + "/root/sub", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: base + "/root/emptydir", withIntermediateDirectories: true)
        try Self.secret.write(toFile: base + "/outside/secret.txt", atomically: true, encoding: .utf8)
        for file in Self.files {
            try file.contents.write(toFile: root + "/" + file.name, atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(atPath: root + "/link-out", withDestinationPath: "../outside/secret.txt")
        try manager.createSymbolicLink(atPath: root + "/linkdir", withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: root + "/link-in", withDestinationPath: "app.js")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }

    /// Request targets that try to reach `outside/secret.txt` or a hidden file; none may succeed.
    static let escapes = [
        "/../outside/secret.txt",
        "/sub/../../outside/secret.txt",
        "/%2e%2e/outside/secret.txt",
        "/%2E%2E/outside/secret.txt",
        "/.%2e/outside/secret.txt",
        "/..%2foutside%2fsecret.txt",
        "/sub%2F..%2F..%2Foutside%2Fsecret.txt",
        "/..%5Coutside%5Csecret.txt",
        "/..\\outside\\secret.txt",
        "/link-out",
        "/linkdir/secret.txt",
        "/linkdir/",
        "/.env",
        "/%2eenv",
        "/index.html%00.png",
        "/%252e%252e/outside/secret.txt",
    ]
}
