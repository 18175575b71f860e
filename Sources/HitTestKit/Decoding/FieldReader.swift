import HitTraceJSON
/// Reads typed values out of JSON, reporting each problem at its path instead of stopping at the first.
package struct FieldReader {
    var issues: [ValidationIssue] = []
    let maxIssues: Int

    var isFull: Bool { issues.count >= maxIssues }

    mutating func report(_ path: @autoclosure () -> String, _ message: String) {
        if issues.count < maxIssues { issues.append(ValidationIssue(path: path(), message: message)) }
    }

    mutating func number(_ v: JSONValue, _ path: @autoclosure () -> String) -> Double? {
        guard let n = v.number else { report(path(), "expected a number, found \(kindName(v))"); return nil }
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
        guard let b = v.bool else { report(path(), "expected true or false, found \(kindName(v))"); return nil }
        return b
    }

    mutating func string(_ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Int = 10_000) -> String? {
        guard let s = v.string else { report(path(), "expected a string, found \(kindName(v))"); return nil }
        guard s.utf8.count <= maxLength else { report(path(), "longer than \(maxLength) bytes"); return nil }
        return s
    }

    /// An identifier: non-empty, at most 256 bytes, no control characters.
    mutating func identifier(_ v: JSONValue, _ path: @autoclosure () -> String) -> String? {
        guard let s = string(v, path(), maxLength: 256) else { return nil }
        guard !s.isEmpty else { report(path(), "must not be empty"); return nil }
        // In UTF-8 the control characters U+0000–U+001F and U+007F are single bytes, and no byte of a longer
        // sequence is below 0x80: checking the bytes is checking the scalars, without decoding them.
        guard !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            report(path(), "must not contain control characters"); return nil
        }
        return s
    }

    /// Reads an object's members, reporting unknown and repeated keys. Returns nil (after reporting) when
    /// the value is not an object.
    mutating func members(_ v: JSONValue, known: Set<String>, ignored: Set<String> = [],
                          _ path: @autoclosure () -> String, what: String) -> [(String, JSONValue)]? {
        guard v.kind == .object else { report(path(), "expected \(what) (an object), found \(kindName(v))"); return nil }
        var seen = Set<String>()
        var result: [(String, JSONValue)] = []
        result.reserveCapacity(v.count)
        for (key, value) in v.members {
            if !seen.insert(key).inserted {
                report(path() + JSONPath.member(key), "duplicate key \"\(Self.shortened(key))\"")
                continue
            }
            if ignored.contains(key) { continue }
            guard known.contains(key) else {
                reportUnknown(key, in: what, known: known, path() + JSONPath.member(key))
                continue
            }
            result.append((key, value))
        }
        return result
    }

    static let xy = KeyTable(["x", "y"])
    static let widthHeight = KeyTable(["width", "height"])
    static let rectangle = KeyTable(["x", "y", "width", "height"])
    static let matrix = KeyTable(["a", "b", "c", "d", "tx", "ty"])
    static let edgeInsets = KeyTable(["top", "left", "bottom", "right"])
    static let insetBy = KeyTable(["dx", "dy"])

    /// `{x, y}` or `[x, y]`.
    mutating func point(_ v: JSONValue, _ path: @autoclosure () -> String) -> Point? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { q in
            numbers(v, path(), table: Self.xy, into: q) ? Point(x: q[0], y: q[1]) : nil
        }
    }

    /// `{width, height}` or `[width, height]`, not negative.
    mutating func size(_ v: JSONValue, _ path: @autoclosure () -> String) -> Size? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { q in
            numbers(v, path(), table: Self.widthHeight, nonNegativeFrom: 0, into: q) ? Size(width: q[0], height: q[1]) : nil
        }
    }

    /// `{x, y, width, height}` or `[x, y, width, height]`, with a size that is not negative.
    mutating func rect(_ v: JSONValue, _ path: @autoclosure () -> String) -> Rect? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4) { q in
            numbers(v, path(), table: Self.rectangle, nonNegativeFrom: 2, into: q)
                ? Rect(x: q[0], y: q[1], width: q[2], height: q[3]) : nil
        }
    }

    /// Reads the table's numbers, all required, from an object or from an array in the table's order.
    mutating func numbers(_ v: JSONValue, _ path: @autoclosure () -> String, table: KeyTable,
                          nonNegativeFrom: Int = Int.max) -> [Double]? {
        let n = table.names.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { q in
            numbers(v, path(), table: table, nonNegativeFrom: nonNegativeFrom, into: q) ? Array(q) : nil
        }
    }

    mutating func numbers(_ v: JSONValue, _ path: @autoclosure () -> String, table: KeyTable,
                          nonNegativeFrom: Int = Int.max, into values: UnsafeMutableBufferPointer<Double>) -> Bool {
        let names = table.names
        var ok = true
        switch v.kind {
        case .array:
            guard v.count == names.count else {
                report(path(), "expected \(names.count) numbers [\(names.joined(separator: ", "))], found \(v.count)")
                return false
            }
            var i = 0
            for e in v.elements {
                let read = i >= nonNegativeFrom ? nonNegative(e, path() + "[\(i)]") : number(e, path() + "[\(i)]")
                if let x = read { values[i] = x } else { ok = false }
                i += 1
            }
        case .object:
            return v.document.withTape { t in
                Self.withFieldSlots(table) { slots in
                    guard let f = fields(v.index, in: t, table, slots: slots, path(),
                                         what: "{\(names.joined(separator: ", "))}") else { return false }
                    for i in 0..<names.count {
                        guard let value = f.value(i, in: t) else { report(path() + "." + names[i], "is required"); ok = false; continue }
                        let read = i >= nonNegativeFrom ? nonNegative(value, path() + "." + names[i]) : number(value, path() + "." + names[i])
                        if let x = read { values[i] = x } else { ok = false }
                    }
                    return ok
                }
            }
        default:
            report(path(), "expected {\(names.joined(separator: ", "))} or an array of \(names.count) numbers, found \(kindName(v))")
            return false
        }
        return ok
    }

    /// "unknown field …" for `key`, with a guess among `known` ("did you mean"). Nothing is computed once the
    /// answer is full: a body of 200,000 unknown keys costs one lookup each, not a search each.
    mutating func reportUnknown(_ key: String, in what: String, known: Set<String>, _ path: @autoclosure () -> String,
                                message: String? = nil) {
        guard !isFull else { return }
        var text = message ?? "unknown field \"\(Self.shortened(key))\" in \(what)"
        if let property = Self.propertyOfSwiftGetter(key, in: known) {
            text += "; did you mean \"\(property)\"? (\"\(key)\" is Swift's name for the getter of UIKit's property \(property); the fields are named as the properties are)"
        } else if let guess = Self.closest(key, in: known) {
            text += "; did you mean \"\(guess)\"?"
        }
        report(path(), text)
    }

    /// `isOn`, `isMomentary`, `isContinuous`, `isHidden`…: Swift spells a Boolean property's getter `isX`, while
    /// UIKit's property (and so the field) is `x`. The field, when `key` is such a getter of a known one.
    static func propertyOfSwiftGetter(_ key: String, in known: Set<String>) -> String? {
        guard key.hasPrefix("is"), let first = key.dropFirst(2).first, first.isUppercase else { return nil }
        let property = first.lowercased() + key.dropFirst(3)
        return known.contains(property) ? property : nil
    }

    /// A key as a message quotes it: the first 100 characters of a longer one, so that a megabyte key does
    /// not make a megabyte message (the path still names it whole).
    package static func shortened(_ key: String) -> String {
        key.utf8.count <= 100 ? key : String(key.prefix(100)) + "…"
    }

    /// The known key within edit distance 2 of a misspelt one, for "did you mean" (`DidYouMean`: a long key
    /// costs nothing).
    static func closest(_ key: String, in known: Set<String>) -> String? {
        DidYouMean.closest(key, in: known)
    }
}
