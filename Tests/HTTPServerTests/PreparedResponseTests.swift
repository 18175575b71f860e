import Synchronization
import Testing
@testable import HTTPServer
import TestSupport

/// A response prepared once (`HTTPResponse.prepared()`) is sent as it was prepared, to every request and
/// from every pool thread, and any change to it falls back to building the response per request.
extension LiveServerTests {
    @Test func aPreparedResponseIsSentWholeToEveryRequest() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let expected = TestServer.pattern(count: 5000)
        // Four client threads at once over the server's four pool threads: the same MHD response is
        // queued on several connections concurrently, which MHD's per-response reference count allows.
        let port = server.port
        let failures = Mutex<[String]>([])
        onThreads(4) { thread in
            for index in 0..<50 {
                do {
                    let response = try httpRequest(port: port, "GET", "/api/prepared")
                    let good = response.status == 200 && response.body == expected
                        && response.header("ETag") == "\"p1\"" && response.header("Content-Type") == HTTPResponse.jsonContentType
                        && response.header("X-Content-Type-Options") == "nosniff"
                    if !good { failures.withLock { $0.append("t\(thread)-\(index): \(response.status)") } }
                } catch {
                    failures.withLock { $0.append("t\(thread)-\(index): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func headOfAPreparedResponseHasItsLengthAndNoBody() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let head = try httpRequest(port: server.port, "HEAD", "/api/prepared")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "5000")
        #expect(head.body.isEmpty)
        // The connection was not left with a body to read: the next request on a new one is fine.
        #expect(try httpRequest(port: server.port, "GET", "/api/prepared").body.count == 5000)
    }
}

struct PreparedFormTests {
    @Test func preparingKeepsTheResponseAndAnyChangeDropsTheForm() {
        let response = HTTPResponse.json(.ok, Array("{}".utf8))
        #expect(response.preparedForm == nil)
        let prepared = response.prepared()
        #expect(prepared.preparedForm != nil)
        #expect(prepared.body == response.body && prepared.status.code == 200)
        var changedBody = prepared
        changedBody.body = Array("[]".utf8)
        #expect(changedBody.preparedForm == nil)
        var changedHeaders = prepared
        changedHeaders.headers.append(("X-A", "1"))
        #expect(changedHeaders.preparedForm == nil)
        var changedStatus = prepared
        changedStatus.status = .created
        #expect(changedStatus.preparedForm == nil)
        // HEAD answers are made from the GET one and must not carry its prepared (bodied) form.
        #expect(Router.headResponse(from: prepared).preparedForm == nil)
    }
}
