#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive claim on one database file for as long as a server runs, so that two servers never serve the
/// same file: each would keep its own caches of what the other changes, and answer from stale ones.
///
/// It is a `flock` on a file beside the database (`PATH.lock`), never on the database itself: SQLite's own
/// locks are POSIX record locks, which a process loses when it closes *any* descriptor of that file. The lock
/// file is never deleted (a deleted lock file lets a third process lock a new one while the second holds the
/// old). The kernel drops the lock when the process ends, however it ends (`kill -9` included), so a stale
/// lock cannot outlive its server. The lock file holds the owner's process id, for the message.
public final class DatabaseFileLock: Sendable {
    private let descriptor: Int32
    public let lockPath: String

    /// Why the lock could not be taken.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// True when another process holds it; false when the lock file could not be opened at all.
        public let heldByAnother: Bool
        public let description: String
    }

    /// Takes the lock for the database at `databasePath` (the file need not exist yet), or throws at once.
    /// `:memory:` databases are private to their process and need none: don't call this for them.
    public init(databasePath: String) throws(Refusal) {
        lockPath = Self.canonical(databasePath) + ".lock"
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Refusal(heldByAnother: false,
                          description: "cannot open the lock file \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let owner = Self.readOwner(descriptor)
            close(descriptor)
            if code == EWOULDBLOCK {
                let who = owner.map { "process \($0)" } ?? "another process"
                throw Refusal(heldByAnother: true, description:
                    "the database \(databasePath) is already served by \(who) (it holds \(lockPath)); "
                        + "stop that server first, or give this one another --db")
            }
            throw Refusal(heldByAnother: false, description: "cannot lock \(lockPath): \(String(cString: strerror(code)))")
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Releases the lock (closing the descriptor drops it).
    deinit {
        close(descriptor)
    }

    /// The database's path with symbolic links resolved, so that two spellings of one file share one lock; the
    /// path as given when it does not exist yet.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func readOwner(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let digits = buffer.prefix(count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}
