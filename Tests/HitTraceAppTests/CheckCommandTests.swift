import Foundation
import Testing
import TestSupport
import HitTestKit
import HitTraceJSON

/// `hittrace check` as a process: exit codes 0 (all hold), 1 (one fails), 2 (bad input), and the report files.
/// (Tests/check/test_check_reports.py reads the JUnit XML and SARIF with Python's own parsers.)
@Suite struct CheckCommandTests {
    struct Run { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ arguments: [String]) throws -> Run {
        let executable = try #require(HittraceProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
    func exitCodesAndReports() throws {
        let pass = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", "Tests/Fixtures/check/login-pass.json"])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.hasSuffix("4 of 4 expectations hold\n"))

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let junit = dir.appendingPathComponent("junit.xml").path, sarif = dir.appendingPathComponent("out.sarif").path
        let markdown = dir.appendingPathComponent("report.md").path
        // The same hierarchy as an Appium page source would do as well: any format is read.
        let fail = try Self.run(["check", "Tests/Fixtures/xctest/login-escaped.txt", "Tests/Fixtures/check/login-fail.json",
                                 "--junit", junit, "--sarif", sarif, "--markdown", markdown])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL  tap (195, 375) hits Create Account"))
        #expect(fail.stdout.contains("is a disabled UIButton"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testcase classname=\"hittrace.tap\" name=\"tap (195, 305) hits signInButton\"/>"))
        let sarifDoc = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: sarif)))).root
        #expect(sarifDoc["version"]?.string == "2.1.0")
        #expect(sarifDoc["runs"]?[0]?["results"]?.count == 4)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report.hit-map.svg").path))

        let bad = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", "Tests/Fixtures/check/bad.json"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("invalid_expectations"))
        let missing = try Self.run(["check", "Tests/Fixtures/xctest/no-such-file.txt", "Tests/Fixtures/check/login-pass.json"])
        #expect(missing.status == 2)
        let usage = try Self.run(["check", "Tests/Fixtures/xctest/login.txt"])
        #expect(usage.status == 2)
    }

    @Test(.enabled(if: HittraceProcess.executable != nil && FileManager.default.fileExists(atPath: "/dev/full"),
                   "the hittrace executable and /dev/full"))
    func aReportThatCannotBeWrittenExits2AndSaysSo() throws {
        for option in ["--sarif", "--junit", "--markdown"] {
            let run = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", "Tests/Fixtures/check/login-pass.json", option, "/dev/full"])
            #expect(run.status == 2, "\(option): \(run.stderr)")
            #expect(run.stderr.contains("cannot write the report /dev/full: No space left on device"), "\(option): \(run.stderr)")
        }
        let nowhere = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", "Tests/Fixtures/check/login-pass.json",
                                    "--junit", "/nonexistent-folder/junit.xml"])
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.contains("cannot write the report /nonexistent-folder/junit.xml: No such file or directory"))
    }

    /// An empty list is bad input, and the reports asked for say so (JUnit's error, SARIF's failed invocation).
    @Test(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
    func noExpectationsIsBadInputAndTheReportsSaySo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty.json")
        try Data(#"{"expect": []}"#.utf8).write(to: empty)
        let junit = dir.appendingPathComponent("junit.xml").path, sarif = dir.appendingPathComponent("out.sarif").path
        let run = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", empty.path, "--junit", junit, "--sarif", sarif])
        #expect(run.status == 2)
        #expect(run.stderr.contains("$.expect: no expectations"), "\(run.stderr)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<error message="))
        let doc = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: sarif)))).root
        let invocation = doc["runs"]?[0]?["invocations"]?[0]
        #expect(invocation?["executionSuccessful"]?.bool == false)
        #expect(invocation?["toolExecutionNotifications"]?.count == 2)
    }

    @Test(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
    func duplicateKeysInExpectationsAreBadInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-dup-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"expect": [{"tap": [195, 305], "hits": "signInButton", "hits": "logo"}], "expect": []}"#.utf8).write(to: file)
        let run = try Self.run(["check", "Tests/Fixtures/xctest/login.txt", file.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"$.expect[0].hits: duplicate key "hits""#), "\(run.stderr)")
        #expect(run.stderr.contains(#"$.expect: duplicate key "expect""#), "\(run.stderr)")
    }
}
