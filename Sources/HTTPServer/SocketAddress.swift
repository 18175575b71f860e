#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address the daemon binds, read from `ServerConfiguration.host` by `getaddrinfo` with `AI_NUMERICHOST`
/// (no DNS: "localhost" is the only name, and it means 127.0.0.1): an IPv4 or IPv6 literal, either family in
/// one `sockaddr_storage`.
struct SocketAddress {
    private var storage = sockaddr_storage()

    init(host: String, port: Int) throws(HTTPServerError) {
        var literal = host == "localhost" ? "127.0.0.1" : host
        if literal.hasPrefix("["), literal.hasSuffix("]") {
            literal = String(literal.dropFirst().dropLast())
        }
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard !literal.isEmpty, getaddrinfo(literal, String(UInt16(clamping: port)), &hints, &found) == 0,
              let first = found, let address = first.pointee.ai_addr else {
            throw HTTPServerError(
                .invalidHost,
                "cannot listen on host \"\(host)\": expected an IPv4 or IPv6 literal or \"localhost\"")
        }
        defer { freeaddrinfo(found) }
        withUnsafeMutableBytes(of: &storage) { bytes in
            bytes.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(first.pointee.ai_addrlen)))
        }
    }

    var isIPv6: Bool { Int32(storage.ss_family) == AF_INET6 }

    /// "127.0.0.1:8080" or "[::1]:8080", for messages.
    static func display(host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Lends the address as the generic `sockaddr` pointer C wants, valid only inside `body`.
    func withSockaddrPointer<R>(_ body: (UnsafePointer<sockaddr>) -> R) -> R {
        withUnsafePointer(to: storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
