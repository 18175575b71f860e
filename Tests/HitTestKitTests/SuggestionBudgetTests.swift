import Testing
@testable import HitTestKit

/// "Did you mean" only for the problems an answer reports, only against the known names, and a long key costs
/// its length, not a search.
@Suite struct SuggestionBudgetTests {
    @Test func aMegabyteKeyIsReportedShortWithoutAGuess() throws {
        let key = String(repeating: "h", count: 1 << 20)
        let issues = DecoderValidationTests.issues("\"frame\": [0, 0, 10, 10], \"\(key)\": true")
        #expect(issues.count == 1)
        let message = try #require(issues.first?.message)
        // (The message starts with the view's place, which names the key in full.)
        let ending = "unknown field \"\(String(repeating: "h", count: 100))…\" in a view"
        let endsRight = message.hasSuffix(ending)
        #expect(endsRight)
    }

    @Test func manyUnknownKeysAreReportedUpToTheCapAndStillGuessed() throws {
        let fields = (0..<20_000).map { "\"hiden\($0 % 10)\": true" }.joined(separator: ", ")
        let issues = DecoderValidationTests.issues("\"frame\": [0, 0, 10, 10], " + fields)
        #expect(issues.count == HierarchyLimits().maxIssues)
        #expect(issues.first?.message.hasSuffix("unknown field \"hiden0\" in a view; did you mean \"hidden\"?") == true)
    }

    @Test func theGuessIsWithinTwoEditsAndOfAKnownName() {
        #expect(FieldReader.closest("hiden", in: ["hidden", "frame"]) == "hidden")
        #expect(FieldReader.closest("hiddenxyz", in: ["hidden", "frame"]) == nil)
        #expect(FieldReader.closest("FRAM", in: ["hidden", "frame"]) == "frame")
    }
}
