import Testing
import HitTestKit
import TestSupport

/// POST /api/hierarchies/{id}/hit-map, through the app in process (docs/API.md §13, "Hit map").
@Suite(.serialized) struct HitMapEndpointTests {
    static let json = [("Content-Type", "application/json")]

    @Test func theSeedDemoMapAgreesWithSingleTouchesAndMatchesItsSchema() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json,
                                        json: #"{"step": 10, "region": {"x": 0, "y": 0, "width": 200, "height": 300}}"#)
        #expect(response.status == 200, "\(response.text.prefix(300))")
        let map = try response.json()
        #expect(map.keys == ["step", "region", "sampling", "columns", "rows", "points", "views", "map", "areas", "deadZones", "audit", "deadZoneGroups", "auditGroups"])
        #expect(map["columns"]?.number == 20 && map["rows"]?.number == 30 && map["points"]?.number == 600)
        let views = try #require(map["views"]?.strings)
        // The point (50, 100) is column 5 of row 10: the seed demo's red tap lands on redView.
        let row = try #require(map["map"]?[10]?.elements.compactMap(\.number).map(Int.init))
        var column = 0, answer: Int?
        for k in stride(from: 0, to: row.count, by: 2) {
            if 5 < column + row[k + 1] { answer = row[k]; break }
            column += row[k + 1]
        }
        #expect(answer.map { views[$0] } == "redView")
        let trace = try app.touch(id, #"{"x":50,"y":100}"#).json()
        #expect(trace["hitView"]?.string == "redView")

        let document = try OpenAPIConformanceTests.document(from: app)
        let problems = OpenAPIConformanceTests.conformance(of: response, method: "POST", template: "/api/hierarchies/{id}/hit-map",
                                                            document: document, checker: SchemaChecker(document: document))
        #expect(problems == [])
    }

