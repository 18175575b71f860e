import Testing
@testable import HitTestKit

/// Inputs scripts/fuzz.sh found crashing the engine, each kept as the answer it must get now. The fuzzer's own
/// crash file is quoted byte for byte where it is short enough to read.
@Suite struct FuzzRegressionTests {
    /// An error inside a member name (a control character, a bad UTF-8 byte, an unfinished escape) trapped with
    /// "Index out of range" while the parser wrote the error's path: the name it wanted to quote was not parsed
    /// yet. Through the API one such 11-byte body took the whole server down. Now the path stops at the object.
    @Test(arguments: [
        (Array(#"{"a"#.utf8) + [0x01] + Array(#"": 1}"#.utf8), "$", "unescaped control character U+01 in a string"),
        (Array(#"{"x": {"b"#.utf8) + [0xFF] + Array(#"": 1}}"#.utf8), "$.x", "invalid UTF-8 byte 0xFF"),
        (Array(#"[{"ok": 1}, {"\q": 2}]"#.utf8), "$[1]", "invalid escape sequence in a string"),
        // The fuzzer's first find, through the touch parser: a longPress whose "duration" key holds 0xFF bytes.
        (Array(#"{"ge=ture": "longPress", "x": 40, "y": 100, "du"#.utf8) + [UInt8](repeating: 0xFF, count: 8)
            + Array(#"ration": 1.5}"#.utf8), "$", "invalid UTF-8 byte 0xFF"),
    ])
    func anErrorInsideAMemberNameIsReportedNotATrap(bytes: [UInt8], path: String, message: String) throws {
        let e = try #require(JSONParserTests.error(bytes))
        #expect(e.code == .malformed)
        #expect(e.path == path)
        #expect(e.message == message)
        #expect(throws: HierarchyError.self) { try TouchInput.decode(json: bytes) }
        #expect(throws: HierarchyError.self) { try HierarchyDecoder.decode(json: bytes) }
    }
}
