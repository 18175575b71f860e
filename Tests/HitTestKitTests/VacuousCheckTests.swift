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
        #expect(result.message == "no targets to audit: wcag-aa measures the interactive views (UIControls and views with gesture recognizers) that receive touches, and none of the 3 views is a control or has a gesture recognizer")
    }

    @Test func anAuditOfCoveredControlsNamesThem() throws {
        let json = #"{"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [{"id": "save", "class": "UIButton", "frame": [0, 100, 100, 44], "hidden": true}]}}"#
        let h = try HierarchyDecoder.decode(json: Array(json.utf8))
        let result = TouchCheck.run([Expectation(kind: .audit(.hig), name: nil, path: "$.expect[0]")], on: h).results[0]
        #expect(!result.passed)
        #expect(result.message.hasSuffix("and none of the 1 interactive view receives a touch anywhere on the screen"))
        #expect(result.details.contains { $0.hasPrefix("`save` is interactive but no touch reaches it") })
    }
}
