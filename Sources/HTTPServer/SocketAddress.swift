#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address the daemon binds, parsed from `ServerConfiguration.host` with `inet_pton`
/// (no DNS: "localhost" is the only name, and it means 127.0.0.1).
enum SocketAddress {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)

    init(host: String, port: Int) throws(HTTPServerError) {
        var literal = host == "localhost" ? "127.0.0.1" : host
        if literal.hasPrefix("["), literal.hasSuffix("]") {
            literal = String(literal.dropFirst().dropLast())
        }
        let networkPort = in_port_t(UInt16(clamping: port)).bigEndian

        var v4 = sockaddr_in()
        if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = networkPort
            self = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET6, literal, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = networkPort
            self = .v6(v6)
            return
        }
        throw HTTPServerError(
            .invalidHost,
            "cannot listen on host \"\(host)\": expected an IPv4 or IPv6 literal or \"localhost\"")
    }

    var isIPv6: Bool {
        if case .v6 = self { return true }
        return false
    }

    /// "127.0.0.1:8080" or "[::1]:8080", for messages.
    static func display(host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Lends the address as the generic `sockaddr` pointer C wants, valid only inside `body`.
    func withSockaddrPointer<R>(_ body: (UnsafePointer<sockaddr>) -> R) -> R {
        switch self {
        case .v4(var address):
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
            }
        case .v6(var address):
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
            }
        }
    }
}
