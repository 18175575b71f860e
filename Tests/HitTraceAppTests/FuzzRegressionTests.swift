import Testing
import TestSupport

/// Requests scripts/fuzz.sh or scripts/schemathesis.sh found harmful, handed to the app in process (a trap
/// would stop the test run as it stopped the server): each gets its error, and the app still answers afterwards.
@Suite struct FuzzRegressionTests {
    /// A bad byte inside a JSON member name trapped in the parser; the trap was in a pool thread, so one 11-byte
    /// body killed the whole process (HitTestKitTests/FuzzRegressionTests has the parser's side).
    @Test func aBadByteInsideAMemberNameIsA400AndTheServerStaysUp() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let body = Array(#"{"a"#.utf8) + [0x01] + Array(#"": 1}"#.utf8)
        for target in ["/api/hierarchies", "/api/hierarchies/\(id)/touches", "/api/hit-test", "/api/hierarchies/\(id)/hit-map"] {
            let response = try app.request("POST", target, body: body)
            #expect(response.status == 400, "\(target)")
            #expect(response.errorCode == "malformed_json", "\(target)")
            #expect(try response.json()["error"]?["path"]?.string == "$", "\(target)")
        }
        #expect(try app.get("/healthz").status == 200)
    }

    /// schemathesis's find: a view rotated by -2.695043164880727e+268 degrees trapped converting the angle to Int,
    /// in a pool thread, so the upload killed the server. It is a valid hierarchy: 201, and a touch on it works.
    @Test func aHugeRotationIsStoredAndTheServerStaysUp() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let body = #"{"root": {"id": "root", "frame": [0, 0, 100, 100], "subviews": [{"id": "v", "frame": [10, 10, 20, 20], "transform": {"rotate": -2.695043164880727e+268}}]}}"#
        let created = try app.request("POST", "/api/hierarchies", json: body)
        #expect(created.status == 201)
        let id = try #require(try created.json()["id"]?.string)
        // Quarter turns are exact, and a huge whole number of quarter turns is a multiple of four: no rotation.
        #expect(try app.touch(id, #"{"x": 15, "y": 15}"#).json()["hitView"]?.string == "v")
        #expect(try app.get("/healthz").status == 200)
    }
}
