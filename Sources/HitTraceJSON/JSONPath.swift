/// Spelling of JSON paths in error messages: `$.root.subviews[2].frame.width`.
public enum JSONPath {
    /// `.name` for plain identifiers, `["odd key"]` otherwise.
    public static func member(_ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
        if plain { return "." + key }
        var w = JSONWriter()
        w.string(key)
        return "[" + w.text + "]"
    }
}
