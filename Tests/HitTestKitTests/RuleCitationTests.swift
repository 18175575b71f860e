import Foundation
import Testing
import TestSupport

/// The rule book, `docs/UIKIT-RULES.md`, defines every rule number the code and the tests cite: the engine's
/// sentences ("… (rules 2.1, 2.2)"), the timeline's reasons ("… (4.17)"), and the comments and test
/// descriptions ("Rule 1.5: …", "/// 4.E: …", "(rules §4, §5, 3.3–3.5, RC.6)"). How citations are recognised:
/// `RuleBook.citations(in:path:)`.
@Suite struct RuleCitationTests {
    static let ruleBook = "docs/UIKIT-RULES.md"
    /// What is scanned for citations, relative to the repository root.
    static let scannedFolders = ["Tests", "Sources", "public"]
    /// This file cites numbers that do not exist on purpose, to show that the check can fail.
    static let ownFile = "Tests/HitTestKitTests/RuleCitationTests.swift"

    @Test func everyCitedRuleIsInTheRuleBook() throws {
        let defined = try RuleBook.definedNumbers(in: Self.readRuleBook())
        let files = try Self.scannedFiles()
        #expect(files.count > 100, "the scan found only \(files.count) files under \(Self.scannedFolders)")
        for problem in RuleBook.missing(in: files, defined: defined) {
            Issue.record("\(problem.file):\(problem.line) cites rule \(problem.number), which \(Self.ruleBook) does not define")
        }
    }

