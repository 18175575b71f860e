import HitTraceJSON
/// The UIKit classes the simulator knows (`UIKitClass.superclass`), found from the bytes of a name, with the
/// traits each brings when given without `base`. Worked out once per process.
///
/// Each hierarchy meets its classes for the first time (`ClassTable`): finding a known class here spares a
/// String made for its name and a lookup hashed with `Hasher`, several times per distinct class.
enum KnownClasses {
    private struct Table: Sendable {
        var index = ByteStringIndex(capacity: UIKitClass.superclass.count)
        var names: [String] = []
        var traits: [UIKitClass.Traits] = []
    }

    private static let table: Table = {
        var t = Table()
        for name in UIKitClass.superclass.keys.sorted() {
            var name = name
            _ = name.withUTF8 { t.index.insert($0) }
            t.names.append(name)
            t.traits.append(UIKitClass.Traits(className: name, base: nil))
        }
        return t
    }()

    /// The known class spelled by these bytes: its name and its traits without a base; nil for another name.
    static func find(_ name: UnsafeBufferPointer<UInt8>) -> (name: String, traits: UIKitClass.Traits)? {
        let t = table
        let i = t.index.index(of: name)
        return i < 0 ? nil : (t.names[i], t.traits[i])
    }
}
