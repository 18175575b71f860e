import Testing
import TestSupport
import HitTraceJSON

/// The strict JSON parser (RFC 8259) under the decoder: what it refuses, where it says the problem is, and
/// numbers rounded exactly as the standard library rounds them.
@Suite struct JSONParserTests {
    static func error(_ text: String, limits: JSONParser.Limits = .init()) -> JSONSyntaxError? {
        error(Array(text.utf8), limits: limits)
    }

    static func error(_ bytes: [UInt8], limits: JSONParser.Limits = .init()) -> JSONSyntaxError? {
        do { _ = try JSONParser.parse(bytes, limits: limits); return nil } catch { return error }
    }

    static func string(_ json: String) throws -> String? { try JSONParser.parse(json).root.string }

    /// Everything RFC 8259 forbids that lenient parsers accept, with the message each gets.
    @Test(arguments: [
        ("[1, 2,]", "expected a value"), ("{\"a\": 1,}", "expected a member name after ','"),
        ("NaN", "NaN and Infinity are not JSON numbers"), ("[Infinity]", "NaN and Infinity are not JSON numbers"),
        ("-Infinity", "expected a digit after '-'"), ("// c\n1", "expected a value"), ("{'a': 1}", "expected a member name or '}'"),
        ("{a: 1}", "expected a member name or '}'"), ("{\"a\" 1}", "expected ':' after a member name"),
        ("[1 2]", "expected ',' or ']' after a value in an array"), ("1 2", "unexpected text after the JSON value"),
        ("", "unexpected end of input: expected a value"), ("   ", "unexpected end of input: expected a value"),
        ("[1", "unexpected end of input inside an array"), ("{\"a\": [", "unexpected end of input inside an array"),
        ("\"abc", "unterminated string"), ("tru", "expected a value"), ("truex", "unexpected character after true"),
        ("nul", "expected a value"), ("True", "expected a value"), ("01", "unexpected character in a number"),
        ("1.", "expected a digit after '.'"), (".5", "expected a value"), ("+1", "expected a value"),
        ("1e", "expected a digit in the exponent"), ("1e+", "expected a digit in the exponent"), ("-", "expected a digit after '-'"),
        ("0x10", "unexpected character in a number"), ("1.5.2", "unexpected character in a number"), ("--1", "expected a digit after '-'"),
        ("\"a\\x\"", "invalid escape sequence in a string"), ("\"\\u12\"", "invalid \\u escape: expected four hex digits"),
        ("\"\\u12G4\"", "invalid \\u escape: expected four hex digits"), ("\"\\'\"", "invalid escape sequence in a string"),
    ])
    func strictness(text: String, message: String) throws {
        let e = try #require(Self.error(text), "accepted: \(text)")
        #expect(e.code == .malformed)
        #expect(e.message == message)
    }

    /// Raw control characters must be escaped inside strings (U+0000…U+001F); DEL (U+007F) need not be.
    @Test(arguments: [0x00, 0x09, 0x0A, 0x0D, 0x1F] as [UInt8])
    func rawControlCharactersAreRefused(byte: UInt8) throws {
        let hex = String(byte, radix: 16, uppercase: true)
        let e = try #require(Self.error([0x22, 0x61, byte, 0x62, 0x22]))
        #expect(e.message == "unescaped control character U+\(hex.count == 1 ? "0" + hex : hex) in a string")
        #expect(Self.error([0x22, 0x7F, 0x22]) == nil)
    }

