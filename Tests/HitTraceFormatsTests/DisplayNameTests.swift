import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import Answers
@testable import Sentences
@testable import HitTraceFormats

/// Names people use (issue 28 item 1) on real dumps: a button named by the title its `UIButtonLabel` prints, a
/// name that fits a cell and its text answered with both candidates, and no advice to turn a button's label on.
@Suite struct DisplayNameTests {
    /// sentry-cocoa's navigation-push dump: `UIButton: 0x7f893fc31e90` holds `UIButtonLabel … text = 'Reset DSN'`.
    static func sentry() throws -> Hierarchy {
        try DumpImporter.importDump(try RealData.dump("10-sentry-mock-uiwindow-navpush.txt")).hierarchy
    }

    @Test(.needsRealData) func aButtonIsNamedByItsLabelsTitle() throws {
        let h = try Self.sentry()
        let button = try #require(h.index(of: "UIButton_0x7f893fc31e90"))
        let label = try #require(h.index(of: "UIButtonLabel_0x7f893fc34b90"))
        #expect(h.displayName(of: button) == "UIButton \"Reset DSN\"")
        #expect(h.displayName(of: label) == "UIButtonLabel \"Reset DSN\"")
        #expect(h.nameLabel(of: button) == DisplayNames.Label(text: "Reset DSN", from: label.raw))
        // A view without a title: its class and the address's last digits.
        let field = try #require(h.index(of: "_UITextFieldContentView_0x7f893fe016d0"))
        #expect(h.displayName(of: field) == "_UITextFieldContentView …16d0")
        // The title, the display name and the id all name the button; the label only by its own name or id.
        #expect(h.lookUp("Reset DSN") == .view(button))
        #expect(h.lookUp("UIButton \"Reset DSN\"") == .view(button))
        #expect(h.lookUp("UIButton_0x7f893fc31e90") == .view(button))
        #expect(h.lookUp("UIButtonLabel \"Reset DSN\"") == .view(label))
    }

    /// OWASP MASTG's Cycript key window: `UIButton: 0x16d901e0` holds `UIButtonLabel … text = 'Verify'`.
    static func owasp() throws -> (h: Hierarchy, button: ViewIndex, label: ViewIndex) {
        let h = try DumpImporter.importDump(try RealData.dump("08-owasp-mastg-cycript-keywindow.txt")).hierarchy
        return (h, try #require(h.index(of: "UIButton_0x16d901e0")), try #require(h.index(of: "UIButtonLabel_0x16e72b70")))
    }

    @Test(.needsRealData) func aTapCheckByTitlePassesOnTheButton() throws {
        let (h, button, label) = try Self.owasp()
        let box = h.screenBox(of: label)
        let p = Point(x: box.x + box.width / 2, y: box.y + box.height / 2)
        let report = TouchCheck.run([Expectation(kind: .tap(p, hits: "Verify"), path: "$.expect[0]")], on: h)
        #expect(report.passed, "\(report.results.map(\.outcome))")
        #expect(report.results[0].outcome == .tapReaches(view: button, point: p, interactionAssumed: false))
        // The trace names the views it mentions by the names people use.
        let trace = h.trace(at: p)
        #expect(trace.hitView == button)
        let json = String(decoding: TraceJSON.render(trace, in: h), as: UTF8.self)
        #expect(json.contains("\"UIButton_0x16d901e0\":\"UIButton \\\"Verify\\\"\""))
        #expect(TraceTextLog.render(trace, in: h).contains("hit-test view: UIButton \"Verify\""))
    }

    @Test(.needsRealData) func noAdviceTurnsOnTheLabelInsideTheButtonThatGetsTheTouch() throws {
        let (h, button, label) = try Self.owasp()
        let box = h.screenBox(of: label)
        let trace = h.trace(at: Point(x: box.x + box.width / 2, y: box.y + box.height / 2))
        #expect(trace.hitView == button)
        let miss = try #require(trace.misses.first { $0.view == label })
        // The label is a private part of the button, which takes the touch: the advice is to leave it off (3.11).
        guard case let .interactionOff(_, _, control) = miss.cause else { Issue.record("\(miss.cause)"); return }
        #expect(control == button)
        let answer = h.whyNot(view: label, trace: trace)
        #expect(answer.partOf == button)
        #expect(answer.fix == nil)
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("appium-page-source"), "needs the real samples in ../shared/data/appium-page-source/"))
    func aNameThatFitsACellAndItsTextAnswersBoth() throws {
        let url = FormatFixtures.sharedData.appendingPathComponent("appium-page-source/shirates_SettingsTopScreen_390x844.xml")
        let h = try AppiumImporter.importPageSource(try FormatFixtures.bytes(url)).hierarchy
        guard case let .ambiguous(candidates) = h.lookUp("General") else { Issue.record("\"General\" is not ambiguous"); return }
        #expect(candidates.map(\.name) == ["Cell \"General\"", "StaticText \"General\""])
        #expect(English().lookUpFailure("General", .ambiguous(candidates)).contains("`Cell \"General\"`, `StaticText \"General\"`"))
        // Each unique name then finds its view.
        for c in candidates { #expect(h.lookUp(c.name) == .view(c.view)) }
    }

    @Test func authorsIdsStayTheNames() throws {
        let h = try HierarchyDecoder.decode(json: Array(#"{"windows": [{"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "priceLabel", "class": "UILabel", "frame": [0, 0, 50, 20], "text": "$9.99"}, {"class": "UILabel", "frame": [0, 20, 50, 20], "text": "Total"}]}]}"#.utf8))
        #expect(h.displayName(of: 1) == "priceLabel")
        #expect(h.displayName(of: 2) == "UILabel \"Total\"")
        #expect(h.lookUp("$9.99") == .view(ViewIndex(1)))
        #expect(TraceJSON.render(h.trace(at: Point(x: 1, y: 1)), in: h).count > 0)
    }

    /// A dump prints a text attribute quoted (`accessibilityLabel = 'Close'`); the name is the text, not its quotes.
    @Test func aQuotedAttributeNamesTheViewByItsText() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x9>>
               | <UIButton: 0x7f0000000002; frame = (20 100; 160 44); accessibilityLabel = 'Close'; layer = <CALayer: 0x3>>
               | <UIView: 0x7f0000000003; frame = (20 200; 160 44); accessibilityIdentifier = 'banner'; layer = <CALayer: 0x4>>

            """
        let h = try DumpImporter.importDump(Array(dump.utf8)).hierarchy
        #expect(h.displayName(of: try #require(h.index(of: "UIButton_0x7f0000000002"))) == "UIButton \"Close\"")
        #expect(h.displayName(of: try #require(h.index(of: "UIView_0x7f0000000003"))) == "banner")
    }
}
