import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats
import HitTraceJSON

/// The text export quotes what would otherwise end a field, a node or a line, so that every export re-imports
/// to the same hierarchy whatever its ids and classes hold.
@Suite struct ExportEscapingTests {
    /// Pieces an attacker would put in an id or a class name: the dump's own punctuation, quotes, escapes,
    /// fields of its own, markup, and characters that are not ASCII.
    static let pieces = [
        ";", "=", "<", ">", "<<", "(", ")", "{", "}", "'", "\\", "\\'", ":", " ", ",", "|", "`", "#", "\"",
        "; frame = (0 0; 1000 1000); hidden = YES", "> <UIView: 0x1; frame = (0 0; 1 1)>", "(layer)", "0x7f",
        "id = x", "<img src=x onerror=alert(1)>", "电子", "\u{FFFF}", "\u{2028}", "🙂", "a", "B", "_", ".", "x_0x1f",
    ]

    static func hostile(_ rng: inout SplitMix64) -> String {
        var s = ""
        for _ in 0...Int(rng.next() % 5) { s += pieces[Int(rng.next() % UInt64(pieces.count))] }
        // Ids and classes are at most 256 bytes; whole pieces only, so no character is cut in two.
        while s.utf8.count > 200 { s.removeLast() }
        return s
    }

    @Test func everyExportOfHostileIDsAndClassesReimportsToTheSameHierarchy() throws {
        var rng = SplitMix64(seed: 0x05_CA_9E)
        for round in 0..<300 {
            var w = JSONWriter()
            var used = Set<String>()
            func uniqueID() -> String {
                var id = Self.hostile(&rng)
                while !used.insert(id).inserted { id += "\(used.count)" }
                return id
            }
            w.beginObject(); w.key("windows"); w.beginArray()
            w.beginObject()
            w.key("id"); w.string(uniqueID())
            w.key("frame"); w.beginArray(); for v in [0.0, 0, 390, 844] { w.number(v) }; w.endArray()
            w.key("subviews"); w.beginArray()
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                w.beginObject()
                w.key("id"); w.string(uniqueID())
                w.key("class"); w.string(rng.next() % 3 == 0 ? "UIButton" : Self.hostile(&rng))
                w.key("frame"); w.beginArray(); for v in [10.0, 20, 100, 50] { w.number(v) }; w.endArray()
                if rng.next() % 2 == 0 { w.key("backgroundColor"); w.string(Self.hostile(&rng)) }
                w.endObject()
            }
            w.endArray()
            w.endObject()
            w.endArray(); w.endObject()
            let h = try HierarchyDecoder.decode(json: w.bytes)
            let text = DumpExporter.render(h)
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == h.viewCount + 1, "one line per view:\n\(text)")
            let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
            #expect((0..<again.viewCount).map(again.id) == (0..<h.viewCount).map(h.id), "round \(round):\n\(text)")
            #expect((0..<again.viewCount).map { again.views[$0].className } == (0..<h.viewCount).map { h.views[$0].className },
                    "round \(round):\n\(text)")
            #expect((0..<again.viewCount).map { again.frame(of: $0) } == (0..<h.viewCount).map { h.frame(of: $0) }, "round \(round):\n\(text)")
            #expect((0..<again.viewCount).map { again.nodes[$0].flags.contains(.hidden) } == (0..<h.viewCount).map { h.nodes[$0].flags.contains(.hidden) }, "round \(round):\n\(text)")
            if again.viewCount != h.viewCount { break }
        }
    }

    @Test func anIDThatLooksLikeFieldsStaysAnID() throws {
        let h = try HierarchyDecoder.decode(json: Array(#"""
            {"windows": [{"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "a; frame = (0 0; 1000 1000); hidden = YES", "frame": [0, 0, 10, 10]},
              {"id": "b>c", "class": "My'View; x = <", "frame": [0, 0, 10, 10]}]}]}
            """#.utf8))
        let text = DumpExporter.render(h)
        #expect(text.contains(#"id = 'a; frame = (0 0; 1000 1000); hidden = YES'"#), "\(text)")
        #expect(text.contains(#"<'My\'View; x = <'"#), "\(text)")
        let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        #expect(again.id(1) == "a; frame = (0 0; 1000 1000); hidden = YES")
        #expect(!again.nodes[1].flags.contains(.hidden))
        #expect(again.frame(of: 1) == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(again.id(2) == "b>c")
        #expect(again.views[2].className == "My'View; x = <")
    }
}
