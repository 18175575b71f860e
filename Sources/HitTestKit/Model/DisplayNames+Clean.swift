extension DisplayNames {
    /// A text as a name shows it: one line (control characters become spaces), at most `max` UTF-8 bytes (cut
    /// with `…`), without blanks at either end. The importers make ids from labels the same way.
    package static func clean(_ s: String, max: Int = 120) -> String {
        var out = ""
        for c in s.unicodeScalars {
            let u = c.value < 0x20 || c.value == 0x7F ? " " : Character(c)
            if out.utf8.count + String(u).utf8.count > max { out += "…"; break }
            out.append(u)
        }
        var trimmed = Substring(out)
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