    /// The check can fail: a file citing a number the rule book lacks is reported, by file, line and number,
    /// and only that number is.
    @Test func aMissingNumberIsReported() throws {
        let defined = try RuleBook.definedNumbers(in: Self.readRuleBook())
        let text = "// (rule 4.5) holds.\n// But (rule 9.9) does not exist, nor does RC.99.\n"
        let problems = RuleBook.missing(in: [(path: "Sources/Made/Up.swift", text: text)], defined: defined)
        #expect(problems.map { "\($0.file):\($0.line) \($0.number)" }
                == ["Sources/Made/Up.swift:2 9.9", "Sources/Made/Up.swift:2 RC.99"])
    }

    /// The extractor finds the citations the real files make, where they make them; if it found nothing (a
    /// wrong root, a broken pattern), the check above would pass for nothing.
    @Test(arguments: [
        ("Sources/Sentences/Catalogs/en.json", "2.1"),
        ("Sources/Sentences/Catalogs/en.json", "7.5"),
        ("Sources/HitTestKit/Delivery/DeliverySimulator+Views.swift", "RC.6"),
        ("Sources/HitTestKit/Delivery/DeliverySimulator+Arbitration.swift", "4.17"),
        ("Sources/HitTestKit/Delivery/RecognizerMachine.swift", "4.E"),
        ("Tests/HitTestKitTests/Delivery/LongPressAndContinuousTests.swift", "4.E"),
        ("Tests/HitTestKitTests/MissTests.swift", "2.2"),
        ("Tests/HitTestKitTests/ContainmentTests.swift", "0.3"),
        ("Tests/HitTestKitTests/ResponderChainTests.swift", "RC.4"),
    ])
    func knownCitationsAreFound(path: String, number: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        #expect(RuleBook.citations(in: text).contains { $0.number == number }, "\(number) not found in \(path)")
    }

    @Test func theWholeTreeCitesManyRules() throws {
        let numbers = Set(try Self.scannedFiles().flatMap { RuleBook.citations(in: $0.text, path: $0.path) }.map(\.number))
        #expect(numbers.count >= 60, "only \(numbers.sorted()) found")
        for n in ["1.1", "1.3", "2.4", "3.1", "4.5", "4.11", "4.19", "5.3", "6.2", "7.4", "RC.2", "4.C", "S", "7"] {
            #expect(numbers.contains(n), "no citation of \(n) found")
        }
    }

    /// Each form the code uses, and look-alikes that are not citations.
    @Test(arguments: [
        ("the touch passes through to what is behind it (rule 3.1).", ["3.1"]),
        ("so \\(name) was never asked (rules 2.1, 2.2).", ["2.1", "2.2"]),
        ("/// Rules 0.3, 1.5–1.8: containment", ["0.3", "1.5", "1.6", "1.7", "1.8"]),
        ("/// Rule 4.C: cancels YES", ["4.C"]),
        ("/// Views (4.11–4.14, 5.3, 3.3–3.4, RC.6): who gets", ["4.11", "4.12", "4.13", "4.14", "5.3", "3.3", "3.4", "RC.6"]),
        ("/// Delivery (rule book §4, §5, 3.3–3.5, RC.6): each", ["4", "5", "3.3", "3.4", "3.5", "RC.6"]),
        ("/// as §S summarises it; overrides (§7) and RC.2", ["S", "7", "RC.2"]),
        ("    /// 4.E: a pan begins after 10 pt", ["4.E"]),
        ("    /// 3.6 + 4.1: a tap recognizer", ["3.6", "4.1"]),
        ("    /// 4.14 / RC.6: a view that", ["4.14", "RC.6"]),
        ("    /// 5.3 item 1 + 5.5: held past", ["5.3", "5.5"]),
        ("    /// 7.5 refined: runs super", ["7.5"]),
        ("reason: \"held back (delaysTouchesBegan, 4.12)\"", ["4.12"]),
        ("(its bounds grown by about \\(m) pt, 3.4)", ["3.4"]),
        ("the order (4.4: the first wins a tie) and 4.4b", ["4.4"]),
        ("(4.4b)", ["4.4b"]),
        ("RFC 9110 §5.3, FIPS 180-4 §6.2.2, [API.md §13](docs/API.md)", []),
        ("Point(x: 0.5, y: 0.5), (0.15 s), (2.5 pt), grayscale(0.7), (found 1.5)", []),
        ("[30.0, -45.0, 180.0, 1.5], \"scale\": [1.1, 0.9], 0.0.0.0, 40.5", []),
        ("POST /api/echo HTTP/1.1\\r\\n, Swift 6.3's TSan, iOS 13.0", []),
    ] as [(String, [String])])
    func extractor(text: String, expected: [String]) {
        #expect(RuleBook.citations(in: text).map(\.number) == expected)
    }

    /// The rule book's own form: each rule a paragraph starting with its bold number (the server anchors those
    /// as `rule-<number>`), each number once, and nothing pointing outside the repository.
    @Test func theRuleBooksForm() throws {
        let text = try Self.readRuleBook()
        let rules = RuleBook.ruleParagraphs(in: text)
        #expect(rules.count >= 80)
        #expect(Set(rules).count == rules.count, "numbers defined twice: \(Dictionary(grouping: rules) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        for n in ["0.3", "1.1", "1.11", "2.10", "3.8", "4.4b", "4.19", "4.E", "5.9", "6.5", "7.6", "RC.1", "RC.7", "S"] {
            #expect(rules.contains(n), "rule \(n) has no paragraph")
        }
        for pointer in ["../shared", "uikit-semantics", "/work/", "/home/"] {
            #expect(!text.contains(pointer), "the rule book points outside the repository: \(pointer)")
        }
    }

    static func readRuleBook() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(ruleBook), encoding: .utf8)
    }

    /// Every text file under the scanned folders (hidden folders and caches left out), with its path relative
    /// to the repository root.
    static func scannedFiles() throws -> [(path: String, text: String)] {
        let root = Repository.root
        let textExtensions: Set<String> = ["swift", "js", "mjs", "html", "css", "py", "json", "md", "txt", "ini", "c", "h", "sh"]
        var files: [(path: String, text: String)] = []
        for folder in scannedFolders {
            let url = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
                throw RuleBookError.unreadable(url.path)
            }
            for case let file as URL in walk {
                if ["__pycache__", "node_modules", "venv"].contains(file.lastPathComponent) {
                    walk.skipDescendants()
                    continue
                }
                guard textExtensions.contains(file.pathExtension),
                      (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
                let path = folder + "/" + file.path.dropFirst(url.path.count + 1)
                guard path != ownFile, let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                files.append((path, text))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

enum RuleBookError: Error {
    case unreadable(String)
}

/// Rule numbers: the ones the rule book defines, and the ones a text cites.
enum RuleBook {
    struct Citation: Equatable, Sendable {
        var number: String
        var line: Int
    }

    struct Problem: Equatable, Sendable {
        var file: String
        var line: Int
        var number: String
    }

    /// The numbers of the rule paragraphs (a paragraph that starts with `**<number>**`), in order.
    static func ruleParagraphs(in markdown: String) -> [String] {
        var numbers: [String] = []
        var previousBlank = true
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { previousBlank = line.allSatisfy(\.isWhitespace) }
            guard previousBlank, line.hasPrefix("**") else { continue }
            let rest = line.dropFirst(2)
            guard let close = rest.range(of: "**") else { continue }
            let number = String(rest[..<close.lowerBound])
            if isRuleNumber(number) { numbers.append(number) }
        }
        return numbers
    }

    /// What a citation may name: a rule paragraph, or a section heading ("## 4. …", "### 4.C …", "## RC. …").
    static func definedNumbers(in markdown: String) -> Set<String> {
        var numbers = Set(ruleParagraphs(in: markdown))
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            let words = line.drop { $0 == "#" }.split(separator: " ")
            guard let first = words.first else { continue }
            let number = first.hasSuffix(".") ? String(first.dropLast()) : String(first)
            if isRuleNumber(number) { numbers.insert(number) }
        }
        return numbers
    }

    /// `[0-9A-Z]+(\.[0-9A-Za-z]+)*`, the form the server anchors as `rule-<number>`.
    static func isRuleNumber(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard let head = parts.first, !head.isEmpty, head.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) })
        else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isNumber || $0.isLetter) } }
    }

    static func missing(in files: [(path: String, text: String)], defined: Set<String>) -> [Problem] {
        files.flatMap { file in
            citations(in: file.text, path: file.path).filter { !defined.contains($0.number) }
                .map { Problem(file: file.path, line: $0.line, number: $0.number) }
        }
    }

    /// The rule numbers `text` cites, in order, each once per line. A citation is
    /// - a list after "rule" or "rules" (any case): `rule 4.5`, `rules 2.1, 2.2`, `Rules 0.3, 1.5–1.8`;
    /// - a list after `§` (sections too: `§4`, `§S`), unless the `§` belongs to an RFC, FIPS or another `.md`;
    /// - `RC.<n>` anywhere;
    /// - elsewhere, a number of sections 1–7 or RC standing where citations stand: after `(`, `, `, `; `,
    ///   ` + `, ` / ` or at the start of a comment (`/// 4.E: …`), and followed by `)`, `,`, `;`, `:`, `+`, `/`,
    ///   `.`, the end of the line, or a word that is not a unit (`(7.5 refined)`, not `(2.5 pt)`). JSON files
    ///   are only searched for the first three forms.
    /// Ranges (`4.11–4.14`) stand for every number in them.
    static func citations(in text: String, path: String = "") -> [Citation] {
        var scanner = CitationScanner(text: text, loose: !path.hasSuffix(".json"))
        return scanner.run()
    }
}

