import HitTestKit
/// `hierarchy` text: one item a line, nested by indentation.
enum LookInsideText {
    static func read(_ bytes: [UInt8], into items: inout [LookInsideItem], roots: inout [Int], notes: inout [ValidationIssue]) {
        var open: [(column: Int, item: Int)] = []
        var number = 0
        for raw in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = Substring(raw)
            if line.trimmingSpaces.isEmpty { continue }
            guard let (item, column) = LookInsideLine.parse(line, lineNumber: number) else {
                notes.append(ValidationIssue(path: "line \(number)", message: "not a view, skipped: \(line.trimmingSpaces.prefix(80))"))
                continue
            }
            while let top = open.last, top.column >= column { open.removeLast() }
            let index = items.count
            items.append(item)
            if let parent = open.last { items[parent.item].children.append(index) } else { roots.append(index) }
            open.append((column, index))
        }
    }
}

/// One line of LookInside's text tree: `- Class#oid [flag] frame={x, y, w, h} hidden alpha=A`.
enum LookInsideLine {
    /// The item and the column of its `-` (its nesting), or nil when the line is not an item.
    static func parse(_ line: Substring, lineNumber: Int) -> (item: LookInsideItem, column: Int)? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        var rest = line.dropFirst(indent.count)
        guard rest.hasPrefix("- ") else { return nil }
        rest = rest.dropFirst(2)
        let token = rest.prefix { $0 != " " }
        guard let hash = token.lastIndex(of: "#"), hash > token.startIndex else { return nil }
        let oid = token[token.index(after: hash)...]
        guard !oid.isEmpty, oid.allSatisfy(\.isNumber) else { return nil }
        rest = rest.dropFirst(token.count)
        guard let f = rest.range(of: "frame={"), let close = rest[f.upperBound...].firstIndex(of: "}") else { return nil }
        let numbers = rest[f.upperBound..<close].split(separator: ",").map { Double($0.trimmingSpaces) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
              [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0 else { return nil }
        var item = LookInsideItem(line: lineNumber, className: String(token[..<hash]), oid: String(oid), frame: Rect(x: x, y: y, width: w, height: h))
        item.hidden = false
        item.alpha = 1
        let others = String(rest[..<f.lowerBound]) + " " + String(rest[rest.index(after: close)...])
        for word in others.split(separator: " ") {
            if word == "hidden" { item.hidden = true } else if word.hasPrefix("alpha="), let a = Double(word.dropFirst(6)), a.isFinite {
                item.alpha = a
            } else if word.hasPrefix("["), word.hasSuffix("]"), word.count > 2 {
                item.attributes.append((String(word.dropFirst().dropLast()), "YES"))
            } else {
                item.attributes.append(("note", String(word)))
            }
        }
        return (item, indent.count)
    }
}
