import HitTestKit
import HitTraceJSON
/// The formats a hierarchy can arrive in, and how each is recognised from its bytes.
public enum HierarchyFormat: String, Sendable, CaseIterable {
    /// HitTrace's own hierarchy JSON.
    case json
    /// What `-[UIView recursiveDescription]` prints.
    case recursiveDescription = "recursive-description"
    /// XCTest's `debugDescription` of an element (`Element subtree:`, `{{x, y}, {w, h}}` screen frames).
    case xctest
    /// Appium / WebDriverAgent page source XML (`<XCUIElementType… x= y= width= height=>`).
    case appium
    /// Sentry's `view-hierarchy.json` attachment (`rendering_system`, `windows`).
    case sentry
    /// `-[UIViewController _printHierarchy]` followed by a `recursiveDescription` of the same moment.
    case printHierarchy = "print-hierarchy"
    /// idb's `ui describe-all` / AXe's `describe-ui` JSON (`AXFrame`, `AXLabel`, `AXUniqueId`), nested or flat.
    case idb
    /// EarlGrey's element hierarchy text (`<UIButton:0x…; AX=N; AX.frame={{…}}; frame={{…}}; UIE=N>`, `|--`).
    case earlgrey
    /// Detox's view-hierarchy XML (`<ViewHierarchy>`, one element per view named by its class).
    case detox
    /// LookInside's `hierarchy` output: the text tree (`- UIWindow#2 frame={0, 0, 420, 912}`) or its JSON
    /// (`displayItems`).
    case lookinside

    /// The name as `?format=` and `hittrace … --format` spell it (also `text` for a dump).
    public init?(name: String) {
        if name == "text" || name == "dump" { self = .recursiveDescription; return }
        if name == "xcuitest" || name == "debug-description" { self = .xctest; return }
        if name == "axe" || name == "describe-ui" || name == "idb-describe-all" { self = .idb; return }
        if name == "detox-xml" { self = .detox; return }
        self.init(rawValue: name)
    }

    /// Recognises the format from the content (docs/API.md, "Formats"):
    /// - `{…}` with a `rendering_system` key, or `windows` whose first element has `type` but no `class`: Sentry;
    ///   with `displayItems`: LookInside; with `AXFrame` or `AXUniqueId` (one element): idb;
    ///   `{"value": "…"}` (an Appium/WebDriverAgent response): what the string holds; any other `{…}`: JSON.
    /// - `[…]` whose elements have `AXFrame`, `AXLabel` or `AXUniqueId`, or any text with `"AXFrame"`: idb.
    /// - `<ViewHierarchy` anywhere: Detox.
    /// - `<?xml`, `<AppiumAUT`, `<XCUIElementType…` anywhere: Appium.
    /// - `; AX=` or `; AX.frame={{` (EarlGrey's fields): EarlGrey.
    /// - a line `- Class#oid … frame={x, y, w, h}`: LookInside.
    /// - `Element subtree:`, or a line that is an element with a `{{x, y}, {w, h}}` frame: XCTest.
    /// - a line `<…>, state: …, view: <…>` (`_printHierarchy`): print-hierarchy.
    /// - anything else: a recursiveDescription dump.
    public static func detect(_ bytes: [UInt8]) -> HierarchyFormat {
        guard let first = bytes.firstIndex(where: { !DumpLines.isSpace($0) }) else { return .json }
        if bytes[first] == 0x7B {
            if let doc = try? JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: 100_000)) {
                let root = doc.root
                if root["rendering_system"] != nil { return .sentry }
                if root["displayItems"] != nil { return .lookinside }
                if root["AXFrame"] != nil || root["AXUniqueId"] != nil { return .idb }
                if let w = root["windows"], w.kind == .array, let firstWindow = w.elements.first(where: { _ in true }),
                   firstWindow.kind == .object, firstWindow["type"] != nil, firstWindow["class"] == nil {
                    return .sentry
                }
                if root.count == 1 || root["sessionId"] != nil, let value = root["value"]?.string {
                    let inner = detect(Array(value.utf8))
                    if inner != .json && inner != .recursiveDescription { return inner }
                }
                return .json
            }
            // Not JSON that parses: a cut-off Appium response still says what it wraps; else it is broken JSON.
            if contains(bytes, "rendering_system") { return .sentry }
            if contains(bytes, "\"displayItems\"") { return .lookinside }
            if contains(bytes, "\"AXFrame\"") { return .idb }
            if contains(bytes, "<XCUIElementType") { return .appium }
            if contains(bytes, "Element subtree:") { return .xctest }
            return .json
        }
        if contains(bytes, "\"AXFrame\"") || contains(bytes, "\"AXUniqueId\"") { return .idb }
        if contains(bytes, "<ViewHierarchy") { return .detox }
        if contains(bytes, "<XCUIElementType") || contains(bytes, "<AppiumAUT") { return .appium }
        if contains(bytes, "; AX=") || contains(bytes, "; AX.frame={{") { return .earlgrey }
        if contains(bytes, "Element subtree:") || contains(bytes, "Element subtree:\\n") { return .xctest }
        let text = String(decoding: bytes, as: UTF8.self)
        var sawPrintHierarchy = false
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).prefix(2000) {
            if PrintHierarchyLine.parse(line) != nil { sawPrintHierarchy = true; continue }
            if LookInsideLine.parse(Substring(line), lineNumber: 0) != nil { return .lookinside }
            if !line.contains("<"), XCTestLine.parse(Substring(line), lineNumber: 0) != nil { return .xctest }
        }
        return sawPrintHierarchy ? .printHierarchy : .recursiveDescription
    }

    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard n.count <= bytes.count, let f = n.first else { return false }
        var i = 0
        while i + n.count <= bytes.count {
            if bytes[i] == f, bytes[i..<(i + n.count)].elementsEqual(n) { return true }
            i += 1
        }
        return false
    }
}

