import Foundation
import Testing
import TestSupport
import HitTraceJSON
@testable import HitTraceApp
@testable import Storage

/// Every view of a normalized hierarchy carries its `displayName` (issue 28: the name people use — the
/// accessibility identifier, else the author's id, else the class and the title the dump printed, else the class
/// and the end of the address), whether the hierarchy is stored (`GET /api/hierarchies/{id}`) or brought along
/// (`POST /api/hit-test` with `"include": ["hierarchy"]`), so that a client such as the page names views as the
/// engine does without a naming rule of its own. A hierarchy stored before display names existed is answered
/// with them (schema step 5).
@Suite struct DisplayNameEndpointTests {
    /// A dump as lldb prints it: a button whose title is its UIButtonLabel's text, a plain view, a button with an
    /// accessibility label, and a view with an accessibility identifier.
    static let dump = """
        <UIWindow: 0x7f0000000001; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x9>>
           | <UIView: 0x7f0000004b90; frame = (0 0; 375 667); layer = <CALayer: 0x3>>
           |    | <UIButton: 0x7f893fc31e90; frame = (20 100; 160 44); opaque = NO; layer = <CALayer: 0x4>>
           |    |    | <UIButtonLabel: 0x7f893fc32000; frame = (10 12; 140 20); text = 'Reset DSN'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x5>>
           |    | <UIButton: 0x7f0000000002; frame = (20 200; 160 44); accessibilityLabel = 'Close'; layer = <CALayer: 0x6>>
           |    | <UIView: 0x7f0000000003; frame = (20 300; 160 44); accessibilityIdentifier = 'banner'; layer = <CALayer: 0x7>>

        """

    static let expected = [
        "UIWindow_0x7f0000000001": "UIWindow …0001",
        "UIView_0x7f0000004b90": "UIView …4b90",
        "UIButton_0x7f893fc31e90": "UIButton \"Reset DSN\"",
        "UIButtonLabel_0x7f893fc32000": "UIButtonLabel \"Reset DSN\"",
        "UIButton_0x7f0000000002": "UIButton \"Close\"",
        "UIView_0x7f0000000003": "banner",
    ]

    /// id → displayName of every view of a normalized hierarchy, windows first, in tree order.
    static func names(_ hierarchy: JSONValue?) -> [String: String] {
        var out: [String: String] = [:]
        var pending = hierarchy?["windows"].map { Array($0.elements) } ?? []
        while let view = pending.popLast() {
            if let id = view["id"]?.string { out[id] = view["displayName"]?.string ?? "(none)" }
            pending += view["subviews"].map { Array($0.elements) } ?? []
        }
        return out
    }

    @Test func aStoredHierarchyAndTheOneShotAnswerNameEveryViewAsTheEngineDoes() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let created = try app.request("POST", "/api/hierarchies", headers: [("Content-Type", "text/plain")], body: Array(Self.dump.utf8))
        let id = try #require(try created.json()["id"]?.string, "\(created.text.prefix(300))")
        let stored = try app.get("/api/hierarchies/\(id)")
        #expect(stored.status == 200)
        let names = Self.names(try stored.json())
        #expect(names == Self.expected, "\(names)")

        // The same hierarchy brought along: the same names, and the trace names its hit view the same way.
        let text = try app.get("/api/hierarchies/\(id)").text
        let answer = try app.request("POST", "/api/hit-test", json: """
            {"hierarchy": \(text), "touch": {"x": 60, "y": 120}, "include": ["hierarchy"]}
            """)
        #expect(answer.status == 200, "\(answer.text.prefix(300))")
        let doc = try answer.json()
        #expect(Self.names(doc["hierarchy"]) == Self.expected)
        #expect(doc["trace"]?["names"]?["UIButton_0x7f893fc31e90"]?.string == "UIButton \"Reset DSN\"")
    }

    @Test func anAuthorsIdsAreTheirOwnNames() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let names = Self.names(try app.get("/api/hierarchies/\(id)").json())
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.key == $0.value }, "\(names)")
    }

    /// A document stored by a server that wrote no display names (the normalized form before them) is written
    /// again with them when this server opens the database (schema step 5), once; then GET answers it as stored.
    @Test func aHierarchyStoredWithoutDisplayNamesGetsThemOnceByTheMigration() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        func open(through version: Int) throws -> Store {
            var configuration = StoreConfiguration(path: path)
            configuration.migrations = Migrations.tables.withDocumentRewrites(through: version)
            return try Store(configuration: configuration)
        }
        let old = #"{"id":"h_before","windowScene":true,"viewCount":2,"windowCount":1,"windows":[{"id":"UIWindow_0x7f0000000001","class":"UIWindow","behavior":"UIWindow","frame":{"x":0,"y":0,"width":375,"height":667},"subviews":[{"id":"UIButton_0x7f0000000002","class":"UIButton","behavior":"UIButton","frame":{"x":20,"y":100,"width":160,"height":44},"attributes":{"accessibilityLabel":"'Close'"},"subviews":[]}]}]}"#
        do {
            // A database as the build before display names left it (schema version 4).
            let store = try open(through: 4)
            defer { store.close() }
            #expect(store.schemaVersion == 4)
            _ = try store.insertHierarchy(HierarchyRecord(
                HierarchyMetadata(id: "h_before", name: nil, viewCount: 2, windowCount: 1, createdAt: "2026-11-30T03:30:57Z",
                                  sourceFormat: "text"),
                document: Array(old.utf8)))
        }
        let app = try InProcessApp(reusing: directory.url.path)
        let response = try app.get("/api/hierarchies/h_before")
        app.stop()
        #expect(response.status == 200, "\(response.text.prefix(300))")
        let names = Self.names(try response.json())
        #expect(names == ["UIWindow_0x7f0000000001": "UIWindow …0001", "UIButton_0x7f0000000002": "UIButton \"Close\""], "\(names)")
        // What the document says is unchanged: it reads back to the same hierarchy, and the same frames.
        #expect(try response.json()["windows"]?[0]?["subviews"]?[0]?["frame"]?["y"]?.number == 100)
        // Reopening applies nothing again: the document stays as step 5 wrote it.
        let store = try open(through: .max)
        defer { store.close() }
        #expect(try store.write { try Migrations.appliedVersions($0) }.contains(DisplayNameRewrite.version))
        #expect(try store.hierarchy(id: "h_before")?.document == response.body)
    }

    /// The rewrite leaves a document that has the names already, and one that does not read back, as they are.
    @Test func theRewriteLeavesWhatItNeedNotOrCannotRead() {
        #expect(DisplayNameRewrite.withDisplayNames(in: Array(#"{"windows":[{"id":"w","displayName":"w"}]}"#.utf8)) == nil)
        #expect(DisplayNameRewrite.withDisplayNames(in: Array(#"{"windows":[{"id":"w","frame":"wide"}]}"#.utf8)) == nil)
        #expect(DisplayNameRewrite.withDisplayNames(in: Array("not json".utf8)) == nil)
    }
}
