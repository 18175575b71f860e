import HitTestKit
/// Turns a node's printed fields into the hierarchy format's properties; everything that does not matter for
/// touches is kept as a text attribute, in the order printed.
extension ImportedView {
    /// Reads the fields of `node`, appending a message to `problems` for each value that cannot be read.
    mutating func read(_ node: DumpNode, problems: inout [String]) {
        for field in node.fields {
            let v = field.value
            switch field.name {
            case "frame":
                if let r = DumpValues.rect(v) { frame = r } else { problems.append("expected frame = (x y; width height) with a size that is not negative, found \"\(v)\"") }
            case "bounds":
                // Not printed by UIKit; HitTrace's export writes it for a transformed view, whose frame is only
                // its bounding box, so that importing the export gives the same bounds back.
                if let r = DumpValues.rect(v) { bounds = r } else { problems.append("expected bounds = (x y; width height), found \"\(v)\"") }
            case "center":
                if let p = DumpValues.point(v) { center = p } else { problems.append("expected center = (x, y), found \"\(v)\"") }
            case "id" where !v.isEmpty:
                // Quoted by the exporter when it is not a plain token (`DumpQuoting`).
                explicitID = DisplayNames.printedText(v)
            case "hidden":
                if let b = DumpValues.bool(v) { hidden = b } else { problems.append("expected hidden = YES or NO, found \"\(v)\"") }
            case "userInteractionEnabled":
                if let b = DumpValues.bool(v) { userInteractionEnabled = b } else { problems.append("expected userInteractionEnabled = YES or NO, found \"\(v)\"") }
            case "clipsToBounds":
                if let b = DumpValues.bool(v) { clipsToBounds = b } else { problems.append("expected clipsToBounds = YES or NO, found \"\(v)\"") }
            case "alpha":
                if let a = Double(v), a >= 0, a <= 1 { alpha = a } else { problems.append("expected alpha = a number from 0 to 1, found \"\(v)\"") }
            case "transform":
                if let m = DumpValues.numbers(v, count: 6) {
                    transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
                } else { problems.append("expected transform = [a, b, c, d, tx, ty], found \"\(v)\"") }
            case "anchorPoint":
                if let p = DumpValues.point(v) { anchorPoint = p } else { problems.append("expected anchorPoint = (x, y), found \"\(v)\"") }
            case "tag":
                if let t = Int(v), abs(t) < 1 << 50 { tag = t } else { problems.append("expected tag = a whole number, found \"\(v)\"") }
            case "text" where v.hasPrefix("'") && v.hasSuffix("'") && v.utf8.count >= 2:
                text = DisplayNames.printedText(v)
            case "baseClass" where UIKitClass.isKnown(v):
                base = v
            case "contentOffset":
                if let p = DumpValues.point(v) { contentOffset = p } else { problems.append("expected contentOffset: {x, y}, found \"\(v)\"") }
            case "contentSize":
                if let s = DumpValues.point(v), s.x >= 0, s.y >= 0 { contentSize = Size(width: s.x, height: s.y) } else {
                    problems.append("expected contentSize: {width, height}, found \"\(v)\"")
                }
            case "":
                problems.append("expected name = value in the fields, found \"\(v)\"")
            default:
                attribute(field.name, v)
            }
        }
        if let ivar = node.ivar { attribute(DumpAttribute.ivar, ivar) }
        if let wrapped = node.wrapped { attribute(DumpAttribute.wrapped, wrapped) }
        if let trailer = node.trailer { attribute(DumpAttribute.trailer, trailer) }
        // A printed scroll-view tail proves a scroll view even when its class is private and prints no
        // (known) base class; without a base the decoder would refuse the offset.
        if contentOffset != nil || contentSize != nil, base == nil,
           !UIKitClass.isKind(UIKitClass.behavior(className: className, base: nil), of: "UIScrollView") {
            base = "UIScrollView"
        }
    }
}

/// The value syntaxes of a dump: `(x y; w h)`, `(x, y)`, `{x, y}`, `[a, b, …]`, `YES`/`NO`, quoted text.
enum DumpValues {
    static func bool(_ v: String) -> Bool? {
        switch v {
        case "YES", "yes", "true", "1": true
        case "NO", "no", "false", "0": false
        default: nil
        }
    }

    /// The numbers inside brackets, separated by commas, semicolons or spaces; exactly `count`, all finite.
    static func numbers(_ v: String, count: Int) -> [Double]? {
        var s = Substring(v)
        guard let open = s.first, let close = s.last, s.count >= 2,
              (open == "(" && close == ")") || (open == "{" && close == "}") || (open == "[" && close == "]") else { return nil }
        s = s.dropFirst().dropLast()
        var result: [Double] = []
        for part in s.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) {
            guard let d = Double(part), d.isFinite else { return nil }
            result.append(d)
        }
        return result.count == count ? result : nil
    }

    static func rect(_ v: String) -> Rect? {
        guard let n = numbers(v, count: 4), n[2] >= 0, n[3] >= 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    static func point(_ v: String) -> Point? {
        numbers(v, count: 2).map { Point(x: $0[0], y: $0[1]) }
    }

    /// The exporter's inverse of `DisplayNames.unescaped`: text that reads back the same and never holds a bare quote or a
    /// line break (one node per line).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
