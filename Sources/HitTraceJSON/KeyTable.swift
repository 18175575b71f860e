/// Finds which of a fixed set of member names a key is, by comparing bytes: no `String`, no `Hasher`.
///
/// Decoding spent most of its time hashing keys into Swift sets and dictionaries; a view has a dozen
/// possible keys, so a small open-addressing table over a cheap hash of the raw bytes (`ByteStringIndex`)
/// does the same work several times faster.
public struct KeyTable: Sendable {
    public let names: [String]
    private let index: ByteStringIndex

    public init(_ names: [String]) {
        self.names = names
        var index = ByteStringIndex(capacity: names.count)
        for name in names {
            var name = name
            _ = name.withUTF8 { index.insert($0) }
        }
        self.index = index
    }

    /// The index of the name spelled by these bytes, or -1.
    @inline(__always)
    public func index(of key: UnsafeBufferPointer<UInt8>) -> Int { index.index(of: key) }

    public func index(of key: String) -> Int {
        var k = key
        return k.withUTF8 { index(of: $0) }
    }
}
