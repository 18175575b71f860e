import Testing
@testable import HTTPServer

/// StaticFiles in-process, against a real temporary directory.
@Suite struct StaticFilesTests {
    func get(_ target: String, in fixture: StaticFixture, method: String = "GET",
             headers: [String: String] = [:]) -> HTTPResponse? {
        let path = PercentDecoding.decode(target) ?? target
        return StaticFiles(root: fixture.root).response(
            for: HTTPRequest(method: HTTPMethod(method), path: path, rawPath: target, headers: headers))
    }

    @Test(arguments: [
        ("/index.html", "text/html; charset=utf-8"),
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/mod.mjs", "text/javascript; charset=utf-8"),
        ("/style.css", "text/css; charset=utf-8"),
        ("/data.json", "application/json; charset=utf-8"),
        ("/icon.svg", "image/svg+xml"),
        ("/pic.png", "image/png"),
        ("/photo.jpg", "image/jpeg"),
        ("/favicon.ico", "image/x-icon"),
        ("/notes.txt", "text/plain; charset=utf-8"),
        ("/font.woff2", "font/woff2"),
        ("/app.js.map", "application/json; charset=utf-8"),
        ("/blob.bin", "application/octet-stream"),
    ])
    func contentTypeFollowsTheExtension(target: String, contentType: String) throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let response = try #require(get(target, in: fixture))
        #expect(response.status == .ok)
        #expect(response.header("Content-Type") == contentType)
        #expect(response.header("Cache-Control") == "public, max-age=300" || contentType.hasPrefix("text/html"))
    }

    @Test func rootAndDirectoriesServeTheirIndex() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let home = try #require(get("/", in: fixture))
        #expect(home.body == Array("<!doctype html><title>home</title>".utf8))
        #expect(home.header("Cache-Control") == "no-cache")
        #expect(home.header("Content-Security-Policy") == StaticFiles.contentSecurityPolicy)
        #expect(StaticFiles.contentSecurityPolicy.contains("script-src 'self';"))  // no 'unsafe-inline'
        #expect(try #require(get("/sub/", in: fixture)).body == Array("<!doctype html><title>sub</title>".utf8))
        #expect(try #require(get("/sub", in: fixture)).body == Array("<!doctype html><title>sub</title>".utf8))
        #expect(get("/emptydir", in: fixture) == nil)
        #expect(get("/missing.js", in: fixture) == nil)
        #expect(get("/app.js", in: fixture)?.header("Content-Security-Policy") == nil)  // HTML only
    }

    @Test func etagIsHonouredWithIfNoneMatch() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let first = try #require(get("/app.js", in: fixture))
        let etag = try #require(first.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
        for condition in [etag, "W/" + etag, "\"other\", " + etag, "*"] {
            let again = try #require(get("/app.js", in: fixture, headers: ["If-None-Match": condition]))
            #expect(again.status == .notModified, "If-None-Match: \(condition)")
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == etag)
        }
        let changed = try #require(get("/app.js", in: fixture, headers: ["If-None-Match": "\"stale\""]))
        #expect(changed.status == .ok)
        #expect(changed.body == Array("console.log('app')".utf8))
    }

    @Test func headHasLengthAndNoBodyAndOtherMethodsAreNotServed() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let head = try #require(get("/app.js", in: fixture, method: "HEAD"))
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == "18")
        #expect(head.header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(get("/app.js", in: fixture, method: "POST") == nil)
        #expect(get("/app.js", in: fixture, method: "DELETE") == nil)
    }

    @Test func symlinkInsideTheRootIsServed() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        #expect(get("/link-in", in: fixture)?.body == Array("console.log('app')".utf8))
    }

    @Test(arguments: StaticFixture.escapes)
    func nothingOutsideTheRootOrHiddenIsServed(target: String) throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let response = get(target, in: fixture)
        #expect(response == nil)
        let body = response?.body ?? []
        #expect(!body.containsSecret)
    }

    @Test func missingRootServesNothing() {
        let files = StaticFiles(root: "/nonexistent-\(UInt64.random(in: 0...UInt64.max))")
        #expect(files.response(for: HTTPRequest(method: .get, path: "/", rawPath: "/")) == nil)
    }
}

extension [UInt8] {
    var containsSecret: Bool {
        String(decoding: self, as: UTF8.self).contains(StaticFixture.secret)
    }
}
