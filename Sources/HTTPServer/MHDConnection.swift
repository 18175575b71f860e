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
    /// where the C strings above stop at a NUL), lent where libmicrohttpd keeps them (in the connection's pool,
    /// until the request ends) for `body` to read: not copied into two arrays per header on every request.
    func withRawHeaderFields<R>(_ body: ([RawHeaderField]) -> R) -> R {
        var fields: [RawHeaderField] = []
        fields.reserveCapacity(16)
        withUnsafeMutablePointer(to: &fields) { collected in
            _ = MHD_get_connection_values_n(handle, .HEADER_KIND, { cls, _, key, keySize, value, valueSize in
                guard let cls, let key else { return .YES }
                let fields = cls.assumingMemoryBound(to: [RawHeaderField].self)
                let name = UnsafeRawBufferPointer(start: key, count: keySize)
                let bytes = value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) }
                fields.pointee.append((name, bytes ?? UnsafeRawBufferPointer(start: nil, count: 0)))
                return .YES
            }, collected)
        }
        return body(fields)
    }

    /// True when a header held a NUL byte, which libmicrohttpd 0.9.75 does not reject: it parses the header block
    /// in place and keeps each value as a C string, so `X-A: a\0b` reaches us as `a`, with no length to tell.
    ///
    /// The block is still in MHD's read buffer, from the method's first byte on, `headerSize` bytes long
    /// (`MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE`), and each field points into it. Between the end of one value
    /// and the next name (or the block's end) there may only be what MHD cut off a line: its NUL terminators,
    /// spaces and tabs, CR and LF. Any other byte there is what followed a NUL in the value. Where the layout is
    /// not this one (a field pointing outside the block, fields out of order), the check does not apply rather
    /// than guess, as `targetWasCutAtNUL` does for the request target.
    func headerBlockHidesBytes(method: UnsafePointer<CChar>) -> Bool {
        let size = hittrace_mhd_request_header_size(handle)
        guard size > 0 else { return false }
        let start = UInt(bitPattern: method), end = start + UInt(size)
        var spans: [(key: UInt, keyEnd: UInt, valueEnd: UInt?)] = []
        withUnsafeMutablePointer(to: &spans) { collected in
            _ = MHD_get_connection_values_n(handle, .HEADER_KIND, { cls, _, key, keySize, value, valueSize in
                guard let cls, let key else { return .YES }
                let spans = cls.assumingMemoryBound(to: [(key: UInt, keyEnd: UInt, valueEnd: UInt?)].self)
                let k = UInt(bitPattern: key)
                spans.pointee.append((k, k + UInt(keySize), value.map { UInt(bitPattern: $0) + UInt(valueSize) }))
                return .YES
            }, collected)
        }
        let raw = UnsafeRawPointer(method)
        for (i, span) in spans.enumerated() {
            let next = i + 1 < spans.count ? spans[i + 1].key : end
            // An empty value may be a constant outside the block: then the gap starts after the name's colon.
            let gapStart = span.valueEnd.flatMap { (start...end).contains($0) ? $0 : nil } ?? span.keyEnd + 1
            guard span.key >= start, gapStart <= next, next <= end else { return false }
            for address in gapStart..<next {
                let byte = raw.load(fromByteOffset: Int(address - start), as: UInt8.self)
                if byte != 0 && byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A { return true }
            }
        }
        return false
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
