import Foundation
import Testing
import HitTestKit
import TestSupport

/// POST /api/hierarchies with a recursiveDescription dump as text, and GET with `Accept: text/plain`, through
/// the app in process.
@Suite(.serialized) struct ImportEndpointTests {
    static let text = [("Content-Type", "text/plain; charset=utf-8")]

    /// Dump 08 (Cycript, backticks and all), read from ../shared in place: skipped in a plain clone, where
    /// `anOwnCycriptDumpIsImportedExportedAndImportedAgain` does the same with the project's own dump.
    @Test(.needsRealData) func aDumpIsImportedExportedAndImportedAgainToTheSameHierarchy() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try Self.importExportImport(app, try RealData.dump("08-owasp-mastg-cycript-keywindow.txt"), views: 10,
            dumpStarts: "<UIWindow: 0x16e82190; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x16e80ac0>; layer = <UIWindowLayer: 0x16e63ce0>>\n   | <UIView: 0x16e935f0;")

        // The page's id scheme: class and address. The hidden label is not interactive by UIKit's default; the
        // visible one prints `userInteractionEnabled = NO` too.
        let normalized = try app.get("/api/hierarchies/\(id)").json()
        let window = try #require(normalized["windows"]?[0])
        #expect(window["id"]?.string == "UIWindow_0x16e82190")
        #expect(window["subviews"]?[0]?["subviews"]?[0]?["hidden"]?.bool == true)
        #expect(window["subviews"]?[0]?["subviews"]?[1]?["text"]?.string == "A Secret Is Found In The ...")

        // A touch on the imported button's label lands on the button: the label prints
        // `userInteractionEnabled = NO`, so UIKit skips it (3.6).
        let trace = try app.touch(id, #"{"x": 160, "y": 205}"#).json()
        #expect(trace["hitView"]?.string == "UIButton_0x16d901e0")
    }

    /// The same with the project's own Cycript dump (Tests/Fixtures/dumps): the `cy#` command and the
    /// backticks are read past, `\u` escapes become text, and a touch on the button's label lands on the button.
    @Test func anOwnCycriptDumpIsImportedExportedAndImportedAgain() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try Self.importExportImport(app, try OwnDumps.dump("cycript-keywindow.txt"), views: 10,
            dumpStarts: "<UIWindow: 0x15d2e5a0; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x15d2f0b0>; layer = <UIWindowLayer: 0x15d2c4d0>>\n   | <UIView: 0x15e1a7c0;")

        let normalized = try app.get("/api/hierarchies/\(id)").json()
        let window = try #require(normalized["windows"]?[0])
        #expect(window["id"]?.string == "UIWindow_0x15d2e5a0")
        let root = try #require(window["subviews"]?[0])
        #expect(root["subviews"]?[0]?["class"]?.string == "_UILayoutGuide")
        #expect(root["subviews"]?[0]?["hidden"]?.bool == true)
        #expect(root["subviews"]?[2]?["text"]?.string == "用户名")
        #expect(root["subviews"]?[2]?["userInteractionEnabled"]?.bool == false)

        let trace = try app.touch(id, #"{"x": 160, "y": 200}"#).json()
        #expect(trace["hitView"]?.string == "UIButton_0x15e1e4a0")
    }

    /// Imports a dump, checks the summary, exports it as text and imports that again to the same hierarchy:
    /// the steps both the real and the own Cycript dump go through. Returns the stored id.
    static func importExportImport(_ app: InProcessApp, _ body: [UInt8], views: Int, dumpStarts prefix: String) throws -> String {
        let created = try app.request("POST", "/api/hierarchies", headers: text, body: body)
        #expect(created.status == 201, "\(created.text)")
        let summary = try created.json()
        let id = try #require(summary["id"]?.string)
        #expect(summary["sourceFormat"]?.string == "text")
        #expect(summary["viewCount"]?.number == Double(views))

        let dump = try app.get("/api/hierarchies/\(id)", headers: [("Accept", "text/plain")])
        #expect(dump.status == 200)
        #expect(dump.mediaType == "text/plain")
        #expect(dump.text.hasPrefix(prefix))
        #expect(try app.get("/api/hierarchies/\(id)?format=text").body == dump.body)

        let again = try app.request("POST", "/api/hierarchies", headers: [("Content-Type", "text/x-recursive-description")], body: dump.body)
        #expect(again.status == 201)
        let againID = try #require(try again.json()["id"]?.string)
        let first = try app.get("/api/hierarchies/\(id)").text.replacingOccurrences(of: id, with: againID)
        #expect(first == (try app.get("/api/hierarchies/\(againID)").text))
        return id
    }

    @Test func aMalformedDumpIs422WithTheLineNumber() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let body = Array("""
            <UIWindow: 0x1; frame = (0 0; 320 568)>
               | <UIView: 0x2; frame = (0 0; 320 568)>
               |    | this is not a view
               |    | <UIView: 0x3; frame = (0 0; 10 ten)>
            """.utf8)
        let response = try app.request("POST", "/api/hierarchies", headers: Self.text, body: body)
        #expect(response.status == 422)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.string == "invalid_dump")
        #expect(error["path"]?.string == "line 3")
        #expect(error["message"]?.string?.hasPrefix("expected a view line") == true)
        #expect(error["errors"]?.elements.compactMap { $0["path"]?.string } == ["line 3", "line 4"])
    }
}
