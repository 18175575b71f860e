#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Disk space set aside beside the database (`PATH.reserve`), so that a delete can run on a full disk.
///
/// A delete is a write: SQLite appends the pages it changes to the WAL before it frees anything, so on a full
/// disk it failed like every other write (507), and the API could not free the space it was full of. The
/// reserve is a file of real blocks (`posix_fallocate`, not a sparse file) made when the store opens; a delete
/// that meets a full disk removes it and runs again in the room it leaves, the WAL is checkpointed and truncated
/// after, and the reserve is made again only where it leaves the disk as much room again (`make`), so that the
/// writes after the delete have room for their WAL; else at a later delete or open. The pages the delete freed
/// stay in the database file for the next inserts to reuse (SQLite does not shrink a file without a VACUUM, which
/// a full disk has no room for).
final class SpaceReserve: Sendable {
    let path: String
    let bytes: Int

    init(databasePath: String, bytes: Int) {
        path = databasePath + ".reserve"
        self.bytes = bytes
    }

    /// Makes the reserve if it is missing, where the disk keeps as much room again beside it; false when it is
    /// absent.
    @discardableResult
    func make() -> Bool {
        guard bytes > 0 else { return false }
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) >= bytes, Int(info.st_blocks) * 512 >= bytes { return true }
        var disk = statvfs()
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard statvfs(folder.isEmpty ? "/" : folder, &disk) == 0,
              Int(disk.f_bavail) * Int(disk.f_frsize) >= 2 * bytes else { return false }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard posix_fallocate(fd, 0, off_t(bytes)) == 0 else {
            // A reserve that is not all there reserves nothing: leave the room to the database.
            _ = ftruncate(fd, 0)
            unlink(path)
            return false
        }
        return true
    }

    /// Gives the reserve's room back to the disk (for the delete about to run again).
    func release() {
        unlink(path)
    }

    var isPresent: Bool {
        var info = stat()
        return stat(path, &info) == 0 && Int(info.st_size) >= bytes
    }
}
