import HTTPServer
import HitTestKit

extension API {
    static let maxHitMapPoints = HitMapGrid.maxPoints

    /// POST /api/hierarchies/{id}/hit-map: `{"step": 1, "region": {x, y, width, height}}` (both optional):
    /// the receiving view at every grid point, per-view areas, dead zones and the touch-target audit.
    /// Nothing is stored: the map is a pure function of the hierarchy and the grid.
    func hitMap(hierarchyID: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        // An unknown hierarchy is a 404 whatever the body says.
        let h = try hierarchy(id: hierarchyID)
        let lang = try language(request)
        let body = request.body.isEmpty ? Array("{}".utf8) : request.body
        if !request.body.isEmpty { try request.requireJSON() }
        let doc = try parseJSON(body, maxNesting: 4)
        let plan = try hitMapPlan(doc.root, h)
        let report = HitMapReport(h, plan: plan)
        let answer = HitMapJSON.render(report, in: h, lang: lang)
        // `"audit": "wcag-aa"` (or `?audit=`) adds that profile's findings (API+Check.swift).
        if let profile = try auditProfile(doc.root["audit"]?.string ?? request.query["audit"], path: "$.audit") {
            return .json(.ok, withAuditProfile(answer, profile, report, h, lang: lang), headers: [Self.varyLanguage])
        }
        return .json(.ok, answer, headers: [Self.varyLanguage])
    }

    private func hitMapPlan(_ root: JSONValue, _ h: Hierarchy) throws(APIError) -> HitMapPlan {
        func invalid(_ path: String, _ message: String) -> APIError {
            APIError(status: .unprocessableContent, code: "invalid_hit_map", message: message, path: path)
        }
        guard root.kind == .object else { throw invalid("$", "expected {\"step\": …, \"region\": {…}}") }
        for (key, _) in root.members where key != "step" && key != "region" && key != "audit" {
            throw invalid("$" + JSONPath.member(key), "unknown field \"\(key)\"; expected \"step\", \"region\" and \"audit\"")
        }
        if let a = root["audit"], a.kind != .string { throw invalid("$.audit", "expected hig, wcag-aa, wcag-aaa or material") }
        var step = 1.0
        if let s = root["step"] {
            guard let n = s.number, n.isFinite, n > 0, n <= HitMapGrid.maxCoordinate else {
                throw invalid("$.step", "expected a number of points greater than 0 and at most \(Int(HitMapGrid.maxCoordinate))")
            }
            step = n
        }
        var region: Rect
        if let r = root["region"] {
            guard r.kind == .object else { throw invalid("$.region", "expected {\"x\", \"y\", \"width\", \"height\"}") }
            var values: [String: Double] = [:]
            for (key, v) in r.members {
                guard ["x", "y", "width", "height"].contains(key) else {
                    throw invalid("$.region" + JSONPath.member(key), "unknown field \"\(key)\"; expected x, y, width and height")
                }
                guard let n = v.number, n.isFinite, abs(n) <= HitMapGrid.maxCoordinate else {
                    throw invalid("$.region" + JSONPath.member(key), "expected a number from -\(Int(HitMapGrid.maxCoordinate)) to \(Int(HitMapGrid.maxCoordinate))")
                }
                values[key] = n
            }
            for key in ["x", "y", "width", "height"] where values[key] == nil {
                throw invalid("$.region." + key, "is required")
            }
            region = Rect(x: values["x"]!, y: values["y"]!, width: values["width"]!, height: values["height"]!)
            guard region.width > 0, region.height > 0 else { throw invalid("$.region", "width and height must be greater than 0") }
        } else {
            guard let screen = h.screenRegion else { throw invalid("$.region", "no window is visible; give a region") }
            region = screen
        }
        // Checked before the grid is built, in Doubles: a tiny step must not overflow the column count.
        let points = HitMapGrid.pointCount(region: region, step: step)
        guard points <= Double(Self.maxHitMapPoints) else {
            throw APIError(status: .unprocessableContent, code: "limit_exceeded",
                           message: "the grid has \(Int64(min(points, 9e18))) points; at most \(Self.maxHitMapPoints) are allowed: use a larger step or a smaller region",
                           path: "$.step")
        }
        // The work the map will do by regions (its plan's estimate: the hit tests and drawn walks of the
        // segments between edges, each counted as visiting every view), not points × views.
        let plan = HitMapPlan(h, grid: HitMapGrid(region: region, step: step))
        guard plan.isWithinWorkLimit else {
            throw APIError(status: .unprocessableContent, code: "limit_exceeded",
                           message: "about \(Int64(plan.segments)) segments × \(h.viewCount) views is too much work for one map: use a larger step or a smaller region",
                           path: "$.step")
        }
        return plan
    }
}
