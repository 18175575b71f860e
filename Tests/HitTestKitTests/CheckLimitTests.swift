import Testing
@testable import HitTestKit

/// A check takes a bounded list of expectations, and asks each audit once.
@Suite struct CheckLimitTests {
    static func expectations(_ count: Int) -> [UInt8] {
        Array(("{\"expect\": [" + Array(repeating: #"{"audit": "hig"}"#, count: count).joined(separator: ", ") + "]}").utf8)
    }

    @Test func moreExpectationsThanTheCapAreBadInputSayingWhatFits() throws {
        #expect(try Expectation.decode(json: Self.expectations(Expectation.maxExpectations)).count == Expectation.maxExpectations)
        do {
            _ = try Expectation.decode(json: Self.expectations(Expectation.maxExpectations + 1))
            Issue.record("1,001 expectations were taken")
        } catch {
            #expect(error.issues.first?.path == "$.expect")
            #expect(error.issues.first?.message == "1001 expectations; at most 1000 are checked at once (split them over several checks)")
        }
    }

    @Test func repeatedAuditsGiveTheSameFindings() throws {
        let h = try HierarchyDecoder.decode(json: Array(#"""
            {"windows": [{"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "small", "class": "UIButton", "frame": [10, 10, 20, 20]}]}]}
            """#.utf8))
        let report = TouchCheck.run(try Expectation.decode(json: Self.expectations(3)), on: h)
        #expect(report.results.count == 3)
        #expect(Set(report.results.map { "\($0.outcome)" }).count == 1)
        #expect(report.results.allSatisfy { !$0.passed && $0.findings.count == 1 })
    }
}
