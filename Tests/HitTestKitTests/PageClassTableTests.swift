import Foundation
import TestSupport
import Testing
@testable import HitTestKit

/// The page draws and normalizes hierarchies with its own copy of the class table (public/js/derive/uikit.js): it must
/// say what `UIKitClass` says, or the page would show a label as touchable that the engine passes over. These
/// tests read uikit.js as text, strictly (anything in its table they cannot read fails them), and compare.
@Suite struct PageClassTableTests {
    @Test func thePageKnowsTheSameClassesWithTheSameSuperclasses() throws {
        let page = try PageClassTable.load()
        for (name, superclass) in UIKitClass.superclass.sorted(by: { $0.key < $1.key }) {
            #expect(page.superclass[name] == superclass, "uikit.js: \(name) should be '\(superclass)'")
        }
        for name in page.superclass.keys.sorted() where UIKitClass.superclass[name] == nil {
            Issue.record("uikit.js knows \(name), which UIKitClass does not")
        }
    }

    /// What the page works out from its table (the interactive default, control-ness…) is what the engine does,
    /// for every known class and for a class neither knows.
    @Test func everyClassHasTheSameDefaultsOnThePage() throws {
        let page = try PageClassTable.load()
        #expect(!page.notInteractive.isEmpty)
        for name in UIKitClass.knownNames + ["MyCustomView"] {
            let behavior = page.behavior(of: name)
            #expect(behavior == UIKitClass.behavior(className: name, base: nil), "\(name)")
            let traits = UIKitClass.Traits(className: name, base: nil)
            #expect(page.interactiveByDefault(behavior) == traits.interactiveByDefault, "\(name): interactive by default")
            #expect(page.isKind(behavior, of: "UIControl") == traits.isControl, "\(name): a control")
            #expect(page.isKind(behavior, of: "UIScrollView") == traits.isScrollView, "\(name): a scroll view")
            #expect(page.isKind(behavior, of: "UIWindow") == traits.isWindow, "\(name): a window")
        }
    }

    /// A kind the page's scripts ask about (`isKind(behavior, 'UIControl')`) must be one the engine knows.
    @Test func theKindsThePageAsksAboutAreKnownClasses() throws {
        let folder = Repository.root.appendingPathComponent("public/js")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        let call = try Regex(#"isKind\([^,()]+,\s*'([A-Za-z_][A-Za-z0-9_]*)'\)"#)
        var asked = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: call) {
                let name = String(text[match.output[1].range!])
                #expect(UIKitClass.isKnown(name), "\(file) asks isKind(…, '\(name)'), a class UIKitClass does not know")
                asked += 1
            }
        }
        #expect(asked > 0, "no isKind(…, 'Class') in public/js: this test no longer reads the page")
    }
}

/// public/js/derive/uikit.js's data, read as text: `SUPERCLASS` (name → superclass) and `NOT_INTERACTIVE`, with the
/// page's rules over them written out again here as uikit.js writes them.
struct PageClassTable {
    var superclass: [String: String] = [:]
    var notInteractive: [String] = []

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func load() throws -> PageClassTable {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("public/js/derive/uikit.js"), encoding: .utf8)
        return try PageClassTable(source: text)
    }

    init(source: String) throws {
        let identifier = "[A-Za-z_][A-Za-z0-9_]*"
        let table = try Self.section(of: source, from: "const SUPERCLASS = new Map(Object.entries({", to: "}));")
        let pair = try Regex("(\(identifier))\\s*:\\s*'(\(identifier))'")
        var rest = table
        for match in table.matches(of: pair) {
            let name = String(table[match.output[1].range!]), parent = String(table[match.output[2].range!])
            guard superclass.updateValue(parent, forKey: name) == nil else {
                throw Unreadable(description: "uikit.js lists \(name) twice")
            }
        }
        rest.replace(pair, with: "")
        guard rest.allSatisfy({ $0.isWhitespace || $0 == "," }) else {
            throw Unreadable(description: "uikit.js's SUPERCLASS holds what is not a Name: 'Superclass' pair: \(Self.words(rest))")
        }
        let list = try Self.section(of: source, from: "const NOT_INTERACTIVE = [", to: "];")
        let name = try Regex("'(\(identifier))'")
        notInteractive = list.matches(of: name).map { String(list[$0.output[1].range!]) }
        var names = list
        names.replace(name, with: "")
        guard names.allSatisfy({ $0.isWhitespace || $0 == "," }) else {
            throw Unreadable(description: "uikit.js's NOT_INTERACTIVE holds what is not a 'Name': \(Self.words(names))")
        }
    }

    /// What is left of a section, with its spaces and line breaks made one space each.
    private static func words(_ text: Substring) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text between `start` and the first `end` after it.
    private static func section(of source: String, from start: String, to end: String) throws -> Substring {
        guard let open = source.range(of: start), let close = source.range(of: end, range: open.upperBound..<source.endIndex) else {
            throw Unreadable(description: "uikit.js has no \(start) … \(end)")
        }
        return source[open.upperBound..<close.lowerBound]
    }

    // uikit.js's isKnown, isKind, behaviorOf and interactiveByDefault.

    func isKind(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let c = current, steps < 32 {
            if c == ancestor { return true }
            current = superclass[c]
            steps += 1
        }
        return false
    }

    func behavior(of className: String) -> String {
        superclass[className] != nil ? className : "UIView"
    }

    func interactiveByDefault(_ behavior: String) -> Bool {
        !notInteractive.contains { isKind(behavior, of: $0) }
    }
}
