import Foundation
import Synchronization
import Testing
@testable import HitTraceApp
@testable import Storage
import TestSupport

/// The disk fills up under the running app, or is read-only: writes get a clear JSON 507 or 503 and store
/// nothing, reads keep working, and writes work again once the disk does (a full disk with no restart).
///
/// Two ways of making it happen: SQLite's `PRAGMA max_page_count`, which makes SQLite answer exactly as a full
/// disk does (`SQLITE_FULL`) and works anywhere; and, when the tests run as root, the real thing: the database
/// on a small tmpfs that a file fills up, or that is mounted read-only.
@Suite(.serialized) struct StorageFaultTests {
    @Test func aFullDatabaseAnswers507AndRecoversWhenThereIsRoomAgain() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let kept = try app.upload(try Fixtures.seedDemoJSON())
        let store = app.app.api.store
        let pages = try store.write { try $0.pragma("page_count") }.first.flatMap { Int($0) } ?? 0
        _ = try store.write { try $0.pragma("max_page_count = \(pages + 2)") }

        let full = try fillUntil507(app, hierarchy: kept)
        #expect(full.header("Content-Type") == "application/json; charset=utf-8")
        #expect(full.errorCode == "storage_full")
        #expect(try app.get("/api/hierarchies/\(kept)").status == 200)
        #expect(try app.get("/healthz").status == 200)

