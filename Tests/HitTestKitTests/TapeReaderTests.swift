import Testing
@testable import HitTestKit
@testable import HitTraceJSON
import TestSupport

/// The decoder reads the fields on every view straight from the parser's tape, and hands any other spelling to
/// the general `JSONValue` readers. Both must give the same value and the same problems, for every input.
@Suite struct TapeReaderTests {
    /// Values of every kind and the awkward cases of each check: escapes, DEL, empty and over-long strings,
    /// negative zero, infinities, arrays of the wrong length, objects.
    static let values: [String] = [
        "null", "true", "false", "0", "-0", "1.5", "-3", "1e999", "-1e999", "\"\"", "\"a\"", "\"UIButton\"",
        "\"caf\\u00e9\"", "\"a\\nb\"", "\"a\\u007fb\"", "\"del\u{7F}\"", "\"\(String(repeating: "x", count: 256))\"",
        "\"\(String(repeating: "x", count: 257))\"", "\"é\"", "[]", "{}", "[1]", "[1, 2]", "[1, 2, 3]", "[1, 2, 3, 4]",
        "[1, 2, 3, 4, 5]", "[0, 0, -0, -0]", "[0, 0, -1, 4]", "[0, 0, 4, -1]", "[-1, -2, 3, 4]", "[0, 0, 1e999, 1]",
        "[0, \"1\", 2, 3]", "[[1], 2, 3, 4]", "[{}, 2]", "[null, 2]", "{\"x\": 1, \"y\": 2}",
        "{\"x\": 0, \"y\": 0, \"width\": 3, \"height\": 4}", "{\"x\": 1, \"y\": 2, \"x\": 3}", "{\"x\": 1, \"z\": 2}",
    ]

    /// Runs both readers on one value; returns (tape result, its issues, general result, its issues).
    static func both<T>(_ json: String, tape: (inout FieldReader, Int, JSONTape) -> T,
                        general: (inout FieldReader, JSONValue) -> T) throws -> (T, [ValidationIssue], T, [ValidationIssue]) {
        let document = try JSONParser.parse(json)
        var fast = FieldReader(maxIssues: 20)
        var slow = FieldReader(maxIssues: 20)
        let a = document.withTape { t in tape(&fast, 0, t) }
        let b = general(&slow, document.root)
        return (a, fast.issues, b, slow.issues)
    }

    @Test(arguments: values)
    func rectsAgree(json: String) throws {
        let (a, ai, b, bi) = try Self.both(json, tape: { r, i, t in r.rect(i, in: t, "$") }, general: { r, v in r.rect(v, "$") })
        #expect(a == b)
        #expect(ai == bi)
    }

    @Test(arguments: values)
    func pointsAgree(json: String) throws {
        let (a, ai, b, bi) = try Self.both(json, tape: { r, i, t in r.point(i, in: t, "$") }, general: { r, v in r.point(v, "$") })
        #expect(a == b)
        #expect(ai == bi)
    }

    @Test(arguments: values)
    func identifiersAgree(json: String) throws {
        let (a, ai, b, bi) = try Self.both(json, tape: { r, i, t in r.identifier(i, in: t, "$") },
                                           general: { r, v in r.identifier(v, "$") })
        #expect(a == b)
        #expect(ai == bi)
        // A plain identifier is one the general reader accepts as spelt, without unescaping.
        let document = try JSONParser.parse(json)
        if document.withTape({ FieldReader.isPlainIdentifier(0, in: $0) }) {
            #expect(b != nil && !document.root.sourceText.contains("\\"))
        }
    }

    @Test(arguments: values)
    func stringsAgree(json: String) throws {
        let (a, ai, b, bi) = try Self.both(json, tape: { r, i, t in r.string(i, in: t, "$", maxLength: 256) },
                                           general: { r, v in r.string(v, "$", maxLength: 256) })
        #expect(a == b)
        #expect(ai == bi)
    }

    @Test(arguments: values)
    func boolsAgree(json: String) throws {
        let (a, ai, b, bi) = try Self.both(json, tape: { r, i, t in r.bool(i, in: t, "$") }, general: { r, v in r.bool(v, "$") })
        #expect(a == b)
        #expect(ai == bi)
    }

