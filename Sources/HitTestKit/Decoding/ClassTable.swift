import HitTraceJSON
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

/// The class names of a hierarchy, numbered in order of first use (the model's `classNames`), found from the
/// bytes of a name; with the entry of each name given without `base` (nearly every view), worked out once.
///
/// Most views share a handful of classes: finding a class from its name's bytes in the input spares making a
/// String per view and hashing it with `Hasher`.
struct ClassTable {
    private(set) var names: [String] = []
    private var index = ByteStringIndex()
    private var plainEntries: [ClassEntry?] = []

    /// The number of a name, added if new; nil when the table is full (a class index is a UInt16).
    mutating func number(_ name: UnsafeBufferPointer<UInt8>) -> UInt16? {
        let i = index.index(of: name)
        if i >= 0 { return UInt16(i) }
        guard names.count < Int(UInt16.max) else { return nil }
        index.insert(name)
        names.append(KnownClasses.find(name)?.name ?? String(decoding: name, as: UTF8.self))
        plainEntries.append(nil)
        return UInt16(names.count - 1)
    }

    /// The entry of class `number` given without a base, once `setPlainEntry` has recorded it.
    func plainEntry(_ number: UInt16) -> ClassEntry? { plainEntries[Int(number)] }

    mutating func setPlainEntry(_ entry: ClassEntry) { plainEntries[Int(entry.classIndex)] = entry }
}