/// Imports a hierarchy in any of the formats HitTrace reads, into the hierarchy format: each importer reads its
/// source into `ImportedView`s, which `DumpJSON` writes and `HierarchyDecoder` validates, as for a dump.
public enum HierarchyImporter {
    /// The hierarchy, from bytes in `format` (recognised from the content when nil).
    public static func importHierarchy(_ bytes: [UInt8], format: HierarchyFormat? = nil,
                                       limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        let format = format ?? HierarchyFormat.detect(bytes)
        switch format {
        case .json:
            let h = try HierarchyDecoder.decode(json: bytes, limits: limits)
            return ImportedDump(hierarchy: h, json: bytes, notes: [], format: .json)
        case .recursiveDescription: return try DumpImporter.importDump(bytes, limits: limits)
        case .xctest: return try XCTestImporter.importDescription(bytes, limits: limits)
        case .appium: return try AppiumImporter.importPageSource(bytes, limits: limits)
        case .sentry: return try SentryImporter.importViewHierarchy(bytes, limits: limits)
        case .printHierarchy: return try PrintHierarchyImporter.importHierarchy(bytes, limits: limits)
        case .idb: return try IDBImporter.importDescription(bytes, limits: limits)
        case .earlgrey: return try EarlGreyImporter.importHierarchy(bytes, limits: limits)
        case .detox: return try DetoxImporter.importViewHierarchy(bytes, limits: limits)
        case .lookinside: return try LookInsideImporter.importHierarchy(bytes, limits: limits)
        }
    }

    /// Writes imported views as the hierarchy format and decodes them; a decoder's complaint names the
    /// source's line (or element) of the view it concerns.
    static func finish(_ views: [ImportedView], tops: [Int], notes: [ValidationIssue], format: HierarchyFormat,
                       limits: HierarchyLimits, what: String) throws(HierarchyError) -> ImportedDump {
        guard !tops.isEmpty else {
            throw HierarchyError.noDump("found no \(what) with a frame to import")
        }
        var views = views
        ImportedView.countSegments(&views, printsSelection: format == .xctest)
        let (json, paths) = DumpJSON.write(views, tops: tops)
        do {
            let h = try HierarchyDecoder.decode(json: json, limits: limits)
            return ImportedDump(hierarchy: h, json: json, notes: notes, format: format, lines: DumpJSON.lines(views, in: h))
        } catch {
            throw DumpJSON.lineError(error, paths: paths, views: views)
        }
    }
}

