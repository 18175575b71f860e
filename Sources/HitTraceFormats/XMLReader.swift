import HitTestKit
/// A small XML reader, enough for page sources: elements with attributes (double or single quotes), entity
/// and character references, self-closing tags, and `<?…?>`, `<!--…-->`, `<!…>` and text skipped. Input cut
/// off at the end closes the elements still open (`truncated`). No namespaces, DTDs or CDATA content.
struct XMLReader {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)] = []
        var children: [Int] = []
        /// 1-based line of the element's `<`.
        var line: Int
    }

    var elements: [Element] = []
    var roots: [Int] = []
    var truncated = false
    /// Closing tags with no element open: a fragment copied from the middle of a source.
    var strayClosings: [ValidationIssue] = []

    init(_ bytes: [UInt8]) {
        var i = 0
        var line = 1
        var open: [Int] = []
        // How many elements of each name are open: a closing tag with none open is stray without a search down
        // the stack (40,000 stray closings under 5,000 open elements once cost 200 million comparisons).
        var openNamed: [String: Int] = [:]
        let n = bytes.count
        func skip(to terminator: [UInt8]) -> Bool {
            while i < n {
                if bytes[i] == 0x0A { line += 1 }
                if bytes[i] == terminator[0], i + terminator.count <= n, bytes[i..<(i + terminator.count)].elementsEqual(terminator) {
                    i += terminator.count
                    return true
                }
                i += 1
            }
            return false
        }
        func isNameByte(_ c: UInt8) -> Bool { c > 0x20 && c != 0x3E && c != 0x2F && c != 0x3D && c != 0x3C }
        while i < n {
            let c = bytes[i]
            if c == 0x0A { line += 1 }
            guard c == 0x3C else { i += 1; continue }
            guard i + 1 < n else { truncated = true; break }
            let next = bytes[i + 1]
            if next == 0x3F { i += 2; if !skip(to: Array("?>".utf8)) { truncated = true }; continue }
            if next == 0x21 {
                let comment = i + 3 < n && bytes[i + 2] == 0x2D && bytes[i + 3] == 0x2D
                i += 2
                if !skip(to: comment ? Array("-->".utf8) : [0x3E]) { truncated = true }
                continue
            }
            if next == 0x2F {  // a closing tag
                let start = i + 2
                i = start
                while i < n, isNameByte(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[start..<i], as: UTF8.self)
                if !skip(to: [0x3E]) { truncated = true }
                if openNamed[name, default: 0] > 0, let k = open.lastIndex(where: { elements[$0].name == name }) {
                    // The elements searched past are the ones closed here: each is searched past once.
                    for closed in open[k...] { openNamed[elements[closed].name]? -= 1 }
                    open.removeSubrange(k...)
                } else {
                    strayClosings.append(ValidationIssue(path: "line \(line)", message: "closing tag </\(name)> with no <\(name)> open (a fragment cut at its start?): skipped"))
                }
                continue
            }
            // An opening tag.
            let tagLine = line
            i += 1
            let start = i
            while i < n, isNameByte(bytes[i]) { i += 1 }
            var element = Element(name: String(decoding: bytes[start..<i], as: UTF8.self), line: tagLine)
            var selfClosing = false
            var complete = false
            while i < n {
                let b = bytes[i]
                if b == 0x0A { line += 1 }
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
                if b == 0x3E { i += 1; complete = true; break }
                if b == 0x2F { selfClosing = true; i += 1; continue }
                let nameStart = i
                while i < n, isNameByte(bytes[i]) { i += 1 }
                let attrName = String(decoding: bytes[nameStart..<i], as: UTF8.self)
                while i < n, bytes[i] == 0x20 { i += 1 }
                guard i < n, bytes[i] == 0x3D else {
                    if attrName.isEmpty { i += 1 }
                    continue
                }
                i += 1
                while i < n, bytes[i] == 0x20 { i += 1 }
                guard i < n else { break }
                let quote = bytes[i]
                guard quote == 0x22 || quote == 0x27 else { continue }
                i += 1
                let valueStart = i
                while i < n, bytes[i] != quote { if bytes[i] == 0x0A { line += 1 }; i += 1 }
                guard i < n else { break }
                element.attributes.append((attrName, Self.decodeEntities(bytes[valueStart..<i])))
                i += 1
            }
            guard complete, !element.name.isEmpty else { truncated = true; break }
            let index = elements.count
            elements.append(element)
            if let parent = open.last { elements[parent].children.append(index) } else { roots.append(index) }
            if !selfClosing { open.append(index); openNamed[element.name, default: 0] += 1 }
        }
        if !open.isEmpty { truncated = true }
    }

    static func decodeEntities(_ s: ArraySlice<UInt8>) -> String {
        let text = String(decoding: s, as: UTF8.self)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semi) <= 10 else {
                out += "&"; rest = after; continue
            }
            let entity = after[..<semi]
            var replacement: String?
            switch entity {
            case "quot": replacement = "\""
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "apos": replacement = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let v = UInt32(entity.dropFirst(2), radix: 16), let u = Unicode.Scalar(v) {
                    replacement = String(Character(u))
                } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let u = Unicode.Scalar(v) {
                    replacement = String(Character(u))
                }
            }
            if let r = replacement { out += r; rest = after[after.index(after: semi)...] } else { out += "&"; rest = after }
        }
        out += rest
        return out
    }

    func attribute(_ e: Int, _ name: String) -> String? { elements[e].attributes.first { $0.name == name }?.value }
}