    /// Invalid UTF-8 inside strings: stray continuation bytes, overlong forms, encoded surrogates, code points
    /// past U+10FFFF, bytes that never occur, and truncated sequences.
    @Test(arguments: [([0x80], "invalid UTF-8 byte 0x80"), ([0xC0, 0x80], "invalid UTF-8 byte 0xC0"),
                      ([0xC1, 0xBF], "invalid UTF-8 byte 0xC1"), ([0xE0, 0x80, 0x80], "invalid UTF-8 sequence"),
                      ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence"), ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8 sequence"),
                      ([0xF5, 0x80, 0x80, 0x80], "invalid UTF-8 byte 0xF5"), ([0xFF], "invalid UTF-8 byte 0xFF"),
                      ([0xE2, 0x82], "invalid UTF-8 sequence"), ([0xC3, 0x41], "invalid UTF-8 sequence"),
                      ([0xF0, 0x9F, 0x98], "invalid UTF-8 sequence")] as [([UInt8], String)])
    func invalidUTF8IsRefused(body: [UInt8], message: String) throws {
        let e = try #require(Self.error([0x22] + body + [0x22]))
        #expect(e.message == message)
        // The same bytes at the very end of the input (no closing quote) are refused too, never read past.
        #expect(Self.error([0x22] + body) != nil)
    }

    /// Valid multi-byte UTF-8 passes through unchanged, at every length (2, 3 and 4 bytes).
    @Test(arguments: ["é", "€", "日本", "😀", "\u{10FFFF}", "a\u{7F}b"])
    func validUTF8(text: String) throws {
        #expect(try Self.string("\"\(text)\"") == text)
    }

    /// Escapes, including `\u` surrogate pairs; a lone surrogate cannot be UTF-8 and becomes U+FFFD.
    @Test(arguments: [("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"", "\" \\ / \u{08} \u{0C} \n \r \t"), ("\"\\u00e9\\u20AC\"", "é€"),
                      ("\"\\ud83d\\ude00\"", "😀"), ("\"\\uD83D\\uDE00!\"", "😀!"), ("\"\\ud83d\"", "\u{FFFD}"),
                      ("\"\\ude00\"", "\u{FFFD}"), ("\"\\ud83dx\"", "\u{FFFD}x"), ("\"\\ud83d\\u0041\"", "\u{FFFD}A"),
                      ("\"\\ud83d\\ud83d\\ude00\"", "\u{FFFD}😀"), ("\"\\u0000\"", "\u{0}")])
    func escapes(json: String, expected: String) throws {
        #expect(try Self.string(json) == expected)
    }

    /// Numbers are correctly rounded: the parser's fast path (Clinger) and its fallback agree bit for bit with
    /// `Double(String)` on awkward cases and on 20,000 random decimal spellings.
    @Test func numbersRoundExactlyLikeTheStandardLibrary() throws {
        var cases = ["0", "-0", "1", "-1", "0.1", "0.3", "1e23", "1e22", "1e-22", "1E+2", "123456789e-22", "9007199254740993",
                     "9007199254740992", "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
                     "1.7976931348623157e308", "1.7976931348623158e308", "4.9e-324", "2.4703282292062328e-324",
                     "2.2250738585072011e-308", "2.2250738585072014e-308", "0.000000000000000000000000000001e30",
                     "100000000000000000000000.000000000000000000001", "3.141592653589793238462643383279",
                     "1.00000000000000011102230246251565404236316680908203125", "7.038531e-26", "8.988465674311579e307"]
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<20_000 {
            var s = rng.next() % 4 == 0 ? "-" : ""
            let intDigits = Int(rng.next() % 22)
            s += intDigits == 0 ? "0" : String((1...intDigits).map { i in Character(String(i == 1 ? 1 + rng.next() % 9 : rng.next() % 10)) })
            if rng.next() % 2 == 0 { s += "." + String((0...(rng.next() % 25)).map { _ in Character(String(rng.next() % 10)) }) }
            if rng.next() % 2 == 0 { s += "e" + (rng.next() % 2 == 0 ? "-" : "") + String(rng.next() % 330) }
            cases.append(s)
        }
        let doc = try JSONParser.parse("[" + cases.joined(separator: ",") + "]")
        for (text, value) in zip(cases, doc.root.elements) {
            let want = try #require(Double(text))
            let got = try #require(value.number)
            #expect(got.bitPattern == want.bitPattern, "\(text): \(got) ≠ \(want)")
        }
    }

    /// Numbers too large for a Double become infinite (the decoder then names them, see DecoderValidationTests);
    /// too small ones underflow to zero, keeping their sign.
    @Test(arguments: [("1e999", Double.infinity), ("-1e999", -.infinity), ("1e-999", 0.0), ("-1e-999", -0.0),
                      ("1" + String(repeating: "0", count: 400), .infinity)])
    func outOfRangeNumbers(text: String, expected: Double) throws {
        let n = try #require(try JSONParser.parse(text).root.number)
        #expect(n.bitPattern == expected.bitPattern)
    }

    /// The error says where: 1-based line and column (columns count characters, not bytes), and the path of
    /// the value being read.
    @Test(arguments: [("{\n  \"a\": [1,\n   2,,\n]}", 3, 6, "$.a[2]"), ("[\"é\", x]", 1, 7, "$[1]"),
                      ("{\"a\": {\"b\": [1, 2, x]}}", 1, 20, "$.a.b[2]"), ("{\"a b\": tru}", 1, 9, "$[\"a b\"]"),
                      ("\n\n\n  @", 4, 3, "$")])
    func errorsSayWhere(text: String, line: Int, column: Int, path: String) throws {
        let e = try #require(Self.error(text))
        #expect(e.line == line && e.column == column)
        #expect(e.path == path)
        #expect(e.description.hasSuffix("at line \(line), column \(column) (\(path))"))
    }

    /// The nesting limit: exactly the limit parses, one more is refused with `tooDeep`; 5,000 levels under the
    /// default limit fail cleanly, and 200,000 levels parse once the limit allows (no recursion anywhere).
    @Test func nestingLimit() throws {
        let limits = JSONParser.Limits(maxNesting: 10)
        #expect(Self.error(String(repeating: "[", count: 10) + String(repeating: "]", count: 10), limits: limits) == nil)
        let e = try #require(Self.error(String(repeating: "[", count: 11) + String(repeating: "]", count: 11), limits: limits))
        #expect(e.code == .tooDeep)
        #expect(e.message == "arrays and objects nested deeper than 10 levels")
        #expect(Self.error(String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000))?.code == .tooDeep)
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(Self.error(deep, limits: .init(maxNesting: 200_000)) == nil)
    }

    /// The node limit guards memory against documents of many tiny values.
    @Test func nodeLimit() throws {
        let e = try #require(Self.error("[1, 2, 3, 4]", limits: .init(maxNodes: 4)))
        #expect(e.code == .tooLarge)
    }

    /// Structure: duplicate keys are kept in order (the decoder reports them); elements and members iterate in
    /// document order; the source text of a number keeps its spelling.
    @Test func structure() throws {
        let doc = try JSONParser.parse("{\"a\": [1, {\"b\": null}, true], \"a\": 2.50, \"c\": \"x\"}")
        #expect(doc.root.members.map(\.0) == ["a", "a", "c"])
        #expect(doc.root["a"]?.count == 3)
        #expect(doc.root["a"]?.elements.map(\.kind) == [.number, .object, .bool])
        let second = Array(doc.root.members)[1].1
        #expect(second.sourceText == "2.50" && second.number == 2.5)
        #expect(doc.root["c"]?.string == "x")
        #expect(doc.root["z"] == nil)
    }

    /// A member is found by its key's text, however the key is spelled: with escapes ("\u0069d" is "id"), or
    /// not; a key that only starts like the one asked for, or differs in case or length, is another key.
    @Test func membersAreFoundByTheirKeysText() throws {
        let doc = try JSONParser.parse(#"{"i": 0, "ID": 1, "idx": 2, "\u0069d": 3, "id": 4, "é": 5, "": 6}"#)
        #expect(doc.root["id"]?.number == 3)
        #expect(doc.root["i"]?.number == 0)
        #expect(doc.root["é"]?.number == 5)
        #expect(doc.root[""]?.number == 6)
        #expect(doc.root["Id"] == nil)
        #expect(doc.root["idxy"] == nil)
    }

    /// The writer: numbers read back bit for bit, integral values without ".0", `-0` as 0; strings escape
    /// quotes, backslashes, control characters and `<`; the canonical form sorts keys.
    @Test func writerRoundTrips() throws {
        var rng = SplitMix64(seed: 42)
        var w = JSONWriter()
        w.beginArray()
        var values: [Double] = [0, 1, -1, 0.1, 1e16, 9.0e15, 9007199254740992, 123.456, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for _ in 0..<2_000 { values.append(Double(bitPattern: rng.next() & ~(0x7FF << 52) | (UInt64(rng.next() % 0x7FE) << 52))) }
        for v in values { w.number(v) }
        w.string("a\"b\\c\n\u{1}<d>é")
        w.endArray()
        let back = try JSONParser.parse(w.bytes).root.elements.map { $0 }
        for (v, e) in zip(values, back) { #expect(e.number?.bitPattern == v.bitPattern, "\(v)") }
        #expect(back.last?.string == "a\"b\\c\n\u{1}<d>é")
        #expect(w.text.hasPrefix("[0,1,-1,0.1,1e+16,9000000000000000,9007199254740992,123.456,5e-324,1.7976931348623157e+308,"))
        #expect(w.text.hasSuffix(",\"a\\\"b\\\\c\\n\\u0001\\u003cd\\u003eé\"]"))
        var z = JSONWriter(); z.number(-0.0)
        #expect(z.text == "0")
        let canonical = JSONCanonical.render(try JSONParser.parse("{\"b\": [1.0, {\"z\": 1, \"a\": 2}], \"a\": null}").root)
        #expect(String(decoding: canonical, as: UTF8.self) == "{\"a\":null,\"b\":[1,{\"a\":2,\"z\":1}]}")
        // Keys already in order are written as they come, out of order sorted: the same bytes either way.
        for json in ["{\"x\": 1, \"y\": 2.50}", "{\"y\": 2.5, \"x\": 1.0}"] {
            let bytes = JSONCanonical.render(try JSONParser.parse(json).root)
            #expect(String(decoding: bytes, as: UTF8.self) == "{\"x\":1,\"y\":2.5}", "\(json)")
        }
    }
}
