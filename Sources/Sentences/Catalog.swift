import HitTraceJSON

/// One language's words, as data: `Catalogs/<language>.json` maps each `Message` (by its name) to a template
/// whose `{placeholders}` the sentence logic fills with language-neutral arguments (names already quoted,
/// numbers already written, sub-sentences already said). The files are compiled into the binary
/// (`.embedInCode` in Package.swift) and parsed once, on first use, into a table indexed by `Message`: saying a
/// sentence looks a template up and joins its pieces, and never reads JSON.
///
/// Adding a language is adding a catalogue (every key of `en.json`, with the same placeholders: `CatalogTests`
/// holds every catalogue to that) and a case of `SentenceLanguage`.
package final class Catalog: Sendable {
    /// By `Message.rawValue`.
    private let templates: [Template]

    package static let en = Catalog(file: PackageResources.en_json, name: "en.json")
    package static let zh = Catalog(file: PackageResources.zh_json, name: "zh.json")

    /// The file's templates; a file that is not an object of strings is a build mistake, found by the first
    /// test that says anything.
    init(file: [UInt8], name: String) {
        var templates = [Template?](repeating: nil, count: Message.allCases.count)
        let byName = Dictionary(uniqueKeysWithValues: Message.allCases.map { ($0.key, $0) })
        do {
            let root = try JSONParser.parse(file).root
            for (key, value) in root.members {
                // A key no message has is left out here and named by `CatalogTests`.
                if let message = byName[key], let text = value.string { templates[message.rawValue] = Template(text) }
            }
        } catch {
            preconditionFailure("\(name) is not valid JSON: \(error)")
        }
        // A message the file lacks is said as nothing here and named by `CatalogTests`.
        messages = Set(Message.allCases.filter { templates[$0.rawValue] != nil })
        self.templates = templates.map { $0 ?? Template("") }
    }

    /// The template of `message` (an empty one if the catalogue lacks it, which `CatalogTests` forbids).
    package func template(_ message: Message) -> Template { templates[message.rawValue] }

    /// The message said with `arguments` in its placeholders. The code passes a message's arguments
    /// (`arguments(of:)`): every placeholder any catalogue has for it, since a language may leave one unsaid
    /// (Chinese says "等" where English says how many more). Debug builds stop here on a mismatch, which every
    /// sentence test would meet; `CatalogTests` holds the catalogues to the same placeholders.
    package func say(_ message: Message, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        assert(Set(arguments.map(\.key)) == Catalog.arguments(of: message),
               "\(message.key): arguments \(arguments.map(\.key).sorted()), placeholders \(Catalog.arguments(of: message).sorted())")
        return template(message).filled(arguments)
    }

    /// Every catalogue, one per language.
    package static let all: [(language: SentenceLanguage, catalog: Catalog)] = SentenceLanguage.allCases.map { ($0, $0.catalog) }

    /// The arguments the code passes for `message`: every placeholder any catalogue's template of it has.
    package static func arguments(of message: Message) -> Set<String> {
        all.reduce(into: []) { $0.formUnion($1.catalog.template(message).placeholders) }
    }

    /// Every message this catalogue has a template for.
    package let messages: Set<Message>
}

/// A catalogue's template cut once into literal text and named placeholders (`{view}`): a `{` followed by
/// letters, digits or `_` and a `}` is a placeholder, any other brace is text.
package struct Template: Sendable {
    enum Piece: Sendable {
        case text(String)
        case slot(String)
    }
    let pieces: [Piece]

    init(_ text: String) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            let name = rest[after...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            guard !name.isEmpty, name.endIndex < rest.endIndex, rest[name.endIndex] == "}" else {
                literal += rest[...open]
                rest = rest[after...]
                continue
            }
            literal += rest[..<open]
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.slot(String(name)))
            rest = rest[rest.index(after: name.endIndex)...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The names of its placeholders.
    package var placeholders: Set<String> {
        Set(pieces.compactMap { if case let .slot(name) = $0 { name } else { nil } })
    }

    /// The template with each placeholder replaced by its argument.
    package func filled(_ arguments: KeyValuePairs<String, String>) -> String {
        // Words alone (a step's, a label's): the text as it is, with no new string made.
        if pieces.count == 1, case let .text(text) = pieces[0] { return text }
        var out = ""
        for piece in pieces {
            switch piece {
            case let .text(text): out += text
            case let .slot(name): out += arguments.first { $0.key == name }?.value ?? ""
            }
        }
        return out
    }
}
