import HTTPServer
import HitTestKit
import Sentences
import Storage
import HitTraceJSON
import Answers

/// "Why not my view?": `GET /api/traces/{traceId}/why-not/{viewId}`, and `"expect"` in a touch body.
extension API {
    /// A touch body without its `"expect"` member, and the view it names.
    struct ExpectedTouch {
        var touch: JSONValue
        var expect: String?
        /// Keeps the re-parsed touch's bytes alive.
        var document: JSONDocument?
    }

    /// Splits `"expect": "viewId"` off a touch body (the rest is the touch as the API always took it).
    func splitExpect(_ root: JSONValue, path: String) throws(APIError) -> ExpectedTouch {
        guard root.kind == .object, let e = root["expect"] else { return ExpectedTouch(touch: root, expect: nil) }
        guard let id = e.string, !id.isEmpty else {
            throw APIError.badRequest("expect must be the id of a view (a non-empty string)", path: path + ".expect")
        }
        var tree = JSONTree(root)
        tree["expect"] = nil
        let doc = try parseJSON(tree.bytes, maxNesting: 16)
        return ExpectedTouch(touch: doc.root, expect: id, document: doc)
    }

    /// GET /api/traces/{traceId}/why-not/{viewId}?lang=en|zh: answered from the trace's simulation.
    func whyNot(traceID: String, viewID: String, _ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        guard let record = try storage({ try store.trace(id: traceID) }) else { throw APIError.notFound("trace", traceID) }
        let h = try hierarchy(id: record.hierarchyID)
        let v = try Self.view(named: viewID, in: h, path: nil)
        let lang = try language(request)
        let simulated = try simulated(record, h, budget: budget)
        let reply = try whyNotReply(h, hierarchyID: record.hierarchyID, view: v, simulation: simulated.simulation,
                                    canonicalTouch: simulated.touchOnlyJSON, traceID: traceID, budget: budget)
        var w = JSONWriter(capacity: 4096)
        WhyNotJSON.answer(reply, in: h, lang: .sentence(lang), &w)
        return .json(.ok, w.bytes, headers: [Self.varyLanguage])
    }

    /// The answer for one view of a touch: blockers, status, and the fix, with the changed hierarchy and the same
    /// touch's trace on it stored.
    func whyNotReply(_ h: Hierarchy, hierarchyID: String, view v: ViewIndex, simulation s: TouchSimulation, canonicalTouch: [UInt8],
                     traceID: String?, budget: WorkBudget) throws(APIError) -> WhyNotJSON.Reply {
        let answer = h.whyNot(view: v, in: s, budget: budget)
        // A search the budget stopped is no answer: nothing of it is stored.
        try Self.refusal(budget)
        var stored = WhyNotJSON.StoredFix.notStored
        if let fix = answer.fix, fix.found, !fix.changes.isEmpty, let json = fix.hierarchyJSON {
            let ids = try storeFixed(json, from: hierarchyID, name: h.name, changes: fix.changes, input: s.input, canonicalTouch: canonicalTouch,
                                     budget: budget)
            stored = .stored(hierarchy: ids.hierarchy, trace: ids.trace)
        }
        return WhyNotJSON.Reply(answer: answer, traceID: traceID, storedFix: stored)
    }

