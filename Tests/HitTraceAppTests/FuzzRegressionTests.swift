import Testing

/// Requests scripts/fuzz.sh found harmful, against the real server: each gets its error, and the server is
/// still there afterwards.
@Suite struct FuzzRegressionTests {
    /// A bad byte inside a JSON member name trapped in the parser; the trap was in a pool thread, so one 11-byte
    /// body killed the whole process (HitTestKitTests/FuzzRegressionTests has the parser's side).
    @Test func aBadByteInsideAMemberNameIsA400AndTheServerStaysUp() throws {
        let app = try LiveApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemo())
        let body = Array(#"{"a"#.utf8) + [0x01] + Array(#"": 1}"#.utf8)
        for target in ["/api/hierarchies", "/api/hierarchies/\(id)/touches", "/api/hit-test", "/api/hierarchies/\(id)/hit-map"] {
            let response = try app.request("POST", target, body: body)
            #expect(response.status == 400, "\(target)")
            #expect(response.errorCode == "malformed_json", "\(target)")
            #expect(try response.json()["error"]?["path"]?.string == "$", "\(target)")
        }
        #expect(try app.get("/healthz").status == 200)
    }
}