/// The scanner behind `RuleBook.citations`, over Unicode scalars.
private struct CitationScanner {
    let s: [Unicode.Scalar]
    let loose: Bool
    var found: [(Int, String)] = []  // (position, number)

    init(text: String, loose: Bool) {
        s = Array(text.unicodeScalars)
        self.loose = loose
    }

    static let units: Set<String> = ["s", "ms", "pt", "px", "points", "seconds", "second", "sec", "x", "times", "degrees"]
    static let commentStarts: Set<String> = ["//", "///", "#", "*", "/*", "/**", "<!--"]

    mutating func run() -> [RuleBook.Citation] {
        var i = 0
        while i < s.count {
            let c = s[i]
            if (c == "r" || c == "R"), let start = afterRuleWord(i) {
                _ = list(at: start, bare: false, zero: true)
            } else if c == "§", !belongsElsewhere(i) {
                _ = list(at: i, bare: true, zero: true)
            } else if c == "R", i + 2 < s.count, s[i + 1] == "C", s[i + 2] == ".", startsToken(i), token(at: i, bare: false, zero: false) != nil {
                _ = list(at: i, bare: false, zero: false, only: true)
            } else if loose, isDigit(c), c != "0", startsToken(i), citationContextBefore(i) {
                var numbers: [(Int, String)] = []
                let end = list(at: i, bare: false, zero: false, into: &numbers)
                if !numbers.isEmpty, citationContextAfter(end) { found += numbers }
            }
            i += 1
        }
        // Each number once per line, in order of appearance.
        let lineOf = lineNumbers()
        var seen = Set<String>()
        var result: [RuleBook.Citation] = []
        let ordered = found.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        for (position, number) in ordered.map(\.element) {
            let line = lineOf(position)
            if seen.insert("\(line) \(number)").inserted { result.append(RuleBook.Citation(number: number, line: line)) }
        }
        return result
    }

