import Foundation
import Synchronization
import Testing
import TestSupport

/// Many clients at once: uploads, touches (some on one shared hierarchy, racing to store the same trace ids)
/// and reads, with no error, and everything stored afterwards.
@Suite(.serialized) struct ConcurrencyTests {
    struct Stored: Sendable {
        var location: String
        var body: [UInt8]
        var hierarchy: String
    }

    @Test func eightThreadsTimesAHundredMixedRequests() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let port = live.port
        let seed = try Fixtures.seedDemoJSON()
        let shared = try live.upload(seed)
        let failures = Mutex<[String]>([])
        let uploads = Mutex<[String]>([])
        let traces = Mutex<[Stored]>([])
        let json = [("Content-Type", "application/json")]

        onThreads(8) { thread in
            var own: [String] = []
            var last: Stored?
            for i in 0..<100 {
                let step = "thread \(thread) request \(i)"
                func expect(_ response: TestResponse, _ status: Int) -> Bool {
                    if response.status == status { return true }
                    failures.withLock { $0.append("\(step): \(response.status) \(response.text.prefix(200))") }
                    return false
                }
                do {
                    switch i % 5 {
                    case 0:
                        let response = try httpRequest(port: port, "POST", "/api/hierarchies", headers: json, body: seed)
                        if expect(response, 201), let id = try response.json()["id"]?.string {
                            own.append(id)
                            uploads.withLock { $0.append(id) }
                        }
                    case 1, 2:
                        // Odd: a touch of its own on its newest hierarchy. Even: one of ten touches every thread
                        // also makes on the shared hierarchy, so the same trace ids are stored concurrently.
                        let onShared = i % 5 == 2
                        let hierarchy = onShared ? shared : own.last ?? shared
                        let x = onShared ? (i / 5) % 10 : 200 + thread * 20 + i / 5
                        let response = try httpRequest(port: port, "POST", "/api/hierarchies/\(hierarchy)/touches", headers: json,
                                                       body: Array(#"{"x":\#(x),"y":\#(onShared ? 100 : 300)}"#.utf8))
                        if expect(response, 201), let location = response.header("Location") {
                            last = Stored(location: location, body: response.body, hierarchy: hierarchy)
                            traces.withLock { $0.append(last!) }
                        }
                    case 3:
                        guard let last else { continue }
                        let response = try httpRequest(port: port, "GET", last.location)
                        if expect(response, 200), response.body != last.body {
                            failures.withLock { $0.append("\(step): \(last.location) changed") }
                        }
                    default:
                        let target = i % 10 == 4 ? "/api/hierarchies?limit=3" : "/api/hierarchies/\(own.last ?? shared)"
                        _ = expect(try httpRequest(port: port, "GET", target), 200)
                    }
                } catch {
                    failures.withLock { $0.append("\(step): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])

        // Everything is stored: 8 × 20 uploads plus the shared one, every trace readable as it was answered.
        let uploaded = uploads.withLock { $0 }
        #expect(uploaded.count == 160)
        #expect(try live.get("/healthz").json()["hierarchies"]?.number == 161)
        var listed: [String] = []
        var cursor: String?
        repeat {
            let page = try live.get("/api/hierarchies?limit=50" + (cursor.map { "&cursor=\($0)" } ?? "")).json()
            listed += page["items"]?.elements.compactMap { $0["id"]?.string } ?? []
            cursor = page["nextCursor"]?.string
        } while cursor != nil
        #expect(Set(listed) == Set(uploaded + [shared]))
        #expect(listed.count == 161)

        let stored = traces.withLock { $0 }
        #expect(stored.count == 8 * 40)
        var bodies: [String: [UInt8]] = [:]
        for trace in stored {
            // The same id always came with the same bytes, whichever thread stored it.
            if let seen = bodies[trace.location] { #expect(seen == trace.body) }
            bodies[trace.location] = trace.body
        }
        for (location, body) in bodies {
            #expect(try live.get(location).body == body, "\(location)")
        }
        // The shared hierarchy got exactly ten distinct traces, however many threads posted each.
        #expect(Set(stored.filter { $0.hierarchy == shared }.map(\.location)).count == 10)
        let summary = try live.get("/api/hierarchies?limit=200").json()["items"]?.elements
            .first { $0["id"]?.string == shared }
        #expect(summary?["traceCount"]?.number == 10)
    }
}
