import Testing
import TestSupport
@testable import HitTraceJSON

/// OutputBytes writes numbers and strings by its own shortcuts; each must give JSONWriter's bytes.
struct OutputBytesTests {
    static func written(_ body: (inout OutputBytes) -> Void) -> [UInt8] {
        var out = OutputBytes(capacity: 8)  // small, so that growing is exercised too
        body(&out)
        return out.array()
    }

    static func writer(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var w = JSONWriter()
        body(&w)
        return w.bytes
    }

    /// Every whole number of thousandths from -30 to 30, then a sample up to a million and near the 1e12 and
    /// 0.001 edges of the shortcut, and doubles that are close to thousandths but not quite.
    @Test func numbersAsJSONWriterWritesThem() {
        var values: [Double] = []
        for k in -30_000...30_000 { values.append(Double(k) / 1000) }
        for k in stride(from: -1_000_000_000, through: 1_000_000_000, by: 997_331) { values.append(Double(k) / 1000) }
        for k in [999_999_999_999_999, 1_000_000_000_000_001, 999_999_999_999_500, 1, -1, 9, 10, 11] {
            values.append(Double(k) / 1000)
        }
        var rng = SplitMix64(seed: 11)
        for _ in 0..<20_000 {
            let k = Double(Int64(bitPattern: rng.next()) % 2_000_000_000) / 1000
            values += [k, k.nextUp, k.nextDown, k / 7, k * 1e-6, k * 1e9]
        }
        values += [0.1, 1e-7, -0.0, 0, 0.0005, 0.0015, 1e-3, 1e12, 1e12 + 0.5, 9007199254740992, 9007199254740994, 1e16, 1e20,
                   .nan, .infinity, -.infinity, .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        var mismatches: [Double] = []
        for d in values {
            let fast = Self.written { $0.appendNumber(d) }
            let plain = Self.writer { $0.number(d) }
            if fast != plain { mismatches.append(d) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5).map { "\($0)" })")
    }

    @Test func integersAsJSONWriterWritesThem() {
        var values = Array(-1_000...1_000) + [Int.max, Int.min + 1, 99, 100, 101, 999, 1_000, 1_000_000]
        var rng = SplitMix64(seed: 3)
        for _ in 0..<5_000 { values.append(Int(bitPattern: UInt(rng.next())) >> Int(rng.next() % 63)) }
        let mismatches = values.filter { i in Self.written { $0.appendInteger(i) } != Self.writer { $0.int(i) } }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    /// Strings with every kind of byte that needs escaping, at every position, as JSONWriter quotes them.
    @Test func stringsAsJSONWriterWritesThem() {
        let specials: [String] = ["\"", "\\", "<", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "é", "→", "😀", "/", ">"]
        var strings = [""]
        for s in specials {
            for length in [0, 1, 7, 8, 15, 16, 17] {
                let plain = String(repeating: "a", count: length)
                strings += [s + plain, plain + s, plain + s + plain]
            }
        }
        let mismatches = strings.filter { s in Self.written { $0.appendQuoted(s) } != Self.writer { $0.string(s) } }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }
}
