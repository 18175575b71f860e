import Testing
@testable import HitTestKit

/// One small window dump copied the ways real copies look (dumps README, "Observed grammar"): every style gives
/// the same hierarchy, written literally below.
@Suite struct ImportStyleTests {
    /// What UIKit prints (`po [[UIWindow keyWindow] recursiveDescription]`): three spaces before the first `|`,
    /// four between bars. The label's text holds quotes UIKit does not escape, and CJK.
    static let standard = """
        <UIWindow: 0x7fb3c2d0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6000a1>; layer = <UIWindowLayer: 0x6000a2>>
           | <UIView: 0x7fb3c300; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000a3>>
           |    | <UILabel: 0x7fb3c400; frame = (20 100; 200 21); text = 'Tap 'here' 你好'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000a4>>
           |    | <UIButton: 0x7fb3c500; frame = (20 200; 100 44); opaque = NO; layer = <CALayer: 0x6000a5>>
           |    |    | <UIImageView: 0x7fb3c600; frame = (0 0; 44 44); clipsToBounds = YES; hidden = YES; layer = <CALayer: 0x6000a6>>
        """

    /// The hierarchy every style must give. The image view prints no `userInteractionEnabled = NO`, so it was
    /// turned on: UIKit prints the property only when it is off, whatever the class's default (3.6).
    static let expected = """
        {"root": {"id": "UIWindow_0x7fb3c2d0", "class": "UIWindow", "frame": [0, 0, 390, 844], "userInteractionEnabled": true,
          "attributes": {"gestureRecognizers": "<NSArray: 0x6000a1>", "layer": "<UIWindowLayer: 0x6000a2>"},
          "subviews": [
            {"id": "UIView_0x7fb3c300", "class": "UIView", "frame": [0, 0, 390, 844], "userInteractionEnabled": true,
             "attributes": {"autoresize": "W+H", "layer": "<CALayer: 0x6000a3>"},
             "subviews": [
               {"id": "UILabel_0x7fb3c400", "class": "UILabel", "frame": [20, 100, 200, 21], "text": "Tap 'here' 你好",
                "userInteractionEnabled": false, "attributes": {"layer": "<_UILabelLayer: 0x6000a4>"}},
               {"id": "UIButton_0x7fb3c500", "class": "UIButton", "frame": [20, 200, 100, 44], "userInteractionEnabled": true,
                "attributes": {"opaque": "NO", "layer": "<CALayer: 0x6000a5>"},
                "subviews": [
                  {"id": "UIImageView_0x7fb3c600", "class": "UIImageView", "frame": [0, 0, 44, 44], "clipsToBounds": true,
                   "hidden": true, "userInteractionEnabled": true, "attributes": {"layer": "<CALayer: 0x6000a6>"}}
                ]}
             ]}
          ]}}
        """

    static var lines: [String] { standard.split(separator: "\n").map(String.init) }

    /// Rewrites the bars of every line: `bars(depth)` replaces the standard indentation.
    static func reindented(_ bars: (Int) -> String) -> String {
        lines.map { line in
            let depth = line.filter { $0 == "|" }.count
            let node = line[line.firstIndex(of: "<")!...]
            return bars(depth) + node
        }.joined(separator: "\n")
    }

    static let styles: [(String, String)] = [
        ("standard", standard),
        ("two-space indent", reindented { $0 == 0 ? "" : "  |" + String(repeating: "  |", count: $0 - 1) + " " }),
        ("four-space indent", reindented { $0 == 0 ? "" : "    |" + String(repeating: "    |", count: $0 - 1) + " " }),
        ("no leading spaces (Chisel)", reindented { $0 == 0 ? "" : String(repeating: "|    ", count: $0 - 1) + "| " }),
        ("collapsed pipes", reindented { String(repeating: "|", count: $0) + ($0 == 0 ? "" : " ") }),
        ("four spaces on every line", lines.map { "    " + $0 }.joined(separator: "\n")),
        ("log timestamp on every line",
         lines.map { "2026-11-30 04:12:09.123456+0000 Demo[4321:98765] " + $0 }.joined(separator: "\n")),
        ("NSLog prefix on the first line only", "2026-11-30 04:12:09.123 Demo[4321:98765] " + standard),
        ("Cycript backticks", "`" + standard + "`"),
        ("lldb echo lines", "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + standard + "\n(lldb) "),
        ("a header line before the dump", "View Hierarchy:\n" + standard),
        ("CRLF line ends and trailing blanks", lines.map { $0 + "  " }.joined(separator: "\r\n") + "\r\n\r\n"),
        ("a log tag with a < of its own", lines.map { "<Notice>: " + $0 }.joined(separator: "\n")),
        ("lines of bars only between views", lines.joined(separator: "\n   |    |\n")),
    ]

    @Test(arguments: styles)
    func everyStyleGivesTheSameHierarchy(style: String, dump: String) throws {
        #expect(ImportFixtures.normalized(try ImportFixtures.dump(dump)) == (try ImportFixtures.expected(Self.expected)), "\(style)")
    }

    /// Addresses purged (swift-snapshot-testing): ids come from the class, numbered in document order.
    @Test func purgedAddressesGiveClassBasedIDs() throws {
        let dump = """
            <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (0 20; 50 20); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UILabel; frame = (0 40; 50 20); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """
        #expect(ImportFixtures.normalized(try ImportFixtures.dump(dump)) == (try ImportFixtures.expected("""
            {"root": {"id": "UIView_1", "class": "UIView", "frame": [0, 0, 320, 568], "userInteractionEnabled": true,
              "attributes": {"autoresize": "W+H", "layer": "<CALayer>"},
              "subviews": [
                {"id": "UILabel_1", "class": "UILabel", "frame": [0, 20, 50, 20], "text": "What's", "userInteractionEnabled": false,
                 "attributes": {"layer": "<_UILabelLayer>"}},
                {"id": "UILabel_2", "class": "UILabel", "frame": [0, 40, 50, 20], "text": "?", "userInteractionEnabled": false,
                 "attributes": {"layer": "<_UILabelLayer>"}}
              ]}}
            """)))
    }
}
