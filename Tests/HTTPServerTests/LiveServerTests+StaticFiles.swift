import Testing
@testable import HTTPServer
import TestSupport

/// Static files over the wire: the same checks as StaticFilesTests, through MHD's parsing.
extension LiveServerTests {
    @Test func staticFilesAreServedWithTypesAndRevalidation() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let server = try TestServer.start(staticRoot: fixture.root)
        defer { server.stop(gracePeriod: .seconds(2)) }

        let home = try httpRequest(port: server.port, "GET", "/")
        #expect(home.status == 200)
        #expect(home.text == "<!doctype html><title>home</title>")
        #expect(home.header("Content-Security-Policy") == StaticFiles.contentSecurityPolicy)
        #expect(home.header("X-Content-Type-Options") == "nosniff")

        let script = try httpRequest(port: server.port, "GET", "/app.js")
        #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
        let etag = try #require(script.header("ETag"))
        let revalidated = try httpRequest(port: server.port, "GET", "/app.js", headers: [("If-None-Match", etag)])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)

        let head = try httpRequest(port: server.port, "HEAD", "/app.js")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "18")
    }

    @Test func noWayOutOfTheRootOverTheWire() throws {
        let fixture = try StaticFixture()
        defer { fixture.remove() }
        let server = try TestServer.start(staticRoot: fixture.root)
        defer { server.stop(gracePeriod: .seconds(2)) }
        for target in StaticFixture.escapes {
            let response = try httpRequest(port: server.port, "GET", target)
            #expect(response.status == 404 || response.status == 400, "\(target) → \(response.status)")
            #expect(!response.body.containsSecret, "\(target) leaked the secret")
        }
    }
}
