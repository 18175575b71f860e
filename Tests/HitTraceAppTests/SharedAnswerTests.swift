import Foundation
import HTTPServer
import Testing
@testable import HitTraceApp
import TestSupport

/// A large stored answer read by many clients at once is one buffer, not a copy per request (`SharedAnswers`,
/// `AnswerBuffer`), and never outlives what it answers.
@Suite struct SharedAnswerTests {
    /// A hierarchy whose stored form is well past the shared size.
    static func large() -> [UInt8] {
        let views = (0..<1_500).map { #"{"id": "button\#($0)", "class": "UIButton", "frame": [10, 10, 300, 44]}"# }
        return Array(#"{"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [\#(views.joined(separator: ","))]}}"#.utf8)
    }

    func get(_ app: InProcessApp, _ path: String) throws -> HTTPResponse {
        let parsed = try RequestTarget(parsing: path)
        return app.app.handleAndWait(HTTPRequest(method: .get, path: parsed.path, rawPath: parsed.rawPath, query: parsed.query,
                                                 headerFields: [(name: "Host", value: "test")], body: []))
    }

    @Test func readsWhileAnAnswerIsSentShareItsBuffer() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(Self.large())
        let first = try get(app, "/api/hierarchies/\(id)")
        let buffer = try #require(first.bodyBuffer)
        #expect(buffer.bytes.count >= SharedAnswers.minimumBytes)
        // While `first` is held (a connection still sends it), the next reads get the very same buffer.
        let second = try get(app, "/api/hierarchies/\(id)")
        #expect(second.bodyBuffer === buffer)
        #expect(second.body == first.body)
        #expect(second.header("ETag") == first.header("ETag"))

        // Deleted, it is not found, however many connections still send the last answer.
        #expect(try app.request("DELETE", "/api/hierarchies/\(id)").status == 204)
        #expect(try get(app, "/api/hierarchies/\(id)").status.code == 404)
        withExtendedLifetime(first) {}
    }

    @Test func anAnswerNoOneSendsIsNotKept() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(Self.large())
        weak var sent: AnswerBuffer?
        do {
            let response = try get(app, "/api/hierarchies/\(id)")
            sent = response.bodyBuffer
            #expect(sent != nil)
        }
        #expect(sent == nil)
        // The next read makes a new one.
        #expect(try get(app, "/api/hierarchies/\(id)").bodyBuffer != nil)
    }
}
