import Foundation
import Testing
@testable import Sentences

/// The catalogues (`Sources/Sentences/Catalogs/*.json`) against the code that asks them: every message the
/// sentence logic can say is in every catalogue, with the same placeholders, and a catalogue has nothing else.
/// A template's words are checked by the sentence tests of each family.
@Suite struct CatalogTests {
    /// Where a language leaves an argument unsaid, on purpose: (message, language, placeholder the English
    /// template has and this one does not) or the other way round (English leaves out what Chinese says).
    static let unsaid: Set<String> = [
        // Chinese says "等" ("and others") where English says how many more.
        "listMore zh count",
        // Chinese counts the whole group ("等 12 个"), English those beyond the six named.
        "groupMore zh count", "groupMore en total",
        // Chinese names the covering sibling again; English says "it".
        "coveredInFrontOfView en siblingName", "coveredInFrontOfAncestor en siblingName",
        // English says "the one target" / "the one view" where Chinese says the number.
        "checkAuditPassedOne en targets", "noTargetsNoControlOne en views", "noTargetsUnreachedOne en interactive",
    ]

    static func keys(of file: [UInt8]) throws -> [String] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(file)) as? [String: String])
        return Array(object.keys)
    }

    @Test func everyCatalogueHasEveryMessageAndNothingElse() throws {
        let messages = Set(Message.allCases.map(\.key))
        for (language, file) in [(SentenceLanguage.en, PackageResources.en_json), (.zh, PackageResources.zh_json)] {
            let keys = try Self.keys(of: file)
            #expect(keys.count == Set(keys).count, "\(language): a key twice")
            #expect(messages.subtracting(keys).sorted() == [], "\(language) lacks these messages")
            #expect(Set(keys).subtracting(messages).sorted() == [], "\(language) has keys no message has")
            #expect(language.catalog.messages == Set(Message.allCases))
        }
    }

    @Test func everyLanguageHasTheSamePlaceholdersAsEnglish() {
        for message in Message.allCases {
            let english = Catalog.en.template(message).placeholders
            for (language, catalog) in Catalog.all where language != .en {
                let here = catalog.template(message).placeholders
                for p in english.subtracting(here) {
                    #expect(Self.unsaid.contains("\(message.key) \(language) \(p)"), "\(message.key): \(language) lacks {\(p)}")
                }
                for p in here.subtracting(english) {
                    #expect(Self.unsaid.contains("\(message.key) en \(p)"), "\(message.key): \(language) has {\(p)}, English does not")
                }
            }
        }
    }

    @Test func templatesAreCutIntoTextAndPlaceholders() {
        let t = Template("These {count} views ({views}) {what}; {\"reachable\": …} {} {a b}")
        #expect(t.placeholders == ["count", "views", "what"])
        #expect(t.filled(["count": "2", "views": "`a`, `b`", "what": "{x}"]) == "These 2 views (`a`, `b`) {x}; {\"reachable\": …} {} {a b}")
        #expect(Template("").filled([:]) == "")
    }
}
