import HitTestKit
/// How the exporter writes strings from the hierarchy so that the importer reads back the same views: a value
/// or a class that could end its field, its node or its line early (`;`, `>`, brackets, quotes, line breaks) is
/// written in quotes, `'…'` with `DumpValues.escape`, and the importer unquotes an `id` and a class (what a
/// real dump never quotes). Without it an id `a; frame = (0 0; 1000 1000); hidden = YES` re-imported as a
/// large hidden view.
enum DumpQuoting {
    /// An `id = …` or `backgroundColor = …` value.
    static func value(_ s: String) -> String {
        isPlainValue(s) ? s : quoted(s)
    }

    /// The class after `<`: raw when the scanner reads it back whole (Swift generics' balanced `<…>` included).
    static func className(_ s: String) -> String {
        var depth = 0
        var balanced = !s.isEmpty && !s.hasPrefix("<") && !s.hasPrefix("'")
        for u in s.unicodeScalars where balanced {
            switch u {
            case "<": depth += 1
            case ">": depth -= 1; balanced = depth >= 0
            case ":", ";", "\\": balanced = false
            default: balanced = u.value >= 0x20 && u.value != 0x7F
            }
        }
        return balanced && depth == 0 && !hasEdgeSpace(s) ? s : quoted(s)
    }

    /// The importer's side of `className`: the class in quotes at the start of `b`, and where it ends.
    static func quotedClass(_ b: ArraySlice<UInt8>) -> (name: String, end: Int)? {
        guard b.first == 0x27 else { return nil }
        var i = b.startIndex + 1
        while i < b.endIndex {
            if b[i] == 0x5C { i += 2; continue }
            if b[i] == 0x27 {
                return (DisplayNames.unescaped(String(decoding: b[(b.startIndex + 1)..<i], as: UTF8.self)), i + 1)
            }
            i += 1
        }
        return nil
    }

    /// An attribute's value: kept as printed when it reads back as one value (what an import kept always
    /// does), quoted otherwise, so that a hand-written attribute cannot add fields of its own.
    static func attribute(_ v: String) -> String {
        if v.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) || hasEdgeSpace(v) { return quoted(v) }
        if v.hasPrefix("'") { return readsBackQuoted(Array(v.utf8)) ? v : quoted(v) }
        var depth = 0
        for u in v.unicodeScalars {
            switch u {
            case "<", "{", "(": depth += 1
            case ">", "}", ")":
                depth -= 1
                if depth < 0 { return quoted(v) }
            case ";" where depth == 0: return quoted(v)
            default: break
            }
        }
        return depth == 0 ? v : quoted(v)
    }

    /// Whether the scanner, reading a quoted value (`DumpNodeScanner.skipValue`), stops at `b`'s last byte.
    private static func readsBackQuoted(_ b: [UInt8]) -> Bool {
        guard b.count >= 2, b.last == 0x27 else { return false }
        var i = 1
        while i < b.count - 1 {
            if b[i] == 0x5C { i += 2; continue }
            if b[i] == 0x27, b[i + 1] == 0x3B || b[i + 1] == 0x3E { return false }
            i += 1
        }
        // Landing past the last byte means the closing quote was escaped.
        return i == b.count - 1
    }

    /// A field name: characters that would end it (`=`, `:`, `;`, `>`) or the line become `_`.
    static func name(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if u == "=" || u == ":" || u == ";" || u == ">" || u == "<" || u == "'" || u.value < 0x20 || u.value == 0x7F {
                out += "_"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out.isEmpty ? "_" : out
    }

    /// Text after the node (a layer line, a wrapper, a trailer): only line breaks could harm it.
    static func oneLine(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    static func isIdentifier(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.allSatisfy(DumpNodeScanner.isIdentifier)
    }

    private static func quoted(_ s: String) -> String { "'" + DumpValues.escape(s) + "'" }

    private static func isPlainValue(_ s: String) -> Bool {
        !s.isEmpty && !hasEdgeSpace(s) && !s.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || "'\\;<>{}()".unicodeScalars.contains($0)
        }
    }

    private static func hasEdgeSpace(_ s: String) -> Bool {
        s.first == " " || s.first == "\t" || s.last == " " || s.last == "\t"
    }
}
