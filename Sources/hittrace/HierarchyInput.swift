import Foundation
import HitTestKit
import HitTraceFormats

/// The hierarchy a command works on: a file (or `-` for stdin) in any format HitTrace reads (JSON, a
/// recursiveDescription dump, XCTest's debugDescription, an Appium page source, Sentry's view-hierarchy.json,
/// _printHierarchy with a dump), read and reported the same way by every command.
enum HierarchyInput {
    /// The file's bytes, or a usage error that says why they cannot be read ("no such file", "a folder").
    static func bytes(at path: String) throws(UsageError) -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        func failure(_ code: Int32) -> UsageError { UsageError("cannot read \(path): \(reason(code))") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(errno) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// strerror's text, lower-cased as it reads inside a sentence: "no such file or directory".
    static func reason(_ code: Int32) -> String {
        if code == EISDIR { return "it is a folder, not a file" }
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The hierarchy in any format HitTrace reads (`HierarchyImporter`), recognised from the content unless
    /// `format` names it.
    static func decode(_ bytes: [UInt8], limits: HierarchyLimits, format: HierarchyFormat? = nil) throws(HierarchyError) -> Hierarchy {
        try HierarchyImporter.importHierarchy(bytes, format: format, limits: limits).hierarchy
    }

    /// `--input-format NAME` (the API's `?format=`, with its names), when given. `--format NAME`, the old
    /// spelling, is still read as it, with a note on stderr; `outputAlias`: in `trace`, `--format json|text`
    /// is its old spelling of `--output`, not the input's format.
    static func format(_ options: Options, outputAlias: Bool = false) throws(UsageError) -> HierarchyFormat? {
        var option = "input-format"
        var given = options.values["input-format"]
        if given == nil, let name = options.values["format"], !(outputAlias && (name == "json" || name == "text")) {
            option = "format"
            given = name
            note("--format is the old spelling of --input-format (the hierarchy's format, as ?format= names it): read as --input-format \(name)")
        }
        guard let name = given else { return nil }
        guard let f = HierarchyFormat(name: name) else {
            throw UsageError("--\(option) must be one of \(Help.formats), got \"\(name)\"")
        }
        return f
    }

    /// A line on stderr that does not stop the command (an old option's spelling).
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("hittrace: note: \(text)\n".utf8))
    }

    /// Prints every problem with its path (or line) on stderr.
    static func report(_ error: HierarchyError) {
        FileHandle.standardError.write(Data("hittrace: \(error.code.rawValue):\n".utf8))
        for issue in error.issues { FileHandle.standardError.write(Data("  \(issue.path): \(issue.message)\n".utf8)) }
    }
}
