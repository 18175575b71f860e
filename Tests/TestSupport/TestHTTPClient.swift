#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny blocking HTTP/1.1 client over a POSIX socket, for talking to the real server in
/// tests (the HTTP wrapper's and the app's: a library target, since test targets cannot import each other). Raw on purpose: it sends exactly the bytes it is given (malformed targets, a huge
/// Content-Length with no body, chunked uploads), and parses just enough of the answer.
package final class TestConnection {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        /// errno when the failure came from a system call.
        package var code: Int32 = 0

        package init(description: String, code: Int32 = 0) {
            self.description = description
            self.code = code
        }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port` (or `host`, an IP literal). Reads and writes time out after
    /// `timeoutSeconds` so a broken server fails a test instead of hanging it. `from` binds the
    /// client's end to another IPv4 loopback address (127.0.0.2…), so a test can be two clients.
    package init(port: Int, host: String = "127.0.0.1", from source: String? = nil, timeoutSeconds: Int = 10) throws {
        let isIPv6 = host.contains(":")
        fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed", code: errno) }
        if let source, !isIPv6 {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, source, &local.sin_addr)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if bound != 0 {
                let code = errno
                throw Failure(description: "bind(\(source)) failed: \(String(cString: strerror(code)))", code: code)
            }
        }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port)).bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port)).bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        if result != 0 {
            let code = errno
            throw Failure(description: "connect() failed: \(String(cString: strerror(code)))", code: code)
        }
    }

    // The only close. A throwing init of a class still runs deinit once every stored property is set, so
    // closing in init as well closed the descriptor twice; by then the in-process server could have reused the
    // number for a connection it accepted, and libmicrohttpd aborts the whole test run when its close fails.
    deinit { if fd >= 0 { Glibc.close(fd) } }

    package func send(_ text: String) throws { try send(Array(text.utf8)) }

    package func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            // MSG_NOSIGNAL: a server that hung up must fail the send, not kill the test runner.
            let count = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(description: "send() failed: \(String(cString: strerror(errno)))", code: errno)
            }
            sent += count
        }
    }

    /// Sends a whole request. Adds `Host: localhost` unless `headers` has a Host, and Content-Length when there
    /// is a body.
    package func send(method: String, target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { head += "Host: localhost\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        try send(Array((head + "\r\n").utf8) + body)
    }

    /// Reads one response. A HEAD response has headers only, whatever its Content-Length says.
    package func readResponse(toHEAD: Bool = false) throws -> TestResponse {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw Failure(description: "bad status line: \(statusLine)")
        }
        var headers: [(String, String)] = []
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header: \(line)") }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmed))
        }
        var response = TestResponse(status: status, headers: headers, body: [])
        if toHEAD || status == 204 || status == 304 || (100..<200).contains(status) { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while true {
                let size = Int(try readLine().split(separator: ";")[0], radix: 16) ?? 0
                if size == 0 { _ = try readLine(); break }
                response.body += try readExactly(size)
                _ = try readLine()
            }
        } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try readExactly(length)
        } else {
            response.body = try readToEnd()
        }
        return response
    }

    /// Reads until the server closes the connection (end of stream or reset): true if it did
    /// within the timeout.
    package func waitForServerToClose() -> Bool {
        while true {
            do {
                if try !fill() { return true }
            } catch let failure as Failure {
                return failure.code == ECONNRESET
            } catch {
                return false
            }
        }
    }

    private func readLine() throws -> String {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<end].last == UInt8(ascii: "\r") ? buffer[..<(end - 1)] : buffer[..<end]
                buffer.removeSubrange(...end)
                return String(decoding: line, as: UTF8.self)
            }
            guard try fill() else { throw Failure(description: "connection closed mid-line") }
        }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw Failure(description: "connection closed mid-body") }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer.prefix(count))
    }

    private func readToEnd() throws -> [UInt8] {
        while try fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// Appends what the socket has; false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                throw Failure(description: "recv() failed: \(String(cString: strerror(errno)))", code: errno)
            }
            buffer += chunk.prefix(count)
            return count > 0
        }
    }
}

package struct TestResponse {
    package var status: Int
    package var headers: [(String, String)]
    package var body: [UInt8]

    package init(status: Int, headers: [(String, String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    package var text: String { String(decoding: body, as: UTF8.self) }
}

extension String {
    package var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// One request on a fresh connection.
package func httpRequest(
    port: Int, _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
) throws -> TestResponse {
    let connection = try TestConnection(port: port)
    try connection.send(method: method, target: target, headers: headers + [("Connection", "close")], body: body)
    return try connection.readResponse(toHEAD: method == "HEAD")
}