/// Imports an Appium / WebDriverAgent page source (`driver.getPageSource()`, `mobile: source`):
///
///     <AppiumAUT><XCUIElementTypeApplication … x="0" y="0" width="375" height="667">
///       <XCUIElementTypeButton type="XCUIElementTypeButton" name="signIn" label="Sign In" enabled="true"
///                              visible="true" x="20" y="300" width="335" height="44"/>
///
/// Frames (`x`, `y`, `width`, `height`) are in screen points and become local frames; `name` is the
/// accessibility identifier (WebDriverAgent falls back to the label), `label` the label; `enabled` and
/// `visible` are read. Also read: the source as a JSON-escaped string (an Appium log line or a
/// `{"value": "<?xml…"}` response), the 2016 form without `type`, windows reported in pixels (scaled to
/// points), and a source cut off at the end (open elements are closed, with a note).
public enum AppiumImporter {
    public static func importPageSource(_ input: [UInt8], limits: HierarchyLimits = HierarchyLimits()) throws(HierarchyError) -> ImportedDump {
        var notes: [ValidationIssue] = []
        var (bytes, unwrapped) = WrappedText.unwrap(input, marker: "<XCUIElementType")
        if !unwrapped { (bytes, unwrapped) = WrappedText.unwrap(input, marker: "<?xml") }
        if unwrapped { notes.append(ValidationIssue(path: "line 1", message: "the page source was an escaped string; read its contents")) }
        let xml = XMLReader(bytes)
        notes += xml.strayClosings
        if xml.truncated { notes.append(ValidationIssue(path: "line \(xml.elements.last?.line ?? 1)", message: "the page source ends inside an element; the elements still open were closed there")) }
        var elements: [AccessibilityElement] = []
        var roots: [Int] = []
        // Depth first over the XML, keeping XCUIElementType* elements; others (AppiumAUT) pass their children up.
        var stack: [(x: Int, parent: Int)] = xml.roots.reversed().map { ($0, -1) }
        while let (x, parent) = stack.popLast() {
            let el = xml.elements[x]
            let prefix = "XCUIElementType"
            guard el.name.hasPrefix(prefix) || xml.attribute(x, "type")?.hasPrefix(prefix) == true else {
                for c in el.children.reversed() { stack.append((c, parent)) }
                continue
            }
            let type = String((xml.attribute(x, "type") ?? el.name).dropFirst(prefix.count))
            var a = AccessibilityElement(line: el.line, type: type.isEmpty ? "Other" : type)
            let numbers = ["x", "y", "width", "height"].map { xml.attribute(x, $0).flatMap(Double.init) }
            if let fx = numbers[0], let fy = numbers[1], let w = numbers[2], let h = numbers[3],
               [fx, fy, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0 {
                a.frame = Rect(x: fx, y: fy, width: w, height: h)
            } else if el.attributes.contains(where: { $0.name == "x" || $0.name == "width" }) {
                throw HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line \(el.line)", message:
                    "expected x, y, width and height as numbers (width and height not negative) on <\(el.name)>")])
            }
            let name = xml.attribute(x, "name"), label = xml.attribute(x, "label")
            a.identifier = name.flatMap { $0 == label || $0.trimmingSpacesString.isEmpty ? nil : $0 }
            a.label = label.flatMap { $0.trimmingSpacesString.isEmpty ? nil : $0 }
            a.value = xml.attribute(x, "value")
            a.enabled = xml.attribute(x, "enabled").flatMap(DumpValues.bool)
            a.visible = xml.attribute(x, "visible").flatMap(DumpValues.bool)
            for (k, v) in el.attributes where !["type", "x", "y", "width", "height", "name", "label", "value", "enabled", "visible"].contains(k) {
                a.attributes.append((k, v))
            }
            let index = elements.count
            elements.append(a)
            if parent >= 0 { elements[parent].children.append(index) } else { roots.append(index) }
            for c in el.children.reversed() { stack.append((c, index)) }
        }
        guard !elements.isEmpty else {
            throw HierarchyError(code: .invalidDump, issues: [ValidationIssue(path: "line 1", message:
                "expected a page source with <XCUIElementType…> elements such as <XCUIElementTypeButton x=\"0\" y=\"0\" width=\"44\" height=\"44\"/>; found none")])
        }
        let (views, tops) = AccessibilityTree.views(elements, roots: roots, notes: &notes)
        return try HierarchyImporter.finish(views, tops: tops, notes: notes, format: .appium, limits: limits, what: "element")
    }
}
