/// A growing run of bytes written through a pointer: the trace's JSON (a few KB per touch) is built from
/// hundreds of small pieces, and `Array.append(contentsOf:)` (uniqueness and capacity checks, a generic copy)
/// cost more per piece than the piece. Noncopyable, so the memory has one owner and is freed once.
///
/// The pieces are fixed JSON fragments written in the code (`"{\"index\":"`: keys, separators and all),
/// strings escaped and numbers written by `JSONText`, as `JSONWriter` does, and copies of
/// bytes written before (a step's message repeats its view's id and point).
package struct OutputBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    package private(set) var count = 0
    private var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written, as an array (one copy).
    package consuming func array() -> [UInt8] {
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
        base = base.movedToAllocation(capacity: newCapacity, count: count)
        capacity = newCapacity
    }

    @inline(__always)
    package mutating func appendByte(_ byte: UInt8) {
        room(1).initialize(to: byte)
        count += 1
    }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        room(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// A fragment written in the code, copied as it is: it must be valid where it goes (no escaping).
    @inline(__always)
    package mutating func append(_ fragment: StaticString) {
        fragment.withUTF8Buffer { append($0) }
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Bytes already written (at `range`), once more at the end.
    package mutating func appendCopy(of range: Range<Int>) {
        // Checked in every build: a range past what was written would copy uninitialized or foreign memory.
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "copy of bytes not written yet")
        let target = room(range.count)  // may move the buffer: the source is found after it
        target.initialize(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// The contents of a JSON string, escaped by `JSONText` as `JSONWriter.string` escapes them; no quotes.
    package mutating func appendEscaped(_ s: String) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if done == nil {
            var copy = s
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Nearly every id, class and sentence needs no escaping: copied whole. The rare rest goes through
        // the one escaping routine, `JSONText.appendEscaped`.
        if !JSONText.mayNeedEscaping(utf8) { append(utf8); return }
        var escaped: [UInt8] = []
        JSONText.appendEscaped(utf8, to: &escaped)
        append(escaped)
    }

    /// A JSON string: quoted and escaped.
    package mutating func appendQuoted(_ s: String) {
        appendByte(0x22)
        appendEscaped(s)
        appendByte(0x22)
    }

    package mutating func appendQuoted(_ s: String?) {
        if let s { appendQuoted(s) } else { append("null") }
    }

    package mutating func appendBool(_ b: Bool) {
        append(b ? "true" : "false")
    }

    /// Decimal digits, with a minus sign when negative (`JSONText.writeInteger`).
    @inline(__always)
    package mutating func appendInteger(_ value: Int) {
        let p = room(JSONText.maxNumberLength)
        count += JSONText.writeInteger(Int64(value), to: p)
    }

    /// A number exactly as `JSONWriter.number` and `JSONText.number` write it (`JSONText.writeNumber`).
    @inline(__always)
    package mutating func appendNumber(_ d: Double) {
        let p = room(JSONText.maxNumberLength)
        count += JSONText.writeNumber(d, to: p)
    }
}
