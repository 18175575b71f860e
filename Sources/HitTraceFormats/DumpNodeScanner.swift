import HitTestKit
/// Reads one node line: `[prefix] [| …] [ivar] <Class: 0x…; name = value; …> [trailer]`.
///
/// Fields are split at nesting depth 0 of `< > { } ( )`, because values hold `;`, `=` and whole nodes of their
/// own (`layer = <CALayer: 0x…>`, `frame = (0 0; 10 10)`, `animations = { position=<…>; }`). Quoted text is
/// skipped as a unit, since `text = 'a; b>'` may hold anything.
struct DumpNodeScanner {
    let b: ArraySlice<UInt8>

    /// The `<`s of one line tried as the node's start.
    static let maxAttempts = 16

    static func scan(_ line: DumpLine) -> Result<DumpNode, DumpScanError> {
        let scanner = DumpNodeScanner(b: line.bytes)
        // A log prefix may hold a `<` of its own (`<Notice>:`): the node is the first `<` that reads as one,
        // with an address, fields or a ` (layer)` suffix.
        var firstError: DumpScanError?
        var i = line.bytes.startIndex
        var attempts = 0
        while i < line.bytes.endIndex {
            if line.bytes[i] == 0x3C {
                // Each try may read to the end of the line: a line of `<a <a <a …` tried at every `<` was
                // quadratic (60 KB: 24 s). A prefix holds a few `<` of its own at most.
                attempts += 1
                if attempts > Self.maxAttempts { break }
                switch scanner.node(at: i) {
                case let .success(node): return .success(node)
                case let .failure(e): if firstError == nil { firstError = e }
                }
                // `<<` opens one node; do not try its inner `<` again.
                if i + 1 < line.bytes.endIndex, line.bytes[i + 1] == 0x3C { i += 1 }
            }
            i += 1
        }
        return .failure(firstError ?? DumpScanError(message: "expected a view such as <UIView: 0x…; frame = (0 0; 10 10); …>"))
    }

    func node(at open: Int) -> Result<DumpNode, DumpScanError> {
        var node = DumpNode()
        lead(upTo: open, into: &node)
        var i = open + 1
        let wrappedNode = i < b.endIndex && b[i] == 0x3C
        if wrappedNode { i += 1 }

        // The class: everything up to `:`, `;` or `>` outside angle brackets (Swift generics print `<…>`), or
        // the exporter's quoted class (`DumpQuoting.className`).
        if let quoted = DumpQuoting.quotedClass(b[i...]) {
            node.className = quoted.name
            i = quoted.end
            while i < b.endIndex && b[i] == 0x20 { i += 1 }
            return rest(of: node, from: i, wrappedNode: wrappedNode)
        }
        let classStart = i
        var angle = 0
        while i < b.endIndex {
            let c = b[i]
            if c == 0x3C { angle += 1 } else if c == 0x3E {
                if angle == 0 { break }
                angle -= 1
            } else if angle == 0 && (c == 0x3A || c == 0x3B) { break }
            i += 1
        }
        node.className = text(classStart, i).trimmedSpaces
        guard !node.className.isEmpty else {
            return .failure(DumpScanError(message: "expected a class name after \"<\""))
        }
        return rest(of: node, from: i, wrappedNode: wrappedNode)
    }

    /// The node after its class: the address, the fields, and what follows the closing `>`.
    private func rest(of node: DumpNode, from start: Int, wrappedNode: Bool) -> Result<DumpNode, DumpScanError> {
        var node = node
        var i = start
        if i == b.endIndex { node.isComplete = false; return accept(node) }

        if b[i] == 0x3A {  // `: 0x…`
            i += 1
            while i < b.endIndex && b[i] == 0x20 { i += 1 }
            let start = i
            if i + 1 < b.endIndex, b[i] == 0x30, b[i + 1] == 0x78 || b[i + 1] == 0x58 {
                i += 2
                while i < b.endIndex, Self.isHex(b[i]) { i += 1 }
            }
            guard i - start > 2 else {
                if i == b.endIndex { node.isComplete = false; return accept(node) }
                return .failure(DumpScanError(message: "expected an address (0x…) after \"\(FieldReader.shortened(node.className)):\""))
            }
            node.address = text(start, i)
            while i < b.endIndex && b[i] == 0x20 { i += 1 }
            if i == b.endIndex { node.isComplete = false; return accept(node) }
            guard b[i] == 0x3B || b[i] == 0x3E else {
                return .failure(DumpScanError(message: "expected \";\" or \">\" after the address \(FieldReader.shortened(node.address ?? ""))"))
            }
        }
        if b[i] == 0x3B {
            i += 1
            guard fields(from: &i, into: &node) else { node.isComplete = false; return accept(node) }
        }
        // b[i] is the node's closing `>`.
        i += 1
        var rest = b[i...]
        while let f = rest.first, f == 0x20 || f == 0x09 { rest = rest.dropFirst() }
        while let l = rest.last, l == 0x20 || l == 0x09 { rest = rest.dropLast() }
        if wrappedNode {
            if rest.last == 0x3E { rest = rest.dropLast() } else { node.isComplete = false }
            node.wrapped = String(decoding: rest, as: UTF8.self).trimmedSpaces
        } else if rest.elementsEqual("(layer)".utf8) {
            node.isLayer = true
        } else if !rest.isEmpty {
            node.trailer = String(decoding: rest, as: UTF8.self)
        }
        return accept(node)
    }

