/// What a class name (with its `base`) brings to a view: its traits and its (and its behaviour's) index in the
/// hierarchy's table of names. No strings, so handing one out costs no reference counting.
struct ClassEntry {
    var classIndex: UInt16
    var behaviorIndex: UInt16
    var isControl: Bool
    var isScrollView: Bool
    var isWindow: Bool
    var interactiveByDefault: Bool
}

/// The class entries of a hierarchy by the bytes of the class name, for views without `base` (nearly all).
///
/// Most views share a handful of classes: finding the entry from the name's bytes in the input spares making
/// a String for it and hashing that with `Hasher`, once per view.
struct ClassCache {
    private var names = ByteStringIndex()
    private var entries: [ClassEntry] = []

    func entry(for name: UnsafeBufferPointer<UInt8>) -> ClassEntry? {
        let i = names.index(of: name)
        return i < 0 ? nil : entries[i]
    }

    /// Adds the entry of a name not in the cache yet.
    mutating func insert(_ entry: ClassEntry, for name: UnsafeBufferPointer<UInt8>) {
        names.insert(name)
        entries.append(entry)
    }
}
