import Testing
import HitTraceJSON

/// The parser's own buffers: strings scanned eight bytes at a time, and a node buffer that grows up to the node
/// limit. Each must stop exactly where the byte-by-byte reading would.
@Suite struct JSONParserBufferTests {
    /// A byte that ends the plain run — a quote, an escape, a multi-byte character, a control character — at
    /// every offset in and around an eight-byte word.
    @Test(arguments: 0...19)
    func stringsEndAndEscapeAtEveryOffset(offset: Int) throws {
        let head = String(repeating: "a", count: offset)
        #expect(try JSONParser.parse("\"\(head)\"").root.string == head)
        #expect(try JSONParser.parse("\"\(head)\\n\(head)\"").root.string == head + "\n" + head)
        #expect(try JSONParser.parse("\"\(head)é\(head)\"").root.string == head + "é" + head)
        #expect(try JSONParser.parse("[\"\(head)\", \"x\"]").root.elements.map(\.string) == [head, "x"])
        let control = try #require(JSONParserTests.error("\"\(head)\u{01}zzzzzzzzzz\""))
        #expect(control.message == "unescaped control character U+01 in a string")
        #expect(control.offset == offset + 1)
        let badUTF8 = try #require(JSONParserTests.error(Array("\"\(head)".utf8) + [0xFF] + Array("zzzzzzzzzz\"".utf8)))
        #expect(badUTF8.message == "invalid UTF-8 byte 0xFF")
        #expect(badUTF8.offset == offset + 1)
        // Bytes from 0x20 to 0x7F other than the quote and the backslash are plain, DEL included.
        let plain = String(decoding: (0x20...0x7F).filter { $0 != 0x22 && $0 != 0x5C }.map { UInt8($0) }, as: UTF8.self)
        #expect(try JSONParser.parse("\"\(head)\(plain)\"").root.string == head + plain)
    }

    /// The node limit holds whatever the buffer's size: `[0, …]` with k elements is k + 1 values.
    @Test(arguments: [0, 1, 2, 15, 16, 17, 31, 32, 33, 100])
    func theNodeLimitIsExact(limit: Int) throws {
        for k in [limit - 2, limit - 1, limit, limit + 1] where k >= 0 {
            let text = "[" + Array(repeating: "0", count: k).joined(separator: ",") + "]"
            let e = JSONParserTests.error(text, limits: .init(maxNodes: limit))
            if k + 1 <= limit {
                #expect(e == nil, "k = \(k)")
            } else {
                #expect(e?.code == .tooLarge, "k = \(k)")
                #expect(e?.message == "more than \(limit) JSON values")
            }
        }
    }

    /// A document far larger than the first buffer (it doubles several times) reads back whole.
    @Test func aGrowingTapeKeepsEveryValue() throws {
        let values = (0..<5_000).map { i in i % 3 == 0 ? "\"s\(i)\"" : (i % 3 == 1 ? "\(i)" : "{\"k\": [\(i)]}") }
        let document = try JSONParser.parse("[" + values.joined(separator: ",") + "]")
        for (i, v) in document.root.elements.enumerated() {
            switch i % 3 {
            case 0: #expect(v.string == "s\(i)")
            case 1: #expect(v.number == Double(i))
            default: #expect(v["k"]?.elements.first(where: { _ in true })?.number == Double(i))
            }
        }
    }
}
