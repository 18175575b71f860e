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

    /// The parameters if the raw (still percent-encoded) segments match, else nil. A parameter matches
    /// exactly one non-empty segment. Segments are decoded only where it matters: a literal with no "%" is
    /// compared as it is, and only the parameters of a matching pattern become new strings.
    func match(_ raw: [Substring]) -> RouteParameters? {
        guard raw.count == segments.count else { return nil }
        for (segment, piece) in zip(segments, raw) {
            guard case .literal(let expected) = segment else { continue }
            if piece.utf8.contains(UInt8(ascii: "%")) {
                guard PercentDecoding.decode(piece) == expected else { return nil }
            } else if piece != expected {
                return nil
            }
        }
        var values: [String: String] = [:]
        for (segment, piece) in zip(segments, raw) {
            guard case .parameter(let name) = segment else { continue }
            guard let value = PercentDecoding.decode(piece), !value.isEmpty else { return nil }
            values[name] = value
        }
        return RouteParameters(values)
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
