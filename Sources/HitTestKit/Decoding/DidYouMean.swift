/// "Did you mean": the known name within edit distance 2 of a misspelt one (case ignored; the nearest, then
/// the first in sorted order). A name whose length is more than 2 away from every known name's cannot be
/// within 2 edits of any, so it costs nothing however long it is.
public enum DidYouMean {
    public static let maxDistance = 2

    public static func closest(_ name: String, in known: Set<String>) -> String? {
        let length = name.count
        guard known.contains(where: { abs($0.count - length) <= maxDistance }) else { return nil }
        let k = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known.sorted() {
            let c = Array(candidate.lowercased())
            guard abs(c.count - k.count) <= maxDistance else { continue }
            let d = distance(k, c)
            if d <= maxDistance, best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance, one row at a time.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = above
            }
        }
        return row[b.count]
    }
}
