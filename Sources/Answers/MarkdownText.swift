import HitTestKit
import HitTraceJSON
import Sentences

/// Text from data (ids, names, sentences that quote them) made safe for a Markdown report: whatever an id
/// holds, it shows as itself and cannot become HTML, an image, a link, emphasis or a new table cell.
///
/// Sentences quote names in single backticks (`` `id` ``, `` `UIButton "OK"` ``); a name may itself hold
/// backticks, so a quoted span is found by the names the hierarchy knows (the longest that fits) and written
/// again as a CommonMark code span
/// fenced with more backticks than it holds. Everything outside code spans has Markdown's punctuation
/// backslash-escaped (`<` as `&lt;`), so no raw HTML, image or link syntax (nor GitHub's autolinks) survives;
/// line breaks become spaces.
struct MarkdownText {
    /// Whether a quoted span is one of the hierarchy's ids or display names.
    let isID: (Substring) -> Bool
    /// In a table row `|` ends a cell even inside a code span, so it is escaped there too.
    var inTable = false

    /// The longest id a quote can hold (ids are at most 256 bytes), so finding a span's end stays linear.
    private static let longestQuote = 256

    func inline(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "`") {
            text(rest[..<open], into: &out)
            let afterOpen = rest.index(after: open)
            guard let close = closingQuote(in: rest[afterOpen...]) else {
                out += "\\`"
                rest = rest[afterOpen...]
                continue
            }
            out += code(rest[afterOpen..<close])
            rest = rest[rest.index(after: close)...]
        }
        text(rest, into: &out)
        return out
    }

    /// `id` as a code span, whatever it holds.
    func code<S: StringProtocol>(_ content: S) -> String {
        var body = ""
        for c in content {
            switch c {
            case "\n", "\r": body += " "
            case "|" where inTable: body += "\\|"
            default: body.append(c)
            }
        }
        var longestRun = 0, run = 0
        for c in body { run = c == "`" ? run + 1 : 0; longestRun = max(longestRun, run) }
        let fence = String(repeating: "`", count: longestRun + 1)
        // CommonMark strips one space from each end of a span that starts and ends with one, so padding keeps
        // a leading or trailing backtick off the fence and a leading or trailing space in place.
        let pad = body.contains("`") || body.first == " " || body.last == " " ? " " : ""
        return fence + pad + body + pad + fence
    }

    /// Where the span opened just before `s` ends: after the longest known id that fits, else at the next
    /// backtick; nil when no backtick follows.
    private func closingQuote(in s: Substring) -> Substring.Index? {
        var best: Substring.Index?
        var index = s.startIndex
        var length = 0
        while index < s.endIndex, length <= Self.longestQuote {
            if s[index] == "`" {
                if best == nil || isID(s[..<index]) { best = index }
            }
            length += s[index].utf8.count
            index = s.index(after: index)
        }
        return best
    }

    private func text(_ s: Substring, into out: inout String) {
        var index = s.startIndex
        while index < s.endIndex {
            let c = s[index]
            let next = s.index(after: index)
            switch c {
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case "\\", "`", "*", "_", "[", "]", "!", "#", "|", ">", "&", "~", "$":
                out += "\\"
                out.append(c)
            // GitHub's autolinks start at `://` and `www.`: an escaped `:` or `.` is no longer one.
            case ":" where s[next...].hasPrefix("//"):
                out += "\\:"
            case "." where s[..<index].suffix(3).lowercased() == "www":
                out += "\\."
            default: out.append(c)
            }
            index = next
        }
    }
}
