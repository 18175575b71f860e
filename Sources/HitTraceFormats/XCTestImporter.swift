import HitTestKit
/// Imports what XCTest prints for an element's `debugDescription` (`po app`, a failing UI test's log):
///
///     Attributes: Application, 0x…, pid: 7340, label: 'Demo'
///     Element subtree:
///      →Application, 0x…, pid: 7340, label: 'Demo'
///         Window (Main), 0x…, {{0.0, 0.0}, {375.0, 812.0}}
///           Button, 0x…, {{37.5, 294.0}, {300.0, 44.0}}, identifier: 'signIn', label: 'Sign In', Disabled
///
/// Nesting comes from indentation; frames are in screen coordinates and become local frames. Read too: the
/// whole text as one escaped string literal (`po ….debugDescription`) or inside an Appium `{"value": "…"}`
/// response, `t = …` activity lines and an NSLog prefix before `Attributes:`, the legacy Xcode 7/8 grammar
/// (`Other 0x…: traits: 8589934592, {{…}}`), and fragments without `Element subtree:` (every line that is an
/// element is read). A dump cut off at the end keeps what came before. What an accessibility tree does not
/// carry is marked assumed (`AccessibilityTree`).
public enum XCTestImporter {
    public static func importDescription(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        let bytes = WrappedText.unwrap(input, markers: ["Element subtree:", "Attributes:"], what: "the description", notes: &notes)
        let lines = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var elements: [AccessibilityElement] = []
        var roots: [Int] = []
        var open: [(column: Int, element: Int)] = []
        let hasSubtree = lines.contains { $0.contains("Element subtree:") }
        var inSubtree = !hasSubtree
        var sawSubtree = false
        for (n, raw) in lines.enumerated() {
            let number = n + 1
            let line = Substring(raw)
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            if trimmed.hasSuffix("Element subtree:") {
                if sawSubtree { notes.append(ValidationIssue(path: "line \(number)", message: "a second element subtree: only the first is read")); inSubtree = false; continue }
                inSubtree = true; sawSubtree = true; open = []; continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
                inSubtree = false
                continue
            }
            guard inSubtree else { continue }
            guard let parsed = XCTestLine.parse(line, lineNumber: number) else {
                if !trimmed.hasPrefix("t =") && !trimmed.hasPrefix("Attributes:") {
                    notes.append(ValidationIssue(path: "line \(number)", message: "not an element, skipped: \(trimmed.prefix(80))"))
                }
                continue
            }
            let index = elements.count
            elements.append(parsed.element)
            while let top = open.last, top.column >= parsed.column { open.removeLast() }
            if let parent = open.last { elements[parent.element].children.append(index) } else { roots.append(index) }
            open.append((parsed.column, index))
        }
        return try AccessibilityTree.imported(elements, roots: roots, notes: notes, format: .xctest, limits: limits, expected:
            "expected an XCTest element description such as \"Element subtree:\" followed by lines like \"Button, 0x…, {{x, y}, {w, h}}, label: 'OK'\"; found no element line")
    }
}

/// One element line of an XCTest description.
enum XCTestLine {
    static let flags: Set<String> = ["Selected", "Disabled", "Focused", "Main Window", "Hittable", "Not hittable"]

