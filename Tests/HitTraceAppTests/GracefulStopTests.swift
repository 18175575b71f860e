import Foundation
@testable import HTTPServer
import Synchronization
import Testing
import TestSupport

/// `stop(gracePeriod:)` while a large upload is still arriving: the upload is finished and stored (its 201 is
/// honest), new connections are refused from the moment stop begins, and the server is gone afterwards.
@Suite(.serialized) struct GracefulStopTests {
    /// A window with `count` small subviews in a row: about 45 bytes of JSON each.
    static func wideHierarchy(_ count: Int) -> [UInt8] {
        var json = #"{"name":"wide","root":{"id":"w","frame":[0,0,375,667],"subviews":["#
        for i in 0..<count {
            if i > 0 { json += "," }
            json += #"{"id":"v\#(i)","frame":[\#(i % 375),\#(i / 375),1,1]}"#
        }
        return Array((json + "]}}").utf8)
    }

    @Test func aLargeUploadInFlightCompletesAndThenConnectionsAreRefused() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let port = live.port
        // 5,000 views, about 225 KB: read by libmicrohttpd in many pieces, half of them before the stop.
        let body = Self.wideHierarchy(5_000)
        let half = body.count / 2

        let upload = try TestConnection(port: port, timeoutSeconds: 20)
        try upload.send(Array("""
            POST /api/hierarchies HTTP/1.1\r
            Host: localhost\r
            Content-Type: application/json\r
            Content-Length: \(body.count)\r
            \r

            """.utf8) + body.prefix(half))
        let server = live.server
        #expect(waitUntil { server.requestsInFlight.load(ordering: .acquiring) == 1 }, "the server has the headers and is reading the body")

        let stopped = Atomic<Bool>(false)
        let stopper = Thread {
            server.stop(gracePeriod: .seconds(15))
            stopped.store(true, ordering: .releasing)
        }
        stopper.start()
        usleep(150_000)  // time enough for a stop that did not wait to have returned
        let stoppedEarly = stopped.load(ordering: .acquiring)
        #expect(!stoppedEarly, "stop waits for the upload in flight")
        #expect(throws: TestConnection.Failure.self, "no new connection while stopping") { try TestConnection(port: port) }

        try upload.send(Array(body[half...]))
        let response = try upload.readResponse()
        #expect(response.status == 201)
        let location = try #require(response.header("Location"))
        #expect(waitUntil(seconds: 15) { stopped.load(ordering: .acquiring) })
        let refused = #expect(throws: TestConnection.Failure.self) { try TestConnection(port: port) }
        #expect(refused?.code == ECONNREFUSED)

        // The 201 was honest: a new server on the same file has the whole hierarchy.
        let after = try live.restarted()
        defer { after.finish() }
        let stored = try after.get(location)
        #expect(stored.status == 200)
        #expect(try stored.json()["viewCount"]?.number == 5_001)
    }
}
