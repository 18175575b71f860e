private import CMicroHTTPD

/// An answer's body that libmicrohttpd sends from where it is, without copying it: every connection sending it
/// holds a reference until its last byte is out. A large answer (`HTTPResponse.sharedBodyThreshold` and more) is
/// always sent so; one that the application hands out again while it is being sent (`HTTPResponse(status:headers:
/// buffer:)`: a stored trace read by forty clients at once) is then one buffer for all of them, where each
/// connection once had its own copy (40 clients that never read a 31 MB trace took the server to 1.41 GB).
public final class AnswerBuffer: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A libmicrohttpd response over the bytes, holding this buffer until MHD frees the response (after the last
    /// connection sending it is done). Nil if MHD cannot make one.
    func makeResponse() -> OpaquePointer? {
        // The array is never changed, so its storage stays where it is for as long as this object lives.
        let base = bytes.withUnsafeBufferPointer { UnsafeMutableRawPointer(mutating: $0.baseAddress) }
        guard let base else { return nil }
        let held = Unmanaged.passRetained(self)
        let response = MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, base, { cls in
                // MHD is done with the bytes: drop the reference taken above.
                if let cls { Unmanaged<AnswerBuffer>.fromOpaque(cls).release() }
            }, held.toOpaque())
        if response == nil { held.release() }
        return response
    }
}
