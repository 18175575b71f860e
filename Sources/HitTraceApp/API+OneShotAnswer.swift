import HTTPServer
import HitTestKit
import Sentences
import HitTraceJSON

/// What a one-shot hit test answers besides its trace, when asked (`"include"`), and the one-shot picture of the
/// hit map: an edited hierarchy goes to the server once per edit and comes back drawn, traced and mapped, with
/// nothing stored (the page stores a hierarchy only when the user shares it).
extension API {
    /// The parts `"include"` may name.
    static let includable = ["hierarchy", "hitMap"]

    /// The issues with `"include"` and `"hitMap"` in a one-shot hit test's body, reported with the body's others.
    static func includeIssues(_ root: JSONValue) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        var named: [String] = []
        if let include = root["include"] {
            if include.kind == .array {
                for (i, part) in include.elements.enumerated() {
                    guard let name = part.string, includable.contains(name), !named.contains(name) else {
                        issues.append(ValidationIssue(path: "$.include[\(i)]", message: "expected \(listed(includable)), each at most once"))
                        continue
                    }
                    named.append(name)
                }
            } else {
                issues.append(ValidationIssue(path: "$.include", message: "expected an array of \(listed(includable))"))
            }
        }
        if let options = root["hitMap"] {
            if options.kind != .object {
                issues.append(ValidationIssue(path: "$.hitMap", message: "expected the hit map's options {\"step\", \"region\", \"audit\"}"))
            } else if !named.contains("hitMap") {
                issues.append(ValidationIssue(path: "$.hitMap", message: "are the options of a hit map the answer does not include: add \"hitMap\" to \"include\""))
            }
        }
        return issues
    }

    /// `{"trace": …, "hierarchy": …, "hitMap": …}`, the parts `include` names beside the trace: the normalized
    /// hierarchy (as `GET /api/hierarchies/{id}` writes it, without an id) and the hit map of `options` (as
    /// `POST /api/hit-map` answers it). Each part is a whole document written by its own writer.
    func oneShotAnswer(trace: [UInt8], _ h: Hierarchy, include: JSONValue, options: JSONValue?, _ request: HTTPRequest,
                       lang: SentenceLanguage, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let named = include.elements.compactMap(\.string)
        var map: [UInt8]?
        if named.contains("hitMap") {
            let given: JSONValue
            if let options { given = options } else { given = try parseJSON(Array("{}".utf8), maxNesting: 1).root }
            let plan = try hitMapPlan(given, h, fields: Self.hitMapOptions, at: "$.hitMap")
            map = try hitMapAnswer(h, plan: plan, options: given, request, lang: lang, at: "$.hitMap", budget: budget)
        }
        let normalized = named.contains("hierarchy") ? NormalizedJSON.render(h) : nil
        var w = JSONWriter(capacity: trace.count + (normalized?.count ?? 0) + (map?.count ?? 0) + 64)
        w.beginObject()
        w.key("trace"); w.raw(trace)
        if let normalized { w.key("hierarchy"); w.raw(normalized) }
        if let map { w.key("hitMap"); w.raw(map) }
        w.endObject()
        // POST /api/hit-test's answer: `Accept` would have picked the text log instead.
        return .json(.ok, w.bytes, headers: [("Vary", Self.varyFormAndLanguage)])
    }

    /// POST /api/hit-map.svg: `{"hierarchy": {…}, "step", "audit"}` (both optional), the stored route's picture
    /// (`GET /api/hierarchies/{id}/hit-map.svg`) of a hierarchy brought in the body; nothing is stored.
    func oneShotHitMapSVG(_ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let body = try oneShotHierarchy(request, fields: ["hierarchy", "step", "audit"], required: ["hierarchy"],
                                        shape: "{\"hierarchy\": {…}, \"step\": …, \"audit\": …}")
        var step = 1.0
        if let s = body.root["step"] {
            guard let n = s.number, n.isFinite, n > 0, n <= HitMapGrid.maxCoordinate else {
                throw APIError(status: .unprocessableContent, code: .invalidHitMap,
                               message: "expected a number of points greater than 0 and at most \(Int(HitMapGrid.maxCoordinate))", path: "$.step")
            }
            step = n
        }
        if let a = body.root["audit"], a.kind != .string {
            throw APIError(status: .unprocessableContent, code: .invalidHitMap, message: "expected hig, wcag-aa, wcag-aaa or material", path: "$.audit")
        }
        return try hitMapPicture(body.hierarchy, named: "hierarchy", step: step,
                                 profile: try auditProfile(body.root["audit"]?.string, path: "$.audit"), budget: budget)
    }
}