/// Ids made from what a source names a view by: an accessibility identifier, else `Type "label"`, else
/// `Type_N`; unique (a repeat gets ` #2`, ` #3`…), at most 200 bytes, without control characters.
struct ImportedNames {
    private var used = Set<String>()
    private var counters: [String: Int] = [:]
    /// The next ` #N` to try for a base already used: 2,000 views with one label cost 2,000 steps, not 2 million.
    private var nextRepeat: [String: Int] = [:]

    mutating func name(type: String, identifier: String?, label: String?) -> String {
        var base: String
        if let i = identifier.map({ DisplayNames.clean($0) }), !i.isEmpty {
            base = i
        } else if let l = label.map({ DisplayNames.clean($0, max: 80) }), !l.isEmpty {
            base = type + " \"" + l + "\""
        } else {
            var n = counters[type, default: 0]
            repeat { n += 1; base = type + "_\(n)" } while used.contains(base)
            counters[type] = n
            used.insert(base)
            return base
        }
        var candidate = base
        var n = nextRepeat[base, default: 1]
        if n > 1 { candidate = base + " #\(n)" }
        while used.contains(candidate) { n += 1; candidate = base + " #\(n)" }
        nextRepeat[base] = n + 1
        used.insert(candidate)
        return candidate
    }
}

extension HierarchyError {
    /// The input holds nothing of the format it was read as: `expected` says what it should hold.
    static func noDump(_ expected: String) -> HierarchyError {
        HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line 1", message: expected)])
    }
}

/// Text that arrives wrapped as a string literal: a whole dump printed by `po` as one Swift string
/// (`"Attributes: …\nElement subtree:\n…"`), an Appium response `{"value":"…"}`, or a log line holding
/// JSON-escaped XML. When the bytes hold no real line break before the escaped ones, the string starting at
/// the first `"` before `marker` is unescaped (`\n`, `\t`, `\'`, `\"`, `\\`, `\/`, `\uXXXX`) up to its
/// closing quote or the end (a cut-off excerpt).
enum WrappedText {
    /// The bytes unwrapped at the first of `markers` found, with a note saying `what` was an escaped string;
    /// the bytes as they are when none is.
    static func unwrap(_ bytes: [UInt8], markers: [String], what: String, notes: inout [ValidationIssue]) -> [UInt8] {
        for marker in markers {
            let (unwrapped, done) = unwrap(bytes, marker: marker)
            guard done else { continue }
            notes.append(ValidationIssue(path: "line 1", message: "\(what) was an escaped string; read its contents"))
            return unwrapped
        }
        return bytes
    }

    static func unwrap(_ bytes: [UInt8], marker: String) -> (bytes: [UInt8], unwrapped: Bool) {
        let escapedNewline = HierarchyFormat.contains(bytes, "\\n")
        guard escapedNewline else { return (bytes, false) }
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        let m = Array(marker.unicodeScalars)
        // The marker's first occurrence.
        var at = -1
        var i = 0
        while i + m.count <= text.count {
            if text[i] == m[0], Array(text[i..<(i + m.count)]) == m { at = i; break }
            i += 1
        }
        guard at >= 0 else { return (bytes, false) }
        // A real line break before the marker that is not inside the string means the text is already lines.
        var start = at - 1
        while start >= 0, text[start] != "\"" { start -= 1 }
        guard start >= 0 else { return (bytes, false) }
        let realBreaks = text[(start + 1)..<at].contains("\n")
        guard !realBreaks else { return (bytes, false) }
        var out = String.UnicodeScalarView()
        var j = start + 1
        while j < text.count {
            let c = text[j]
            if c == "\"" { break }
            if c == "\n" || c == "\r" { j += 1; continue }  // an excerpt's stray break inside the string
            if c == "\\", j + 1 < text.count {
                let n = text[j + 1]
                switch n {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "u":
                    if j + 5 < text.count, let v = UInt32(String(String.UnicodeScalarView(text[(j + 2)...(j + 5)])), radix: 16),
                       let s = Unicode.Scalar(v) {
                        out.append(s)
                        j += 6
                        continue
                    }
                    out.append(n)
                default: out.append(n)
                }
                j += 2
                continue
            }
            out.append(c)
            j += 1
        }
        return (Array(String(out).utf8), true)
    }
}
