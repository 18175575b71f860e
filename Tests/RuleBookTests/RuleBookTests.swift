import Testing
@testable import RuleBook

/// The rule book split into rules, as the traces' "(rule 4.5)" links need it: each rule found by its number,
/// with its blocks as HTML (rendered by cmark-gfm) and an anchor on its first block.
@Suite struct RuleBookTests {
    static let sample = """
        # Rules

        ## 1. Early returns

        Intro to the section.

        **1.1** `hitTest` returns nil at once when the view is hidden.

        - a list item that belongs to 1.1

        **1.2 Order** The three checks come first.

        | Tag | Source |
        |---|---|
        | DOC | Apple |

        **Simulator** a bold word that is not a rule.

        ### 4.E Default thresholds

        **4.4b** A rule number with a letter. <script>alert(1)</script>

        ## RC. Responder chain

        **RC.6** The chain ends at the app delegate.
        """

    @Test func rulesAndSectionsAreFoundInOrder() {
        let book = RuleBook(markdown: Self.sample)
        #expect(book.rules.map(\.number) == ["1", "1.1", "1.2", "4.E", "4.4b", "RC", "RC.6"])
        #expect(book.rule("1.2")?.title == "Order")
        #expect(book.rule("4.E")?.title == "Default thresholds")
        #expect(book.rule("§1")?.number == "1")
        #expect(book.rule("9.9") == nil)
    }

    @Test func aRuleRunsToTheNextStartAndCarriesItsAnchor() throws {
        let book = RuleBook(markdown: Self.sample)
        let rule = try #require(book.rule("1.1"))
        #expect(rule.html.hasPrefix("<p id=\"rule-1.1\"><strong>1.1</strong>"))
        #expect(rule.html.contains("<li>a list item that belongs to 1.1</li>"))
        #expect(!rule.html.contains("1.2"))
        #expect(rule.text.contains("hitTest returns nil at once"))
        // A table (a GitHub extension) is rendered as one, and a bold word that is no number stays in its rule.
        let order = try #require(book.rule("1.2"))
        #expect(order.html.contains("<table>"))
        #expect(order.html.contains("<strong>Simulator</strong>"))
        #expect(book.html.contains("<h2 id=\"rule-1\">1. Early returns</h2>"))
        #expect(book.html.contains("<p id=\"rule-RC.6\">"))
    }

    @Test func rawHTMLInTheBookIsNotPassedThrough() throws {
        let rule = try #require(RuleBook(markdown: Self.sample).rule("4.4b"))
        #expect(!rule.html.contains("<script>"))
    }

    @Test(arguments: [
        ("4.5", true, "4.5", nil),
        ("7.1 Enlarged hit area", true, "7.1", "Enlarged hit area"),
        ("RC.6", true, "RC.6", nil),
        ("7. Q7: Classic override recipes", false, "7", "Q7: Classic override recipes"),
        ("RC. Responder chain", false, "RC", "Responder chain"),
        ("S. Simulator algorithm", false, "S", "Simulator algorithm"),
    ] as [(String, Bool, String, String?)])
    func numbersAreSplitFromTitles(text: String, requireDot: Bool, number: String, title: String?) throws {
        let split = try #require(RuleBook.splitNumber(text, requireDot: requireDot))
        #expect(split.number == number)
        #expect(split.title == title)
    }

    @Test(arguments: ["Simulator", "Note", "4", "Reference implementations compared", "UIKit's rules"])
    func wordsAreNotRuleNumbers(text: String) {
        #expect(RuleBook.splitNumber(text, requireDot: true) == nil)
    }
}