        _ = try store.write { try $0.pragma("max_page_count = 1073741823") }  // "the disk has room again"
        #expect(try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON()).status == 201)
        #expect(try app.touch(kept, #"{"x": 3, "y": 4}"#).status == 201)
    }

    /// The database on a 2 MiB tmpfs; a file fills the rest. Removing the file gives the room back.
    @Test(.enabled(if: TmpfsDirectory.available, "needs root to mount a tmpfs"))
    func aFullDiskAnswers507AndRecoversWhenSpaceReturns() throws {
        let disk = try TmpfsDirectory(megabytes: 2)
        defer { disk.remove() }
        let app = try InProcessApp(reusing: disk.path)
        var stopped = false
        defer { if !stopped { app.stop() } }
        let kept = try app.upload(try Fixtures.seedDemoJSON())
        let trace = try app.touch(kept, Fixtures.redTap)
        let filler = disk.path + "/filler"
        disk.fill(filler)

        let full = try fillUntil507(app, hierarchy: kept)
        #expect(full.errorCode == "storage_full")
        #expect(try app.get("/api/hierarchies/\(kept)").status == 200)
        #expect(try app.get(try #require(trace.header("Location"))).body == trace.body)

        try FileManager.default.removeItem(atPath: filler)
        #expect(try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON()).status == 201)
        #expect(try app.touch(kept, #"{"x": 5, "y": 6}"#).status == 201)
        app.stop()
        stopped = true
        let after = try InProcessApp(reusing: disk.path)  // it opens: quick_check passes
        defer { after.stop() }
        #expect(try after.get(try #require(trace.header("Location"))).body == trace.body)
    }

    /// A disk the database itself filled: DELETE still works (in the room `SpaceReserve` kept beside the
    /// database), and what it freed takes new writes.
    @Test(.enabled(if: TmpfsDirectory.available, "needs root to mount a tmpfs"))
    func deleteWorksOnADiskTheDatabaseFilled() throws {
        let disk = try TmpfsDirectory(megabytes: 12)
        defer { disk.remove() }
        let app = try InProcessApp(reusing: disk.path)
        defer { app.stop() }
        #expect(FileManager.default.fileExists(atPath: app.databasePath + ".reserve"))
        let kept = try app.upload(try Fixtures.seedDemoJSON())
        let full = try fillUntil507(app, hierarchy: kept)
        #expect(full.errorCode == "storage_full")
        let deleted = try app.request("DELETE", "/api/hierarchies/\(kept)")
        #expect(deleted.status == 204, "\(deleted.text)")
        #expect(try app.get("/api/hierarchies/\(kept)").status == 404)
        // The room the delete freed takes new writes.
        let again = try app.upload(try Fixtures.seedDemoJSON())
        #expect(try app.touch(again, Fixtures.redTap).status == 201)
    }

    /// The database file is read-only when the server starts (chmod 444; as root, which ignores mode bits,
    /// `chattr +i`). The server starts, serves what is stored, and answers every write 503 `storage_read_only`;
    /// once the file is writable again, a restart writes as before.
    @Test(.enabled(if: ReadOnlyFile.works, "needs chmod (non-root) or chattr +i (root) on the temporary folder"))
    func onAReadOnlyDatabaseWritesAre503AndReadsAreServed() throws {
        let before = try InProcessApp()
        let directory = before.directory
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let kept = try before.upload(try Fixtures.seedDemoJSON())
        let trace = try before.touch(kept, Fixtures.redTap)
        before.stop()  // checkpoints: everything is in the one file
        #expect(ReadOnlyFile.make(before.databasePath, readOnly: true))
        defer { _ = ReadOnlyFile.make(before.databasePath, readOnly: false) }

        let app = try InProcessApp(reusing: directory)
        let upload = try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(upload.status == 503)
        #expect(upload.errorCode == "storage_read_only", "\(upload.text)")
        #expect(try app.touch(kept, #"{"x": 7, "y": 8}"#).status == 503)
        #expect(try app.request("DELETE", "/api/hierarchies/\(kept)").status == 503)
        #expect(try app.get("/api/hierarchies/\(kept)").status == 200)
        #expect(try app.get(try #require(trace.header("Location"))).body == trace.body)
        #expect(try app.get("/healthz").status == 200)
        app.stop()

        #expect(ReadOnlyFile.make(before.databasePath, readOnly: false))
        let after = try InProcessApp(reusing: directory)
        defer { after.stop() }
        #expect(try after.touch(kept, #"{"x": 9, "y": 10}"#).status == 201)
    }

    /// A whole read-only file system (mounted so, as after disk errors) is another matter: SQLite cannot make
    /// the WAL's shared-memory file next to the database, so nothing can be read either. The server does not
    /// start, and says why and where, rather than failing on every request.
    @Test(.enabled(if: TmpfsDirectory.available, "needs root to mount a tmpfs"))
    func onAReadOnlyFileSystemTheServerRefusesToStartWithAClearError() throws {
        let disk = try TmpfsDirectory(megabytes: 8)
        defer { disk.remove() }
        let before = try InProcessApp(reusing: disk.path)
        _ = try before.upload(try Fixtures.seedDemoJSON())
        before.stop()
        try disk.remount(readOnly: true)

        let error = #expect(throws: StorageError.self) { try InProcessApp(reusing: disk.path) }
        #expect(error?.kind == .io)
        #expect(error?.message.contains(disk.path) == true)
        #expect(error?.message.contains("unable to open database file") == true)
        try disk.remount(readOnly: false)
        let after = try InProcessApp(reusing: disk.path)
        after.stop()
    }

    /// Posts new touches, and now and then an upload, until one is answered 507; each must be 201 until then.
    /// Writes until the disk is full. The touches go to the newest hierarchy, so that no retention (1,000 traces
    /// per hierarchy, 1,000 unshared hierarchies) frees room as fast as they fill it: how soon the disk fills
    /// must not depend on when the WAL was last checkpointed.
    /// A stored trace whose body no longer decodes (its LZ4 block damaged on disk) is a 500 saying the database is
    /// damaged, not other bytes; the server keeps serving, and the other traces read as they were.
    @Test func aDamagedStoredTraceAnswers500AndTheServerKeepsServing() throws {
        let directory: String
        let damaged: TestResponse, kept: TestResponse
        do {
            let app = try InProcessApp()
            directory = app.directory
            let id = try app.upload(try Fixtures.seedDemoJSON())
            damaged = try app.touch(id, Fixtures.redTap)
            kept = try app.touch(id, #"{"x": 5, "y": 6}"#)
            app.stop()
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let traceID = try #require(try damaged.json()["id"]?.string)
        do {
            let connection = try Connection(path: directory + "/hittrace.sqlite", mode: .readWrite)
            #expect(try connection.statement("UPDATE traces SET body = substr(body, 1, 100) WHERE id = ?1 AND uncompressed_size > 0")
                .run([.text(traceID)]) == 1)
        }
        let app = try InProcessApp(reusing: directory)
        defer { app.stop() }
        let answer = try app.get(try #require(damaged.header("Location")))
        #expect(answer.status == 500)
        #expect(answer.errorCode == "storage_error")
        #expect(try answer.json()["error"]?["message"]?.string == "the database is damaged; what was asked for cannot be read back")
        #expect(try app.get(try #require(kept.header("Location"))).body == kept.body)
        #expect(try app.get("/healthz").status == 200)
    }

    private func fillUntil507(_ app: some AppClient, hierarchy: String) throws -> TestResponse {
        var newest = hierarchy
        for n in 0..<20_000 {
            // The first write is a touch on `hierarchy`: with a trace, retention keeps it however many follow.
            let response = n % 10 == 9
                ? try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
                : try app.touch(newest, #"{"x": \#(n % 300), "y": \#(n)}"#)
            if response.status == 507 { return response }
            guard response.status == 201 else {
                throw TestConnection.Failure(description: "expected 201 or 507, got \(response.status) \(response.text)")
            }
            if n % 10 == 9, let id = try response.json()["id"]?.string { newest = id }
        }
        throw TestConnection.Failure(description: "20,000 writes and no 507")
    }
}

/// A fresh tmpfs mounted on a temporary folder (root only).
final class TmpfsDirectory {
    let path: String

    /// Whether this process may mount one: root, and a mount that works here (some containers forbid it).
    static let available: Bool = {
        guard getuid() == 0, let probe = try? TmpfsDirectory(megabytes: 1) else { return false }
        probe.remove()
        return true
    }()

    init(megabytes: Int) throws {
        path = NSTemporaryDirectory() + "hittrace-tmpfs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path]) else {
            try? FileManager.default.removeItem(atPath: path)
            throw TestConnection.Failure(description: "mount tmpfs on \(path) failed")
        }
    }

    func remount(readOnly: Bool) throws {
        guard runTool("/bin/mount", ["-o", readOnly ? "remount,ro" : "remount,rw", path]) else {
            throw TestConnection.Failure(description: "remount \(path) failed")
        }
    }

    /// Writes `file` until the disk is full.
    func fill(_ file: String) {
        guard let handle = FileHandle(forWritingAtPath: file) ?? {
            _ = FileManager.default.createFile(atPath: file, contents: nil)
            return FileHandle(forWritingAtPath: file)
        }() else { return }
        defer { try? handle.close() }
        let chunk = Data(count: 16 << 10)
        while (try? handle.write(contentsOf: chunk)) != nil {}
    }

    func remove() {
        _ = runTool("/bin/umount", ["-l", path])
        try? FileManager.default.removeItem(atPath: path)
    }
}
