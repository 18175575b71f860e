import HitTestKit

/// The words for the simulation's data in one language: a table that turns each kind into a sentence.
/// `English` and `Chinese` are the tables; `SentenceLanguage.table` picks one. Every sentence names views by
/// `quoted(_:in:)` and recognizers by `code(_:)`, and cites the rule book's numbers.
package protocol SentenceTable: Sendable {
    // MARK: Delivery

    /// Why a timeline entry happened.
    func timeline(_ cause: TimelineCause, in h: Hierarchy) -> String
    /// Why a recognizer never saw the touch.
    func note(_ note: RecognizerNote, in h: Hierarchy) -> String
}

extension SentenceLanguage {
    /// This language's sentence table.
    package var table: any SentenceTable {
        switch self {
        case .en: English()
        case .zh: Chinese()
        }
    }
}

/// The English sentences.
package struct English: SentenceTable {
    package init() {}
}

/// The Chinese sentences: the same facts, in Chinese; ids, class names, API names and rule numbers as they are.
package struct Chinese: SentenceTable {
    package init() {}
}
