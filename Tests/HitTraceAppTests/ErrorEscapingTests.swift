import HTTPServer
import Testing
@testable import HitTraceApp

/// One error shape, escaped one way: an error the HTTP layer answers itself (here the router's 405, and the
/// server's own through `HitTraceApp.renderError`) comes out byte for byte as the app writes the same error.
@Suite struct ErrorEscapingTests {
    /// Characters escaped beyond JSON's own (`<`, `>`, `&`, U+2028, U+2029), and some JSON requires.
    static let message = "a <b> & c\u{2028}d\u{2029}e \"q\" \\ \n\u{1} é ✓"
    static let escapedMessage = #"a \u003cb\u003e \u0026 c\u2028d\u2029e \"q\" \\ \n\u0001 é ✓"#

    @Test func theServersErrorsAreTheAppsErrors() {
        let fromServer = HitTraceApp.renderError(HTTPError(status: .payloadTooLarge, code: .payloadTooLarge,
                                                           message: Self.message, path: "/x<y>"))
        let fromApp = APIError(status: .payloadTooLarge, code: .payloadTooLarge, message: Self.message,
                               path: "/x<y>").response
        #expect(fromServer.status == .payloadTooLarge)
        #expect(fromServer.body == fromApp.body)
        #expect(fromServer.header("Content-Type") == fromApp.header("Content-Type"))
        #expect(String(decoding: fromServer.body, as: UTF8.self)
                == #"{"error":{"code":"payload_too_large","message":""# + Self.escapedMessage + #"","path":"/x\u003cy\u003e"}}"#)
    }

    /// The router's 405, for a method whose name needs escaping, against the app's rendering of the same error.
    @Test func theRoutersMethodNotAllowedIsTheAppsError() throws {
        var router = Router(renderError: HitTraceApp.renderError)
        router.add(.get, "/api/x") { _, _ in HTTPResponse(status: .ok) }
        let method = "P<&>\u{2028}"
        guard case .now(let response) = router.route(HTTPRequest(method: HTTPMethod(method), path: "/api/x", rawPath: "/api/x")) else {
            Issue.record("no answer at once")
            return
        }
        let expected = APIError(status: .methodNotAllowed, code: .methodNotAllowed,
                                message: "\(method) is not allowed here; allowed: GET, HEAD, OPTIONS", path: "/api/x").response
        #expect(response.status == .methodNotAllowed)
        #expect(response.body == expected.body)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""message":"P\u003c\u0026\u003e\u2028 is not"#))
    }
}
