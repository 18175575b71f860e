import HitTestKit
import Sentences
import HitTraceJSON
/// A check as SARIF 2.1.0 (OASIS), with what GitHub's code scanning needs to show and track it: every result
/// has a physical location with a `region` (the view's line in the hierarchy file), `partialFingerprints` that
/// stay the same across runs, and a rule with `fullDescription`, `help` (text and Markdown) and a `helpUri`
/// into the rule book (`RULES_URL#rule-CI.1`). A run that could not check is a run with no results whose
/// invocation failed, with the reason as a tool execution notification.
public enum SARIFReport {
    /// The hierarchy file as SARIF names it: `uri` relative to `baseURI` (an absolute `file:` URI ending in
    /// `/`, written as the run's `originalUriBaseIds.SRCROOT`), or absolute when `baseURI` is nil.
    public struct Artifact: Sendable {
        public var uri: String
        public var baseURI: String?
        /// Each view's 1-based line in the file, by view index (0: unknown, reported as line 1).
        public var lines: [Int]
        public init(uri: String, baseURI: String?, lines: [Int] = []) {
            self.uri = uri
            self.baseURI = baseURI
            self.lines = lines
        }
    }

    /// The notification a run that could not check carries.
    public static let badInputNotification = "hittrace/bad-input"

    struct Finding {
        var rule: String
        var level: String
        var message: String
        var view: ViewIndex?
        /// What makes the result itself beyond its rule and view (a tap's point, a spacing finding's neighbour).
        var identity: String
    }

