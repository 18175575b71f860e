import Foundation

/// The repository's files: fixtures, presets, the page. Found from this file's own place
/// (…/Tests/TestSupport/Files.swift), so the tests read the checkout they were built from.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The root as a path, without a trailing "/".
    package static var path: String { root.path }

    package static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    package static func text(_ relativePath: String) throws -> String {
        String(decoding: try bytes(relativePath), as: UTF8.self)
    }
}

/// A fresh empty folder under the system temporary directory, named `prefix-UUID`; the caller removes it.
package func makeTemporaryDirectory(_ prefix: String = "hittrace-tests") throws -> String {
    let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A fresh empty folder under the system temporary directory, removed with everything in it when the test
/// is done with it (when this goes).
package final class TemporaryDirectory {
    package let url: URL

    package init(_ prefix: String = "hittrace-tests") throws {
        url = URL(fileURLWithPath: try makeTemporaryDirectory(prefix), isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder (by default the database's usual name).
    package func path(_ name: String = "hittrace.sqlite") -> String {
        url.appendingPathComponent(name).path
    }
}

/// Makes a file read-only the way that works for this user: mode bits (chmod 444), or, as root (which ignores
/// them), the immutable attribute (`chattr +i`, which needs a file system that has it: not tmpfs or overlayfs).
package enum ReadOnlyFile {
    /// Whether it works here, tried once on a file in the temporary folder.
    package static let works: Bool = {
        guard let directory = try? TemporaryDirectory("hittrace-ro-probe") else { return false }
        let path = directory.path("probe")
        guard FileManager.default.createFile(atPath: path, contents: Data()) else { return false }
        defer { _ = make(path, readOnly: false) }
        return make(path, readOnly: true)
    }()

    /// Makes `path` read-only, or writable again; false when that failed.
    @discardableResult
    package static func make(_ path: String, readOnly: Bool) -> Bool {
        if getuid() != 0 { return chmod(path, readOnly ? 0o444 : 0o644) == 0 }
        return runTool("/usr/bin/chattr", [readOnly ? "+i" : "-i", path])
    }
}
