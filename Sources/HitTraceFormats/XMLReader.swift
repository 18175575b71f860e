import CLibXML2
import HitTestKit

/// The elements of a page source (Appium, Detox), read by libxml2's SAX2 parser in recovery mode. Its
/// `Unsafe…` pointers are C interop with libxml2's callbacks, needed to call it.
///
/// Safe on hostile input: no DTD is loaded, no entity is declared or expanded (the parser gets no handler to
/// keep declarations, so `&x;` of a `<!ENTITY …>` stays unread, and a `SYSTEM` entity's file or URL is never
/// opened), no network (`XML_PARSE_NONET`); only the five predefined entities and character references are
/// decoded. Tolerant as page sources need: input cut off at the end keeps the complete elements and closes the
/// open ones (`truncated`); what libxml2 recovers from (a closing tag that does not match, which closes the
/// innermost element, a duplicated attribute, content after the root element, which is not read) is a note
/// with its line. libxml2 nests 256 elements at most: deeper, the reading stops there, with a note.
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
    /// What the parser recovered from or stopped at, each with its line.
    var notes: [ValidationIssue] = []

    /// libxml2 sets up its global tables once, before any thread parses.
    private static let libraryReady: Void = xmlInitParser()

    init(_ bytes: [UInt8]) {
        Self.libraryReady
        let builder = XMLTreeBuilder()
        // libxml2 reads one root element. A fragment copied from the middle of a source may start with closing
        // tags and hold several: the closing tags at a part's start are skipped (a note each), and after a root
        // element ends the reading starts again at the next `<`. Each pass reads on from where the last stopped.
        var start = 0
        while let next = builder.skipStrayClosings(bytes, from: start) {
            builder.lineOffset = builder.linesBefore(next, in: bytes)
            let stopped = bytes[next...].withUnsafeBufferPointer { builder.parse($0) }
            guard let stopped, stopped > 0 else { break }
            start = next + stopped
        }
        elements = builder.elements
        roots = builder.roots
        truncated = !builder.open.isEmpty
        notes = builder.notes
        if builder.skippedNotes > 0 {
            notes.append(ValidationIssue(path: notes.last?.path ?? "line 1", message: "and \(builder.skippedNotes) more XML errors recovered from"))
        }
    }

    func attribute(_ e: Int, _ name: String) -> String? { elements[e].attributes.first { $0.name == name }?.value }
}

/// Builds `XMLReader`'s elements from libxml2's SAX2 events; libxml2 holds it as its `userData`.
private final class XMLTreeBuilder {
    var elements: [XMLReader.Element] = []
    var roots: [Int] = []
    /// The elements libxml2 has open, innermost last (libxml2's own stack, so its end events pop from here).
    var open: [Int] = []
    var notes: [ValidationIssue] = []
    var skippedNotes = 0
    var context: xmlParserCtxtPtr?
    /// Lines before the part given to libxml2.
    var lineOffset = 0
    static let maxNotes = 50

