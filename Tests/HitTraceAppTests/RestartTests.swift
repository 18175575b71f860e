import Foundation
import Synchronization
import Testing
import TestSupport

/// What a 201 promises: it is in the database file, and a new server on that file answers the same.
@Suite(.serialized) struct RestartTests {
    @Test func everythingIsStillThereAfterARestartOnTheSameDatabase() throws {
        let before = try LiveApp()
        let id = try before.upload(try Fixtures.seedDemoJSON())
        let created = try before.touch(id, Fixtures.redTap)
        let location = try #require(created.header("Location"))
        let hierarchy = try before.get("/api/hierarchies/\(id)").body
        let list = try before.get("/api/hierarchies").body
        let text = try before.get(location + "?format=text").body

        let after = try before.restarted()
        defer { after.finish() }
        #expect(try after.get("/api/hierarchies/\(id)").body == hierarchy)
        #expect(try after.get(location).body == created.body)
        #expect(try after.get(location + "?format=text").body == text)
        #expect(try after.get("/api/hierarchies").body == list)
        #expect(try after.get("/healthz").json()["hierarchies"]?.number == 1)
        // The same touch is still the same trace (its id depends on nothing the restart changes).
        let again = try after.touch(id, Fixtures.redTap)
        #expect(again.status == 201)
        #expect(again.header("Location") == location)
        #expect(again.body == created.body)
        // And the restarted server keeps working: delete cascades to the trace.
        #expect(try after.request("DELETE", "/api/hierarchies/\(id)").status == 204)
        #expect(try after.get(location).status == 404)
    }

    /// `kill -9` right after the 201: the commit is in the WAL file, so nothing is lost (Store: WAL with
    /// synchronous = NORMAL is durable against a process crash, not against a power loss).
    @Test(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
    func aTraceAnswered201SurvivesKillDashNine() throws {
        let process = try HittraceProcess()
        defer { try? FileManager.default.removeItem(atPath: process.directory) }
        let id = try uploadThroughPort(process.port, try Fixtures.seedDemoJSON())
        let created = try httpRequest(port: process.port, "POST", "/api/hierarchies/\(id)/touches",
                                      headers: [("Content-Type", "application/json")], body: Array(Fixtures.redTap.utf8))
        #expect(created.status == 201)
        let location = try #require(created.header("Location"))
        process.killDashNine()

        let after = try LiveApp(reusing: process.directory)
        defer { after.finish() }
        #expect(try after.get(location).body == created.body)
        #expect(try after.get("/api/hierarchies/\(id)").status == 200)
    }

    /// `kill -9` in the middle of six clients uploading and touching as fast as they can: every upload and
    /// every trace that was answered 201 before the kill is there after a restart, byte for byte, and the
    /// database opens (its `quick_check` at open passes). Requests cut off by the kill may or may not have
    /// been stored; they were never acknowledged, so either is right.
    @Test(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
    func everything201DuringConcurrentWritesSurvivesKillDashNine() throws {
        let process = try HittraceProcess()
        defer { try? FileManager.default.removeItem(atPath: process.directory) }
        let seed = try Fixtures.seedDemoJSON()
        let hierarchies = Mutex<[String]>([])
        let traces = Mutex<[(location: String, body: [UInt8])]>([])
        let pid = process.pid, port = process.port
        // Killed once every client has had some answers, in the middle of what comes next.
        Thread.detachNewThread {
            _ = waitUntil(seconds: 20) { hierarchies.withLock { $0.count } >= 6 && traces.withLock { $0.count } >= 30 }
            kill(pid, SIGKILL)
        }
        DispatchQueue.concurrentPerform(iterations: 6) { client in
            var mine: [String] = []
            var n = 0
            // Until the server is gone: a failed connection or a cut-off answer ends the loop.
            while true {
                n += 1
                if mine.isEmpty || n % 8 == 0 {
                    guard let response = try? httpRequest(port: port, "POST", "/api/hierarchies",
                                                          headers: [("Content-Type", "application/json")], body: seed),
                          response.status == 201, let id = try? response.json()["id"]?.string else { return }
                    mine.append(id)
                    hierarchies.withLock { $0.append(id) }
                } else {
                    let touch = #"{"x": \#(client * 50 + n % 40), "y": \#(n)}"#
                    guard let response = try? httpRequest(port: port, "POST", "/api/hierarchies/\(mine[n % mine.count])/touches",
                                                          headers: [("Content-Type", "application/json")], body: Array(touch.utf8)),
                          response.status == 201, let location = response.header("Location") else { return }
                    traces.withLock { $0.append((location, response.body)) }
                }
            }
        }
        process.killDashNine()  // already dead: this reaps it

        let after = try LiveApp(reusing: process.directory)  // opening runs quick_check
        defer { after.finish() }
        let acknowledgedHierarchies = hierarchies.withLock { $0 }
        let acknowledgedTraces = traces.withLock { $0 }
        #expect(acknowledgedHierarchies.count >= 6 && acknowledgedTraces.count >= 6,
                "only \(acknowledgedHierarchies.count) uploads and \(acknowledgedTraces.count) touches before the kill")
        for id in acknowledgedHierarchies {
            #expect(try after.get("/api/hierarchies/\(id)").status == 200, "hierarchy \(id) was lost")
        }
        for trace in acknowledgedTraces {
            #expect(try after.get(trace.location).body == trace.body, "trace \(trace.location) was lost or changed")
        }
        #expect(try after.get("/healthz").status == 200)
    }

    private func uploadThroughPort(_ port: Int, _ body: [UInt8]) throws -> String {
        let response = try httpRequest(port: port, "POST", "/api/hierarchies", headers: [("Content-Type", "application/json")], body: body)
        return try #require(try response.json()["id"]?.string)
    }
}

/// `hittrace serve` as a child process, on a database in a fresh temporary folder.
final class HittraceProcess {
    /// The executable SwiftPM builds next to the test bundle, if it is there.
    static let executable: String? = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for folder in [testBinary.deletingLastPathComponent(), testBinary.deletingLastPathComponent().deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("hittrace").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    let directory: String
    let port: Int
    private let process: Process

    /// Serves the database in `directory`, or in a new folder; `database` instead of that folder's file if given.
    init(reusing existing: String? = nil, database: String? = nil) throws {
        guard let executable = Self.executable else { throw TestConnection.Failure(description: "no hittrace executable") }
        directory = try existing ?? makeTemporaryDirectory("hittrace-app-tests")
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--db", database ?? directory + "/hittrace.sqlite",
                             "--public", Repository.path + "/public"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the URL, printed once the server listens.
        var line: [UInt8] = []
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let portText = url.split(separator: ":").last, let port = Int(portText) else {
            process.terminate()
            throw TestConnection.Failure(description: "hittrace serve printed \"\(url)\"")
        }
        self.port = port
    }

    var pid: Int32 { process.processIdentifier }

    /// SIGKILL: no handler runs, nothing is flushed or checkpointed.
    func killDashNine() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { killDashNine() }
    }
}
