/// A document's nodes and bytes read through plain pointers, for the decoder's per-view loops.
///
/// Why not `JSONValue` there: each one holds the document, so making one per field costs a retain and a
/// release (atomic operations), and each `nodes[i]` read through the storage class checks bounds. The decoder
/// reads a few values per view from the tape directly and makes a `JSONValue` only to report a problem.
///
/// Valid only inside `JSONDocument.withTape`, which keeps the document alive. Indices must come from the tape
/// itself (a container's children, `subtreeEnd`), whose structure the parser guarantees.
package struct JSONTape {
    package typealias Node = JSONDocument.Node

    package let nodes: UnsafeBufferPointer<Node>
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The document, to make a `JSONValue` for the general (reporting) paths.
    package let storage: JSONDocument.Storage

    @inline(__always)
    package subscript(_ i: Int) -> Node { nodes[i] }

    /// The value at node `i`, for code that needs the public form (messages, rare fields).
    package func value(_ i: Int) -> JSONValue { JSONValue(document: JSONDocument(storage: storage), index: i) }

    /// The index of the node after the value at `i` and everything inside it.
    @inline(__always)
    package func subtreeEnd(_ i: Int) -> Int {
        let n = nodes[i]
        return (n.kind == .array || n.kind == .object) ? Int(n.end) : i + 1
    }

    /// The raw bytes between the quotes of the string node `i` (escapes not decoded).
    @inline(__always)
    package func stringBytes(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let n = nodes[i]
        // Not `rebasing:`, which checks the range again: the parser made it, inside the input.
        return UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + Int(n.start) }, count: Int(n.end) - Int(n.start))
    }

    /// The string node `i` as a `String`, escapes decoded.
    package func string(_ i: Int) -> String {
        let n = nodes[i]
        if n.flag { return JSONParser.unescape(storage.bytes, Int(n.start), Int(n.end)) }
        return String(decoding: stringBytes(i), as: UTF8.self)
    }
}

extension JSONDocument {
    package init(storage: Storage) { self.storage = storage }

    /// Runs `body` with the document's tape; the document stays alive (and unchanged: it is immutable) meanwhile.
    package func withTape<R, E: Error>(_ body: (JSONTape) throws(E) -> R) throws(E) -> R {
        // The tape does not own the storage: keep it (and its node buffer) alive until `body` returns.
        let storage = self.storage
        return try withExtendedLifetime(storage) { () throws(E) -> R in
            try storage.bytes.withUnsafeBufferPointer { (bytes) throws(E) -> R in
                try body(JSONTape(nodes: storage.nodes, bytes: bytes, storage: storage))
            }
        }
    }
}