    /// A `<` that opens neither an addressed node, nor a node with fields, nor a layer is not a node.
    private func accept(_ node: DumpNode) -> Result<DumpNode, DumpScanError> {
        if node.address != nil || !node.fields.isEmpty || node.isLayer { return .success(node) }
        return .failure(DumpScanError(message: "expected a view such as <\(FieldReader.shortened(node.className)): 0x…; frame = (x y; width height); …>"))
    }

    /// The nesting bars and an instance variable name before the node.
    private func lead(upTo open: Int, into node: inout DumpNode) {
        var lastBar = -1
        for j in b.startIndex..<open where b[j] == 0x7C {
            node.depth += 1
            lastBar = j
        }
        guard lastBar >= 0 else {
            let text = text(b.startIndex, open).trimmedSpaces
            if !text.isEmpty { node.prefix = text }
            return
        }
        let name = text(lastBar + 1, open).trimmedSpaces
        if !name.isEmpty, name.utf8.allSatisfy({ Self.isIdentifier($0) }) { node.ivar = name }
    }

    /// Reads `name = value; …` up to the node's closing `>` (left at `i`). False when the line ends first;
    /// the field that was being read then is dropped (its value may be cut).
    private func fields(from i: inout Int, into node: inout DumpNode) -> Bool {
        while true {
            while i < b.endIndex && b[i] == 0x20 { i += 1 }
            if i == b.endIndex { return false }
            if b[i] == 0x3E { return true }
            let nameStart = i
            while i < b.endIndex, b[i] != 0x3D, b[i] != 0x3A, b[i] != 0x3B, b[i] != 0x3E { i += 1 }
            if i == b.endIndex { return false }
            let name = text(nameStart, i).trimmedSpaces
            var colon = false
            var value = ""
            if b[i] == 0x3D || b[i] == 0x3A {
                colon = b[i] == 0x3A
                i += 1
                while i < b.endIndex && b[i] == 0x20 { i += 1 }
                let valueStart = i
                guard skipValue(&i) else { return false }
                value = text(valueStart, i).trimmedSpaces
            }
            node.fields.append(DumpField(name: name, value: value, colon: colon))
            if b[i] == 0x3B { i += 1 }
        }
    }

    /// Moves past one value, to the `;` or `>` that ends it at depth 0. False at the end of the line.
    private func skipValue(_ i: inout Int) -> Bool {
        if i < b.endIndex && b[i] == 0x27 {
            // Quoted text: UIKit does not escape quotes inside it ('What's'), so the closing quote is the first
            // one followed by `;` or `>`; `\'` (the exporter's escape) never closes.
            i += 1
            while i < b.endIndex {
                if b[i] == 0x5C { i += 2; continue }
                if b[i] == 0x27, i + 1 < b.endIndex, b[i + 1] == 0x3B || b[i + 1] == 0x3E { i += 1; return true }
                i += 1
            }
            return false
        }
        var depth = 0
        while i < b.endIndex {
            switch b[i] {
            case 0x3C, 0x7B, 0x28: depth += 1
            case 0x3E, 0x7D, 0x29:
                if depth == 0 { return true }  // the node's own `>`
                depth -= 1
            case 0x3B where depth == 0: return true
            default: break
            }
            i += 1
        }
        return false
    }

    private func text(_ from: Int, _ to: Int) -> String { String(decoding: b[from..<to], as: UTF8.self) }

    static func isHex(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) || (0x61...0x66).contains(c) || (0x41...0x46).contains(c) }
    static func isIdentifier(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x61...0x7A).contains(c) || (0x41...0x5A).contains(c) || c == 0x5F || c == 0x24
    }
}

extension String {
    var trimmedSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
