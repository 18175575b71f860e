import Foundation
import HitTestKit

/// The hierarchy a command works on: a file (or `-` for stdin) in any format HitTrace reads (JSON, a
/// recursiveDescription dump, XCTest's debugDescription, an Appium page source, Sentry's view-hierarchy.json,
/// _printHierarchy with a dump), read and reported the same way by every command.
enum HierarchyInput {
    static func bytes(at path: String) throws(UsageError) -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        return [UInt8](data)
    }

    /// The hierarchy in any format HitTrace reads (`HierarchyImporter`), recognised from the content unless
    /// `format` names it.
    static func decode(_ bytes: [UInt8], limits: HierarchyLimits, format: HierarchyFormat? = nil) throws(HierarchyError) -> Hierarchy {
        try HierarchyImporter.importHierarchy(bytes, format: format, limits: limits).hierarchy
    }

    /// `--input-format NAME`, when given.
    static func format(_ options: Options) throws(UsageError) -> HierarchyFormat? {
        guard let name = options.values["input-format"] else { return nil }
        guard let f = HierarchyFormat(name: name) else {
            throw UsageError("--input-format must be one of \(HierarchyFormat.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(name)\"")
        }
        return f
    }

    /// Prints every problem with its path (or line) on stderr.
    static func report(_ error: HierarchyError) {
        FileHandle.standardError.write(Data("hittrace: \(error.code.rawValue):\n".utf8))
        for issue in error.issues { FileHandle.standardError.write(Data("  \(issue.path): \(issue.message)\n".utf8)) }
    }
}