    /// A class spelt with escapes, or given with a `base`, takes the String path; the same class spelt plainly
    /// takes the byte cache. Both must give the same class, behaviour and traits.
    @Test func classNamesAgreeWhateverTheSpelling() throws {
        let plain = try Fixtures.hierarchy("""
            {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 1, 1]},
              {"id": "c", "class": "UIButton", "base": "UIControl", "frame": [0, 0, 1, 1]}, {"id": "d", "frame": [0, 0, 1, 1]}]}}
            """)
        let escaped = try Fixtures.hierarchy("""
            {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "b", "class": "UI\\u0042utton", "frame": [0, 0, 1, 1]},
              {"id": "c", "class": "UIButton", "base": "UIControl", "frame": [0, 0, 1, 1]}, {"id": "d", "frame": [0, 0, 1, 1]}]}}
            """)
        for h in [plain, escaped] {
            #expect(h.views.map(\.className) == ["UIWindow", "UIButton", "UIButton", "UIView"])
            #expect(h.views.map(\.behavior) == ["UIWindow", "UIButton", "UIButton", "UIView"])
            #expect(h.nodes.map(\.flags) == plain.nodes.map(\.flags))
        }
        #expect(plain.views.classNames == escaped.views.classNames)
    }
}

/// Member names spelt with escapes are matched by their unescaped text, like plain ones.
@Suite struct EscapedKeyTests {
    @Test func escapedKeysReadAsPlainOnes() throws {
        let plain = try Fixtures.hierarchy(#"{"root": {"id": "w", "frame": [0, 0, 10, 10], "text": "hi"}}"#)
        let escaped = try Fixtures.hierarchy(#"{"root": {"\u0069d": "w", "fr\u0061me": [0, 0, 10, 10], "t\u0065xt": "hi"}}"#)
        #expect(NormalizedJSON.render(plain) == NormalizedJSON.render(escaped))
    }

    @Test func anEscapedRepeatIsReportedByItsName() throws {
        let e = try #require(Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 10, 10], "\u0069d": "x", "fr\u0061mes": 1}}"#))
        #expect(e.issues.map(\.description) == [
            "$.root.id: w.id: duplicate key \"id\"",
            "$.root.frames: w.frames: unknown field \"frames\" in a view; did you mean \"frame\"?",
        ])
    }
}

/// The byte-string table under `KeyTable` and `ClassTable`.
@Suite struct ByteStringIndexTests {
    /// Lengths 0 to 40 (every branch of the hash and the comparison), names differing only in their last byte
    /// or in a middle word, and enough of them to grow the table several times.
    @Test func everyNameIsFoundAtItsNumberAndNothingElseIs() {
        var names: [[UInt8]] = []
        for length in 0...40 {
            for last in [UInt8(ascii: "a"), UInt8(ascii: "b")] {
                var name = (0..<length).map { UInt8(ascii: "k") &+ UInt8($0 % 7) }
                if length > 0 { name[length - 1] = last } else if last == UInt8(ascii: "b") { continue }
                names.append(name)
                if length > 12 { name[length / 2] = UInt8(ascii: "Z"); names.append(name) }
            }
        }
        var index = ByteStringIndex()
        for (i, name) in names.enumerated() {
            #expect(name.withUnsafeBufferPointer { index.index(of: $0) } == -1)
            #expect(name.withUnsafeBufferPointer { index.insert($0) } == i)
        }
        for (i, name) in names.enumerated() {
            #expect(name.withUnsafeBufferPointer { index.index(of: $0) } == i)
            let other = name + [UInt8(ascii: "?")]
            #expect(other.withUnsafeBufferPointer { index.index(of: $0) } == -1)
        }
    }

    @Test func keyTableFindsItsNames() {
        let table = ViewDraft.keys.table
        for (i, name) in table.names.enumerated() { #expect(table.index(of: name) == i) }
        #expect(table.index(of: "frames") == -1)
        #expect(table.index(of: "") == -1)
    }
}
