/// A short link's id: the first digits of its query's SHA-256 in base 32, 6 of them, or more when another query
/// already holds the shorter id (`Store.insertLink` takes the first free one).
enum LinkIDs {
    static let lengths = 6...12
    /// Crockford's base 32 in lower case: no i, l, o or u, so an id read aloud or copied by hand is not misread.
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    /// The first `length` base-32 digits of the digest, 5 bits each, most significant first.
    static func id(_ digest: [UInt8], length: Int) -> String {
        var characters: [UInt8] = []
        for index in 0..<length {
            let bit = index * 5
            // The 16 bits from the byte holding this digit's first bit: the digit is in there, whatever its offset.
            let word = (Int(digest[bit / 8]) << 8) | Int(digest[bit / 8 + 1])
            characters.append(alphabet[(word >> (11 - bit % 8)) & 31])
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