    /// Stores the changed hierarchy under an id made from the original's id and the changes (so asking again
    /// stores nothing new), and the same touch's trace on it; answers both ids.
    func storeFixed(_ json: [UInt8], from hierarchyID: String, name: String?, changes: [FixChange], input: TouchInput,
                    canonicalTouch: [UInt8], budget: WorkBudget) throws(APIError) -> (hierarchy: String, trace: String) {
        var key = Array(hierarchyID.utf8)
        for c in changes {
            key.append(0x0A)
            key += c.view.utf8; key.append(0); key += c.property.utf8; key.append(0); key += c.to.bytes
        }
        let id = "h_fix" + SHA256.hex(key, digits: 16)
        let h: Hierarchy
        do {
            var limits = configuration.limits
            limits.maxViews = max(limits.maxViews, 1 + json.count / 16)
            h = try HierarchyDecoder.decode(json: json, limits: limits)
        } catch {
            throw APIError(status: .internalServerError, code: .internalError, message: "the changed hierarchy did not decode: \(error.description)")
        }
        if hierarchies.value(for: id) == nil, try storage({ try store.hierarchy(id: id) }) == nil {
            let record = HierarchyRecord(HierarchyMetadata(id: id, name: name.map { "\($0) (fixed)" } ?? "fixed", viewCount: h.viewCount,
                                                           windowCount: h.windowCount, createdAt: now(), sourceFormat: "json"),
                                         document: NormalizedJSON.render(h, id: id))
            do { try store.insertHierarchy(record) } catch let e as StorageError where e.kind == .constraint {
                // Stored meanwhile by a concurrent request: the same content under the same id.
            } catch let e as StorageError { throw APIError(e) } catch {
                throw APIError(status: .internalServerError, code: .internalError, message: "unexpected failure")
            }
            hierarchies.insert(h, for: id, cost: max(1, h.viewCount))
        }
        let traceID = Self.traceID(hierarchyID: id, canonicalTouch: canonicalTouch)
        if traces.value(for: traceID) == nil {
            let simulation = h.simulate(input, budget: budget)
            try Self.refusal(budget)
            let body = TraceJSON.render(simulation, in: h, touchJSON: canonicalTouch, id: traceID, hierarchyID: id)
            let record = TraceRecord(id: traceID, hierarchyID: id, createdAt: now(), touch: canonicalTouch,
                                     engineVersion: TraceJSON.engineVersion, body: body)
            _ = try storage { try store.insertTrace(record) }
        }
        return (id, traceID)
    }

    /// The answer for the view a touch names in `"expect"`: the trace's `whyNot`.
    func expectation(_ h: Hierarchy, hierarchyID: String, expect: String, simulation s: TouchSimulation,
                     canonicalTouch: [UInt8], traceID: String, budget: WorkBudget) throws(APIError) -> WhyNotJSON.Reply {
        guard case .view = h.lookUp(expect) else {
            throw APIError.badRequest("expect names no single view of this hierarchy: " + English().lookUpFailure(expect, h.lookUp(expect)), path: "$.expect")
        }
        let v = try Self.view(named: expect, in: h, path: "$.expect")
        return try whyNotReply(h, hierarchyID: hierarchyID, view: v, simulation: s, canonicalTouch: canonicalTouch, traceID: traceID,
                               budget: budget)
    }
}

extension API {
    /// POST /api/why-not?lang=: `{"hierarchy": {…}, "touch": {…}, "view": "id"}`, nothing stored (the page's
    /// unsaved JSON). The fix comes as changes only (`hierarchyId` and `traceId` null): the page applies them
    /// to the JSON it holds.
    func oneShotWhyNot(_ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let body = try oneShotBody(request, fields: ["hierarchy", "touch", "view"], shape: "{\"hierarchy\": {…}, \"touch\": {…}, \"view\": \"id\"}") { root in
            guard let v = root["view"], v.string == nil else { return [] }
            return [ValidationIssue(path: "$.view", message: "expected the id of a view (a string)")]
        }
        let h = body.hierarchy, viewID = body.root["view"]?.string ?? ""
        guard let v = h.index(of: viewID) else { throw APIError.badRequest("no view with id \"\(viewID)\" in the hierarchy", path: "$.view") }
        let answer = h.whyNot(view: v, touch: body.input, budget: budget)
        var w = JSONWriter(capacity: 4096)
        WhyNotJSON.answer(WhyNotJSON.Reply(answer: answer, storedFix: .notStored), in: h, lang: .sentence(try language(request)), &w)
        return .json(.ok, w.bytes, headers: [Self.varyLanguage])
    }
}

extension API {
    /// The view a name stands for: an id, a display name (`UIButton "Reset DSN"`), an accessibility
    /// identifier, a title or a label (issue 28). None is a 404; several are a 404 whose `issues` give each
    /// candidate's id (`path`) and the unique name for it (`message`), never a bare failure.
    static func view(named name: String, in h: Hierarchy, path: String?) throws(APIError) -> ViewIndex {
        let found = h.lookUp(name)
        if case let .view(v) = found { return v }
        var issues: [ValidationIssue] = []
        if case let .ambiguous(c) = found { issues = c.map { ValidationIssue(path: h.id($0.view), message: $0.name) } }
        throw APIError(status: .notFound, code: .notFound, message: English().lookUpFailure(name, found), path: path, issues: issues)
    }
}
