import Foundation
import HitTestKit

/// The hierarchy a command works on: a file (or `-` for stdin) holding JSON, or a recursiveDescription dump
/// (anything that does not start with "{"), read and reported the same way by every command.
enum HierarchyInput {
    static func bytes(at path: String) throws(UsageError) -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read \(path)") }
        return [UInt8](data)
    }

    static func decode(_ bytes: [UInt8], limits: HierarchyLimits) throws(HierarchyError) -> Hierarchy {
        DumpImporter.looksLikeDump(bytes)
            ? try DumpImporter.importDump(bytes, limits: limits).hierarchy
            : try HierarchyDecoder.decode(json: bytes, limits: limits)
    }

    /// Prints every problem with its path (or line) on stderr.
    static func report(_ error: HierarchyError) {
        FileHandle.standardError.write(Data("hittrace: \(error.code.rawValue):\n".utf8))
        for issue in error.issues { FileHandle.standardError.write(Data("  \(issue.path): \(issue.message)\n".utf8)) }
    }
}
