import Foundation
import Testing
import TestSupport

/// Two `hittrace serve` processes on one database file: the second exits at start (`DatabaseFileLock`).
@Suite struct OneServerPerDatabaseTests {
    @Test func aSecondServerOnTheSameFileExitsAtStartWithAClearMessage() throws {
        let first = try HittraceProcess()
        defer { try? FileManager.default.removeItem(atPath: first.directory) }
        let database = first.directory + "/hittrace.sqlite"
        let second = try runServe(["--db", database])
        #expect(second.status == 3)
        #expect(second.stderr.contains("the database \(database) is already served by process \(first.pid)"), "\(second.stderr)")
        #expect(second.stderr.contains("another --db"))
        #expect(second.stdout.isEmpty, "it printed a URL: \(second.stdout)")
        // Another spelling of the same file (through a symbolic link) is the same file.
        let link = first.directory + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: database)
        #expect(try runServe(["--db", link]).status == 3)
        // The first one kept serving.
        #expect(try httpRequest(port: first.port, "GET", "/healthz").status == 200)

        // However the first ends, its lock goes with it: a new server starts on the file.
        first.killDashNine()
        let next = try HittraceProcess(reusing: first.directory)
        #expect(try httpRequest(port: next.port, "GET", "/healthz").status == 200)
    }

    /// `hittrace mcp --db` takes the same lock: it neither starts beside a server on the file nor lets one start.
    @Test func anMCPServerTakesTheSameLock() throws {
        let first = try HittraceProcess()
        defer { try? FileManager.default.removeItem(atPath: first.directory) }
        let database = first.directory + "/hittrace.sqlite"
        let beside = try run(["mcp", "--db", database])
        #expect(beside.status == 3)
        #expect(beside.stderr.contains("the database \(database) is already served by process \(first.pid)"), "\(beside.stderr)")
        first.killDashNine()

        // An MCP server holding the file (its stdin open) keeps a web server off it until it ends.
        let executable = try #require(HittraceProcess.executable)
        let mcp = Process()
        mcp.executableURL = URL(fileURLWithPath: executable)
        mcp.arguments = ["mcp", "--db", database, "--rules", Repository.path + "/docs/UIKIT-RULES.md"]
        let input = Pipe()
        mcp.standardInput = input
        mcp.standardOutput = Pipe()
        mcp.standardError = Pipe()
        try mcp.run()
        defer { if mcp.isRunning { mcp.terminate() } }
        let lockFile = database + ".lock"
        let deadline = Date().addingTimeInterval(20)
        while (try? String(contentsOfFile: lockFile, encoding: .utf8)) != "\(mcp.processIdentifier)\n", Date() < deadline { usleep(20_000) }
        #expect(try runServe(["--db", database]).status == 3)
        try input.fileHandleForWriting.close()
        mcp.waitUntilExit()
        #expect(mcp.terminationStatus == 0)
    }

    @Test func inMemoryDatabasesAreEachTheirOwnAndNeedNoLock() throws {
        let first = try HittraceProcess(database: ":memory:")
        let second = try HittraceProcess(database: ":memory:")
        defer { for server in [first, second] { try? FileManager.default.removeItem(atPath: server.directory) } }
        #expect(try httpRequest(port: first.port, "GET", "/healthz").status == 200)
        #expect(try httpRequest(port: second.port, "GET", "/healthz").status == 200)
        #expect(!FileManager.default.fileExists(atPath: ":memory:.lock"))
    }

    /// `hittrace serve ARGS` to its end (at most 20 s), on loopback, with its output.
    private func runServe(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try run(["serve", "--host", "127.0.0.1", "--port", "0", "--public", Repository.path + "/public"] + arguments)
    }

    /// `hittrace ARGS` to its end (at most 20 s), stdin empty, with its output.
    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let executable = try #require(HittraceProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("hittrace serve \(arguments) was still running after 20 s")
        }
        process.waitUntilExit()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, out, err)
    }
}
