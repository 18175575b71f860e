import Foundation
import Storage

/// The folder of `--db`: `serve` and `mcp` create the default `data/` themselves (a fresh clone has none), and
/// no other: a mistyped `--db /nonexistent/dir/x.sqlite` is a usage error, not a new tree of folders.
enum DatabaseFolder {
    static let defaultPath = "data/hittrace.sqlite"

    /// The exit code when another process already serves the database file.
    static let databaseInUse: Int32 = 3

    /// The process's claim on the database file (`DatabaseFileLock`), nil for `:memory:`; or, said on stderr, the
    /// exit code when it cannot be taken.
    static func lock(_ databasePath: String) -> Result<DatabaseFileLock?, LockExit> {
        guard databasePath != ":memory:" else { return .success(nil) }
        do { return .success(try DatabaseFileLock(databasePath: databasePath)) } catch {
            FileHandle.standardError.write(Data("hittrace: \(error.description)\n".utf8))
            return .failure(LockExit(code: error.heldByAnother ? databaseInUse : 1))
        }
    }

    struct LockExit: Error {
        var code: Int32
    }

    static func prepare(_ databasePath: String) throws(UsageError) {
        guard databasePath != ":memory:" else { return }
        let folder = (databasePath as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError("--db \(databasePath): \(folder) is a file, not a folder") }
            return
        }
        guard databasePath == defaultPath else {
            throw UsageError("--db \(databasePath): the folder \(folder) does not exist; create it first (only the default data/ is created)")
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
            throw UsageError("cannot create the folder \(folder) for the database: \(error.localizedDescription)")
        }
    }
}