    @Test func anEmptyBodyMapsTheWindowsAtOnePoint() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(Array(#"{"root": {"id": "w", "frame": [0, 0, 40, 30], "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 20, 30]}]}}"#.utf8))
        let map = try app.request("POST", "/api/hierarchies/\(id)/hit-map").json()
        #expect(map["step"]?.number == 1 && map["columns"]?.number == 40 && map["rows"]?.number == 30)
        #expect(map["map"]?[0]?.elements.compactMap(\.number) == [1, 20, 0, 20])
        // A 20×30 button is under the 44×44 pt guideline.
        #expect(map["audit"]?[0]?["kind"]?.string == "smallTarget")
        #expect(map["audit"]?[0]?["receivingArea"]?.number == 600)
    }

    @Test(arguments: [
        (#"{"step": 0}"#, 422, "invalid_hit_map"),
        (#"{"step": "1"}"#, 422, "invalid_hit_map"),
        (#"{"region": {"x": 0, "y": 0, "width": 10}}"#, 422, "invalid_hit_map"),
        (#"{"stride": 1}"#, 422, "invalid_hit_map"),
        (#"{"step": 0.01}"#, 422, "limit_exceeded"),
        ("{", 400, "malformed_json"),
    ])
    func badRequestsAreRefused(body: String, status: Int, code: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: body)
        #expect(response.status == status)
        #expect(try response.json()["error"]?["code"]?.string == code)
    }

    @Test func tooMuchWorkForOneMapIs422() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        // 2,000 rotated views over the whole 2000×2000 region: every row crosses every view's slanted edges, so
        // the plan estimates a segment per point, and 4,000,000 segments × 2,000 views is past the limit.
        let subviews = (0..<1_999).map { _ in #"{"frame": [0, 0, 2000, 2000], "transform": {"rotate": 45}}"# }.joined(separator: ",")
        let id = try app.upload(Array(#"{"root": {"frame": [0, 0, 2000, 2000], "subviews": [\#(subviews)]}}"#.utf8))
        let response = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"step": 1}"#)
        #expect(response.status == 422)
        #expect(try response.json()["error"]?["code"]?.string == "limit_exceeded")
        #expect(try response.json()["error"]?["message"]?.string?.contains("segments × 2000 views is too much work") == true)
    }

    @Test func manyViewsWithFewEdgesAreAnsweredWhateverThePointCount() throws {
        let live = try LiveApp()
        defer { live.finish() }
        // 4,000,000 points × 2,000 views was refused by the old measure; the regions make it a few segments per row.
        let subviews = (0..<1_999).map { _ in #"{"frame": [0, 0, 10, 10]}"# }.joined(separator: ",")
        let id = try live.upload(Array(#"{"root": {"frame": [0, 0, 2000, 2000], "subviews": [\#(subviews)]}}"#.utf8))
        let response = try live.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"step": 1}"#)
        #expect(response.status == 200)
        #expect(try response.json()["points"]?.number == 4_000_000)
    }

    /// The picture's map is the POST's: by regions, under the same work limit. 4,000,000 points × 2,001 views
    /// made it halve the grid (step 2) before; its regions are a few segments per row, so it keeps step 1 (the
    /// 3-pt wide button at x = 21 is a 3-pt wide rectangle, not the 2-pt one of even columns).
    @Test func theSVGMapsByTheSameRegionsAndWorkLimitAsThePost() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let subviews = (0..<1_999).map { _ in #"{"frame": [0, 0, 10, 10]}"# } + [#"{"id": "b", "class": "UIButton", "frame": [21, 0, 3, 5]}"#]
        let id = try app.upload(Array(#"{"root": {"frame": [0, 0, 2000, 2000], "subviews": [\#(subviews.joined(separator: ","))]}}"#.utf8))
        let svg = try app.request("GET", "/api/hierarchies/\(id)/hit-map.svg?step=1")
        #expect(svg.status == 200)
        #expect(svg.text.contains(#"<title>b</title><rect x="21" y="0" width="3" height="5"/>"#), "\(svg.text.prefix(2000))")
        let post = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"step": 1}"#)
        #expect(post.status == 200)

        // Past the limit, the POST refuses and the picture coarsens. The plan here is the fallback (a view too
        // ill-conditioned to bound makes every point its own segment), so past the limit is cheap to reach:
        // 4,000,000 points × 600 views at 1 pt, a quarter of that at 2 pt. (Slanted views past it:
        // tooMuchWorkForOneMapIs422.)
        let squares = (0..<598).map { _ in #"{"frame": [0, 0, 10, 10]}"# }
        let busyJSON = Array(#"{"root": {"frame": [0, 0, 2000, 2000], "subviews": [{"frame": [10, 10, 50, 50], "transform": {"scale": [1e-9, 1e9]}}, \#(squares.joined(separator: ","))]}}"#.utf8)
        let busy = try app.upload(busyJSON)
        let refused = try app.request("POST", "/api/hierarchies/\(busy)/hit-map", headers: Self.json, json: #"{"step": 1}"#)
        #expect(refused.status == 422)
        #expect(try refused.json()["error"]?["message"]?.string?.contains("4000000 segments × 600 views is too much work") == true)
        let plan = HitMapPlan.coarsened(try HierarchyDecoder.decode(json: busyJSON), region: Rect(x: 0, y: 0, width: 2000, height: 2000), step: 1)
        #expect(plan.fallback != nil && plan.grid.step == 2 && plan.isWithinWorkLimit)
    }

    @Test func anUnknownHierarchyIs404() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        #expect(try app.request("POST", "/api/hierarchies/h_none/hit-map", headers: Self.json, json: "{}").status == 404)
    }

    /// A step or a region past any screen is refused: its areas (points × step²) would not be finite numbers.
    @Test func aStepOrRegionPastAnyScreenIs422() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let step = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"step": 2.4e167}"#)
        #expect(step.status == 422)
        #expect(try step.json()["error"]?["path"]?.string == "$.step")
        let region = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json,
                                     json: #"{"step": 1e6, "region": {"x": 0, "y": 0, "width": 1e300, "height": 10}}"#)
        #expect(region.status == 422)
        #expect(try region.json()["error"]?["path"]?.string == "$.region.width")
        #expect(try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"step": 1e6}"#).status == 200)
    }
}
