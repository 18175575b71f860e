/// What a Chinese sentence may keep in English: code (anything in backquotes, names with capitals inside,
/// calls and selectors), numbers, rule numbers, and the UIKit names that are one lowercase word. Any other
/// English word is a sentence left untranslated.
enum ChineseWords {
    /// UIKit properties, concepts, units and values that are single lowercase words, kept as they are in Chinese
    /// (a recognizer's `delegate`, a control's target-`action`, a view's `alpha` and `bounds`).
    static let code: Set<String> = [
        "pt", "dp", "s", "alpha", "bounds", "center", "value", "edges", "wraps", "nil", "true", "false", "left", "right",
        "top", "bottom", "momentary", "autorepeat", "insets", "hit-test", "x", "y", "delegate", "action", "frame", "id", "t", "app",
        // Audit profiles' names.
        "hig", "wcag-aa", "wcag-aaa", "material",
    ]

    /// The English words of `sentence` that are not code: empty for a sentence fully in Chinese. Backquoted text
    /// (names) and double-quoted text (JSON, names given in the input) are code.
    static func english(in sentence: String) -> [String] {
        var outside = ""
        var quote: Character?
        for c in sentence {
            if c == "`" || c == "\"" {
                if quote == nil { quote = c } else if quote == c { quote = nil }
                outside.append(" ")
                continue
            }
            outside.append(quote == nil ? c : " ")
        }
        var words: [String] = []
        var word = ""
        func flush() {
            defer { word = "" }
            let w = word.trimmingCharacters(in: CharacterSet(charactersIn: ".:-"))
            guard w.contains(where: \.isLetter) else { return }
            // Code: camelCase or capitals (isHidden, UIButton, YES), calls and selectors (touchesShouldBegin(_:with:in:)).
            if w.dropFirst().contains(where: \.isUppercase) || w.first?.isUppercase == true || w.contains("(") { return }
            if code.contains(w.lowercased()) { return }
            words.append(w)
        }
        for c in outside {
            if c.isASCII && (c.isLetter || c.isNumber || "_.:()-".contains(c)) { word.append(c) } else { flush() }
        }
        flush()
        return words
    }
}

import Foundation
