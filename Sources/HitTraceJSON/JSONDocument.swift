/// A parsed JSON text kept as a flat "tape" of nodes, in document order (simdjson's idea).
///
/// Why not Foundation: `JSONSerialization` and `JSONDecoder` refuse nesting deeper than 512, and a view costs
/// two levels, so they cannot read the hierarchies the depth limit allows (docs/RELIABILITY.md, "Platform
/// notes"). This parser never recurses, enforces its own nesting limit, and is several times faster because
/// strings stay as byte ranges into the input until someone asks for them.
///
/// Layout: a container node is followed by its children; `end` is the index just past its whole subtree, so
/// skipping a value is one jump. An object's children alternate key, value.
public struct JSONDocument: Sendable {
    public enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    package struct Node: Sendable {
        package var kind: Kind
        /// bool: its value; string: it contains escapes and needs unescaping.
        package var flag: Bool
        /// string: first byte after the opening quote; container: number of elements (pairs for objects);
        /// every node: byte offset in the input where it starts (kept in `offset`).
        package var start: UInt32
        /// string: byte offset of the closing quote; container: index of the node after the subtree.
        package var end: UInt32
        package var offset: UInt32
        package var number: Double
    }

    /// The bytes and the nodes live in one object, so that copying a `JSONValue` (which holds the document)
    /// costs one reference count, not two.
    ///
    /// The nodes are the parser's own buffer, adopted as they are: an array would cost a copy of the whole tape
    /// at the end of every parse, and a bounds check on every read. Indices into it come only from the tape.
    package final class Storage: @unchecked Sendable {
        // Safe because: both are set once, in init, and only read afterwards; the node buffer belongs to this
        // object alone and is freed in deinit.
        package let bytes: [UInt8]
        package let nodes: UnsafeBufferPointer<Node>

        /// Takes ownership of `nodes` (allocated with `UnsafeMutablePointer.allocate`).
        package init(bytes: [UInt8], adopting nodes: UnsafeMutableBufferPointer<Node>) {
            self.bytes = bytes
            self.nodes = UnsafeBufferPointer(nodes)
        }

        deinit { nodes.deallocate() }
    }

    package let storage: Storage
    package var bytes: [UInt8] { storage.bytes }
    package var nodes: UnsafeBufferPointer<Node> { storage.nodes }

    package init(bytes: [UInt8], adopting nodes: UnsafeMutableBufferPointer<Node>) {
        storage = Storage(bytes: bytes, adopting: nodes)
    }

    /// The root value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    public var byteCount: Int { bytes.count }
}

/// A reference to one value inside a `JSONDocument`. Cheap to copy; reading it never allocates except to make
/// a `String`.
public struct JSONValue: Sendable {
    package let document: JSONDocument
    package let index: Int

    package var node: JSONDocument.Node { document.nodes[index] }

    public var kind: JSONDocument.Kind { node.kind }
    public var isNull: Bool { node.kind == .null }
    public var bool: Bool? { node.kind == .bool ? node.flag : nil }
    public var number: Double? { node.kind == .number ? node.number : nil }

    public var string: String? {
        guard node.kind == .string else { return nil }
        return document.string(node)
    }

    /// The number of elements of an array, or of members of an object.
    public var count: Int { (node.kind == .array || node.kind == .object) ? Int(node.start) : 0 }

    /// The elements of an array, in order.
    public var elements: JSONElements { JSONElements(document: document, index: index) }

    /// The members of an object, in order, as (key, value); keys may repeat (the decoder reports that).
    public var members: JSONMembers { JSONMembers(document: document, index: index) }

    /// The first member with this key. Keys without escapes are compared as bytes, with no `String` made for
    /// each member passed over (a JSON-RPC message is read by a dozen such lookups).
    public subscript(key: String) -> JSONValue? {
        var key = key
        return key.withUTF8 { wanted in
            var children = JSONChildren(document, index, of: .object)
            while let i = children.next() {
                if document.key(document.nodes[i], equals: wanted) { return JSONValue(document: document, index: i + 1) }
            }
            return nil
        }
    }

    /// The source text of this value (numbers keep their spelling this way).
    public var sourceText: String {
        String(decoding: document.bytes[sourceRange], as: UTF8.self)
    }

    /// Where this value's text is in the document's bytes, to rewrite one value and keep every other byte.
    public var sourceRange: Range<Int> {
        let n = node
        let endOffset: Int
        switch n.kind {
        case .string: endOffset = Int(n.end) + 1
        case .array, .object:
            endOffset = Int(n.end) < document.nodes.count ? Int(document.nodes[Int(n.end)].offset) : document.bytes.count
        default:
            var i = Int(n.offset)
            while i < document.bytes.count, !JSONParser.isDelimiter(document.bytes[i]) { i += 1 }
            endOffset = i
        }
        return Int(n.offset)..<min(endOffset, document.bytes.count)
    }
}

public struct JSONElements: Sequence, Sendable {
    package let document: JSONDocument
    package let index: Int

    public struct Iterator: IteratorProtocol {
        package var children: JSONChildren

        public mutating func next() -> JSONValue? {
            guard let i = children.next() else { return nil }
            return JSONValue(document: children.document, index: i)
        }
    }

    public func makeIterator() -> Iterator { Iterator(children: JSONChildren(document, index, of: .array)) }
}

public struct JSONMembers: Sequence, Sendable {
    package let document: JSONDocument
    package let index: Int

    public struct Iterator: IteratorProtocol {
        package var children: JSONChildren

        public mutating func next() -> (String, JSONValue)? {
            guard let i = children.next() else { return nil }
            return (children.document.string(children.document.nodes[i]), JSONValue(document: children.document, index: i + 1))
        }
    }

    public func makeIterator() -> Iterator { Iterator(children: JSONChildren(document, index, of: .object)) }
}

/// The walk over a container's children on the tape, one jump past each child's subtree: an array's
/// elements, or an object's members (a key node, then its value's subtree). Nothing for another kind.
package struct JSONChildren {
    package let document: JSONDocument
    package let isObject: Bool
    package var cursor: Int
    package var remaining: Int

    package init(_ document: JSONDocument, _ index: Int, of kind: JSONDocument.Kind) {
        let n = document.nodes[index]
        self.document = document
        isObject = kind == .object
        cursor = index + 1
        remaining = n.kind == kind ? Int(n.start) : 0
    }

    /// The node index the next child starts at (for a member, its key's), or nil after the last.
    @inline(__always)
    package mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let i = cursor
        cursor = document.subtreeEnd(isObject ? i + 1 : i)
        return i
    }
}

extension JSONDocument {
    @inline(__always)
    package func subtreeEnd(_ i: Int) -> Int {
        let n = nodes[i]
        return (n.kind == .array || n.kind == .object) ? Int(n.end) : i + 1
    }

    /// Whether a key node spells `wanted` (compared as unescaped text when the key has escapes).
    package func key(_ n: Node, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !n.flag else { return string(n).utf8.elementsEqual(wanted) }
        let start = Int(n.start), count = Int(n.end) - start
        guard count == wanted.count else { return false }
        return bytes.withUnsafeBufferPointer { buf in
            // By hand: the generic `elementsEqual` cost more than the rest of the lookup.
            let key = buf.baseAddress! + start
            for i in 0..<count where key[i] != wanted[i] { return false }
            return true
        }
    }

    package func string(_ n: Node) -> String {
        let start = Int(n.start), end = Int(n.end)
        if !n.flag {
            return bytes.withUnsafeBufferPointer { buf in
                String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self)
            }
        }
        return JSONParser.unescape(bytes, start, end)
    }
}
