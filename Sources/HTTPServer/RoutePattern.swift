/// A parsed route pattern such as "/api/hierarchies/{id}/touches".
struct RoutePattern: Sendable {
    enum Segment: Sendable, Equatable {
        /// The text, and its UTF-8 kept as an array to compare raw bytes with.
        case literal(String, [UInt8])
        case parameter(String)
    }

    let segments: [Segment]

    init(_ pattern: String) {
        segments = RoutePattern.split(pattern).map { piece in
            if piece.hasPrefix("{"), piece.hasSuffix("}"), piece.count > 2 {
                return .parameter(String(piece.dropFirst().dropLast()))
            }
            return .literal(String(piece), Array(piece.utf8))
        }
    }

    /// How many segments a raw path has ("/a/b": 2, "/": 1): a route with another number cannot match,
    /// which rules most routes out before their segments are compared.
    static func segmentCount(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        let slashes = path.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
        return path.first == UInt8(ascii: "/") ? max(slashes, 1) : slashes + 1
    }

    /// True if the raw (still percent-encoded) path matches: as many segments, each literal equal
    /// (compared as it is when it has no "%", decoded otherwise), each parameter one non-empty segment
    /// that decodes. `path` is the UTF-8 of the raw path; it is walked segment by segment against the
    /// pattern, building nothing: every route is tried against every request.
    func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(path) { segment, piece in
            switch segment {
            case .literal(let expected, let bytes):
                if piece.elementsEqual(bytes) { return true }
                // Only a piece with an escape can still be equal once decoded ("%61pi" is "api").
                guard piece.contains(UInt8(ascii: "%")) else { return false }
                return PercentDecoding.decode(String(decoding: piece, as: UTF8.self)) == expected
            case .parameter:
                if piece.isEmpty { return false }
                if piece.contains(UInt8(ascii: "%")) {
                    guard let value = PercentDecoding.decode(String(decoding: piece, as: UTF8.self)), !value.isEmpty
                    else { return false }
                }
                return true
            }
        }
    }

    /// The parameters' decoded values, for a path `matches` accepted (nil if they do not decode).
    /// Only the chosen route's are made.
    func parameters(_ path: UnsafeBufferPointer<UInt8>) -> RouteParameters? {
        var values: [(name: String, value: String)] = []
        let decoded = walk(path) { segment, piece in
            guard case .parameter(let name) = segment else { return true }
            let text = String(decoding: piece, as: UTF8.self)
            guard let value = piece.contains(UInt8(ascii: "%")) ? PercentDecoding.decode(text) : text else { return false }
            values.append((name, value))
            return true
        }
        return decoded ? RouteParameters(pairs: values) : nil
    }

    /// Pairs each pattern segment with the path's segment in the same place ("/a/b": "a", "b"; "/": one
    /// empty segment; a trailing "/" leaves an empty last one, so "/a/" does not match "/a"). False as soon
    /// as `check` says no, or if the path has more or fewer segments than the pattern. Split before
    /// decoding, so an encoded slash ("%2F") stays inside its segment.
    private func walk(
        _ path: UnsafeBufferPointer<UInt8>,
        _ check: (Segment, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var start = path.first == UInt8(ascii: "/") ? 1 : 0
        for (number, segment) in segments.enumerated() {
            let end = path[start...].firstIndex(of: UInt8(ascii: "/")) ?? path.count
            let isLast = number == segments.count - 1
            // The last segment of the pattern must end the path; any other must be followed by a "/".
            if isLast != (end == path.count) { return false }
            guard check(segment, UnsafeBufferPointer(rebasing: path[start..<end])) else { return false }
            start = end + 1
        }
        return true
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

}
