private import CMicroHTTPD

/// A borrowed `struct MHD_Connection *`: valid only during the access-handler call it came
/// from, never stored. MHD owns the connection; this type owns nothing.
struct MHDConnection {
    let handle: OpaquePointer

    init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    /// Stops MHD from polling the connection until `SuspendedConnection.resume()`. Only from the access
    /// handler, on a daemon started with MHD_ALLOW_SUSPEND_RESUME.
    func suspend() -> SuspendedConnection {
        MHD_suspend_connection(handle)
        return SuspendedConnection(handle: handle)
    }

    /// One request header, looked up case-insensitively by MHD.
    func headerValue(_ name: String) -> String? {
        MHD_lookup_connection_value(handle, .HEADER_KIND, name).map { String(cString: $0) }
    }

    /// All request header fields, in the order sent.
    func headerFields() -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        withUnsafeMutablePointer(to: &fields) { collected in
            // The iterator runs synchronously inside MHD_get_connection_values, so the pointer
            // to `fields` it receives as `cls` is valid for every call.
            _ = MHD_get_connection_values(handle, .HEADER_KIND, { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let fields = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
                fields.pointee.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                return .YES
            }, collected)
        }
        return fields
    }

    /// Every request header as the bytes sent, NULs included (`MHD_get_connection_values_n` reports lengths,
    /// where the C strings above stop at a NUL).
    func rawHeaderFields() -> [(name: [UInt8], value: [UInt8])] {
        var fields: [(name: [UInt8], value: [UInt8])] = []
        withUnsafeMutablePointer(to: &fields) { collected in
            _ = MHD_get_connection_values_n(handle, .HEADER_KIND, { cls, _, key, keySize, value, valueSize in
                guard let cls, let key else { return .YES }
                let fields = cls.assumingMemoryBound(to: [(name: [UInt8], value: [UInt8])].self)
                let name = UnsafeRawBufferPointer(start: key, count: keySize)
                let bytes = value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) }
                fields.pointee.append((Array(name), bytes.map(Array.init) ?? []))
                return .YES
            }, collected)
        }
        return fields
    }

    /// The body size the client announced with Content-Length, if it did. Digits too many for
    /// 64 bits count as "more than any limit".
    var announcedContentLength: UInt64? {
        guard let text = headerValue("Content-Length")?.trimmingSpaces, !text.isEmpty,
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return UInt64(text) ?? .max
    }
}

extension String {
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return self[start...end]
    }
}

/// A suspended connection, to be resumed from any thread (libmicrohttpd allows `MHD_resume_connection`
/// anywhere). `@unchecked Sendable`: the pointer stays valid while the connection is suspended, since MHD
/// neither polls nor closes it then, and `resume` is called once, by `DeferredResponse.complete`.
struct SuspendedConnection: @unchecked Sendable {
    let handle: OpaquePointer

    func resume() {
        MHD_resume_connection(handle)
    }
}
