import Foundation
import Testing
import TestSupport
@testable import HitTraceApp

/// Short links (API+Links.swift, docs/API.md "Short links"): a page state kept under a short content-addressed
/// id, so that a lesson's QR code stays small (issue 32: version 4 or less).
@Suite struct LinkEndpointTests {
    private static let lesson = "preset=seed-demo&x=40&y=100&step=all&lang=zh&lesson=1"

    private func keep(_ app: AppClient, _ query: String) throws -> TestResponse {
        try app.request("POST", "/api/links", json: #"{"query": "\#(query)"}"#)
    }

    @Test func theSameStateIsTheSameShortLinkAndLeadsToThePage() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let first = try keep(app, Self.lesson)
        #expect(first.status == 201, "\(first.text)")
        let link = try first.json()
        let id = try #require(link["id"]?.string)
        #expect(id.count == 6 && id.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) })
        #expect(first.header("Location") == "/api/links/\(id)")
        #expect(link["url"]?.string == "/l/\(id)")
        #expect(link["page"]?.string == "/?" + Self.lesson)
        #expect(link["query"]?.string == Self.lesson)

        let again = try keep(app, Self.lesson)
        #expect(again.status == 201 && again.body == first.body, "the same query, the same link, stored once")
        let other = try keep(app, Self.lesson.replacingOccurrences(of: "lang=zh", with: "lang=en"))
        #expect(try other.json()["id"]?.string != id)

        let follow = try app.get("/l/\(id)")
        #expect(follow.status == 302)
        #expect(follow.header("Location") == "/?" + Self.lesson)
        // Read off a projector and typed by hand, an id may come in upper case.
        #expect(try app.get("/l/\(id.uppercased())").header("Location") == "/?" + Self.lesson)
        let read = try app.get("/api/links/\(id)")
        #expect(read.status == 200 && read.body == first.body)
        let tag = try #require(read.header("ETag"))
        #expect(try app.get("/api/links/\(id)", headers: [("If-None-Match", tag)]).status == 304)
        #expect(try app.get("/l/zzzzzz").status == 404)
        #expect(try app.get("/api/links/zzzzzz").errorCode == "not_found")
    }

    @Test(arguments: [
        (#"{"query": ""}"#, "$.query"),
        (#"{"query": "?x=1"}"#, "$.query"),
        (#"{"query": "x=1#top"}"#, "$.query"),
        (#"{"query": "x=1 2"}"#, "$.query"),
        (#"{"query": "x=%zz"}"#, "$.query"),
        (#"{"query": "=1"}"#, "$.query"),
        (#"{"query": 5}"#, "$.query"),
        (#"{}"#, "$.query"),
        (#"{"query": "x=1", "qurey": "y"}"#, "$.qurey"),
        (#"[]"#, "$"),
    ])
    func aQueryThatIsNotAPageLinksIsRefusedWhereItIsWrong(body: String, path: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/links", json: body)
        #expect(response.status == 422, "\(body): \(response.text)")
        #expect(response.errorCode == "invalid_link")
        #expect(try response.json()["error"]?["path"]?.string == path)
    }

    @Test func aQueryLongerThanALinkKeepsIsRefused() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try keep(app, "g=" + String(repeating: "a", count: 2_047))
        #expect(response.status == 422)
        #expect(response.text.contains("2049 bytes; a link keeps at most 2048"))
    }

    /// The id is the digest's first base-32 digits, most significant first (RFC 4648 §6's bit order, with
    /// Crockford's alphabet): a longer id begins with the shorter one, which is how two queries whose first six
    /// digits agree are told apart.
    @Test func idsAreTheDigestsLeadingDigitsAndLongerOnesExtendShorterOnes() {
        // 0xF8 0x3E 0x0F 0x83 0xE0: 11111 00000 11111 00000 11111 00000 11111 00000
        let digest: [UInt8] = [0xF8, 0x3E, 0x0F, 0x83, 0xE0, 0, 0, 0, 0, 0]
        #expect(LinkIDs.id(digest, length: 8) == "z0z0z0z0")
        #expect(LinkIDs.id(digest, length: 6) == "z0z0z0")
    }

    @Test func linksOutliveARestartAndOnlyTheNewestAreKept() throws {
        var options = AppOptions()
        options.maxLinks = 2
        let first = try LiveApp(options: options)
        let ids = try (1...3).map { n in try #require(try keep(first, "preset=seed-demo&x=\(n)&y=1").json()["id"]?.string) }
        let second = try first.restarted()
        defer { second.finish() }
        #expect(try ids.map { try second.get("/api/links/\($0)").status } == [404, 200, 200])
        #expect(try second.get("/l/\(ids[2])").header("Location") == "/?preset=seed-demo&x=3&y=1")
    }

    @Test func aLinkToAnUnsharedHierarchyKeepsIt() throws {
        var options = AppOptions()
        options.maxUnsharedHierarchies = 1
        let app = try InProcessApp(options: options)
        defer { app.finish() }
        let draft = try #require(try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON()).json()["id"]?.string)
        #expect(try keep(app, "h=\(draft)&x=40&y=100").status == 201)
        // One more unshared hierarchy would evict the draft, were the link not keeping it.
        #expect(try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON()).status == 201)
        _ = try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(try app.get("/api/hierarchies/\(draft)").status == 200)
    }
}
