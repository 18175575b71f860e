import Testing
@testable import HitTestKit
import Sentences
import Answers

/// A check cannot pass over nothing (rule CI.5): no expectations is bad input, and an audit of a hierarchy
/// with no target fails and says what it looked for.
@Suite struct VacuousCheckTests {
    @Test func noExpectationsIsInvalid() throws {
        #expect(throws: HierarchyError.self) { try Expectation.decode(json: Array(#"{"expect": []}"#.utf8)) }
        do {
            _ = try Expectation.decode(json: Array(#"{"expect": []}"#.utf8))
        } catch {
            #expect(error.code == .invalidExpectations)
            #expect(error.issues.map(\.path) == ["$.expect"])
            #expect(error.issues[0].message.hasPrefix("no expectations"))
        }
    }

    @Test func anAuditOfPlainViewsFails() throws {
        let json = #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [{"id": "row", "class": "UITableViewCell", "frame": [0, 100, 390, 44]}, {"id": "text", "class": "UILabel", "frame": [16, 110, 200, 20]}]}}"#
        let h = try HierarchyDecoder.decode(json: Array(json.utf8))
        let audit = Expectation(kind: .audit(.wcagAA), name: nil, path: "$.expect[0]")
        let result = TouchCheck.run([audit], on: h).results[0]
        #expect(!result.passed)
        #expect(result.rule == NoTargets.rule)
        guard case let .noTargets(profile, why) = result.outcome else { Issue.record("\(result.outcome)"); return }
        #expect(profile == "wcag-aa" && why.views == 3 && why.interactive == 0)
    }

    @Test func anAuditOfCoveredControlsNamesThem() throws {
        let json = #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [{"id": "save", "class": "UIButton", "frame": [0, 100, 100, 44], "hidden": true}]}}"#
        let h = try HierarchyDecoder.decode(json: Array(json.utf8))
        let result = TouchCheck.run([Expectation(kind: .audit(.hig), name: nil, path: "$.expect[0]")], on: h).results[0]
        #expect(!result.passed)
        guard case let .noTargets(_, why) = result.outcome else { Issue.record("\(result.outcome)"); return }
        #expect(why.interactive == 1 && why.unreached == [h.v("save")])
        #expect(result.details.contains(.unreachedTarget(h.v("save"))))
        #expect(English().checkOutcome(result.outcome, in: h).hasSuffix("and the one interactive view receives no touch anywhere on the screen"))
    }

    /// Plural agreement (issue 28): a count of one says so — "the one target", "1 of 1 expectation holds" —
    /// never "every one of 1 targets" or "1 views".
    @Test func countsOfOneAgree() throws {
        #expect(English.count(1, "view") == "1 view" && English.count(2, "view") == "2 views" && English.count(2, "entry", "entries") == "2 entries")
        #expect(English.all(1, "expectation", "holds", "hold") == "The one expectation holds")
        #expect(English.all(3, "expectation", "holds", "hold") == "All 3 expectations hold")
        let json = #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [{"id": "save", "class": "UIButton", "frame": [0, 100, 100, 44]}]}}"#
        let h = try HierarchyDecoder.decode(json: Array(json.utf8))
        let audit = TouchCheck.run([Expectation(kind: .audit(.hig), name: nil, path: "$.expect[0]")], on: h)
        #expect(English().checkOutcome(audit.results[0].outcome, in: h) == "the one target meets hig")
        #expect(CheckReports.text(audit, in: h).hasSuffix("1 of 1 expectation holds\n"))
        let small = #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [{"id": "dot", "class": "UIButton", "frame": [0, 100, 20, 20]}]}}"#
        let dot = try HierarchyDecoder.decode(json: Array(small.utf8))
        let finding = TouchCheck.run([Expectation(kind: .audit(.hig), name: nil, path: "$.expect[0]")], on: dot)
        #expect(English().checkOutcome(finding.results[0].outcome, in: dot) == "1 finding (1 below the minimum) among 1 target")
        #expect(CheckReports.text(finding, in: dot).hasSuffix("0 of 1 expectation hold; 1 failed\n"))
    }
}
