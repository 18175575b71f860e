import Foundation
import HitTestKit
import Answers
import HitTraceFormats

/// `hittrace check HIERARCHY EXPECTATIONS`: runs a CI check (`TouchCheck`) and reports it as text on stdout,
/// and on request as JUnit XML, SARIF 2.1.0 and a Markdown report with the hit map as an SVG beside it.
/// Exit codes: 0 every expectation holds, 1 one fails, 2 bad input (usage, unreadable files, a hierarchy or
/// expectations that cannot be read, no expectations) or a report that cannot be written. Every report asked
/// for is written on every run that got as far as reading its options: on bad input it says why, so that a CI
/// job's "upload the report" step always finds one.
enum CheckCommand {
    static let known: Set<String> = ["junit", "sarif", "sarif-base", "rules-url", "markdown", "hit-map-url",
                                     "format", "input-format", "step", "max-views", "max-depth"]

    /// What stopped a check before it ran: the message, each problem (`$.expect[0].tap: …`), and a code for
    /// JUnit's error type (`usage`, or the error code: `invalid_expectations`…).
    struct BadInput: Error {
        var message: String
        var problems: [String] = []
        var code = "usage"
    }

    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "check", known: known) { options in
            let name = options.positional.first.map { $0 == "-" ? "stdin" : URL(fileURLWithPath: $0).lastPathComponent } ?? "hittrace check"
            do throws(BadInput) {
                return try check(options, name: name)
            } catch {
                if error.code == "usage" {
                    Command.fail(error.message, command: "check")
                } else {
                    FileHandle.standardError.write(Data("hittrace: \(error.message)\n".utf8))
                    for p in error.problems { FileHandle.standardError.write(Data("  \(p)\n".utf8)) }
                }
                try writeFailure(error, options: options, name: name)
                return 2
            }
        }
    }

    static func check(_ options: Options, name: String) throws(BadInput) -> Int32 {
        func usage<T>(_ body: () throws(UsageError) -> T) throws(BadInput) -> T {
            do { return try body() } catch { throw BadInput(message: error.message) }
        }
        guard options.positional.count == 2 else {
            throw BadInput(message: "give a hierarchy file and an expectations file: hittrace check HIERARCHY EXPECTATIONS; got "
                           + (options.positional.isEmpty ? "none" : options.positional.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        let limits = try usage { () throws(UsageError) in try options.hierarchyLimits() }
        let step = try usage { () throws(UsageError) in try options.step() }
        let format = try usage { () throws(UsageError) in try HierarchyInput.format(options) }
        let (hierarchyPath, expectationsPath) = (options.positional[0], options.positional[1])
        let hierarchyBytes = try usage { () throws(UsageError) in try HierarchyInput.bytes(at: hierarchyPath) }
        let expectationBytes = try usage { () throws(UsageError) in try HierarchyInput.bytes(at: expectationsPath) }
        let imported: ImportedDump
        let expectations: [Expectation]
        do throws(HierarchyError) {
            imported = try HierarchyImporter.importHierarchy(hierarchyBytes, format: format, limits: limits)
        } catch {
            throw BadInput(message: "\(hierarchyPath): \(error.code.rawValue)", problems: error.issues.map { "\($0.path): \($0.message)" }, code: error.code.rawValue)
        }
        do throws(HierarchyError) {
            expectations = try Expectation.decode(json: expectationBytes)
        } catch {
            throw BadInput(message: "\(expectationsPath): \(error.code.rawValue)", problems: error.issues.map { "\($0.path): \($0.message)" }, code: error.code.rawValue)
        }
        let hierarchy = imported.hierarchy
        let report = TouchCheck.run(expectations, on: hierarchy, step: step)
        print(CheckReports.text(report, in: hierarchy), terminator: "")
        try usage { () throws(UsageError) in
            if let path = options.values["junit"] {
                try write(Array(CheckReports.junit(report, in: hierarchy, suite: name).utf8), to: path)
            }
            if let path = options.values["sarif"] {
                var artifact = try SARIFLocation.artifact(hierarchyPath, base: options.values["sarif-base"])
                artifact.lines = imported.viewLines(source: hierarchyBytes)
                try write(SARIFReport.render(report, in: hierarchy, artifact: artifact, version: TraceJSON.engineVersion,
                                             rulesURL: options.values["rules-url"] ?? SARIFReport.defaultRulesURL) + [0x0A], to: path)
            }
            if let path = options.values["markdown"] {
                var svgName: String?
                if let map = report.report {
                    let url = URL(fileURLWithPath: path)
                    let svg = url.deletingPathExtension().lastPathComponent + ".hit-map.svg"
                    let findings = report.results.flatMap(\.findings)
                    try write(Array(HitMapSVG.render(map, in: hierarchy, findings: findings, title: "Hit map of \(name)").utf8),
                              to: url.deletingLastPathComponent().appendingPathComponent(svg).path)
                    svgName = svg
                }
                let markdown = CheckReports.markdown(report, in: hierarchy, hierarchyName: name,
                                                     image: svgName == nil ? nil : options.values["hit-map-url"], imageFile: svgName)
                try write(Array(markdown.utf8), to: path)
            }
        }
        return report.passed ? 0 : 1
    }

    /// The reports of a run that could not check: JUnit with an error test case, SARIF whose invocation failed
    /// with the reason as notifications, Markdown that says why.
    static func writeFailure(_ bad: BadInput, options: Options, name: String) throws(UsageError) {
        if let path = options.values["junit"] {
            try write(Array(CheckReports.junitError(bad.message, problems: bad.problems, code: bad.code, suite: name).utf8), to: path)
        }
        if let path = options.values["sarif"] {
            let artifact = options.positional.first.flatMap { try? SARIFLocation.artifact($0, base: options.values["sarif-base"]) }
            try write(SARIFReport.failure(bad.message, problems: bad.problems, artifact: artifact, version: TraceJSON.engineVersion) + [0x0A], to: path)
        }
        if let path = options.values["markdown"] {
            try write(Array(CheckReports.markdownError(bad.message, problems: bad.problems, hierarchyName: name).utf8), to: path)
        }
    }

    /// Writes a report, every byte or an error (exit 2) saying why: a full disk (`/dev/full`), a folder that is
    /// not there, no permission. Plain write(2) and close(2), each checked: `FileManager.createFile` reported
    /// success for `/dev/full` with nothing written.
    static func write(_ bytes: [UInt8], to path: String) throws(UsageError) {
        func failure(_ code: Int32) -> UsageError { UsageError("cannot write the report \(path): \(String(cString: strerror(code)))") }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = count == 0 ? ENOSPC : errno
                close(fd)
                throw failure(code)
            }
            written += count
        }
        guard close(fd) == 0 else { throw failure(errno) }
    }
}
