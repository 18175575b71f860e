#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who may use the server from a browser, and by which names: the one rule applied to every request before any
/// route sees it (`HTTPServer` calls `refusal` once the headers are in).
///
/// - The `Host` header must name this server: `localhost`, a loopback address, the listening host, or a name in
///   `allowedHosts`; anything else is 421. That defeats DNS rebinding, where a page's own name comes to resolve
///   to 127.0.0.1 and its requests arrive here carrying that name. A request without `Host` (HTTP/1.0) passes:
///   browsers always send one. On a wildcard address (0.0.0.0, ::) any IP literal passes too, since rebinding
///   needs a name.
/// - A state-changing request (POST, PUT, PATCH, DELETE) from a page of another origin is 403: its `Origin` is
///   neither this server's own (`http://` + its `Host`) nor in `allowedOrigins`. Requests without `Origin` (curl,
///   the CLI, the SDKs) pass: only browsers send it, and they always do on such requests.
/// - Answers carry `Access-Control-Allow-Origin` only for an origin in `allowedOrigins` (echoed, with
///   `Vary: Origin`), so by default no other page can read them.
public struct OriginPolicy: Sendable, Equatable {
    /// Origins (`scheme://host[:port]`, as a browser sends them) whose pages may read answers and change state;
    /// `*` for every origin.
    public var allowedOrigins: [String]
    /// Names the `Host` header may give besides the loopback ones and the listening host (e.g. the name a
    /// reverse proxy forwards).
    public var allowedHosts: [String]

    public init(allowedOrigins: [String] = [], allowedHosts: [String] = []) {
        self.allowedOrigins = allowedOrigins
        self.allowedHosts = allowedHosts
    }

    /// Why the request must not reach a handler, or nil. `listeningHost` is `ServerConfiguration.host`.
    func refusal(method: HTTPMethod, host: String?, origin: String?, listeningHost: String) -> HTTPError? {
        if let host, !namesThisServer(host: host, listeningHost: listeningHost) {
            return HTTPError(status: .misdirectedRequest, code: .misdirectedRequest,
                             message: "this server does not answer to the name \"\(host)\" in the Host header; "
                                 + "it answers to localhost, loopback addresses and names given with --allow-host")
        }
        guard let origin, method.changesState, !isSameOrigin(origin, host: host), !allows(origin: origin) else {
            return nil
        }
        return HTTPError(status: .forbidden, code: .foreignOrigin,
                         message: "a page from \(origin) may not change anything here; "
                             + "the server allows its own origin and those given with --allow-origin")
    }

    /// The `Access-Control-Allow-Origin` value for a request with this `Origin`, or nil for none.
    func allowOriginHeader(for origin: String?) -> String? {
        guard let origin, allows(origin: origin) else { return nil }
        return allowedOrigins.contains("*") ? "*" : origin
    }

    private func allows(origin: String) -> Bool {
        allowedOrigins.contains { $0 == "*" || $0.equalsIgnoringASCIICase(origin) }
    }

    /// The page's own origin: the browser names the server as its `Host` header does.
    private func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host else { return false }
        return origin.equalsIgnoringASCIICase("http://" + host)
    }

    private func namesThisServer(host: String, listeningHost: String) -> Bool {
        guard let name = Self.hostName(host) else { return false }
        if name == "localhost" || Self.isLoopbackLiteral(name) { return true }
        let listening = Self.unbracketed(listeningHost).asciiLowercased()
        if name == listening { return true }
        if (listening == "0.0.0.0" || listening == "::"), Self.isIPLiteral(name) { return true }
        return allowedHosts.contains { Self.unbracketed($0).asciiLowercased() == name }
    }

    /// The name in a `Host` value without its port and brackets, lower-cased, without a trailing dot; nil if the
    /// value is not `name[:port]` or `[v6]:port`.
    static func hostName(_ host: String) -> String? {
        // Over the bytes: every request asks, and walking it by Characters cost ~5% of a trace GET's CPU.
        var host = host
        return host.withUTF8 { bytes -> String? in
            func isDigits(_ s: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
                s.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
            }
            var name = bytes[...]
            if name.first == UInt8(ascii: "[") {
                guard let close = name.firstIndex(of: UInt8(ascii: "]")) else { return nil }
                let rest = name[(close + 1)...]
                guard rest.isEmpty || (rest.first == UInt8(ascii: ":") && isDigits(rest.dropFirst())) else { return nil }
                name = name[(name.startIndex + 1)..<close]
            } else if let colon = name.firstIndex(of: UInt8(ascii: ":")) {
                guard isDigits(name[(colon + 1)...]) else { return nil }
                name = name[..<colon]
            }
            if name.last == UInt8(ascii: ".") { name = name.dropLast() }
            guard !name.isEmpty else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self).asciiLowercased()
        }
    }

    private static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    private static func isLoopbackLiteral(_ name: String) -> Bool {
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
        let mappedV4 = bytes.prefix(12).elementsEqual(Array(repeating: 0, count: 10) + [0xff, 0xff]) && bytes[12] == 127
        return bytes == loopback || mappedV4
    }

    private static func isIPLiteral(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }

    /// What is wrong with an `--allow-origin` value, or nil: a browser's `Origin` is `scheme://host[:port]`, with
    /// no path, so anything else would never match.
    public static func problem(withOrigin origin: String) -> String? {
        if origin == "*" { return nil }
        guard let scheme = origin.firstRange(of: "://"), !origin[..<scheme.lowerBound].isEmpty else {
            return "origin \"\(origin)\" is not scheme://host[:port] (e.g. http://localhost:3000)"
        }
        let authority = origin[scheme.upperBound...]
        if authority.isEmpty || authority.contains("/") || hostName(String(authority)) == nil {
            return "origin \"\(origin)\" is not scheme://host[:port] (e.g. http://localhost:3000), with no path"
        }
        return nil
    }

    /// What is wrong with an `--allow-host` value, or nil.
    public static func problem(withHost host: String) -> String? {
        let name = unbracketed(host)
        if name.isEmpty || name.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "/") || $0 >= 0x7f })
            || (!name.hasPrefix("[") && name.contains(":") && !isIPLiteral(name)) {
            return "host \"\(host)\" is not a host name or IP address (no port, no scheme)"
        }
        return nil
    }

    func validate() throws(HTTPServerError) {
        for problem in allowedOrigins.compactMap(Self.problem(withOrigin:)) + allowedHosts.compactMap(Self.problem(withHost:)) {
            throw HTTPServerError(.invalidConfiguration, "invalid server configuration: \(problem)")
        }
    }
}

extension HTTPMethod {
    /// POST, PUT, PATCH and DELETE: the methods a page of another origin must not send here.
    var changesState: Bool {
        self == .post || self == .put || self == .patch || self == .delete
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
