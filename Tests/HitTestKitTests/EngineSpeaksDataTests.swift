import Foundation
import Testing
import TestSupport

/// The simulation returns data, never words (issue 25, "words at the edge"): no sentence text under its
/// folders. The Sentences module says its results, in every language, from the data.
///
/// What counts as sentence text: any Chinese; a language parameter, `SentenceLanguage` or `say(`; and, in the
/// folders whose code produces the simulation's results, a string literal that reads as an explanation — it
/// names something in backquotes or cites the rule book ("(rule 1.1)", "(4.17)", "rules 2.1, 2.2"). The folders
/// that read the input (`Decoding`, `Import`) report problems with the input at its JSON paths or lines, as a
/// compiler does, and keep those messages: they are not the simulation's results.
@Suite struct EngineSpeaksDataTests {
    static let simulation = "Sources/HitTestKit"
    static let inputFolders: Set<String> = ["Decoding", "Import"]

    @Test func noSentenceTextUnderTheSimulation() throws {
        let root = Repository.root.appendingPathComponent(Self.simulation)
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 80, "the scan found only \(files.count) files under \(Self.simulation)")
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let readsInput = Self.inputFolders.contains(String(file.prefix { $0 != "/" }))
            for problem in Self.sentenceText(in: text, literals: !readsInput) {
                Issue.record("\(Self.simulation)/\(file):\(problem.line): \(problem.what)")
            }
        }
    }

    /// The check can fail: the sentences the engine used to make are found, each where it is.
    @Test func theCheckFindsSentences() {
        let code = """
        /// A comment may say `redView` and cite (rule 1.1).
        return .fail(say("\\(n) fingers came down; it needs \\(required)", "按下了 \\(n) 根手指"))
        let x = "ok", y = "`"
        message: "covered by `b`, a later sibling (rules 2.1, 2.2)",
        let why = "the finger moved past its hysteresis (5.9)"
        func trace(at p: Point, lang: SentenceLanguage) {}
        """
        #expect(Self.sentenceText(in: code, literals: true).map(\.line) == [2, 2, 4, 5, 6])
        #expect(Self.sentenceText(in: code, literals: false).map(\.line) == [2, 2, 6])
    }

    /// Where `text` holds sentence text: Chinese and language plumbing anywhere outside comments, and, with
    /// `literals`, string literals that quote names or cite rules.
    static func sentenceText(in text: String, literals: Bool) -> [(line: Int, what: String)] {
        var found: [(line: Int, what: String)] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            let code = line.components(separatedBy: " // ")[0]
            if code.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value) }) {
                found.append((i + 1, "Chinese text"))
            }
            if code.range(of: #"SentenceLanguage|\bsay\(|\blang:"#, options: .regularExpression) != nil {
                found.append((i + 1, "a language parameter"))
            }
            guard literals else { continue }
            for literal in stringLiterals(code) where literal.count > 1 && explains(literal) {
                found.append((i + 1, "a sentence: \"\(literal.prefix(60))\""))
            }
        }
        return found
    }

    /// A literal that names something in backquotes or cites a rule: "(rule 1.1)", "(4.17)", "rules 2.1, 2.2", "(§7)".
    static func explains(_ literal: String) -> Bool {
        literal.contains("`") || literal.range(of: #"\((rules? |§)?[0-9]+(\.[0-9A-Z]+)?[,;)]|\brules? [0-9]+\.[0-9]"#, options: .regularExpression) != nil
    }

    /// The contents of the double-quoted string literals on a line.
    static func stringLiterals(_ code: String) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        for c in code {
            if var s = current {
                if escaped { escaped = false; s.append(c); current = s; continue }
                if c == "\\" { escaped = true; s.append(c); current = s; continue }
                if c == "\"" { literals.append(s); current = nil; continue }
                s.append(c)
                current = s
            } else if c == "\"" {
                current = ""
            }
        }
        return literals
    }
}
