/// The two forms some answers come in, chosen by `Accept` as RFC 9110 §12.5.1 says: by quality (`q=`), the
/// more specific range for a type (`text/plain` over `text/*` over `*/*`); between equal qualities, the form
/// named first, and JSON when neither is named (a browser's or curl's `*/*`).
enum AcceptHeader {
    static func prefersText(_ field: String) -> Bool {
        var text = Preference(), json = Preference()
        for (position, part) in field.split(separator: ",").enumerated() {
            let pieces = part.split(separator: ";")
            guard let range = pieces.first.map({ trimmed($0).lowercased() }) else { continue }
            let quality = pieces.dropFirst().lazy.map(trimmed).first { $0.hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            switch range {
            case "text/plain": text.offer(quality, specificity: 3, position: position)
            case "text/*": text.offer(quality, specificity: 2, position: position)
            case "application/json": json.offer(quality, specificity: 3, position: position)
            case "application/*": json.offer(quality, specificity: 2, position: position)
            case "*/*":
                text.offer(quality, specificity: 1, position: position)
                json.offer(quality, specificity: 1, position: position)
            default: continue
            }
        }
        guard text.quality > 0 else { return false }
        if text.quality != json.quality { return text.quality > json.quality }
        return text.specificity == 3 && (json.specificity < 3 || text.position < json.position)
    }

    /// A form's quality from the most specific range that names it.
    private struct Preference {
        var quality = 0.0
        var specificity = 0
        var position = Int.max

        mutating func offer(_ q: Double, specificity s: Int, position p: Int) {
            guard s > specificity else { return }
            quality = min(max(q, 0), 1)
            specificity = s
            position = p
        }
    }

    private static func trimmed(_ s: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var t = s.drop(while: isSpace)
        while let last = t.last, isSpace(last) { t.removeLast() }
        return String(t)
    }
}