    /// One result per failed tap or reachability expectation, per audit finding and per audit that failed
    /// without findings (no targets, no window).
    public static func render(_ r: CheckReport, in h: Hierarchy, artifact: Artifact, version: String, rulesURL: String) -> [UInt8] {
        let en = English()
        var findings: [Finding] = []
        for result in r.results where !result.passed {
            // A failure that rests on an order the source does not give is unknown: a warning, not an error.
            let level = result.zOrderAssumed ? "warning" : "error"
            let summary = en.summary(result.expectation)
            let message = ([summary + ": " + en.checkOutcome(result.outcome, in: h) + "."] + result.details.map { en.checkDetail($0, in: h) })
                .joined(separator: " ")
            switch result.expectation.kind {
            case .tap, .reachable:
                findings.append(Finding(rule: result.rule, level: level, message: message, view: result.view, identity: summary))
            case .audit:
                for f in result.findings {
                    findings.append(Finding(rule: f.rule, level: f.level.rawValue, message: en.auditFinding(f, in: h), view: f.view,
                                            identity: f.neighbour.map { stablePath(of: $0.index, in: h) } ?? ""))
                }
                if result.findings.isEmpty {
                    findings.append(Finding(rule: result.rule, level: "error", message: message, view: nil, identity: summary))
                }
            }
        }
        var rules: [String] = []
        for f in findings where !rules.contains(f.rule) { rules.append(f.rule) }

        var w = JSONWriter(capacity: 4096 + findings.count * 600)
        begin(&w, version: version, rules: rules, rulesURL: rulesURL, artifact: artifact, succeeded: true, notifications: [])
        for f in findings {
            w.beginObject()
            w.key("ruleId"); w.string(f.rule)
            w.key("ruleIndex"); w.int(rules.firstIndex(of: f.rule) ?? 0)
            w.key("level"); w.string(f.level)
            w.key("message"); w.beginObject(); w.key("text"); w.string(f.message); w.endObject()
            w.key("locations"); w.beginArray(); w.beginObject()
            w.key("physicalLocation"); w.beginObject()
            artifactLocation(artifact, &w)
            let line = f.view.map { $0.index < artifact.lines.count ? artifact.lines[$0.index] : 0 } ?? 0
            w.key("region"); w.beginObject(); w.key("startLine"); w.int(max(1, line)); w.endObject()
            w.endObject()
            if let view = f.view {
                w.key("logicalLocations"); w.beginArray(); w.beginObject()
                w.key("name"); w.string(h.id(view))
                w.key("fullyQualifiedName"); w.string(h.ancestry(of: view).reversed().map { h.id($0) }.joined(separator: "/"))
                w.key("kind"); w.string("element")
                w.endObject(); w.endArray()
            }
            w.endObject(); w.endArray()
            // The view's place by class and position and its name, never its address: the same finding on the
            // next run's dump (new addresses) is the same alert.
            let key = f.rule + "\n" + (f.view.map { stablePath(of: $0.index, in: h) } ?? "") + "\n" + f.identity
            w.key("partialFingerprints"); w.beginObject(); w.key("hittraceView/v1"); w.string(fingerprint(key)); w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject(); w.endArray()
        w.endObject()
        return w.bytes
    }

    /// A run that could not check (unreadable files, a hierarchy or expectations that cannot be read, bad
    /// usage): no results, `executionSuccessful: false`, and the reason and each problem as notifications.
    public static func failure(_ message: String, problems: [String], artifact: Artifact?, version: String) -> [UInt8] {
        var w = JSONWriter(capacity: 2048)
        begin(&w, version: version, rules: [], rulesURL: "", artifact: artifact, succeeded: false, notifications: [message] + problems)
        w.endArray()
        w.endObject(); w.endArray()
        w.endObject()
        return w.bytes
    }

    /// Everything before the results, leaving the `results` array open.
    private static func begin(_ w: inout JSONWriter, version: String, rules: [String], rulesURL: String, artifact: Artifact?,
                              succeeded: Bool, notifications: [String]) {
        w.beginObject()
        w.key("$schema"); w.string("https://json.schemastore.org/sarif-2.1.0.json")
        w.key("version"); w.string("2.1.0")
        w.key("runs"); w.beginArray(); w.beginObject()
        w.key("tool"); w.beginObject(); w.key("driver"); w.beginObject()
        w.key("name"); w.string("hittrace")
        w.key("version"); w.string(version)
        w.key("informationUri"); w.string(rulesURL.isEmpty ? defaultRulesURL : rulesURL)
        w.key("rules"); w.beginArray()
        for id in rules { descriptor(CheckRules.rule(id), rulesURL: rulesURL, &w) }
        w.endArray()
        if !succeeded {
            w.key("notifications"); w.beginArray(); w.beginObject()
            w.key("id"); w.string(badInputNotification)
            w.key("shortDescription"); w.beginObject(); w.key("text"); w.string(CheckRules.badInputTitle); w.endObject()
            w.endObject(); w.endArray()
        }
        w.endObject(); w.endObject()
        w.key("invocations"); w.beginArray(); w.beginObject()
        w.key("executionSuccessful"); w.bool(succeeded)
        if !notifications.isEmpty {
            w.key("toolExecutionNotifications"); w.beginArray()
            for n in notifications {
                w.beginObject()
                w.key("level"); w.string("error")
                w.key("message"); w.beginObject(); w.key("text"); w.string(n); w.endObject()
                w.key("descriptor"); w.beginObject(); w.key("id"); w.string(badInputNotification); w.key("index"); w.int(0); w.endObject()
                w.endObject()
            }
            w.endArray()
        }
        w.endObject(); w.endArray()
        if let artifact {
            if let base = artifact.baseURI {
                w.key("originalUriBaseIds"); w.beginObject()
                w.key("SRCROOT"); w.beginObject(); w.key("uri"); w.string(base); w.endObject()
                w.endObject()
            }
            w.key("artifacts"); w.beginArray(); w.beginObject()
            w.key("location"); w.beginObject(); w.key("uri"); w.string(artifact.uri)
            if artifact.baseURI != nil { w.key("uriBaseId"); w.string("SRCROOT") }
            w.endObject()
            w.key("roles"); w.beginArray(); w.string("analysisTarget"); w.endArray()
            w.endObject(); w.endArray()
        }
        w.key("results"); w.beginArray()
    }

    private static func artifactLocation(_ a: Artifact, _ w: inout JSONWriter) {
        w.key("artifactLocation"); w.beginObject()
        w.key("uri"); w.string(a.uri)
        if a.baseURI != nil { w.key("uriBaseId"); w.string("SRCROOT") }
        w.key("index"); w.int(0)
        w.endObject()
    }

    /// Where the rule book is when no `--rules-url` is given: what `hittrace serve` serves by default.
    public static let defaultRulesURL = "http://localhost:8080/rules"

    private static func descriptor(_ rule: CheckRules.Rule, rulesURL: String, _ w: inout JSONWriter) {
        let url = (rulesURL.isEmpty ? defaultRulesURL : rulesURL) + "#rule-" + rule.ruleBook
        w.beginObject()
        w.key("id"); w.string(rule.id)
        w.key("shortDescription"); w.beginObject(); w.key("text"); w.string(rule.short); w.endObject()
        w.key("fullDescription"); w.beginObject(); w.key("text"); w.string(rule.full); w.endObject()
        var text = rule.help + " Rule \(rule.ruleBook) of HitTrace's rule book: \(url)"
        var markdown = rule.help + "\n\nRule [\(rule.ruleBook)](\(url)) of HitTrace's rule book."
        if let source = rule.source {
            text += "; the guideline: \(source)"
            markdown += " The guideline: <\(source)>."
        }
        w.key("help"); w.beginObject(); w.key("text"); w.string(text); w.key("markdown"); w.string(markdown); w.endObject()
        w.key("helpUri"); w.string(url)
        w.key("properties"); w.beginObject()
        w.key("tags"); w.beginArray(); w.string("touch"); if rule.source != nil { w.string("accessibility") }; w.endArray()
        w.endObject()
        w.endObject()
    }

    /// A view's place that survives a new dump of the same screen: each ancestor's class and its position
    /// among its siblings, from the window down, then the view's accessibility identifier, label or text.
    static func stablePath(of v: Int, in h: Hierarchy) -> String {
        var parts: [String] = []
        for a in h.ancestry(of: v).reversed() {
            let parent = Int(h.nodes[a].parent)
            let position = parent >= 0 ? h.subviews(of: parent).firstIndex(of: a) ?? 0 : h.windowIndexes.firstIndex { $0.index == a } ?? 0
            parts.append("\(h.className(of: a))[\(position)]")
        }
        let ext = h.extras(of: v)
        let name = ext.attributes.first { $0.name == "accessibilityIdentifier" }?.value
            ?? ext.attributes.first { $0.name == "accessibilityLabel" || $0.name == "label" }?.value ?? ext.text ?? ""
        return parts.joined(separator: "/") + " " + name
    }

    /// 64-bit FNV-1a of the key, as 16 hex digits: short, and the same on every machine.
    static func fingerprint(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
