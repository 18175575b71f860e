/// Reads typed values out of JSON, reporting each problem at its path instead of stopping at the first.
struct FieldReader {
    var issues: [ValidationIssue] = []
    let maxIssues: Int

    var isFull: Bool { issues.count >= maxIssues }

    mutating func report(_ path: @autoclosure () -> String, _ message: String) {
        if issues.count < maxIssues { issues.append(ValidationIssue(path: path(), message: message)) }
    }

    private func describe(_ v: JSONValue) -> String {
        switch v.kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    mutating func number(_ v: JSONValue, _ path: @autoclosure () -> String) -> Double? {
        guard let n = v.number else { report(path(), "expected a number, found \(describe(v))"); return nil }
        guard n.isFinite else { report(path(), "\(v.sourceText) is not a finite number"); return nil }
        return n
    }

    mutating func nonNegative(_ v: JSONValue, _ path: @autoclosure () -> String) -> Double? {
        guard let n = number(v, path()) else { return nil }
        guard n >= 0 else { report(path(), "must not be negative (found \(v.sourceText))"); return nil }
        return n
    }

    mutating func integer(_ v: JSONValue, min: Int, _ path: @autoclosure () -> String) -> Int? {
        guard let n = number(v, path()) else { return nil }
        guard n == n.rounded(), abs(n) < 1e15 else { report(path(), "expected a whole number, found \(v.sourceText)"); return nil }
        guard Int(n) >= min else { report(path(), "must be at least \(min) (found \(v.sourceText))"); return nil }
        return Int(n)
    }

    mutating func bool(_ v: JSONValue, _ path: @autoclosure () -> String) -> Bool? {
        guard let b = v.bool else { report(path(), "expected true or false, found \(describe(v))"); return nil }
        return b
    }

    mutating func string(_ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Int = 10_000) -> String? {
        guard let s = v.string else { report(path(), "expected a string, found \(describe(v))"); return nil }
        guard s.utf8.count <= maxLength else { report(path(), "longer than \(maxLength) bytes"); return nil }
        return s
    }

    /// An identifier: non-empty, at most 256 bytes, no control characters.
    mutating func identifier(_ v: JSONValue, _ path: @autoclosure () -> String) -> String? {
        guard let s = string(v, path(), maxLength: 256) else { return nil }
        guard !s.isEmpty else { report(path(), "must not be empty"); return nil }
        guard !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            report(path(), "must not contain control characters"); return nil
        }
        return s
    }

    /// Reads an object's members, reporting unknown and repeated keys. Returns nil (after reporting) when
    /// the value is not an object.
    mutating func members(_ v: JSONValue, known: Set<String>, ignored: Set<String> = [],
                          _ path: @autoclosure () -> String, what: String) -> [(String, JSONValue)]? {
        guard v.kind == .object else { report(path(), "expected \(what) (an object), found \(describe(v))"); return nil }
        var seen = Set<String>()
        var result: [(String, JSONValue)] = []
        result.reserveCapacity(v.count)
        for (key, value) in v.members {
            if !seen.insert(key).inserted {
                report(path() + JSONPath.member(key), "duplicate key \"\(key)\"")
                continue
            }
            if ignored.contains(key) { continue }
            guard known.contains(key) else {
                var message = "unknown field \"\(key)\" in \(what)"
                if let guess = Self.closest(key, in: known) { message += "; did you mean \"\(guess)\"?" }
                report(path() + JSONPath.member(key), message)
                continue
            }
            result.append((key, value))
        }
        return result
    }

    /// `{x, y}` or `[x, y]`.
    mutating func point(_ v: JSONValue, _ path: @autoclosure () -> String, names: (String, String) = ("x", "y")) -> Point? {
        guard let pair = numbers(v, path(), names: [names.0, names.1]) else { return nil }
        return Point(x: pair[0], y: pair[1])
    }

    /// `{width, height}` or `[width, height]`, not negative.
    mutating func size(_ v: JSONValue, _ path: @autoclosure () -> String) -> Size? {
        guard let pair = numbers(v, path(), names: ["width", "height"], nonNegativeFrom: 0) else { return nil }
        return Size(width: pair[0], height: pair[1])
    }

    /// `{x, y, width, height}` or `[x, y, width, height]`, with a size that is not negative.
    mutating func rect(_ v: JSONValue, _ path: @autoclosure () -> String) -> Rect? {
        guard let q = numbers(v, path(), names: ["x", "y", "width", "height"], nonNegativeFrom: 2) else { return nil }
        return Rect(x: q[0], y: q[1], width: q[2], height: q[3])
    }

    /// Reads the named numbers from an object (all required) or from an array in that order.
    mutating func numbers(_ v: JSONValue, _ path: @autoclosure () -> String, names: [String],
                          nonNegativeFrom: Int = Int.max) -> [Double]? {
        var values = [Double](repeating: 0, count: names.count)
        var ok = true
        switch v.kind {
        case .array:
            guard v.count == names.count else {
                report(path(), "expected \(names.count) numbers [\(names.joined(separator: ", "))], found \(v.count)")
                return nil
            }
            for (i, e) in v.elements.enumerated() {
                let read = i >= nonNegativeFrom ? nonNegative(e, path() + "[\(i)]") : number(e, path() + "[\(i)]")
                if let n = read { values[i] = n } else { ok = false }
            }
        case .object:
            guard let fields = members(v, known: Set(names), path(), what: "{\(names.joined(separator: ", "))}") else { return nil }
            var found = [Bool](repeating: false, count: names.count)
            for (key, value) in fields {
                guard let i = names.firstIndex(of: key) else { continue }
                found[i] = true
                let read = i >= nonNegativeFrom ? nonNegative(value, path() + "." + key) : number(value, path() + "." + key)
                if let n = read { values[i] = n } else { ok = false }
            }
            for (i, f) in found.enumerated() where !f { report(path() + "." + names[i], "is required"); ok = false }
        default:
            report(path(), "expected {\(names.joined(separator: ", "))} or an array of \(names.count) numbers, found \(describe(v))")
            return nil
        }
        return ok ? values : nil
    }

    /// The known key within edit distance 2 of a misspelt one, for "did you mean".
    static func closest(_ key: String, in known: Set<String>) -> String? {
        let k = Array(key.lowercased())
        var best: (String, Int)?
        for candidate in known.sorted() {
            let c = Array(candidate.lowercased())
            var row = Array(0...c.count)
            for i in 1...max(k.count, 1) where !k.isEmpty {
                var prev = row[0]
                row[0] = i
                for j in stride(from: 1, through: c.count, by: 1) {
                    let tmp = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (k[i - 1] == c[j - 1] ? 0 : 1))
                    prev = tmp
                }
            }
            let d = row[c.count]
            if d <= 2, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }
}
