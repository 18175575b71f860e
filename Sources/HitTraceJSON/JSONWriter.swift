/// Writes JSON into a byte buffer, by hand, in the order the caller chooses.
///
/// Why not `JSONEncoder`: on Linux it costs ~6x on a hot response path and its key order is random per process
/// (docs/RELIABILITY.md, "Platform notes"); traces must come out byte-identical for the same input so tests and
/// caches can compare them.
/// Commas are handled by the writer: call `key`/value methods and `beginObject`/`endObject` in order.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// One flag per open container: does the next item need a comma before it?
    private var needsComma: [Bool] = []
    private var afterKey = false

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always)
    private mutating func separate() {
        if afterKey { afterKey = false; return }
        if let last = needsComma.last {
            if last { bytes.append(0x2C) } else { needsComma[needsComma.count - 1] = true }
        }
    }

    public mutating func beginObject() { separate(); bytes.append(0x7B); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); bytes.append(0x7D) }
    public mutating func beginArray() { separate(); bytes.append(0x5B); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); bytes.append(0x5D) }

    /// A member name written in the code: copied as it is, with no scan for characters to escape (a
    /// trace has ~180 of them, and scanning each cost as much as the rest of its writing). The names in
    /// this code base are plain ASCII words; debug builds check it.
    public mutating func key(_ k: StaticString) {
        separate()
        bytes.append(0x22)
        k.withUTF8Buffer { name in
            assert(!JSONText.mayNeedEscaping(name), "member names in the code need no escaping")
            bytes.append(contentsOf: name)
        }
        bytes.append(0x22)
        bytes.append(0x3A)
        afterKey = true
    }

    /// A member name that comes from data (attributes, a document's own keys): escaped as needed.
    public mutating func key(text k: String) {
        separate()
        writeString(k)
        bytes.append(0x3A)
        afterKey = true
    }

    public mutating func string(_ s: String) { separate(); writeString(s) }
    public mutating func null() { separate(); bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
    public mutating func bool(_ b: Bool) {
        separate()
        bytes.append(contentsOf: b ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
    }
    public mutating func int(_ i: Int) { separate(); writeNumber { JSONText.writeInteger(Int64(i), to: $0) } }

    /// Shortest text that reads back as the same Double; integral values without ".0" (`JSONText.number`).
    /// Non-finite values have no JSON spelling and are written as null (the decoder never lets them in).
    public mutating func number(_ d: Double) { separate(); writeNumber { JSONText.writeNumber(d, to: $0) } }

    /// Digits straight into the buffer: no `String` per number on the hot path of every trace.
    @inline(__always)
    private mutating func writeNumber(_ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONText.maxNumberLength) { buffer in
            let count = write(buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Raw, already-valid JSON (a nested document kept as bytes).
    public mutating func raw(_ json: [UInt8]) { separate(); bytes.append(contentsOf: json) }

    public mutating func optionalString(_ s: String?) { if let s { string(s) } else { null() } }

    private mutating func writeString(_ s: String) {
        bytes.append(0x22)
        writeEscaped(s)
        bytes.append(0x22)
    }

    /// A string written in pieces, without building it first: `beginString()`, `stringPiece(_:)`…, `endString()`.
    public mutating func beginString() { separate(); bytes.append(0x22) }
    public mutating func stringPiece(_ s: String) { writeEscaped(s) }
    public mutating func endString() { bytes.append(0x22) }

    private mutating func writeEscaped(_ s: String) {
        // Over the contiguous UTF-8 of the string (native strings have it: no copy); generic iteration of
        // `utf8` cost most of a trace's rendering.
        var s = s
        s.withUTF8 { JSONText.appendEscaped($0, to: &bytes) }
    }
}
