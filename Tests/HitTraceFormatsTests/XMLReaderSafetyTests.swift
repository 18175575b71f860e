import Foundation
import Testing
@testable import HitTestKit
@testable import HitTraceFormats

/// The XML page sources are read by libxml2 with no entity expansion, no DTD and no network: hostile sources
/// (entity bombs, external entities) are answered without expanding or opening anything; what the parser
/// recovers from is a note with its line.
@Suite struct XMLReaderSafetyTests {
    static let button = "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"pay\" x=\"0\" y=\"0\" width=\"44\" height=\"44\""

    @Test func aBillionLaughsSourceIsReadWithoutExpandingItsEntities() throws {
        // Ten levels of ten references: 10^9 "lol"s (3 GB) if expanded.
        var dtd = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 { dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        let source = "<?xml version=\"1.0\"?><!DOCTYPE AppiumAUT [\(dtd)]><AppiumAUT>" + Self.button + " label=\"&lol9;\"/>&lol9;</AppiumAUT>"
        let xml = XMLReader(Array(source.utf8))
        #expect(xml.elements.map(\.name) == ["AppiumAUT", "XCUIElementTypeButton"])
        #expect(!(xml.attribute(1, "label") ?? "").contains("lol"))
        let imported = try HierarchyImporter.importHierarchy(Array(source.utf8), format: .appium)
        #expect(imported.hierarchy.viewCount == 1)
    }

    @Test func anExternalEntityIsNeverOpened() throws {
        // A file only this test knows: were the entity resolved, its text would show in the label or the notes.
        let secret = "hittrace-secret-\(UInt64.random(in: 0...UInt64.max))"
        let path = NSTemporaryDirectory() + "\(secret).txt"
        try Data(secret.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for entity in ["<!ENTITY x SYSTEM \"file://\(path)\">", "<!ENTITY x SYSTEM \"file:///etc/passwd\">"] {
            let source = "<?xml version=\"1.0\"?><!DOCTYPE AppiumAUT [\(entity)]><AppiumAUT>" + Self.button + " label=\"&x;\"/>&x;</AppiumAUT>"
            let imported = try HierarchyImporter.importHierarchy(Array(source.utf8), format: .appium)
            let label = FormatFixtures.attribute(imported.hierarchy, ViewIndex(0), "accessibilityLabel") ?? ""
            #expect(!label.contains(secret) && !label.contains("root:"))
            #expect(!imported.notes.contains { $0.message.contains(secret) || $0.message.contains("root:") })
        }
        // An external DTD is not loaded either.
        let dtd = "<?xml version=\"1.0\"?><!DOCTYPE AppiumAUT SYSTEM \"file://\(path)\"><AppiumAUT>" + Self.button + "/></AppiumAUT>"
        let imported = try HierarchyImporter.importHierarchy(Array(dtd.utf8), format: .appium)
        #expect(imported.hierarchy.viewCount == 1)
        #expect(!imported.notes.contains { $0.message.contains(secret) })
    }

    @Test func whatTheParserRecoversFromIsANoteWithItsLine() {
        // A closing tag that does not match closes the innermost element (libxml2's recovery).
        let xml = XMLReader(Array("<AppiumAUT>\n<a>\n<b/>\n</x>\n<c/>\n</AppiumAUT>".utf8))
        #expect(xml.elements.map(\.name) == ["AppiumAUT", "a", "b", "c"])
        #expect(xml.elements[0].children == [1, 3])
        #expect(xml.notes.contains { $0.path == "line 4" && $0.message.contains("</x> does not match <a> (line 2)") })
        #expect(!xml.truncated)
        // Cut inside a tag: the complete elements are kept, the cut one left out, the open ones closed.
        let cut = XMLReader(Array("<AppiumAUT>\n<a x=\"1\">\n<b y=\"2\"/>\n<c z=\"".utf8))
        #expect(cut.elements.map(\.name) == ["AppiumAUT", "a", "b"])
        #expect(cut.truncated)
        // A start tag across lines is at the line of its `<`.
        let multiline = XMLReader(Array("<AppiumAUT>\n<a\n x=\"1\"\n y=\"2\"/></AppiumAUT>".utf8))
        #expect(multiline.elements.map(\.line) == [1, 2])
    }

    @Test func theHostileShapesAreReadInOnePass() {
        // Issue 33's shapes, once quadratic in the hand-written reader (their time is the fuzz run's per-input
        // limit and `hittrace-bench --import-xml`): libxml2 reads each, and the result is what recovery gives.
        let window = "<AppiumAUT><XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\""
        let equal = XMLReader(Array((window + " " + Array(repeating: "name=\"a\"", count: 2_000).joined(separator: " ") + "/></AppiumAUT>").utf8))
        #expect(equal.attribute(1, "name") == "a")
        let stray = XMLReader(Array((window + ">" + String(repeating: "</x>", count: 40_000) + "</XCUIElementTypeWindow></AppiumAUT>").utf8))
        // The first two close the window and the root (libxml2's recovery); the rest, with nothing open, are skipped.
        #expect(stray.elements.count == 2 && stray.roots == [0])
        #expect(stray.notes.contains { $0.message.contains("</x> with no <x> open") })
        #expect(stray.notes.last?.message == "and 39952 more XML errors recovered from")  // 2 mismatches, 40,000 skipped, 50 shown
        // A fragment from the middle of a source: closing tags first, then several elements at the top.
        let fragment = XMLReader(Array("    </a>\n  </b>\n<c/>\n<d>\n<e/>\n</d>\n</f>".utf8))
        #expect(fragment.elements.map(\.name) == ["c", "d", "e"] && fragment.roots == [0, 1])
        #expect(fragment.elements.map(\.line) == [3, 4, 5])
        #expect(fragment.notes.map(\.path) == ["line 1", "line 2", "line 7"])
        let angles = XMLReader(Array((window + ">" + String(repeating: "<a ", count: 20_000)).utf8))
        #expect(angles.elements.count >= 2 && angles.truncated)
    }
}
