import HTTPServer
import HitTestKit
import Sentences
import HitTraceJSON
import Answers

extension API {
    static let maxHitMapPoints = HitMapGrid.maxPoints

    /// The fields of the stored hit map's body: its options.
    static let hitMapOptions = ["step", "region", "audit"]

    /// POST /api/hierarchies/{id}/hit-map: `{"step": 1, "region": {x, y, width, height}}` (both optional):
    /// the receiving view at every grid point, per-view areas, dead zones and the touch-target audit.
    /// Nothing is stored: the map is a pure function of the hierarchy and the grid.
    func hitMap(hierarchyID: String, _ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        // An unknown hierarchy is a 404 whatever the body says.
        let h = try hierarchy(id: hierarchyID)
        let lang = try language(request)
        let body = request.body.isEmpty ? Array("{}".utf8) : request.body
        if !request.body.isEmpty { try request.requireJSON() }
        let doc = try parseJSON(body, maxNesting: 4)
        let plan = try hitMapPlan(doc.root, h, fields: Self.hitMapOptions)
        return try hitMapResponse(h, plan: plan, options: doc.root, request, lang: lang, budget: budget)
    }

    /// POST /api/hit-map: `{"hierarchy": {…}, "step", "region", "audit"}` (the options as above, optional), the
    /// stored route's answer for a hierarchy brought in the body (unsaved JSON, a view being dragged); nothing
    /// is stored.
    func oneShotHitMap(_ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let fields = ["hierarchy"] + Self.hitMapOptions
        let body = try oneShotHierarchy(request, fields: fields, required: ["hierarchy"],
                                        shape: "{\"hierarchy\": {…}, \"step\": …, \"region\": {…}, \"audit\": …}")
        let lang = try language(request)
        let plan = try hitMapPlan(body.root, body.hierarchy, fields: fields)
        return try hitMapResponse(body.hierarchy, plan: plan, options: body.root, request, lang: lang, budget: budget)
    }

    /// The map of `plan` as both routes answer it; `"audit"` in the options (or `?audit=`) adds that profile's
    /// findings (API+Check.swift).
    private func hitMapResponse(_ h: Hierarchy, plan: HitMapPlan, options: JSONValue, _ request: HTTPRequest,
                                lang: SentenceLanguage, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        .json(.ok, try hitMapAnswer(h, plan: plan, options: options, request, lang: lang, budget: budget), headers: [Self.varyLanguage])
    }

    /// The map's JSON; `base` is where the options are in the request body (for the paths of its errors).
    func hitMapAnswer(_ h: Hierarchy, plan: HitMapPlan, options: JSONValue, _ request: HTTPRequest,
                      lang: SentenceLanguage, at base: String = "$", budget: WorkBudget) throws(APIError) -> [UInt8] {
        let profile = try auditProfile(options["audit"]?.string ?? request.query["audit"], path: base + ".audit")
        guard let report = Self.report(h, plan: plan, budget: budget) else { return [] }
        let audit = profile.map { ($0, $0.audit(h, areas: ReceivingAreas(h, map: report.map))) }
        return HitMapJSON.render(report, in: h, lang: lang, audit: audit)
    }

    /// The map's report, its planned work counted on the budget first; nil when the budget cannot take it or
    /// stopped it (the caller's `budgeted` then answers why).
    static func report(_ h: Hierarchy, plan: HitMapPlan, budget: WorkBudget) -> HitMapReport? {
        let need = Int(plan.work)
        let work = BudgetedWork.hitMap(step: plan.grid.step, views: h.viewCount)
        guard budget.wouldFit(need, for: work), budget.spend(need, on: work) else { return nil }
        let report = HitMapReport(h, plan: plan, budget: budget)
        return budget.exceeded == nil ? report : nil
    }

    /// The plan of the map the options in `root` ask for; `root` may hold only `fields` (the options, and what
    /// else the route's body holds).
    func hitMapPlan(_ root: JSONValue, _ h: Hierarchy, fields: [String], at base: String = "$") throws(APIError) -> HitMapPlan {
        func invalid(_ path: String, _ message: String) -> APIError {
            APIError(status: .unprocessableContent, code: .invalidHitMap, message: message, path: path)
        }
        guard root.kind == .object else { throw invalid(base, "expected {\"step\": …, \"region\": {…}}") }
        for (key, _) in root.members where !fields.contains(key) {
            throw invalid(base + JSONPath.member(key), "unknown field \"\(key)\"; expected \(Self.listed(fields))")
        }
        if let a = root["audit"], a.kind != .string { throw invalid(base + ".audit", "expected hig, wcag-aa, wcag-aaa or material") }
        var step = 1.0
        if let s = root["step"] {
            guard let n = s.number, n.isFinite, n > 0, n <= HitMapGrid.maxCoordinate else {
                throw invalid(base + ".step", "expected a number of points greater than 0 and at most \(Int(HitMapGrid.maxCoordinate))")
            }
            step = n
        }
        var region: Rect
        if let r = root["region"] {
            guard r.kind == .object else { throw invalid(base + ".region", "expected {\"x\", \"y\", \"width\", \"height\"}") }
            var values: [String: Double] = [:]
            for (key, v) in r.members {
                guard ["x", "y", "width", "height"].contains(key) else {
                    throw invalid(base + ".region" + JSONPath.member(key), "unknown field \"\(key)\"; expected x, y, width and height")
                }
                guard let n = v.number, n.isFinite, abs(n) <= HitMapGrid.maxCoordinate else {
                    throw invalid(base + ".region" + JSONPath.member(key), "expected a number from -\(Int(HitMapGrid.maxCoordinate)) to \(Int(HitMapGrid.maxCoordinate))")
                }
                values[key] = n
            }
            for key in ["x", "y", "width", "height"] where values[key] == nil {
                throw invalid(base + ".region." + key, "is required")
            }
            region = Rect(x: values["x"]!, y: values["y"]!, width: values["width"]!, height: values["height"]!)
            guard region.width > 0, region.height > 0 else { throw invalid(base + ".region", "width and height must be greater than 0") }
        } else {
            guard let screen = h.screenRegion else { throw invalid(base + ".region", "no window is visible; give a region") }
            region = screen
        }
        // Checked before the grid is built, in Doubles: a tiny step must not overflow the column count.
        let points = HitMapGrid.pointCount(region: region, step: step)
        guard points <= Double(Self.maxHitMapPoints) else {
            throw APIError(status: .unprocessableContent, code: .limitExceeded,
                           message: "the grid has \(Int64(min(points, 9e18))) points; at most \(Self.maxHitMapPoints) are allowed: use a larger step or a smaller region",
                           path: base + ".step")
        }
        // The work the map will do by regions (its plan's estimate: the hit tests and drawn walks of the
        // segments between edges, each counted as visiting every view), not points × views.
        let plan = HitMapPlan(h, grid: HitMapGrid(region: region, step: step))
        guard plan.isWithinWorkLimit else {
            throw APIError(status: .unprocessableContent, code: .limitExceeded,
                           message: "about \(Int64(plan.segments)) segments × \(English.count(h.viewCount, "view")) is too much work for one map: use a larger step or a smaller region",
                           path: base + ".step")
        }
        return plan
    }
}
