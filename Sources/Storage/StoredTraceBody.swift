internal import CLZ4

/// A trace's body as the `traces` row keeps it: the bytes of `body`, and `uncompressed_size` saying what they
/// are. NULL: the body as it is (every row written before schema step 6, and a body LZ4 cannot shrink); a
/// number: `body` is the LZ4 block (liblz4's block format, no frame) of a body that many bytes long. The one
/// place a body is encoded for the table and decoded from it.
///
/// Why: the seed demo's trace (4,522 bytes) is a leaf cell and an overflow page at SQLite's 4 KiB page; its LZ4
/// block (1,661 bytes) fits in the leaf, so a new trace writes a page fewer to the WAL and the file, and the
/// database is half the size (docs/PERFORMANCE.md, "Trace bodies stored as LZ4 blocks"). Compressing takes
/// ~3 µs, reading back ~1 µs.
///
/// The `Unsafe…` pointers here are C interop with liblz4, needed to call it.
struct StoredTraceBody: Sendable, Equatable {
    /// What the `body` column holds.
    let bytes: [UInt8]
    /// The body's length when `bytes` is its LZ4 block; nil when `bytes` is the body itself.
    let uncompressedSize: Int?

    /// The body's LZ4 block when it is smaller than the body, else the body as it is.
    init(encoding body: [UInt8]) {
        // Room for one byte less than the body: LZ4 gives up (answers 0) when its block would not be smaller.
        let room = body.count - 1
        guard room > 0, body.count <= Int(LZ4_MAX_INPUT_SIZE) else {
            self.init(bytes: body, uncompressedSize: nil)
            return
        }
        let block = [UInt8](unsafeUninitializedCapacity: room) { output, written in
            written = body.withUnsafeBytes { input in
                Int(LZ4_compress_default(
                    input.baseAddress!.assumingMemoryBound(to: CChar.self),
                    UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: CChar.self),
                    Int32(body.count), Int32(room)))
            }
        }
        if block.isEmpty {
            self.init(bytes: body, uncompressedSize: nil)
        } else {
            self.init(bytes: block, uncompressedSize: body.count)
        }
    }

    /// A row's columns as read: `uncompressedSize` is `uncompressed_size` (nil for NULL).
    init(bytes: [UInt8], uncompressedSize: Int?) {
        self.bytes = bytes
        self.uncompressedSize = uncompressedSize
    }

    /// The SQL value of `uncompressed_size`.
    var uncompressedSizeValue: SQLValue { uncompressedSize.map(SQLValue.integer) ?? .null }

    /// The body, byte for byte as it was given to `init(encoding:)`. Throws a `.corrupt` error, naming the trace,
    /// when the bytes are not an LZ4 block of exactly `uncompressedSize` bytes (a damaged row), rather than
    /// answering other bytes.
    func decoded(traceID: String) throws -> [UInt8] {
        guard let size = uncompressedSize else { return bytes }
        // LZ4 expands at most ~255 times, so a larger size is damage, and is refused before it is allocated.
        guard size > 0, size <= Int(LZ4_MAX_INPUT_SIZE), !bytes.isEmpty, size / 255 <= bytes.count,
              bytes.count <= Int(Int32.max) else {
            throw Self.damaged(traceID, "says it holds \(size) bytes in an LZ4 block of \(bytes.count)")
        }
        var decodedCount: Int32 = 0
        let body = [UInt8](unsafeUninitializedCapacity: size) { output, written in
            decodedCount = bytes.withUnsafeBytes { input in
                LZ4_decompress_safe(
                    input.baseAddress!.assumingMemoryBound(to: CChar.self),
                    UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: CChar.self),
                    Int32(bytes.count), Int32(size))
            }
            written = max(0, Int(decodedCount))
        }
        guard decodedCount == size else {
            throw Self.damaged(traceID, decodedCount < 0
                ? "is not a valid LZ4 block (\(bytes.count) bytes, LZ4 error \(decodedCount))"
                : "decodes to \(decodedCount) bytes, not the \(size) its row says")
        }
        return body
    }

    private static func damaged(_ traceID: String, _ what: String) -> StorageError {
        StorageError(kind: .corrupt, code: ResultCode.corrupt,
                     message: "the stored body of trace \(traceID) \(what): the row is damaged")
    }
}
