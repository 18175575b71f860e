extension DisplayNames {
    /// A value as a dump prints it (`accessibilityLabel = 'Close'`, or `Close` bare), as text: quotes taken off
    /// and escapes undone, the way the dump importer reads it.
    package static func printedText(_ v: String) -> String {
        v.hasPrefix("'") && v.hasSuffix("'") && v.utf8.count >= 2 ? unescaped(String(v.dropFirst().dropLast())) : v
    }

    /// Undoes Cycript's `\uXXXX` and `\xXX` escapes and the exporter's `\\`, `\'`, `\n`, `\r`, `\t`; any other
    /// backslash is kept (lldb prints text raw, and it may hold one).
    package static func unescaped(_ s: String) -> String {
        guard s.utf8.contains(0x5C) else { return s }
        let c = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < c.count {
            if c[i] == "\\", i + 1 < c.count {
                let n = c[i + 1]
                switch n {
                case "\\", "'": out.append(n); i += 2; continue
                case "n": out.append("\n"); i += 2; continue
                case "r": out.append("\r"); i += 2; continue
                case "t": out.append("\t"); i += 2; continue
                case "u", "x":
                    let digits = n == "u" ? 4 : 2
                    if i + 2 + digits <= c.count,
                       let v = UInt32(String(String.UnicodeScalarView(c[(i + 2)..<(i + 2 + digits)])), radix: 16),
                       let scalar = Unicode.Scalar(v) {
                        out.append(scalar)
                        i += 2 + digits
                        continue
                    }
                default: break
                }
            }
            out.append(c[i])
            i += 1
        }
        return String(out)
    }
}
