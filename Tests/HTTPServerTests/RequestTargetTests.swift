import Testing
@testable import HTTPServer

/// Splitting and decoding request targets, and the ones refused (→ 400).
@Suite struct RequestTargetTests {
    @Test func pathAndQueryAreSplitAndDecoded() throws {
        let target = try RequestTarget(parsing: "/a%20b/c%2Fd?x=1&y=two+words&x=2&empty=&flag&%C3%A9=%E2%9C%93")
        #expect(target.rawPath == "/a%20b/c%2Fd")
        #expect(target.path == "/a b/c/d")
        #expect(target.query == ["x": "1", "y": "two words", "empty": "", "flag": "", "é": "✓"])
    }

    @Test func plusIsASpaceOnlyInTheQuery() throws {
        let target = try RequestTarget(parsing: "/a+b?q=a+b%2B")
        #expect(target.path == "/a+b")
        #expect(target.query["q"] == "a b+")
    }

    @Test(arguments: [
        "/%", "/%4", "/%zz", "/%g0", "/%00", "/a%ff", "/%C0%AF", "/?a=%", "/?a=%00", "/?%zz=1",
        "", "a/b", "*", "http://example.com/",
        "/a b", "/a\u{7F}", "/a\u{1}", "/a\tb",
    ])
    func malformedTargetsAreRefused(raw: String) {
        #expect(throws: RequestTarget.Malformed.self) { try RequestTarget(parsing: raw) }
    }

    @Test func decodingIsStrictAboutEscapesButPassesOtherBytes() {
        #expect(PercentDecoding.decode("%41%62c") == "Abc")
        #expect(PercentDecoding.decode("a%2e%2E") == "a..")
        #expect(PercentDecoding.decode("é") == "é")
        #expect(PercentDecoding.decode("a%") == nil)
        #expect(PercentDecoding.decode("%e9") == nil)  // Latin-1 é is not UTF-8
    }
}
