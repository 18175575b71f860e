import HTTPServer
import HitTestKit
import HitTraceJSON
import Answers

extension API {
    /// POST /api/hierarchies/{id}/check: the expectations of `hittrace check` as the body
    /// (`{"expect": [{"tap": [x, y], "hits": "view"}, {"reachable": "view"}, {"audit": "hig"}]}`); 200 with
    /// every result (`passed` says whether all hold), 422 `invalid_expectations` at the path of each problem.
    /// The same `TouchCheck` the command line runs.
    func check(hierarchyID: String, _ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let h = try hierarchy(id: hierarchyID)
        try request.requireJSON()
        guard !request.body.isEmpty else { throw APIError.badRequest("the request body is empty; send {\"expect\": […]}") }
        let expectations: [Expectation]
        do { expectations = try Expectation.decode(json: request.body) } catch { throw APIError(error) }
        let report = TouchCheck.run(expectations, on: h, step: try step(request), budget: budget)
        return .json(.ok, CheckReports.json(report, in: h))
    }

    /// GET /api/hierarchies/{id}/hit-map.svg?step=&audit=: the hit map as a picture: receiving areas, dead
    /// zones, and the findings of the audit named (hig, wcag-aa, wcag-aaa, material; none by default).
    func hitMapSVG(hierarchyID: String, _ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let h = try hierarchy(id: hierarchyID)
        return try hitMapPicture(h, named: hierarchyID, step: try step(request),
                                 profile: try auditProfile(request.query["audit"], path: "query.audit"), budget: budget)
    }

    /// The hit map of `h` as an SVG picture (both routes' answer); `name` names the file when the hierarchy has none.
    func hitMapPicture(_ h: Hierarchy, named name: String, step: Double, profile: AuditProfile?,
                       budget: WorkBudget) throws(APIError) -> HTTPResponse {
        guard let region = h.screenRegion else {
            throw APIError(status: .unprocessableContent, code: .invalidHitMap, message: "no window is visible: there is no map to draw", path: "$")
        }
        // The same plan and work limit as POST …/hit-map, but a map past the limit is drawn coarser, not refused.
        guard let report = Self.report(h, plan: HitMapPlan.coarsened(h, region: region, step: step), budget: budget) else {
            return HTTPResponse(status: .ok)
        }
        let findings = profile.map { $0.audit(h, areas: ReceivingAreas(h, map: report.map)) } ?? []
        let svg = HitMapSVG.render(report, in: h, findings: findings, title: "Hit map of \(h.name ?? name)")
        return HTTPResponse(status: .ok, headers: [("Content-Type", "image/svg+xml; charset=utf-8"),
                                                   ("Content-Disposition", "inline; filename=\"\(name)-hit-map.svg\"")],
                            body: Array(svg.utf8))
    }

    /// An audit profile named in a query or a body, or nil when none is named.
    func auditProfile(_ name: String?, path: String) throws(APIError) -> AuditProfile? {
        guard let name, !name.isEmpty else { return nil }
        guard let profile = AuditProfile.named(name) else {
            throw APIError(status: .unprocessableContent, code: .invalidHitMap,
                           message: "audit must be one of \(AuditProfile.all.map(\.name).joined(separator: ", "))", path: path)
        }
        return profile
    }

    /// `?step=` (default 1; the map coarsens it when the limits ask for it).
    private func step(_ request: HTTPRequest) throws(APIError) -> Double {
        guard let text = request.query["step"] else { return 1 }
        guard let s = Double(text), s.isFinite, s > 0, s <= HitMapGrid.maxCoordinate else {
            throw APIError.badRequest("step must be a number of points above 0 and at most \(Int(HitMapGrid.maxCoordinate))", path: "query.step")
        }
        return s
    }
}
