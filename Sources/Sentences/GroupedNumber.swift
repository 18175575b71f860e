/// Counts as every message of the server writes them, in either language: digits in groups of three.
package enum GroupedNumber {
    /// 1000000 → "1,000,000".
    package static func text(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }

    /// Whole seconds as a count ("5"), others as they are ("0.25").
    package static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? text(Int(seconds)) : String(seconds)
    }
}
