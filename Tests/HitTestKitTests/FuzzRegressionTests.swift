import Testing
@testable import HitTestKit
import HitTraceJSON

/// Inputs that crashed the engine, found by scripts/fuzz.sh (libFuzzer) or scripts/schemathesis.sh, each kept
/// as the answer it must get now. The finder's own input is quoted where it is short enough to read.
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
        let parsed: JSONSyntaxError? = { do { _ = try JSONParser.parse(bytes); return nil } catch { return error as? JSONSyntaxError } }()
        let e = try #require(parsed)
        #expect(e.code == .malformed)
        #expect(e.path == path)
        #expect(e.message == message)
        #expect(throws: HierarchyError.self) { try TouchInput.decode(json: bytes) }
        #expect(throws: HierarchyError.self) { try HierarchyDecoder.decode(json: bytes) }
    }

    /// schemathesis posted `"transform": {"rotate": -2.695043164880727e+268}`: a whole number of quarter turns, so
    /// `rotation(degrees:)` took its quarter with `Int(turns)`, which traps past Int's range. Now any finite whole
    /// number of quarter turns is exact however large, and an infinite angle (JSON 1e999) is simply not one.
    @Test(arguments: [(-2.695043164880727e+268, 0.0), (9e18 * 90, 0.0), (-90.0 * 3, 1.0), (1e300 * 90, 0.0)])
    func aHugeRotationIsAQuarterTurnNotATrap(degrees: Double, sine: Double) {
        let t = AffineTransform.rotation(degrees: degrees)
        #expect(t.b == sine && t.c == -sine)
        #expect(abs(t.a) + abs(t.b) == 1)  // exactly one of cos and sin is ±1
    }

    @Test func anInfiniteRotationIsRefusedOrUnhittableNotATrap() {
        let t = AffineTransform.rotation(degrees: .infinity)
        #expect(t.inverted == nil)  // no point maps into it
        let json = #"{"root": {"id": "r", "frame": [0, 0, 10, 10], "transform": {"rotate": 1e999}}}"#
        _ = try? HierarchyDecoder.decode(json: Array(json.utf8))
    }

    /// schemathesis posted `{"gesture": "tap", …, "endDistance": -1}` and got 201: a field the named gesture does
    /// not use was never read, so its value was never checked, though the document bounds it. It is checked now;
    /// a valid one is still allowed (a client may send one shape of fields for every gesture).
    @Test(arguments: [
        (#"{"gesture": "tap", "x": 0, "y": 0, "endDistance": -1}"#, "$.endDistance"),
        (#"{"gesture": "longPress", "x": 0, "y": 0, "steps": 0}"#, "$.steps"),
        (#"{"gesture": "drag", "from": [0, 0], "to": [1, 1], "x": "left"}"#, "$.x"),
        (#"{"gesture": "doubleTap", "x": 0, "y": 0, "from": 3}"#, "$.from"),
    ])
    func aFieldTheGestureDoesNotUseIsStillChecked(json: String, path: String) throws {
        let error = #expect(throws: HierarchyError.self) { try TouchInput.decode(json: Array(json.utf8)) }
        #expect(error?.issues.first?.path == path)
    }

    @Test func aValidFieldTheGestureDoesNotUseIsAllowed() throws {
        let touch = try TouchInput.decode(json: Array(#"{"gesture": "tap", "x": 1, "y": 2, "duration": 0.5, "steps": 3}"#.utf8))
        #expect(touch.events.count == 2)
    }
}
