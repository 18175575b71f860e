import Foundation

/// The team's real debugger dumps, `../shared/data/recursive-description/` beside the repository, read in place
/// and never copied in. A plain clone has no `../shared`: the tests that read it are then skipped with
/// `skipMessage` (the `.needsRealData` trait of the test targets), never failed, and the importer stays covered
/// by the project's own dumps in `Tests/Fixtures/dumps` (`OwnDumps`).
///
/// `HITTRACE_REAL_DATA` overrides where the data folder is looked for (a path to a `data` folder); set to `none` it makes the folder
/// absent, to see the skips without moving anything.
package enum RealData {
    /// `../shared/data/` beside the repository: every format's real samples, one folder each.
    package static let dataFolder: URL = {
        switch ProcessInfo.processInfo.environment["HITTRACE_REAL_DATA"] {
        case let path? where path == "none": return URL(fileURLWithPath: "/nonexistent/hittrace-real-data")
        case let path? where !path.isEmpty: return URL(fileURLWithPath: path)
        default: return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/data")
        }
    }()

    /// The real `recursiveDescription` dumps.
    package static let folder = dataFolder.appendingPathComponent("recursive-description")

    package static let isPresent: Bool = {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// Why a test that reads the folder did not run.
    package static let skipMessage = "needs ../shared/data/recursive-description (the team's real dumps); not in a plain clone"

    /// The dumps, each with the views an import gives: every line with a view, minus ` (layer)` lines.
    package static let dumps: [(file: String, views: Int)] = [
        ("01-sentry-hidden-label.txt", 3),
        ("02-sentry-alpha-labels.txt", 4),
        ("03-sentry-rotated-transform.txt", 3),
        ("04-sentry-uiswitch.txt", 10),
        ("05-sentry-uitextview.txt", 6),
        ("06-sentry-swiftui-text-layers-ios26.txt", 4),
        ("07-sentry-swiftui-list-ios16.txt", 29),
        ("08-owasp-mastg-cycript-keywindow.txt", 10),
        ("09-crifan-cycript-modal-appleid.txt", 82),
        ("10-sentry-mock-uiwindow-navpush.txt", 96),
        ("11-componentkit-pviews-collectionview.txt", 16),
        ("12-hou-recursivedescription2-ivars.txt", 12),
        ("13-snapshot-testing-purged-addresses.txt", 5),
    ]

    /// One real dump's bytes.
    package static func dump(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
    }
}

/// The project's own dumps, `Tests/Fixtures/dumps/`: written for HitTrace (not copies of the real ones), one per
/// way a `recursiveDescription` reaches a user (lldb, Xcode's console, Cycript, Chisel, snapshots, logs…).
package enum OwnDumps {
    package static let folder = Repository.root.appendingPathComponent("Tests/Fixtures/dumps")

    package static func dump(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
    }
}
