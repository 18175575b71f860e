#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations static files need, each returning nil rather than throwing:
/// for a web server "cannot read it" and "not there" are the same answer, 404.
enum FileSystem {
    /// The canonical absolute path: symlinks, "." and ".." resolved (`realpath(3)`).
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A regular file's bytes with what its ETag is made of.
    struct File {
        var bytes: [UInt8]
        var size: Int
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
    }

    /// Reads a regular file. `O_NOFOLLOW` refuses a symlink swapped in after the caller checked
    /// the canonical path; size and time come from the open descriptor, so they match the bytes.
    static func readRegularFile(_ path: String) -> File? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(fd, $0 + filled, size - filled) } ?? -1
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }  // error, or the file shrank while we read
            filled += count
        }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return File(bytes: bytes, size: size,
                    modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }
}
