/// A growing run of bytes written through a pointer: the trace's JSON (a few KB per touch) is built from
/// hundreds of small pieces, and `Array.append(contentsOf:)` (uniqueness and capacity checks, a generic copy)
/// cost more per piece than the piece. Noncopyable, so the memory has one owner and is freed once.
///
/// The pieces are fixed JSON fragments written in the code (`"{\"index\":"`: keys, separators and all),
/// strings escaped as `JSONWriter` escapes them, numbers as `JSONWriter.number` writes them, and copies of
/// bytes written before (a step's message repeats its view's id and point).
struct OutputBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, as an array (one copy).
    consuming func array() -> [UInt8] {
        [UInt8](UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `n` more bytes; the position to write them at.
    @inline(__always)
    private mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if count + n > capacity { grow(count + n) }
        return base + count
    }

    private mutating func grow(_ needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        room(1).initialize(to: byte)
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        room(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// A fragment written in the code, copied as it is: it must be valid where it goes (no escaping).
    @inline(__always)
    mutating func append(_ fragment: StaticString) {
        fragment.withUTF8Buffer { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Bytes already written (at `range`), once more at the end.
    mutating func appendCopy(of range: Range<Int>) {
        // Checked in every build: a range past what was written would copy uninitialized or foreign memory.
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "copy of bytes not written yet")
        let target = room(range.count)  // may move the buffer: the source is found after it
        target.initialize(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// The contents of a JSON string, escaped exactly as `JSONWriter.string` escapes them; no quotes.
    mutating func appendEscaped(_ s: String) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if done == nil {
            var copy = s
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Nearly every id, class and sentence needs no escaping: copied whole. The rare rest goes through
        // JSONWriter itself, so that the two can never disagree on an escape.
        if !JSONWriter.hasByteToEscape(utf8) { append(utf8); return }
        var w = JSONWriter(capacity: utf8.count * 6)
        w.stringPiece(String(decoding: utf8, as: UTF8.self))
        append(w.bytes)
    }

    /// A JSON string: quoted and escaped.
    mutating func appendQuoted(_ s: String) {
        appendByte(0x22)
        appendEscaped(s)
        appendByte(0x22)
    }

    mutating func appendQuoted(_ s: String?) {
        if let s { appendQuoted(s) } else { append("null") }
    }

    mutating func appendBool(_ b: Bool) {
        append(b ? "true" : "false")
    }

    /// Decimal digits, with a minus sign when negative.
    mutating func appendInteger(_ value: Int) {
        // Most integers in a trace are step indexes and depths: one or two digits.
        if value >= 0 && value < 100 {
            if value >= 10 { appendByte(0x30 &+ UInt8(truncatingIfNeeded: value / 10)) }
            appendByte(0x30 &+ UInt8(truncatingIfNeeded: value % 10))
            return
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let length = digits + (value < 0 ? 1 : 0)
        let p = room(length)
        if value < 0 { p.pointee = 0x2D }
        var i = length
        repeat {
            i -= 1
            p[i] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += length
    }

    /// A number exactly as `JSONWriter.number` writes it (and `HierarchyBuilder.fmt`, which the sentences
    /// use): integral values below 1e16 as integers, -0 as 0, others as the shortest text that reads back,
    /// non-finite as null.
    mutating func appendNumber(_ d: Double) {
        guard d.isFinite else { append("null"); return }
        if d == d.rounded(), abs(d) < 1.0e16 {
            appendInteger(Int(Int64(d)))  // -0 gives 0
        } else if !appendThousandths(d) {
            appendASCII(d.description)
        }
    }

    /// A value that is a whole number of thousandths (40.5, -230.25, 123.456: most points on a screen), without
    /// making a String: `description` writes such a double as its plain decimal form, the integer part, a
    /// dot and the thousandths without trailing zeros. (Below 1e12 doubles lie less than 0.0002 apart, so no
    /// other text of three decimals or fewer reads back as the same double, and `description` writes the
    /// shortest text that does; from 1e-3 up to 2^53 it uses no exponent.) False, having written nothing,
    /// for any other value.
    private mutating func appendThousandths(_ d: Double) -> Bool {
        guard abs(d) >= 0.001, abs(d) < 1.0e12 else { return false }
        let thousandths = Int((d * 1000).rounded())
        guard Double(thousandths) / 1000 == d else { return false }
        if thousandths < 0 { appendByte(0x2D) }
        let magnitude = thousandths.magnitude
        appendInteger(Int(magnitude / 1000))
        var fraction = Int(magnitude % 1000)  // not 0: d is not integral
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        appendByte(0x2E)
        if digits == 3 && fraction < 100 { appendByte(0x30) }
        if digits >= 2 && fraction < 10 { appendByte(0x30) }
        appendInteger(fraction)
        return true
    }

    /// A string known to need no escaping (a number's description).
    private mutating func appendASCII(_ s: String) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var copy = s
            copy.withUTF8 { append($0) }
        }
    }
}