    // MARK: The forms

    /// "rule" or "rules", as a word, followed by spaces: where its list starts.
    func afterRuleWord(_ i: Int) -> Int? {
        guard i == 0 || !isLetter(s[i - 1]), i + 4 < s.count,
              String(String.UnicodeScalarView(s[i..<i + 4])).lowercased() == "rule" else { return nil }
        var j = i + 4
        if j < s.count, s[j] == "s" || s[j] == "S" { j += 1 }
        guard j < s.count, s[j] == " " else { return nil }
        return skipSpaces(j)
    }

    /// A `§` of an RFC ("RFC 9110 §5.3"), of FIPS, or of another Markdown file ("API.md §13").
    func belongsElsewhere(_ i: Int) -> Bool {
        let before = lineText(to: i).split(separator: " ").suffix(2).map(String.init)
        guard let last = before.last else { return false }
        if before.count == 2, before[0].hasSuffix("RFC") || before[0].hasSuffix("FIPS") { return true }
        return last.hasSuffix(".md") && !last.hasSuffix("UIKIT-RULES.md")
    }

    /// After `(`, after `, ` `; ` ` + ` ` / `, or first thing in a comment.
    func citationContextBefore(_ i: Int) -> Bool {
        var p = i - 1
        while p >= 0, s[p] == " " || s[p] == "\t" { p -= 1 }
        guard p >= 0, s[p] != "\n" else { return false }
        let spaced = p < i - 1
        switch s[p] {
        case "(": return true
        case ",", ";": return spaced
        case "+", "/":
            if spaced, p > 0, s[p - 1] == " " { return true }
        default: break
        }
        let head = lineText(to: p + 1).trimmingCharacters(in: .whitespaces)
        return Self.commentStarts.contains(head)
    }

    /// Followed by punctuation that ends a citation, the end of the line, or a word that is not a unit.
    func citationContextAfter(_ end: Int) -> Bool {
        guard end < s.count, s[end] != "\n" else { return true }
        if "),;:+/.(".unicodeScalars.contains(s[end]) { return true }
        guard s[end] == " " else { return false }
        let k = skipSpaces(end)
        guard k < s.count, s[k] != "\n" else { return true }
        if ")+/(:".unicodeScalars.contains(s[k]) { return true }
        var word = ""
        var j = k
        while j < s.count, isLetter(s[j]) { word.unicodeScalars.append(s[j]); j += 1 }
        guard let first = word.unicodeScalars.first, first.properties.isLowercase else { return false }
        return !Self.units.contains(word)
    }

    // MARK: Lists and numbers

    /// Parses `4.5`, `§4`, `4.11–4.14`, joined by `,` `;` ` + ` ` / ` `and`, into `found`; returns where it stopped.
    mutating func list(at start: Int, bare: Bool, zero: Bool, only: Bool = false) -> Int {
        var numbers: [(Int, String)] = []
        let end = list(at: start, bare: bare, zero: zero, only: only, into: &numbers)
        found += numbers
        return end
    }

    func list(at start: Int, bare: Bool, zero: Bool, only: Bool = false, into numbers: inout [(Int, String)]) -> Int {
        var i = start
        var end = start
        while true {
            var j = i
            if j < s.count, s[j] == "§" { j += 1 }
            guard let (first, afterFirst) = token(at: j, bare: bare, zero: zero) else { break }
            var names = [first]
            end = afterFirst
            var k = skipSpaces(afterFirst)
            if k < s.count, s[k] == "–" || s[k] == "-" {
                k = skipSpaces(k + 1)
                if k < s.count, s[k] == "§" { k += 1 }
                if let (last, afterLast) = token(at: k, bare: false, zero: zero) {
                    names = Self.range(first, last)
                    end = afterLast
                }
            }
            numbers += names.map { (j, $0) }
            if only { break }
            k = skipSpaces(end)
            guard k < s.count else { break }
            if s[k] == "," || s[k] == ";" {
                i = skipSpaces(k + 1)
            } else if (s[k] == "+" || s[k] == "/"), k > end, k + 1 < s.count, s[k + 1] == " " {
                i = skipSpaces(k + 1)
            } else if k + 4 < s.count, String(String.UnicodeScalarView(s[k..<k + 4])) == "and " {
                i = skipSpaces(k + 4)
            } else {
                break
            }
        }
        return end
    }

