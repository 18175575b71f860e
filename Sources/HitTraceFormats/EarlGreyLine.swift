import HitTestKit
/// One line of EarlGrey's hierarchy: `<Class:0xADDR; name=value; flag; …>`.
enum EarlGreyLine {
    struct Parsed {
        var view: ImportedView
        var identifier: String?
        var screen: Rect?
        var cutOff: Bool
        /// A field whose value cannot be read (`frame={{a, b}}`, `alpha=x`): its name and value.
        var unreadable: (field: String, value: String)?
    }

    /// Where the element starts (`<` after `|--`, or the first `<Class:0x` / `<Class;` after a log prefix), and
    /// its depth: the number of `|` before it.
    static func elementStart(_ line: [UInt8]) -> (at: Int, depth: Int)? {
        var i = 0
        while i + 2 < line.count {
            if line[i] == 0x2D, line[i + 1] == 0x2D, line[i + 2] == 0x3C {  // "--<"
                return (i + 2, line[..<i].reduce(0) { $1 == 0x7C ? $0 + 1 : $0 })
            }
            i += 1
        }
        // A line without `|--`: a top-level view, perhaps after a log prefix.
        var j = 0
        while j < line.count {
            if line[j] == 0x3C {
                var k = j + 1
                while k < line.count, isClassByte(line[k]) { k += 1 }
                if k > j + 1, k < line.count, line[k] == 0x3A || line[k] == 0x3B { return (j, 0) }
            }
            j += 1
        }
        return nil
    }

    static func isClassByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E || b == 0x24 || b >= 0x80
    }

    /// The element at `<…` (nil when the text after `<` is no class), its fields read up to `>` or the end.
    static func parse(_ s: ArraySlice<UInt8>, lineNumber: Int) -> Parsed? {
        var i = s.startIndex + 1
        let classStart = i
        while i < s.endIndex, isClassByte(s[i]) { i += 1 }
        guard i > classStart else { return nil }
        let printed = String(decoding: s[classStart..<i], as: UTF8.self)
        var view = ImportedView(line: lineNumber, depth: 0, className: DumpReader.readableClass(printed))
        if view.className != printed { view.attribute(DumpAttribute.printedClass, printed) }
        if i < s.endIndex, s[i] == 0x3A {
            i += 1
            let a = i
            while i < s.endIndex, s[i] != 0x3B, s[i] != 0x3E { i += 1 }
            let address = String(decoding: s[a..<i], as: UTF8.self).trimmingSpacesString
            if !address.isEmpty { view.address = address }
        }
        var parsed = Parsed(view: view, identifier: nil, screen: nil, cutOff: true)
        var sawAlpha = false
        var disabled = false
        // Fields: `; name`, `; name=value`, values quoted with ' (closed by a ' before `;` or `>`) or in braces.
        while i < s.endIndex {
            if s[i] == 0x3E { parsed.cutOff = false; break }
            guard s[i] == 0x3B else { return nil }
            i += 1
            while i < s.endIndex, s[i] == 0x20 { i += 1 }
            let k = i
            while i < s.endIndex, s[i] != 0x3D, s[i] != 0x3B, s[i] != 0x3E { i += 1 }
            let key = String(decoding: s[k..<i], as: UTF8.self)
            var value: String?
            if i < s.endIndex, s[i] == 0x3D {
                i += 1
                guard let end = valueEnd(s, from: i) else { break }  // cut off inside the value
                var v = s[i..<end]
                if v.first == 0x27, v.count >= 2 { v = v.dropFirst().dropLast() }
                value = String(decoding: v, as: UTF8.self)
                i = end
            } else if i == s.endIndex {
                break  // cut off inside a flag's name
            }
            apply(key, value, to: &parsed, sawAlpha: &sawAlpha, disabled: &disabled)
        }
        if UIKitClass.isKind(parsed.view.className, of: "UIControl") { parsed.view.enabled = !disabled }
        if !sawAlpha { parsed.view.assumed.append("alpha") }
        parsed.view.assumed += EarlGreyImporter.alwaysAssumed
        return parsed
    }

    /// The end of a value starting at `i`: after the closing `'` of a quoted one, the matching `}` of a braced
    /// one, else at the next `;` or `>`. Nil when the line ends first (cut off).
    static func valueEnd(_ s: ArraySlice<UInt8>, from start: Int) -> Int? {
        var i = start
        guard i < s.endIndex else { return nil }
        if s[i] == 0x27 {
            i += 1
            while i < s.endIndex {
                if s[i] == 0x27 {
                    let next = i + 1
                    if next == s.endIndex { return nil }
                    if s[next] == 0x3B || (s[next] == 0x3E && next == s.endIndex - 1) { return next }
                }
                i += 1
            }
            return nil
        }
        if s[i] == 0x7B {
            var depth = 0
            while i < s.endIndex {
                if s[i] == 0x7B { depth += 1 } else if s[i] == 0x7D { depth -= 1; if depth == 0 { return i + 1 } }
                i += 1
            }
            return nil
        }
        while i < s.endIndex, s[i] != 0x3B, s[i] != 0x3E { i += 1 }
        return i < s.endIndex ? i : nil
    }

    static func apply(_ key: String, _ value: String?, to p: inout Parsed, sawAlpha: inout Bool, disabled: inout Bool) {
        switch (key, value) {
        case ("frame", let v?):
            p.view.frame = XCTestLine.rect(Substring(v))
            if p.view.frame == nil { p.unreadable = (key, v) }
        case ("AX.frame", let v?):
            p.screen = XCTestLine.rect(Substring(v))
            if p.screen == nil { p.unreadable = (key, v) }
        case ("AX.id", let v?):
            p.identifier = v.isEmpty ? nil : v
            if !v.isEmpty { p.view.attribute("accessibilityIdentifier", v) }
        case ("AX.label", let v?): p.view.attribute("accessibilityLabel", v)
        case ("AX.value", let v?): p.view.attribute("accessibilityValue", v)
        case ("AX.traits", let v?): p.view.attribute("accessibilityTraits", v)
        case ("AX", let v?): p.view.attribute("isAccessibilityElement", v == "Y" ? "YES" : "NO")
        case ("AX.activationPoint", let v?): p.view.attribute("accessibilityActivationPoint", v)
        case ("alpha", let v?):
            if let a = Double(v), a.isFinite { p.view.alpha = min(1, max(0, a)); sawAlpha = true } else { p.unreadable = (key, v) }
        case ("text", let v?): p.view.text = v
        case ("hidden", nil): p.view.hidden = true
        case ("UIE", "N"?): p.view.userInteractionEnabled = false
        case ("disabled", nil): disabled = true
        case ("opaque", nil), ("AX.focused", _): break
        case (let k, let v?) where !k.isEmpty: p.view.attribute(k, v)
        case (let k, nil) where !k.isEmpty: p.view.attribute(k, "YES")
        default: break
        }
    }
}