    /// The element and the column its type starts at (its nesting), or nil when the line is not an element.
    static func parse(_ line: Substring, lineNumber: Int) -> (element: AccessibilityElement, column: Int)? {
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" || scalars[i] == "→" || scalars[i] == "↳" { i += 1 }
        let column = i
        let rest = String(String.UnicodeScalarView(scalars[i...]))
        // The type: letters up to ",", " 0x" (legacy) or the end; `Window (Main)` keeps its qualifier apart.
        guard let first = rest.unicodeScalars.first, first.properties.isUppercase else { return nil }
        var typeEnd = rest.startIndex
        while typeEnd < rest.endIndex, rest[typeEnd].isLetter || rest[typeEnd].isNumber { typeEnd = rest.index(after: typeEnd) }
        let type = String(rest[..<typeEnd])
        guard type.count >= 2 else { return nil }
        var tail = rest[typeEnd...]
        var element = AccessibilityElement(line: lineNumber, type: type)
        if tail.hasPrefix(" (") , let close = tail.firstIndex(of: ")") {
            element.attributes.append(("windowRole", String(tail[tail.index(tail.startIndex, offsetBy: 2)..<close])))
            tail = tail[tail.index(after: close)...]
        }
        // Legacy: `Other 0x608000168280: traits: …`.
        if tail.hasPrefix(" 0x") {
            tail = tail.dropFirst()
            let addr = tail.prefix { $0 != ":" && $0 != "," }
            element.attributes.append(("address", String(addr)))
            tail = tail.dropFirst(addr.count)
            if tail.hasPrefix(":") { tail = tail.dropFirst(); tail = ", " + tail.drop { $0 == " " } }
        }
        guard tail.isEmpty || tail.hasPrefix(",") else { return nil }
        var sawField = false
        for part in fields(tail) {
            let p = part.trimmingSpaces
            if p.isEmpty { continue }
            if p.hasPrefix("{{") {
                guard let r = rect(p) else { return nil }
                element.frame = r
                sawField = true
            } else if p.hasPrefix("0x") {
                element.attributes.append(("address", String(p)))
                sawField = true
            } else if flags.contains(String(p)) {
                if p == "Disabled" { element.enabled = false } else { element.attributes.append((String(p.prefix(1).lowercased() + p.dropFirst()).replacingSpaces, "true")) }
                sawField = true
            } else if let colon = p.firstIndex(of: ":") {
                let key = String(p[..<colon])
                var value = p[p.index(after: colon)...].trimmingSpaces
                if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 { value = value.dropFirst().dropLast() }
                switch key {
                case "identifier": element.identifier = String(value)
                case "label": element.label = String(value)
                case "value": element.value = String(value)
                case "placeholderValue": element.attributes.append(("placeholderValue", String(value)))
                case "pid", "traits": element.attributes.append((key, String(value)))
                default:
                    guard key.allSatisfy({ $0.isLetter }) else { return nil }
                    element.attributes.append((key, String(value)))
                }
                sawField = true
            } else {
                element.attributes.append(("note", String(p)))
            }
        }
        // A bare word is no element: an element prints an address or a frame at least.
        guard sawField, element.frame != nil || element.attributes.contains(where: { $0.name == "address" || $0.name == "pid" }) else { return nil }
        if element.enabled == nil { element.enabled = true }  // XCTest prints `Disabled` when it is not
        return (element, column)
    }

    /// The comma-separated parts after the type, keeping `{{…}}` together and quoted text whole: a quote closes
    /// at a `'` followed by the end or by `, ` and the next field (labels hold quotes unescaped: 'I'm').
    static func fields(_ s: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = s.startIndex
        var i = s.startIndex
        var braces = 0
        var quoted = false
        while i < s.endIndex {
            let c = s[i]
            if quoted {
                if c == "'" {
                    let next = s.index(after: i)
                    if next == s.endIndex || (s[next] == "," && startsField(s[s.index(after: next)...])) { quoted = false }
                }
            } else if c == "'" {
                quoted = true
            } else if c == "{" {
                braces += 1
            } else if c == "}" {
                braces -= 1
            } else if c == ",", braces == 0 {
                parts.append(s[start..<i])
                start = s.index(after: i)
            }
            i = s.index(after: i)
        }
        parts.append(s[start..<s.endIndex])
        return parts
    }

    private static func startsField(_ s: Substring) -> Bool {
        let t = s.drop { $0 == " " }
        if t.hasPrefix("{{") || t.hasPrefix("0x") { return true }
        if flags.contains(where: { t.hasPrefix($0) }) { return true }
        let word = t.prefix { $0.isLetter }
        return !word.isEmpty && t.dropFirst(word.count).hasPrefix(":")
    }

    /// `{{x, y}, {w, h}}`; a negative size is refused.
    static func rect(_ s: Substring) -> Rect? {
        guard s.hasSuffix("}}") else { return nil }  // a frame cut off at the end of a line
        let numbers = s.split(whereSeparator: { "{}, ".contains($0) }).map { Double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
              [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0 else { return nil }
        return Rect(x: x == 0 ? 0 : x, y: y == 0 ? 0 : y, width: w, height: h)
    }
}


extension String {
    var replacingSpaces: String { String(map { $0 == " " ? "_" : $0 }) }
}
