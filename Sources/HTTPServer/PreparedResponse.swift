private import CMicroHTTPD

/// A response built into libmicrohttpd's form once, then sent by any number of requests: for
/// answers that do not change, such as a stored trace. Sending one skips what every other
/// response costs per request: copying the body into MHD and building its header list (MHD
/// allocates three blocks per header), about a dozen allocations in all.
///
/// Make one with `HTTPResponse.prepared()`; the server uses it when the response still carries
/// it (any change to the response's status, headers or body drops it). Not for HEAD: those
/// answers are made without a body by `Router`, which drops it too.
///
/// `@unchecked Sendable`: the `MHD_Response` is never changed after `init`, and libmicrohttpd
/// takes and drops its references to a response under the response's own mutex: one response
/// queued on many connections from many pool threads at once is how MHD means it to be used.
/// (In 0.9.75 sending writes to a response's fields only for reader-callback responses,
/// `try_ready_normal_body` in connection.c; this one is a buffer.)
public final class PreparedResponse: @unchecked Sendable {
    let handle: OpaquePointer

    /// Nil if MHD cannot build it (out of memory); the response is then sent the usual way.
    init?(_ response: HTTPResponse) {
        guard let built = MHDConnection.makeResponse(response, method: .get) else { return nil }
        handle = built
    }

    /// Drops our reference; MHD frees the response once no connection is sending it any more.
    deinit {
        MHD_destroy_response(handle)
    }
}

extension HTTPResponse {
    /// This response with its libmicrohttpd form built now, for sending many times over.
    public func prepared() -> HTTPResponse {
        var copy = self
        copy.preparedForm = PreparedResponse(self)
        return copy
    }
}
