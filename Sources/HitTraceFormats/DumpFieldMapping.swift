import HitTestKit
/// Turns a node's printed fields into the hierarchy format's properties; everything that does not matter for
/// touches is kept as a text attribute, in the order printed.
extension ImportedView {
    /// Reads the fields of `node`, appending a message to `problems` for each value that cannot be read.
    mutating func read(_ node: DumpNode, problems: inout [String]) {
        for field in node.fields {
            let v = field.value
            /// `value`, or nil with a problem saying what the field expected and what the dump printed.
            func valid<T>(_ value: T?, expected: String) -> T? {
                if value == nil { problems.append("expected \(expected), found \"\(v)\"") }
                return value
            }
            switch field.name {
            case "frame":
                frame = valid(DumpValues.rect(v), expected: "frame = (x y; width height) with a size that is not negative") ?? frame
            case "bounds":
                // Not printed by UIKit; HitTrace's export writes it for a transformed view, whose frame is only
                // its bounding box, so that importing the export gives the same bounds back.
                bounds = valid(DumpValues.rect(v), expected: "bounds = (x y; width height)") ?? bounds
            case "center": center = valid(DumpValues.point(v), expected: "center = (x, y)") ?? center
            case "id" where !v.isEmpty:
                // Quoted by the exporter when it is not a plain token (`DumpQuoting`).
                explicitID = DisplayNames.printedText(v)
            case "hidden": hidden = valid(DumpValues.bool(v), expected: "hidden = YES or NO") ?? hidden
            case "userInteractionEnabled":
                userInteractionEnabled = valid(DumpValues.bool(v), expected: "userInteractionEnabled = YES or NO") ?? userInteractionEnabled
            case "clipsToBounds": clipsToBounds = valid(DumpValues.bool(v), expected: "clipsToBounds = YES or NO") ?? clipsToBounds
            case "alpha":
                alpha = valid(Double(v).flatMap { (0...1).contains($0) ? $0 : nil }, expected: "alpha = a number from 0 to 1") ?? alpha
            case "transform": transform = valid(DumpValues.transform(v), expected: "transform = [a, b, c, d, tx, ty]") ?? transform
            case "anchorPoint": anchorPoint = valid(DumpValues.point(v), expected: "anchorPoint = (x, y)") ?? anchorPoint
            case "tag": tag = valid(Int(v).flatMap { abs($0) < 1 << 50 ? $0 : nil }, expected: "tag = a whole number") ?? tag
            case "text" where v.hasPrefix("'") && v.hasSuffix("'") && v.utf8.count >= 2:
                text = DisplayNames.printedText(v)
            case "baseClass" where UIKitClass.isKnown(v):
                base = v
            case "contentOffset": contentOffset = valid(DumpValues.point(v), expected: "contentOffset: {x, y}") ?? contentOffset
            case "contentSize": contentSize = valid(DumpValues.size(v), expected: "contentSize: {width, height}") ?? contentSize
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

    /// Two numbers, neither negative.
    static func size(_ v: String) -> Size? {
        guard let n = numbers(v, count: 2), n[0] >= 0, n[1] >= 0 else { return nil }
        return Size(width: n[0], height: n[1])
    }

    /// The six numbers of a `CGAffineTransform`, `[a, b, c, d, tx, ty]`.
    static func transform(_ v: String) -> AffineTransform? {
        numbers(v, count: 6).map { AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
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
