/// Spelling of JSON paths in error messages: `$.root.subviews[2].frame.width`.
public enum JSONPath {
    /// The longest key a path spells out, in bytes: a path is for a reader, and a megabyte key would make every
    /// error that points into its object a megabyte (twice: the path, and the path in the list of problems).
    public static let maxKeyBytes = 100

    /// `.name` for plain identifiers, `["odd key"]` otherwise; a key past `maxKeyBytes` as its first characters
    /// and `…` with its length (`["kkk…" (1048576 bytes)]`).
    public static func member(_ key: String) -> String {
        if key.utf8.count > maxKeyBytes {
            var w = JSONWriter()
            w.string(String(key.unicodeScalars.prefix(maxKeyBytes / 4 * 3)) + "…")
            return "[" + w.text + " (\(key.utf8.count) bytes)]"
        }
        let plain = !key.isEmpty && key.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
        if plain { return "." + key }
        var w = JSONWriter()
        w.string(key)
        return "[" + w.text + "]"
    }
}