    /// Reads one root element (and what libxml2 recovers from) from `buffer`; returns where libxml2 stopped when
    /// content follows the root element's end (it reads no more), nil otherwise.
    func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress, buffer.count > 0, buffer.count <= Int(Int32.max),
              let context = base.withMemoryRebound(to: CChar.self, capacity: buffer.count, {
                  xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
              }) else { return nil }
        defer { xmlFreeParserCtxt(context) }
        // No XML_PARSE_NOENT (entity substitution), DTDLOAD, DTDATTR or XINCLUDE: nothing outside is read.
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue))
        context.pointee.sax.pointee = Self.handler()
        context.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        self.context = context
        contentAfterRoot = false
        _ = xmlParseDocument(context)
        self.context = nil
        guard contentAfterRoot, let input = context.pointee.input?.pointee, let cur = input.cur, let inputBase = input.base else { return nil }
        return UnsafeRawPointer(cur) - UnsafeRawPointer(inputBase)
    }

    /// The first `<` from `start` that is not a closing tag, skipping (with a note each) the closing tags before it.
    func skipStrayClosings(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while true {
            guard let lt = bytes[i...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
            guard lt + 1 < bytes.count, bytes[lt + 1] == UInt8(ascii: "/") else { return lt }
            let end = bytes[(lt + 2)...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let name = String(decoding: bytes[(lt + 2)..<end], as: UTF8.self).trimmingSpacesString
            lineCount.advance(to: lt, in: bytes)
            note("line \(lineCount.line)", "closing tag </\(name)> with no <\(name)> open (a fragment cut at its start?): skipped")
            i = min(end + 1, bytes.count)
        }
    }

    /// Lines before byte `offset`, counted once over the input however many passes read it.
    func linesBefore(_ offset: Int, in bytes: [UInt8]) -> Int {
        lineCount.advance(to: offset, in: bytes)
        return lineCount.line - 1
    }

    struct LineCount {
        var offset = 0
        var line = 1
        mutating func advance(to target: Int, in bytes: [UInt8]) {
            while offset < target { if bytes[offset] == 0x0A { line += 1 }; offset += 1 }
        }
    }
    var lineCount = LineCount()
    var contentAfterRoot = false

    func note(_ path: String, _ message: String) {
        guard notes.count < Self.maxNotes else { skippedNotes += 1; return }
        notes.append(ValidationIssue(path: path, message: message))
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> XMLTreeBuilder {
        Unmanaged<XMLTreeBuilder>.fromOpaque(userData!).takeUnretainedValue()
    }

    /// Only the element and error callbacks: with no handler to keep an entity's or a DTD's declaration, none is
    /// ever looked up, loaded or expanded.
    static func handler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = 0xDEED_BEAF  // XML_SAX2_MAGIC: the namespace-aware callbacks below are used
        sax.startElementNs = { userData, localName, _, _, _, _, attributeCount, _, attributes in
            XMLTreeBuilder.from(userData).start(localName, attributeCount: Int(attributeCount), attributes)
        }
        sax.endElementNs = { userData, _, _, _ in
            XMLTreeBuilder.from(userData).end()
        }
        sax.serror = { userData, error in
            guard let error else { return }
            XMLTreeBuilder.from(userData).recovered(error.pointee)
        }
        return sax
    }

    func start(_ localName: UnsafePointer<xmlChar>?, attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        var element = XMLReader.Element(name: localName.map { String(cString: $0) } ?? "", line: tagLine())
        if let attributes {
            // Five pointers per attribute: local name, prefix, URI, value start, value end (values decoded).
            for k in 0..<attributeCount {
                guard let name = attributes[5 * k], let start = attributes[5 * k + 3], let end = attributes[5 * k + 4] else { continue }
                var value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                // Without entity substitution libxml2 hands a decoded `&` on as `&#38;` (every `&` it passes is one).
                if value.contains("&") { value = value.replacing("&#38;", with: "&") }
                element.attributes.append((String(cString: name), value))
            }
        }
        let index = elements.count
        elements.append(element)
        if let parent = open.last { elements[parent].children.append(index) } else { roots.append(index) }
        open.append(index)
    }

    func end() {
        _ = open.popLast()
    }

    /// The line of the current tag's `<`: libxml2 reports the start of an element where its tag ends, so the
    /// line breaks inside the tag are counted back.
    func tagLine() -> Int {
        guard let input = context?.pointee.input?.pointee, var p = input.cur, let base = input.base else { return 1 }
        var line = Int(input.line)
        while p > base, p.pointee != UInt8(ascii: "<") {
            p -= 1
            if p.pointee == 0x0A { line -= 1 }
        }
        return max(line, 1) + lineOffset
    }

    func recovered(_ error: xmlError) {
        let line = "line \(max(Int(error.line), 1) + lineOffset)"
        let str1 = error.str1.map { String(cString: $0) }, str2 = error.str2.map { String(cString: $0) }
        var message: String
        switch Int(error.code) {
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue):
            return  // the input ends inside elements: `truncated` says so
        case Int(XML_ERR_GT_REQUIRED.rawValue) where str1 != nil:
            // A start tag cut before its `>`: libxml2 has reported the element and drops it without an end event;
            // it is left out, as an element whose attributes may be missing.
            if let last = open.popLast() {
                if roots.last == last { roots.removeLast() } else if let parent = open.last { elements[parent].children.removeLast() }
                elements.removeLast()
            }
            message = "<\(str1 ?? "")> is cut before the end of its tag: left out"
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            message = "closing tag </\(str2 ?? "")> does not match <\(str1 ?? "")> (line \(Int(error.int1) + lineOffset)): read as the end of <\(str1 ?? "")>"
        case Int(XML_ERR_DOCUMENT_END.rawValue):
            contentAfterRoot = true  // read by the next pass
            return
        default:
            let text = error.message.map { String(cString: $0) } ?? "error \(error.code)"
            message = "XML: " + String(text.split(separator: "\n").first ?? "").trimmingSpacesString
        }
        note(line, message)
    }
}
