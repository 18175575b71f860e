import Testing
@testable import HitTestKit

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
    }
}
