import HitTestKit

/// The simulation's data said in one language: every method turns a kind into a sentence, with the logic written
/// once for every language (the `Sentences+…` files) and the words from the language's `catalog`. `English` and
/// `Chinese` are the tables; `SentenceLanguage.table` picks one. Every sentence names views by
/// `Quoting.named(_:in:)` and recognizers by `Quoting.code(_:)`, and cites the rule book's numbers.
package protocol SentenceTable: Sendable {
    /// The language's words (`Catalogs/<language>.json`); the sentence logic, written once for every language,
    /// is in the `Sentences+…` files.
    var catalog: Catalog { get }
    /// The language's last touch to a miss's sentence, a mechanic rather than words (Chinese drops the space
    /// after a closing full-width parenthesis).
    func tidy(_ sentence: String) -> String

    // MARK: Hit-testing

    /// Why a window was left out of the touch's hit-test (6.6).
    func setAside(_ s: Hierarchy.SetAsideWindow, in h: Hierarchy) -> String
    /// A tap's coordinates that look wrong, and the readings meant (nil when they look right).
    func coordinates(_ c: CoordinateCheck, in h: Hierarchy) -> String?
    /// One reading of a tap's coordinates, and what it would hit.
    func reading(_ r: CoordinateCheck.Reading, in h: Hierarchy) -> String

    /// Why a view under the finger did not get the touch.
    func miss(_ m: Miss, in h: Hierarchy) -> String
    /// That an explanation rests on a field the source did not carry (UIKit's default stood in).
    func assumed(_ a: Miss.Assumption, in h: Hierarchy) -> String

    // MARK: Checks, audits, hit maps

    /// What an expectation says (`tap (120, 300) hits signInButton`), for the reports.
    func summary(_ e: Expectation) -> String
    /// A check result's line.
    func checkOutcome(_ o: CheckOutcome, in h: Hierarchy) -> String
    /// One reason behind a check result.
    func checkDetail(_ d: CheckDetail, in h: Hierarchy) -> String
    /// A target that breaks an audit profile.
    func auditFinding(_ f: AuditProfileFinding, in h: Hierarchy) -> String
    /// A hit map's touch-target finding.
    func targetFinding(_ f: TouchTargetFinding, in h: Hierarchy) -> String
    /// A name that stands for no single view.
    func lookUpFailure(_ name: String, _ found: NameLookup) -> String

    // MARK: Delivery

    /// Why a timeline entry happened.
    func timeline(_ cause: TimelineCause, in h: Hierarchy) -> String
    /// Why a recognizer never saw the touch.
    func note(_ note: RecognizerNote, in h: Hierarchy) -> String
    /// What a delivery cut short by its limits left out.
    func truncation(_ d: TouchDelivery) -> String

    // MARK: Why not

    /// One blocker of `view`.
    func blocker(_ b: Blocker, of view: ViewIndex, in h: Hierarchy) -> String
    /// A blocker several misses share.
    func group(_ g: BlockerGroup, in h: Hierarchy) -> String
    /// Who took the touch past the hit-test, and why.
    func taker(_ k: Receipt.Taker, hitView: ViewIndex?, in h: Hierarchy) -> String
    /// Both facts: the hit-test view, and who received the touches.
    func receipt(_ r: Receipt, in h: Hierarchy) -> String
    /// The smallest fix, or that there is none.
    func fix(_ f: FixResult, in h: Hierarchy) -> String
    /// A why-not answer's status.
    func status(_ a: WhyNotAnswer, in h: Hierarchy) -> String

    // MARK: Hit maps

    /// Why a request's work stopped, and what would fit.
    func workStopped(_ e: WorkBudget.Exceeded) -> String

    // MARK: Hit maps, continued

    /// Dead zones that share a cause.
    func deadZoneGroup(_ g: DeadZoneGroup, in h: Hierarchy) -> String
    /// Touch-target findings of one kind.
    func auditGroup(_ g: AuditGroup, in h: Hierarchy) -> String
}

extension SentenceLanguage {
    /// This language's words.
    package var catalog: Catalog {
        switch self {
        case .en: .en
        case .zh: .zh
        }
    }

    /// This language's sentence table.
    package var table: any SentenceTable {
        switch self {
        case .en: English()
        case .zh: Chinese()
        }
    }
}

/// The sentences in English (`Catalogs/en.json`, the reference every other catalogue follows).
package struct English: SentenceTable {
    package init() {}
    package var catalog: Catalog { .en }
    package func tidy(_ sentence: String) -> String { sentence }
}

/// The sentences in Chinese (`Catalogs/zh.json`): the same facts; ids, class names, API names and rule numbers as
/// they are.
package struct Chinese: SentenceTable {
    package init() {}
    package var catalog: Catalog { .zh }
    /// No space after a closing full-width parenthesis ("`glassCover`（UIView）不接收触摸").
    package func tidy(_ sentence: String) -> String { sentence.replacingOccurrences(of: "） ", with: "）") }
}
