private import CCmarkGFM
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule book (`docs/UIKIT-RULES.md`) rendered to HTML once, with CommonMark as GitHub reads it (cmark-gfm,
/// tables included), and split into its numbered rules so that a trace's "(rule 4.5)" can open exactly that
/// rule. Knows nothing of HTTP: the app serves what this returns.
///
/// A rule starts where the document says so: a paragraph whose first bold run begins with a rule number
/// (`**4.5**`, `**RC.6**`, `**7.1 Enlarged hit area**`), or a heading that begins with one (`## 7. Classic
/// overrides`, `### 4.E Default thresholds`, `## RC. Responder chain`). It runs to the next such start.
public struct RuleBook: Sendable {
    public struct Rule: Sendable, Equatable {
        /// As the document and the traces write it: "4.5", "4.4b", "RC.6", "4.E"; a section: "7", "RC".
        public let number: String
        /// The words after the number in the bold run or the heading, if any ("Enlarged hit area").
        public let title: String?
        /// The rule's blocks as HTML, the first carrying `id="rule-<number>"`.
        public let html: String
        /// The rule as plain text, for a tooltip.
        public let text: String
    }

    /// Every rule and section, in the order of the document.
    public let rules: [Rule]
    /// The whole document as HTML, each rule's first block carrying its `id` (`rule-4.5`).
    public let html: String
    private let index: [String: Int]

    public init(markdown: String) {
        let rendered = Self.render(markdown)
        rules = rendered.rules
        html = rendered.html
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where index[rule.number] == nil { index[rule.number] = i }
        self.index = index
    }

    /// The rule or section with this number ("4.5", "RC.6", "7"; a leading "§" is ignored).
    public func rule(_ number: String) -> Rule? {
        let key = number.hasPrefix("§") ? String(number.dropFirst()) : number
        return index[key].map { rules[$0] }
    }

    /// The anchor a link to a rule names: `rule-4.5`.
    public static func anchor(_ number: String) -> String { "rule-" + number }
}

extension RuleBook {
    private static func render(_ markdown: String) -> (rules: [Rule], html: String) {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return ([], "") }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink"] {
            if let ext = cmark_find_syntax_extension(name) { _ = cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) { cmark_parser_feed(parser, $0, buf.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return ([], "") }
        defer { cmark_node_free(document) }
        let extensions = cmark_parser_get_syntax_extensions(parser)

        var whole = ""
        var rules: [Rule] = []
        var current: (number: String, title: String?, html: String, text: String)?
        func close() {
            if let c = current { rules.append(Rule(number: c.number, title: c.title, html: c.html, text: c.text)) }
            current = nil
        }
        var node = cmark_node_first_child(document)
        while let block = node {
            var blockHTML = takeString(cmark_render_html(block, options, extensions))
            let blockText = takeString(cmark_render_plaintext(block, options, 0))
            if let start = ruleStart(block) {
                close()
                blockHTML = withID(blockHTML, anchor(start.number))
                current = (start.number, start.title, blockHTML, blockText)
            } else if current != nil {
                current!.html += blockHTML
                current!.text += "\n" + blockText
            }
            whole += blockHTML
            node = cmark_node_next(block)
        }
        close()
        return (rules, whole)
    }

    /// The number (and title) a block starts a rule with, if it starts one.
    private static func ruleStart(_ block: OpaquePointer) -> (number: String, title: String?)? {
        switch cmark_node_get_type(block) {
        case CMARK_NODE_HEADING:
            return splitNumber(inlineText(block), requireDot: false)
        case CMARK_NODE_PARAGRAPH:
            guard let first = cmark_node_first_child(block), cmark_node_get_type(first) == CMARK_NODE_STRONG else { return nil }
            return splitNumber(inlineText(first), requireDot: true)
        default:
            return nil
        }
    }

    /// "4.5" -> ("4.5", nil); "7.1 Enlarged hit area" -> ("7.1", "Enlarged hit area"); "7. Q7: …" -> ("7", "Q7: …");
    /// "RC. Responder chain" -> ("RC", …). A paragraph's number needs a dot inside it ("4.5", "RC.6"), so that a
    /// bold word such as "**Simulator**" does not start a rule; a heading's may be a bare section number.
    static func splitNumber(_ text: String, requireDot: Bool) -> (number: String, title: String?)? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
        func isUpper(_ s: Unicode.Scalar) -> Bool { s.value >= 65 && s.value <= 90 }
        func isAlnum(_ s: Unicode.Scalar) -> Bool { isDigit(s) || isUpper(s) || (s.value >= 97 && s.value <= 122) }
        // The first part: digits, or one to three capitals (RC, S).
        if i < scalars.count, isDigit(scalars[i]) {
            while i < scalars.count, isDigit(scalars[i]) { i += 1 }
        } else {
            while i < scalars.count, isUpper(scalars[i]), i < 3 { i += 1 }
            if i == 0 { return nil }
        }
        var end = i
        var dotted = false
        while i < scalars.count, scalars[i] == ".", i + 1 < scalars.count, isAlnum(scalars[i + 1]) {
            i += 1
            while i < scalars.count, isAlnum(scalars[i]) { i += 1 }
            end = i
            dotted = true
        }
        if requireDot && !dotted { return nil }
        if i < scalars.count, scalars[i] == "." { i += 1 }  // "7." and "RC." close their number with a dot
        guard i == scalars.count || scalars[i] == " " || scalars[i] == ":" else { return nil }
        let number = String(String.UnicodeScalarView(scalars[0..<end]))
        let rest = String(String.UnicodeScalarView(scalars[i...])).drop { $0 == " " || $0 == ":" }
        return (number, rest.isEmpty ? nil : String(rest))
    }

    /// The text of a node's inline children, code spans included.
    private static func inlineText(_ node: OpaquePointer) -> String {
        var out = ""
        var child = cmark_node_first_child(node)
        while let c = child {
            if let literal = cmark_node_get_literal(c) { out += String(cString: literal) } else { out += inlineText(c) }
            child = cmark_node_next(c)
        }
        return out
    }

    /// A rendered block's first tag given an `id`: `<p>` -> `<p id="rule-4.5">`.
    private static func withID(_ html: String, _ id: String) -> String {
        guard html.hasPrefix("<"), let close = html.firstIndex(of: ">") else { return html }
        return String(html[..<close]) + " id=\"" + id + "\"" + String(html[close...])
    }

    /// A string cmark allocated, copied into Swift and freed.
    private static func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
