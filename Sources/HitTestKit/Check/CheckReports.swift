/// A check's results written for people and for CI tools: plain text, JSON (the API's answer), JUnit XML,
/// SARIF 2.1.0 and Markdown.
public enum CheckReports {
    /// `PASS  tap (120, 300) hits signInButton — …` per expectation, explanations indented, and a summary.
    public static func text(_ r: CheckReport) -> String {
        var out = ""
        for result in r.results {
            out += (result.passed ? "PASS  " : "FAIL  ") + result.expectation.summary + ": " + result.message + "\n"
            if !result.passed || !result.details.isEmpty {
                for d in result.details.prefix(20) { out += "      " + d + "\n" }
                if result.details.count > 20 { out += "      … and \(result.details.count - 20) more\n" }
            }
        }
        let held = r.results.count - r.failures
        out += "\(held) of \(r.results.count) expectation\(r.results.count == 1 ? "" : "s") hold\(r.failures == 0 ? "" : "; \(r.failures) failed")\n"
        return out
    }

    /// `{"passed": …, "total": …, "failures": …, "results": [{"expectation", "kind", "passed", "message",
    /// "view", "rule", "details", "findings"}]}`.
    public static func json(_ r: CheckReport, in h: Hierarchy) -> [UInt8] {
        var w = JSONWriter(capacity: 1024 + r.results.count * 400)
        w.beginObject()
        w.key("passed"); w.bool(r.passed)
        w.key("total"); w.int(r.results.count)
        w.key("failures"); w.int(r.failures)
        w.key("results"); w.beginArray()
        for result in r.results {
            w.beginObject()
            w.key("expectation"); w.string(result.expectation.summary)
            w.key("path"); w.string(result.expectation.path)
            w.key("kind"); w.string(kind(result.expectation))
            w.key("passed"); w.bool(result.passed)
            w.key("message"); w.string(result.message)
            w.key("view"); if let v = result.view { w.string(h.id(v.index)) } else { w.null() }
            w.key("rule"); w.string(result.rule)
            if result.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            w.key("details"); w.beginArray(); for d in result.details { w.string(d) }; w.endArray()
            w.key("findings"); w.beginArray()
            for f in result.findings { f.write(to: &w, in: h) }
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
    public static func junit(_ r: CheckReport, suite: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"hittrace check\" tests=\"\(r.results.count)\" failures=\"\(r.failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(xml(suite))\" tests=\"\(r.results.count)\" failures=\"\(r.failures)\" errors=\"0\" skipped=\"0\">\n"
        for result in r.results {
            out += "    <testcase classname=\"hittrace.\(kind(result.expectation))\" name=\"\(xml(result.expectation.summary))\""
            if result.passed {
                out += "/>\n"
                continue
            }
            out += ">\n      <failure message=\"\(xml(result.message))\" type=\"\(xml(result.rule))\">"
            out += xml(([result.message] + result.details).joined(separator: "\n"))
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// SARIF 2.1.0: one result per failed tap or reachability expectation and per audit finding, each with its
    /// rule and, as a logical location, its view; the artifact is the hierarchy file.
    public static func sarif(_ r: CheckReport, in h: Hierarchy, artifact: String, version: String) -> [UInt8] {
        var rules: [(id: String, text: String, help: String?)] = []
        func rule(_ id: String, _ text: String, _ help: String?) {
            if !rules.contains(where: { $0.id == id }) { rules.append((id, text, help)) }
        }
        struct Finding { var rule: String; var level: String; var message: String; var view: ViewIndex? }
        var findings: [Finding] = []
        for result in r.results where !result.passed {
            // A failure that rests on an order the source does not give is unknown: a warning, not an error.
            let level = result.zOrderAssumed ? "warning" : "error"
            switch result.expectation.kind {
            case .tap:
                rule("hittrace/tap", "A tap at a point must go to the expected view", nil)
                findings.append(Finding(rule: "hittrace/tap", level: level,
                                        message: ([result.expectation.summary + ": " + result.message] + result.details).joined(separator: " "), view: result.view))
            case .reachable:
                rule("hittrace/reachable", "The view must get the touch somewhere in its visible area", nil)
                findings.append(Finding(rule: "hittrace/reachable", level: level,
                                        message: ([result.expectation.summary + ": " + result.message] + result.details).joined(separator: " "), view: result.view))
            case let .audit(profile):
                for f in result.findings {
                    rule(f.rule, profile.title, profile.source)
                    findings.append(Finding(rule: f.rule, level: f.level, message: f.message, view: f.view))
                }
                if result.findings.isEmpty {
                    rule("\(profile.name)/target-size", profile.title, profile.source)
                    findings.append(Finding(rule: "\(profile.name)/target-size", level: "error", message: result.message, view: nil))
                }
            }
        }
        var w = JSONWriter(capacity: 2048 + findings.count * 400)
        w.beginObject()
        w.key("$schema"); w.string("https://json.schemastore.org/sarif-2.1.0.json")
        w.key("version"); w.string("2.1.0")
        w.key("runs"); w.beginArray(); w.beginObject()
        w.key("tool"); w.beginObject(); w.key("driver"); w.beginObject()
        w.key("name"); w.string("hittrace")
        w.key("version"); w.string(version)
        w.key("rules"); w.beginArray()
        for r in rules {
            w.beginObject()
            w.key("id"); w.string(r.id)
            w.key("shortDescription"); w.beginObject(); w.key("text"); w.string(r.text); w.endObject()
            if let help = r.help { w.key("helpUri"); w.string(help) }
            w.endObject()
        }
        w.endArray()
        w.endObject(); w.endObject()
        w.key("artifacts"); w.beginArray(); w.beginObject()
        w.key("location"); w.beginObject(); w.key("uri"); w.string(artifact); w.endObject()
        w.endObject(); w.endArray()
        w.key("results"); w.beginArray()
        for f in findings {
            w.beginObject()
            w.key("ruleId"); w.string(f.rule)
            w.key("ruleIndex"); w.int(rules.firstIndex { $0.id == f.rule } ?? 0)
            w.key("level"); w.string(f.level)
            w.key("message"); w.beginObject(); w.key("text"); w.string(f.message); w.endObject()
            w.key("locations"); w.beginArray(); w.beginObject()
            w.key("physicalLocation"); w.beginObject()
            w.key("artifactLocation"); w.beginObject(); w.key("uri"); w.string(artifact); w.key("index"); w.int(0); w.endObject()
            w.endObject()
            if let view = f.view {
                w.key("logicalLocations"); w.beginArray(); w.beginObject()
                w.key("name"); w.string(h.id(view.index))
                w.key("fullyQualifiedName"); w.string(h.ancestry(of: view.index).reversed().map { h.id($0) }.joined(separator: "/"))
                w.key("kind"); w.string("element")
                w.endObject(); w.endArray()
            }
            w.endObject(); w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject(); w.endArray()
        w.endObject()
        return w.bytes
    }

    /// A Markdown report: the summary, the hit map as a picture (`image`, a file written next to the report),
    /// and each expectation with the explanations of its misses. Every piece of data goes through
    /// `MarkdownText`: ids in code spans fenced to fit, nothing else from the input read as Markdown or HTML.
    public static func markdown(_ r: CheckReport, in h: Hierarchy, hierarchyName: String, image: String?) -> String {
        let text = MarkdownText(isID: { h.index(of: String($0)) != nil })
        var cell = text
        cell.inTable = true
        var out = "# Touch check: \(text.inline(hierarchyName))\n\n"
        out += r.passed ? "**All \(r.results.count) expectations hold.**\n\n" : "**\(r.failures) of \(r.results.count) expectations failed.**\n\n"
        if let image {
            out += "![Hit map: each view's receiving area in its own colour, dead zones hatched in red, audit findings outlined](\(imageDestination(image)))\n\n"
        }
        out += "| | Expectation | Result |\n|---|---|---|\n"
        for result in r.results {
            out += "| \(result.passed ? "✅" : "❌") | \(cell.inline(result.expectation.summary)) | \(cell.inline(result.message)) |\n"
        }
        for result in r.results where !result.passed || !result.details.isEmpty {
            out += "\n## \(result.passed ? "✅" : "❌") \(text.inline(result.expectation.summary))\n\n\(text.inline(result.message)).\n\n"
            for d in result.details.prefix(50) { out += "- \(text.inline(d))\n" }
        }
        if let report = r.report, !report.deadZones.isEmpty {
            out += "\n## Dead zones\n\n"
            for z in report.deadZones.prefix(50) {
                out += "- \(text.code(h.id(z.view.index))): \(z.lostPoints == z.drawnPoints ? "entirely" : "partly") dead"
                if let c = z.causes.first { out += " — \(text.inline(c.message))" }
                out += "\n"
            }
        }
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
