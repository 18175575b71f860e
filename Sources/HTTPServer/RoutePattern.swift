/// A parsed route pattern such as "/api/hierarchies/{id}/touches".
struct RoutePattern: Sendable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    init(_ pattern: String) {
        segments = RoutePattern.split(pattern).map { piece in
            if piece.hasPrefix("{"), piece.hasSuffix("}"), piece.count > 2 {
                return .parameter(String(piece.dropFirst().dropLast()))
            }
            return .literal(String(piece))
        }
    }

    /// True if the raw (still percent-encoded) segments match: as many segments, each literal equal
    /// (compared as it is when it has no "%", decoded otherwise), each parameter one non-empty segment
    /// that decodes. Builds nothing: every route is tried against every request.
    func matches(_ raw: [Substring]) -> Bool {
        guard raw.count == segments.count else { return false }
        for (segment, piece) in zip(segments, raw) {
            switch segment {
            case .literal(let expected):
                if piece.utf8.contains(UInt8(ascii: "%")) {
                    guard PercentDecoding.decode(piece) == expected else { return false }
                } else if !Self.bytesEqual(piece, expected) {
                    return false
                }
            case .parameter:
                if piece.isEmpty { return false }
                if piece.utf8.contains(UInt8(ascii: "%")) {
                    guard let value = PercentDecoding.decode(piece), !value.isEmpty else { return false }
                }
            }
        }
        return true
    }

    /// Byte equality over contiguous storage: the generic `elementsEqual` over two UTF-8 views was
    /// the largest single cost of routing.
    private static func bytesEqual(_ piece: Substring, _ literal: String) -> Bool {
        guard piece.utf8.count == literal.utf8.count else { return false }
        var literal = literal
        return piece.utf8.withContiguousStorageIfAvailable { pieceBytes in
            literal.withUTF8 { literalBytes in pieceBytes.elementsEqual(literalBytes) }
        } ?? piece.utf8.elementsEqual(literal.utf8)
    }

    /// The parameters' decoded values, for segments `matches` accepted (nil if they do not decode).
    /// Only the chosen route's are made.
    func parameters(_ raw: [Substring]) -> RouteParameters? {
        var values: [(name: String, value: String)] = []
        for (segment, piece) in zip(segments, raw) {
            guard case .parameter(let name) = segment else { continue }
            guard let value = PercentDecoding.decode(piece) else { return nil }
            values.append((name, value))
        }
        return RouteParameters(pairs: values)
    }

    /// Literal segments beat parameters, left to right: "/a/new" is preferred to "/a/{id}".
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }

    /// "/a/b" → ["a", "b"]; "/" → [""]; a trailing slash leaves an empty last segment, so
    /// "/a/" does not match "/a".
    static func split(_ path: String) -> [Substring] {
        // Over the bytes: "/" is one byte in UTF-8 and never part of a longer sequence, and splitting by
        // characters (grapheme breaking) was the most expensive step of routing a request.
        let bytes = path.utf8
        var start = bytes.first == UInt8(ascii: "/") ? bytes.index(after: bytes.startIndex) : bytes.startIndex
        var pieces: [Substring] = []
        var i = start
        while i < bytes.endIndex {
            if bytes[i] == UInt8(ascii: "/") {
                pieces.append(path[start..<i])
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        pieces.append(path[start..<bytes.endIndex])
        return pieces
    }

    /// The request's path as raw segments. Split before decoding, so an encoded slash ("%2F") stays inside
    /// its segment.
    static func rawSegments(of request: HTTPRequest) -> [Substring] {
        split(request.rawPath.isEmpty ? request.path : request.rawPath)
    }
}
