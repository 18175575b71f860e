import Foundation
import HitTestKit

/// `hittrace check HIERARCHY EXPECTATIONS`: runs a CI check (`TouchCheck`) and reports it as text on stdout,
/// and on request as JUnit XML, SARIF 2.1.0 and a Markdown report with the hit map as an SVG beside it.
/// Exit codes: 0 every expectation holds, 1 one fails, 2 bad input (usage, unreadable files, a hierarchy or
/// expectations that cannot be read) or a report that cannot be written.
enum CheckCommand {
    static func run(_ args: [String]) -> Int32 {
        Command.run(args, known: ["junit", "sarif", "markdown", "input-format", "step", "max-views", "max-depth"], otherError: 2) { options in
            guard options.positional.count == 2 else { throw UsageError("give a hierarchy file and an expectations file: hittrace check HIERARCHY EXPECTATIONS") }
            let limits = try options.hierarchyLimits()
            let step = try options.step()
            let format = try HierarchyInput.format(options)
            let hierarchyPath = options.positional[0]
            let hierarchyBytes = try HierarchyInput.bytes(at: hierarchyPath)
            let expectationBytes = try HierarchyInput.bytes(at: options.positional[1])
            let hierarchy: Hierarchy
            let expectations: [Expectation]
            do throws(HierarchyError) {
                hierarchy = try HierarchyInput.decode(hierarchyBytes, limits: limits, format: format)
            } catch {
                HierarchyInput.report(error)
                return 2
            }
            do throws(HierarchyError) {
                expectations = try Expectation.decode(json: expectationBytes)
            } catch {
                FileHandle.standardError.write(Data("hittrace: \(options.positional[1]):\n".utf8))
                HierarchyInput.report(error)
                return 2
            }
            let report = TouchCheck.run(expectations, on: hierarchy, step: step)
            print(CheckReports.text(report), terminator: "")
            let name = URL(fileURLWithPath: hierarchyPath).lastPathComponent
            if let path = options.values["junit"] {
                try write(Array(CheckReports.junit(report, suite: name).utf8), to: path)
            }
            if let path = options.values["sarif"] {
                try write(CheckReports.sarif(report, in: hierarchy, artifact: hierarchyPath == "-" ? "stdin" : hierarchyPath,
                                             version: TraceJSON.engineVersion) + [0x0A], to: path)
            }
            if let path = options.values["markdown"] {
                var image: String?
                if let map = report.report {
                    let url = URL(fileURLWithPath: path)
                    let svgName = url.deletingPathExtension().lastPathComponent + ".hit-map.svg"
                    let findings = report.results.flatMap(\.findings)
                    try write(Array(HitMapSVG.render(map, in: hierarchy, findings: findings, title: "Hit map of \(name)").utf8),
                              to: url.deletingLastPathComponent().appendingPathComponent(svgName).path)
                    image = svgName
                }
                try write(Array(CheckReports.markdown(report, in: hierarchy, hierarchyName: name, image: image).utf8), to: path)
            }
            return report.passed ? 0 : 1
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
