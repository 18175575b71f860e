import Foundation
import Testing
import HitTestKit
import HitTraceJSON
import TestSupport

/// POST, GET, list and DELETE of hierarchies, through the app in process (docs/API.md, "Endpoints").
/// Each test starts its own server on a fresh database.
@Suite(.serialized) struct HierarchyEndpointTests {
    @Test func uploadingTheSeedDemoAnswers201WithLocationAndASummary() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(response.status == 201)
        #expect(response.mediaType == "application/json")
        let body = try response.json()
        let id = try #require(body["id"]?.string)
        #expect(id.hasPrefix("h_") && id.count == 18)  // "h_" + 16 base32 characters
        #expect(response.header("Location") == "/api/hierarchies/\(id)")
        #expect(body.keys == ["id", "name", "viewCount", "windowCount", "traceCount", "createdAt", "sourceFormat", "links"])
        #expect(body["name"]?.string == "Seed demo: gray, red, blue and yellow views")
        // window, root, grayView, redView, blueView, yellowView.
        #expect(body["viewCount"]?.number == 6)
        #expect(body["windowCount"]?.number == 1)
        #expect(body["traceCount"]?.number == 0)
        #expect(body["sourceFormat"]?.string == "json")
        #expect(body["links"]?["touches"]?.string == "/api/hierarchies/\(id)/touches")
    }

    @Test func getReturnsTheHierarchyNormalizedAndPostingItBackGivesTheSameHierarchy() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.get("/api/hierarchies/\(id)")
        #expect(response.status == 200)
        let doc = try response.json()
        #expect(doc["id"]?.string == id)
        #expect(doc["windowScene"]?.bool == true)  // the default: the iOS 13+ responder chain
        // Always `windows`, even for a hierarchy uploaded with `root`.
        #expect(doc["root"] == nil)
        let window = try #require(doc["windows"]?[0])
        #expect(window["id"]?.string == "window")
        #expect(window["windowLevel"]?.number == 0)
        let root = try #require(window["subviews"]?[0])
        #expect(root["viewController"]?["class"]?.string == "ViewController")
        #expect(root["subviews"].map { $0.elements.compactMap { $0["id"]?.string } } == ["grayView", "yellowView"])
        let red = try #require(root["subviews"]?[0]?["subviews"]?[0])
        // Every default filled in: a custom class behaves as its base; bounds are the frame's size at (0, 0);
        // the centre is the frame's middle (anchor point 0.5, 0.5); the transform is the identity matrix.
        #expect(red["id"]?.string == "redView")
        #expect(red["class"]?.string == "GSRedView")
        #expect(red["behavior"]?.string == "UIView")
        #expect(red["bounds"]?["width"]?.number == 93.75)
        #expect(red["bounds"]?["x"]?.number == 0)
        #expect(red["center"]?["x"]?.number == 46.875)
        #expect(red["transform"].map { JSONCanonical.render($0) } == Array(#"{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0}"#.utf8))
        #expect(red["alpha"]?.number == 1)
        #expect(red["hidden"]?.bool == false)
        #expect(red["userInteractionEnabled"]?.bool == true)
        #expect(red["pointInside"]?.string == "default")
        #expect(red["hitTest"]?.string == "default")
        #expect(red["gestureRecognizers"]?.count == 0)

        // The normalized form is itself a valid upload, and normalizing it again changes nothing but the id.
        let again = try app.upload(response.body)
        let second = try app.get("/api/hierarchies/\(again)")
        #expect(second.text.replacingOccurrences(of: again, with: id) == response.text)
    }

    @Test func theListIsNewestFirstAndPagesWithACursor() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        var uploaded: [String] = []
        for n in 1...3 {
            uploaded.append(try app.upload(Array(#"{"name":"n\#(n)","root":{"frame":[0,0,10,10]}}"#.utf8)))
        }
        var seen: [String] = []
        var cursor: String?
        for page in 1...3 {
            let target = "/api/hierarchies?limit=1" + (cursor.map { "&cursor=\($0)" } ?? "")
            let response = try app.get(target)
            #expect(response.status == 200)
            let body = try response.json()
            #expect(body.keys == ["items", "nextCursor"])
            #expect(body["items"]?.count == 1)
            seen += body["items"]?.elements.compactMap { $0["id"]?.string } ?? []
            cursor = body["nextCursor"]?.string
            // The last page says so with a null cursor.
            #expect((body["nextCursor"]?.isNull == true) == (page == 3))
        }
        #expect(seen == Array(uploaded.reversed()))

        let all = try app.get("/api/hierarchies").json()
        #expect(all["items"]?.elements.compactMap { $0["name"]?.string } == ["n3", "n2", "n1"])
        #expect(all["nextCursor"]?.isNull == true)
    }

    @Test(arguments: ["limit=0", "limit=201", "limit=ten", "limit=-1", "limit=1.5"])
    func aBadLimitIs400AtQueryLimit(query: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.get("/api/hierarchies?\(query)")
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
        #expect(try response.json()["error"]?["path"]?.string == "query.limit")
    }

    /// The API parses the cursor and refuses one it could not have given out, before asking the store.
    @Test(arguments: ["zzz", "s0", "s-3", "h_3tkeuolvftdim4rt", "s1%20"])
    func aCursorTheServerNeverGaveOutIs400AtQueryCursor(cursor: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.get("/api/hierarchies?cursor=\(cursor)")
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
        #expect(try response.json()["error"]?["path"]?.string == "query.cursor")
    }

    /// Cursors are opaque and checked: one the store could not have given out is 400 however well formed
    /// (a place past every hierarchy, another hierarchy's id at a used place, the plain text inside one), while
    /// one whose last hierarchy was deleted since still goes on. A page that has a next one links to it
    /// (RFC 8288).
    @Test func cursorsAreOpaqueCheckedAndLinked() throws {
        let live = try LiveApp()
        defer { live.finish() }
        var ids: [String] = []
        for n in 1...3 { ids.append(try live.upload(Array(#"{"name":"n\#(n)","root":{"frame":[0,0,10,10]}}"#.utf8))) }
        let first = try live.get("/api/hierarchies?limit=1")
        let cursor = try #require(try first.json()["nextCursor"]?.string)
        #expect(first.header("Link") == "</api/hierarchies?limit=1&cursor=\(cursor)>; rel=\"next\"")
        #expect(!cursor.contains(ids[2]))
        func base64url(_ s: String) -> String {
            Data(s.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        for forged in ["s1", base64url("999.\(ids[0])"), base64url("1.h_someoneelse"), "3.\(ids[2])"] {
            let response = try live.get("/api/hierarchies?cursor=\(forged)")
            #expect(response.status == 400, "\(forged)")
            #expect(try response.json()["error"]?["path"]?.string == "query.cursor")
        }
        // The page ended on ids[2]; it is deleted, and the next page is still the rest.
        #expect(try live.request("DELETE", "/api/hierarchies/\(ids[2])").status == 204)
        let second = try live.get("/api/hierarchies?limit=5&cursor=\(cursor)")
        #expect(second.status == 200)
        #expect(try second.json()["items"]?.elements.compactMap { $0["id"]?.string } == [ids[1], ids[0]])
        #expect(second.header("Link") == nil)
    }

    @Test func deleteAnswers204ThenTheHierarchyAndItsTracesAre404() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let kept = try app.upload(try Fixtures.seedDemoJSON())
        let trace = try app.touch(id, Fixtures.redTap)
        let traceLocation = try #require(trace.header("Location"))
        // Twice: the second GET answers from the trace's prepared response, which must go with the hierarchy too.
        #expect(try app.get(traceLocation).status == 200)
        #expect(try app.get(traceLocation).status == 200)

        let deleted = try app.request("DELETE", "/api/hierarchies/\(id)")
        #expect(deleted.status == 204)
        #expect(deleted.body.isEmpty)

        for target in ["/api/hierarchies/\(id)", traceLocation, traceLocation + "?format=text"] {
            let gone = try app.get(target)
            #expect(gone.status == 404, "\(target)")
            #expect(gone.errorCode == "not_found")
        }
        #expect(try app.request("DELETE", "/api/hierarchies/\(id)").status == 404)
        #expect(try app.touch(id, Fixtures.redTap).status == 404)
        let list = try app.get("/api/hierarchies").json()
        #expect(list["items"]?.elements.compactMap { $0["id"]?.string } == [kept])
    }

    @Test func aHierarchyOverTheViewLimitIs422LimitExceeded() throws {
        var options = AppOptions()
        options.limits = HierarchyLimits(maxViews: 3)
        let app = try InProcessApp(options: options)
        defer { app.finish() }
        let response = try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(response.status == 422)
        #expect(response.errorCode == "limit_exceeded")
        #expect(try response.json()["error"]?["message"]?.string?.contains("more than 3 views") == true)
    }
}
