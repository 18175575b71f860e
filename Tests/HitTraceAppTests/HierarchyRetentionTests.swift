import Foundation
import Testing
import TestSupport

/// Hierarchy retention (Store+HierarchyRetention.swift, docs/RELIABILITY.md "What is kept"): an unshared
/// hierarchy no trace refers to is evicted by count and by age; a shared one, and one with a trace, is kept;
/// the rule holds across a restart on the same SQLite file.
@Suite(.serialized) struct HierarchyRetentionTests {
    private func status(_ app: LiveApp, _ id: String) throws -> Int { try app.get("/api/hierarchies/\(id)").status }

    private func store(_ app: LiveApp, shared: Bool) throws -> String {
        let response = try app.request("POST", "/api/hierarchies" + (shared ? "?shared=true" : ""), body: try Fixtures.seedDemoJSON())
        #expect(response.status == 201, "\(response.text)")
        return try #require(try response.json()["id"]?.string)
    }

    @Test func unsharedHierarchiesBeyondTheCountAreEvictedAndSharedOrTracedOnesKeptAcrossARestart() throws {
        var options = AppOptions()
        options.maxUnsharedHierarchies = 3
        let first = try LiveApp(options: options)
        let shared = try store(first, shared: true)
        let traced = try store(first, shared: false)
        #expect(try first.touch(traced, Fixtures.redTap).status == 201)
        let drafts = try (0..<3).map { _ in try store(first, shared: false) }
        // Four unshared so far, one of them traced: the three newest are within the count.
        #expect(try drafts.map { try status(first, $0) } == [200, 200, 200])
        let later = try (0..<2).map { _ in try store(first, shared: false) }
        // The two oldest drafts are gone (from the cache too); the traced and the shared ones stay.
        #expect(try drafts.map { try status(first, $0) } == [404, 404, 200])
        #expect(try status(first, traced) == 200 && status(first, shared) == 200)
        #expect(try first.get("/healthz").json()["hierarchies"]?.number == 5)

        let second = try first.restarted()
        defer { second.finish() }
        #expect(try drafts.map { try status(second, $0) } == [404, 404, 200])
        #expect(try later.map { try status(second, $0) } == [200, 200])
        _ = try store(second, shared: false)
        #expect(try status(second, drafts[2]) == 404, "the count goes on after the restart")
        #expect(try status(second, traced) == 200 && status(second, shared) == 200)
        #expect(try second.request("POST", "/api/hierarchies?shared=maybe", body: try Fixtures.seedDemoJSON()).status == 400)
    }

    /// Ages on the app's clock, moved by hand: a draft exactly the age old is kept, one a second older is
    /// evicted by the next insert (and leaves the cache) or, across a restart, when the server opens the file;
    /// a traced or shared one is kept whatever its age.
    @Test func unsharedHierarchiesOlderThanTheAgeAreEvictedOnInsertAndWhenTheServerOpensTheFile() throws {
        let time = ManualWallClock()
        var options = AppOptions()
        options.unsharedMaxAgeSeconds = 60
        options.clock = time.clock
        let first = try LiveApp(options: options)
        let shared = try store(first, shared: true)
        let traced = try store(first, shared: false)
        #expect(try first.touch(traced, Fixtures.redTap).status == 201)
        let posted = try first.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(try posted.json()["createdAt"]?.string == "2026-01-01T00:00:00Z", "stamped on the app's clock")
        let draft = try #require(try posted.json()["id"]?.string)

        time.advance(seconds: 60)
        let exactlyTheAge = try store(first, shared: false)
        #expect(try status(first, draft) == 200, "exactly the age old: kept")
        time.advance(seconds: 1)
        let later = try store(first, shared: false)
        #expect(try status(first, draft) == 404, "a second older: evicted by the insert")
        #expect(try [exactlyTheAge, later, traced, shared].map { try status(first, $0) } == [200, 200, 200, 200])

        first.stop()
        time.advance(seconds: 60)
        let second = try LiveApp(options: options, reusing: first.directory)
        defer { second.finish() }
        // Opening the file evicted what grew too old while the server was down; nothing was inserted since.
        #expect(try status(second, exactlyTheAge) == 404)
        #expect(try [later, traced, shared].map { try status(second, $0) } == [200, 200, 200])
    }
}
