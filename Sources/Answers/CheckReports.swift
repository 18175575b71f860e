import HitTestKit
import Sentences
import HitTraceJSON
/// A check's results written for people and for CI tools: plain text, JSON (the API's answer), JUnit XML and
/// Markdown (SARIF 2.1.0: `SARIFReport`).
public enum CheckReports {
    /// `PASS  tap (120, 300) hits signInButton — …` per expectation, explanations indented, and a summary.
    public static func text(_ r: CheckReport, in h: Hierarchy) -> String {
        let en = English()
        var out = ""
        for result in r.results {
            out += (result.passed ? "PASS  " : "FAIL  ") + en.summary(result.expectation) + ": " + en.checkOutcome(result.outcome, in: h) + "\n"
            if !result.passed || !result.details.isEmpty {
                for d in result.details.prefix(20) { out += "      " + en.checkDetail(d, in: h) + "\n" }
                if result.details.count > 20 { out += "      … and \(result.details.count - 20) more\n" }
            }
        }
        let held = r.results.count - r.failures
        out += "\(held) of \(English.count(r.results.count, "expectation")) \(held == 1 ? "holds" : "hold")\(r.failures == 0 ? "" : "; \(r.failures) failed")\n"
        return out
    }

    /// `{"passed": …, "total": …, "failures": …, "results": [{"expectation", "kind", "passed", "message",
    /// "view", "rule", "details", "findings"}]}`.
    public static func json(_ r: CheckReport, in h: Hierarchy) -> [UInt8] {
        let en = English()
        var w = JSONWriter(capacity: 1024 + r.results.count * 400)
        w.beginObject()
        w.key("passed"); w.bool(r.passed)
        w.key("total"); w.int(r.results.count)
        w.key("failures"); w.int(r.failures)
        w.key("results"); w.beginArray()
        for result in r.results {
            w.beginObject()
            w.key("expectation"); w.string(en.summary(result.expectation))
            w.key("path"); w.string(result.expectation.path)
            w.key("kind"); w.string(kind(result.expectation))
            w.key("passed"); w.bool(result.passed)
            w.key("message"); w.string(en.checkOutcome(result.outcome, in: h))
            w.key("view"); if let v = result.view { w.string(h.id(v)) } else { w.null() }
            w.key("rule"); w.string(result.rule)
            if result.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            w.key("details"); w.beginArray(); for d in result.details { w.string(en.checkDetail(d, in: h)) }; w.endArray()
            w.key("findings"); w.beginArray()
            for f in result.findings { AuditFindingJSON.write(f, in: h, lang: .en, &w) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.bytes
    }

    static func kind(_ e: Expectation) -> String {
        switch e.kind {
        case .tap: "tap"
        case .reachable: "reachable"
        case .audit: "audit"
        }
    }

    /// JUnit XML: one `<testcase>` per expectation, a `<failure>` with the explanations for each that fails.
    public static func junit(_ r: CheckReport, in h: Hierarchy, suite: String) -> String {
        let en = English()
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"hittrace check\" tests=\"\(r.results.count)\" failures=\"\(r.failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(xml(suite))\" tests=\"\(r.results.count)\" failures=\"\(r.failures)\" errors=\"0\" skipped=\"0\">\n"
        for result in r.results {
            out += "    <testcase classname=\"hittrace.\(kind(result.expectation))\" name=\"\(xml(en.summary(result.expectation)))\""
            if result.passed {
                out += "/>\n"
                continue
            }
            let message = en.checkOutcome(result.outcome, in: h)
            out += ">\n      <failure message=\"\(xml(message))\" type=\"\(xml(result.rule))\">"
            out += xml(([message] + result.details.map { en.checkDetail($0, in: h) }).joined(separator: "\n"))
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// JUnit XML for a run that could not check: one test case with an `<error>` (not a failure: nothing was
    /// checked), so that a CI job's report step finds a report that says why.
    public static func junitError(_ message: String, problems: [String], code: String, suite: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"hittrace check\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
        out += "  <testsuite name=\"\(xml(suite))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
        out += "    <testcase classname=\"hittrace.input\" name=\"\(xml(CheckRules.badInputTitle))\">\n"
        out += "      <error message=\"\(xml(message))\" type=\"\(xml(code))\">\(xml(([message] + problems).joined(separator: "\n")))</error>\n"
        out += "    </testcase>\n  </testsuite>\n</testsuites>\n"
        return out
    }

    /// A Markdown report that shows as it is in a GitHub job summary or a merge-request comment: the summary,
    /// a table of the expectations, a table of the audit findings and one of the dead zones, each failure's
    /// explanations, and the hit map only as a link the reader can follow: `image` is an absolute URL where the
    /// picture was uploaded (an image by a relative path shows nowhere but beside the file), `imageFile` the
    /// picture's name beside the report, mentioned as text. Every piece of data goes through `MarkdownText`:
    /// ids in code spans fenced to fit, nothing else from the input read as Markdown or HTML.
    public static func markdown(_ r: CheckReport, in h: Hierarchy, hierarchyName: String, image: String?, imageFile: String? = nil) -> String {
        let en = English()
        // Sentences quote views by their display names; the report's own cells quote ids.
        let names = Set((0..<h.viewCount).compactMap { h.displayNameIfNotID($0) })
        let text = MarkdownText(isID: { h.index(of: String($0)) != nil || names.contains(String($0)) })
        var cell = text
        cell.inTable = true
        var out = "# Touch check: \(text.inline(hierarchyName))\n\n"
        out += r.passed ? "**\(English.all(r.results.count, "expectation", "holds", "hold")).**\n\n"
                        : "**\(r.failures) of \(English.count(r.results.count, "expectation")) failed.**\n\n"
        out += "| | Expectation | Result |\n|---|---|---|\n"
        for result in r.results {
            out += "| \(result.passed ? "✅" : "❌") | \(cell.inline(en.summary(result.expectation))) | \(cell.inline(en.checkOutcome(result.outcome, in: h))) |\n"
        }
        let findings = r.results.flatMap(\.findings)
        if !findings.isEmpty {
            out += "\n## Audit findings\n\n| Level | Rule | View | Finding |\n|---|---|---|---|\n"
            for f in findings.prefix(100) {
                out += "| \(f.level.rawValue) | \(cell.inline(f.rule)) | \(cell.code(h.id(f.view))) | \(cell.inline(en.auditFinding(f, in: h))) |\n"
            }
            if findings.count > 100 { out += "\n… and \(findings.count - 100) more \(English.noun(findings.count - 100, "finding")) (the SARIF and JSON reports have them all).\n" }
        }
        if let report = r.report, !report.deadZones.isEmpty {
            out += "\n## Dead zones\n\n| View | Dead | Why |\n|---|---|---|\n"
            for z in report.deadZones.prefix(50) {
                out += "| \(cell.code(h.id(z.view))) | \(z.lostPoints == z.drawnPoints ? "entirely" : "partly") | \(z.causes.first.map { cell.inline(en.miss($0.miss, in: h)) } ?? "") |\n"
            }
            if report.deadZones.count > 50 { out += "\n… and \(report.deadZones.count - 50) more dead \(English.noun(report.deadZones.count - 50, "zone")).\n" }
        }
        if let image {
            out += "\n## Hit map\n\n![Hit map: each view's receiving area in its own colour, dead zones hatched in red, audit findings outlined](\(imageDestination(image)))\n"
        } else if let imageFile {
            out += "\n## Hit map\n\nThe hit map is the picture \(text.code(imageFile)) written beside this report (upload it and give `--hit-map-url` to show it here).\n"
        }
        for result in r.results where !result.passed || !result.details.isEmpty {
            out += "\n## \(result.passed ? "✅" : "❌") \(text.inline(en.summary(result.expectation)))\n\n\(text.inline(en.checkOutcome(result.outcome, in: h))).\n\n"
            for d in result.details.prefix(50) { out += "- \(text.inline(en.checkDetail(d, in: h)))\n" }
        }
        return out
    }

    /// The Markdown report of a run that could not check: what went wrong and each problem.
    public static func markdownError(_ message: String, problems: [String], hierarchyName: String) -> String {
        let text = MarkdownText(isID: { _ in false })
        var out = "# Touch check: \(text.inline(hierarchyName))\n\n**❌ \(text.inline(CheckRules.badInputTitle)): \(text.inline(message))**\n\n"
        for p in problems.prefix(100) { out += "- \(text.inline(p))\n" }
        return out
    }

    /// The picture's file name as a link destination: bytes that could end it or start markup percent-encoded.
    static func imageDestination(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            if byte <= 0x20 || byte >= 0x7F || "()<>\\[]`'\"%".utf8.contains(byte) {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out
    }

    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\u{FFFE}", "\u{FFFF}":
                // Not characters XML can hold (XML 1.0 §2.2, Char); the replacement character stands in.
                out += "\u{FFFD}"
            default:
                // XML 1.0 allows no other control characters.
                if u.value < 0x20 && u != "\t" { out += " " } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
