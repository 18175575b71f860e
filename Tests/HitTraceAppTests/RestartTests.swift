import Foundation
import Testing

/// What a 201 promises: it is in the database file, and a new server on that file answers the same.
@Suite(.serialized) struct RestartTests {
    @Test func everythingIsStillThereAfterARestartOnTheSameDatabase() throws {
        let before = try LiveApp()
        let id = try before.upload(try Fixtures.seedDemo())
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
        let id = try uploadThroughPort(process.port, try Fixtures.seedDemo())
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

    init() throws {
        guard let executable = Self.executable else { throw TestConnection.Failure(description: "no hittrace executable") }
        directory = NSTemporaryDirectory() + "hittrace-app-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--db", directory + "/hittrace.sqlite",
                             "--public", Fixtures.repoRoot + "/public"]
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

    /// SIGKILL: no handler runs, nothing is flushed or checkpointed.
    func killDashNine() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { killDashNine() }
    }
}
