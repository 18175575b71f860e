/// Schema step 2: `"pointInside": {"insets": …}` changes meaning from "grow outward by" to `UIEdgeInsets`
/// (`bounds.inset(by:)`, negative grows; rule 7.7). The stored hierarchy documents were written
/// with the old meaning, so the step negates the four numbers of every `insets` override in them: the
/// documents then say, in the new convention, exactly what they said before, and a stored hierarchy, a share
/// link to it (`/?h=ID`) and a touch posted to it again give the same hit-test answer.
///
/// Stored traces are not touched: they are the answers of engine version "2", kept under their own ids (the
/// trace id hashes the engine version, which changed with these semantics), so an old link shows what it showed.
///
/// The rewrite works on the bytes, with a small JSON scanner, rather than through SQLite's `json_set`: that
/// would re-render every other number of the document (a real as `%!.15g`, losing digits), where this changes
/// only the signs of the inset numbers and leaves every other byte alone.
enum EdgeInsetsMigration {
    static let version = 2
    static let name = "pointInside insets as UIEdgeInsets (negated)"

    /// Rewrites every stored document that has an `insets` override. Runs inside the migration's transaction.
    static func apply(_ connection: Connection) throws {
        let rows = try connection.statement(
            "SELECT seq, document FROM hierarchies WHERE instr(CAST(document AS TEXT), '\"insets\"') > 0"
        ).rows { ($0.integer(0), $0.blob(1)) }
        let update = try connection.statement("UPDATE hierarchies SET document = ?1 WHERE seq = ?2")
        for (seq, document) in rows {
            guard let rewritten = negatingInsets(in: document) else { continue }
            _ = try update.run([.blob(rewritten), .integer(seq)])
        }
    }

    /// The document with the numbers of each `"pointInside": {"insets": {…} | […]}` negated, or nil when it has
    /// none. Only a member named `pointInside` (outside any string) whose value is an object with the single
    /// member `insets` is changed; the numbers' text keeps its form (`10` → `-10`, `-2.5` → `2.5`, `0` stays).
    static func negatingInsets(in bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        var changed = false
        var copiedUpTo = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == quote else { i += 1; continue }
            // A string starts here (we are outside strings): read it to its closing quote.
            let start = i
            guard let end = stringEnd(bytes, from: i) else { return changed ? out + bytes[copiedUpTo...] : nil }
            i = end
            guard bytes[start..<end].elementsEqual(pointInsideKey) else { continue }
            var j = skipSpace(bytes, end)
            guard j < bytes.count, bytes[j] == colon else { continue }  // a value, not a member name
            j = skipSpace(bytes, j + 1)
            guard j < bytes.count, bytes[j] == openBrace else { continue }
            j = skipSpace(bytes, j + 1)
            guard j + insetsKey.count <= bytes.count, bytes[j..<(j + insetsKey.count)].elementsEqual(insetsKey) else { continue }
            j = skipSpace(bytes, j + insetsKey.count)
            guard j < bytes.count, bytes[j] == colon else { continue }
            j = skipSpace(bytes, j + 1)
            guard let numbers = insetNumbers(bytes, j) else { continue }
            for range in numbers {
                out += bytes[copiedUpTo..<range.lowerBound]
                out += negated(bytes[range])
                copiedUpTo = range.upperBound
            }
            changed = true
            i = numbers.last!.upperBound
        }
        guard changed else { return nil }
        out += bytes[copiedUpTo...]
        return out
    }

    /// The byte ranges of the four numbers of `{"top": n, "left": n, "bottom": n, "right": n}` (any member order)
    /// or `[n, n, n, n]` at `i`, in document order; nil for anything else.
    private static func insetNumbers(_ bytes: [UInt8], _ i: Int) -> [Range<Int>]? {
        guard i < bytes.count, bytes[i] == openBrace || bytes[i] == openBracket else { return nil }
        let isObject = bytes[i] == openBrace
        let close = isObject ? closeBrace : closeBracket
        var ranges: [Range<Int>] = []
        var j = skipSpace(bytes, i + 1)
        while j < bytes.count, bytes[j] != close {
            if isObject {
                guard bytes[j] == quote, let end = stringEnd(bytes, from: j) else { return nil }
                j = skipSpace(bytes, end)
                guard j < bytes.count, bytes[j] == colon else { return nil }
                j = skipSpace(bytes, j + 1)
            }
            let numberStart = j
            while j < bytes.count, isNumberByte(bytes[j]) { j += 1 }
            guard j > numberStart else { return nil }
            ranges.append(numberStart..<j)
            j = skipSpace(bytes, j)
            if j < bytes.count, bytes[j] == comma { j = skipSpace(bytes, j + 1) }
        }
        return ranges.count == 4 ? ranges : nil
    }

    private static func negated(_ number: ArraySlice<UInt8>) -> [UInt8] {
        if number.first == minus { return Array(number.dropFirst()) }
        if number.allSatisfy({ $0 == zero || $0 == dot }) { return Array(number) }  // 0 stays 0, not -0
        return [minus] + number
    }

    /// The index just past the closing quote of the string starting at `i`.
    private static func stringEnd(_ bytes: [UInt8], from i: Int) -> Int? {
        var j = i + 1
        while j < bytes.count {
            if bytes[j] == backslash { j += 2; continue }
            if bytes[j] == quote { return j + 1 }
            j += 1
        }
        return nil
    }

    private static func skipSpace(_ bytes: [UInt8], _ i: Int) -> Int {
        var j = i
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x0D || bytes[j] == 0x09 { j += 1 }
        return j
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= zero && b <= zero + 9) || b == minus || b == dot || b == 0x2B || b == 0x65 || b == 0x45
    }

    private static let pointInsideKey = Array("\"pointInside\"".utf8)
    private static let insetsKey = Array("\"insets\"".utf8)
    private static let quote: UInt8 = 0x22, colon: UInt8 = 0x3A, comma: UInt8 = 0x2C, backslash: UInt8 = 0x5C
    private static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D, openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    private static let minus: UInt8 = 0x2D, zero: UInt8 = 0x30, dot: UInt8 = 0x2E
}