    /// A rule number at `i`: `4.5`, `4.19`, `4.4b`, `4.E`, `RC.6` (with `zero`, also `0.3`); with `bare`, also a
    /// section alone (`4`, `RC`, `S`). Nil when the number goes on (`4.100`, `1.1.1`, `4.5x`).
    func token(at i: Int, bare: Bool, zero: Bool) -> (String, Int)? {
        guard i < s.count else { return nil }
        var head: String
        var j = i
        if isDigit(s[i]) {
            guard zero || s[i] != "0" else { return nil }
            head = String(s[i])
            j += 1
        } else if s[i] == "R", i + 1 < s.count, s[i + 1] == "C" {
            head = "RC"
            j += 2
        } else if bare, s[i] == "S" {
            head = "S"
            j += 1
        } else {
            return nil
        }
        if j + 1 < s.count, s[j] == ".", let (minor, k) = minor(at: j + 1, letters: head != "RC") {
            guard !goesOn(k) else { return nil }
            return (head + "." + minor, k)
        }
        guard bare, !goesOn(j) else { return nil }
        return (head, j)
    }

    /// `[1-9][0-9]?[a-z]?`, or (with `letters`) one capital letter.
    func minor(at k: Int, letters: Bool) -> (String, Int)? {
        guard k < s.count else { return nil }
        if isDigit(s[k]), s[k] != "0" {
            var m = String(s[k])
            var j = k + 1
            if j < s.count, isDigit(s[j]) { m.unicodeScalars.append(s[j]); j += 1 }
            if j < s.count, s[j].properties.isLowercase, s[j].isASCII { m.unicodeScalars.append(s[j]); j += 1 }
            return (m, j)
        }
        if letters, s[k].isASCII, s[k].properties.isUppercase { return (String(s[k]), k + 1) }
        return nil
    }

    /// The text at `j` continues the number: a letter, a digit, `_`, or `.` and a digit.
    func goesOn(_ j: Int) -> Bool {
        guard j < s.count else { return false }
        if isWord(s[j]) { return true }
        return s[j] == "." && j + 1 < s.count && isDigit(s[j + 1])
    }

    /// A number may start here: not inside a word or a longer number, not a negative number.
    func startsToken(_ i: Int) -> Bool {
        guard i > 0 else { return true }
        let p = s[i - 1]
        return !isWord(p) && p != "." && p != "-" && p != "−"
    }

    /// `4.11`…`4.14` for `4.11–4.14`; the two ends when the range is not of numbered rules in one section.
    static func range(_ a: String, _ b: String) -> [String] {
        let pa = a.split(separator: "."), pb = b.split(separator: ".")
        if pa.count == 2, pb.count == 2, pa[0] == pb[0], let x = Int(pa[1]), let y = Int(pb[1]), x <= y {
            return (x...y).map { "\(pa[0]).\($0)" }
        }
        return [a, b]
    }

    // MARK: Characters and lines

    func skipSpaces(_ i: Int) -> Int {
        var j = i
        while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
        return j
    }

    /// The text of the line from its start to `i` (exclusive).
    func lineText(to i: Int) -> String {
        var p = i
        while p > 0, s[p - 1] != "\n" { p -= 1 }
        return String(String.UnicodeScalarView(s[p..<i]))
    }

    /// Position → 1-based line number.
    func lineNumbers() -> (Int) -> Int {
        var starts = [0]
        for (i, c) in s.enumerated() where c == "\n" { starts.append(i + 1) }
        return { position in
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= position { lo = mid } else { hi = mid - 1 }
            }
            return lo + 1
        }
    }

    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    func isLetter(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic }
    func isWord(_ c: Unicode.Scalar) -> Bool { isDigit(c) || isLetter(c) || c == "_" }
}
