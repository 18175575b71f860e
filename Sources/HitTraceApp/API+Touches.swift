import HTTPServer
import HitTestKit
import Sentences
import Storage
import HitTraceJSON
import Answers

extension API {
    /// POST /api/hierarchies/{id}/touches?lang=&include=: simulate (once, whatever the language), store
    /// (content-addressed, in English, whole), answer the trace in the asked language with the parts asked for.
    func createTrace(hierarchyID: String, _ request: HTTPRequest) throws(APIError) -> Answer {
        try request.requireJSON()
        let lang = try language(request)
        let include = try includedParts(request)
        // The same bytes again (from their second repeat on: the first repeat finds the trace the long way and
        // remembers the bytes): the trace they were answered with, while it is cached (so stored and visible).
        // Once its answer has left the cache, the stored bytes (one read, nothing simulated or written).
        let repeatKey = RepeatedTouches.key(hierarchyID: hierarchyID, body: request.body)
        if lang == .en, include.isEmpty, let repeatKey, let id = repeatedTouches.traceID(for: repeatKey) {
            if let cached = traces.value(for: id) { return .now(answer(\.created, of: cached, id: id)) }
            if let stored = try storedTrace(id) { return .now(answer(\.created, of: stored, id: id)) }
        }
        // The body is validated before the hierarchy is looked up (docs/API.md): a touch that is not one is a
        // 422 whichever id it names, so a client learns about its own mistake first.
        let doc = try parseJSON(request.body, maxNesting: TouchInput.maxNesting)
        let posted = try postedTouch(doc.root)
        let h = try hierarchy(id: hierarchyID)
        // A touch that names the view it expects asks why not, with a fix search: heavy work, on the heavy pool.
        guard posted.split.expect != nil else {
            return try recordTrace(h, hierarchyID: hierarchyID, touch: posted, lang: lang, include: include, repeatKey: repeatKey,
                                   budget: budget(for: request))
        }
        return .heavy { [self] in
            do throws(APIError) {
                return try recordTrace(h, hierarchyID: hierarchyID, touch: posted, lang: lang, include: include, repeatKey: repeatKey,
                                       budget: budget(for: request))
            } catch {
                return .now(error.response)
            }
        }
    }

    /// A touch body read and validated: the request's JSON, split from its `"expect": "viewId"` (not part of
    /// the touch; it adds `whyNot` to the trace), and the touch it describes.
    struct PostedTouch {
        var root: JSONValue
        var split: ExpectedTouch
        var input: TouchInput
    }

    func postedTouch(_ root: JSONValue) throws(APIError) -> PostedTouch {
        let split = try splitExpect(root, path: "$")
        return PostedTouch(root: root, split: split, input: try touch(split.touch, path: "$"))
    }

    /// A touch on a stored hierarchy simulated, stored and answered (201 with the trace in `lang` and the parts in
    /// `include`; the stored one in English, whole): what `POST …/touches` and MCP's `trace_touch` share.
    /// `repeatKey` is the key the request's bytes are remembered under (`RepeatedTouches`), if they are.
    /// The simulation stops when `budget` does, and is then answered as such (nothing stored).
    func recordTrace(_ h: Hierarchy, hierarchyID: String, touch posted: PostedTouch, lang: SentenceLanguage,
                     include: Set<TracePart> = [], repeatKey: String? = nil, budget: WorkBudget) throws(APIError) -> Answer {
        let canonical = JSONCanonical.render(posted.root)
        let traceID = Self.traceID(hierarchyID: hierarchyID, canonicalTouch: canonical)
        // A trace the store knows it holds is read back rather than made again: a touch already traced costs a
        // lookup, never a simulation or a write.
        var cached = traces.value(for: traceID)
        if cached == nil, store.knowsStored(traceID, hierarchyID: hierarchyID) { cached = try storedTrace(traceID) }
        // The default answer, cached, needs no simulation; anything else is written from one (kept, or made now).
        // A new trace's default answer is the stored trace: its simulation is kept only when something else was
        // asked of it (another language, other parts, a why-not), see API+Simulations.swift.
        let plain = lang == .en && include.isEmpty
        var simulated: SimulatedTrace?
        if cached == nil || !plain {
            if let kept = simulations.value(for: traceID) { simulated = kept } else {
                simulated = try simulate(h, hierarchyID: hierarchyID, touch: posted, canonicalTouch: canonical, traceID: traceID,
                                         budget: budget, keep: !plain || posted.split.expect != nil)
            }
        }
        // What is stored is the whole English trace, the default answer that without the parts a reader can work
        // out (API+TraceParts.swift); another language or other parts are the same simulation said again.
        let whole = cached == nil ? traceBody(simulated!, h, traceID: traceID, lang: .en) : nil
        let trace = cached ?? CachedTrace(hierarchyID: hierarchyID, traceID: traceID, body: Self.trace(whole!, including: []))
        let translated: HTTPResponse? = plain ? nil
            : .json(.created, Self.trace(lang == .en ? whole ?? traceBody(simulated!, h, traceID: traceID, lang: .en)
                                                     : traceBody(simulated!, h, traceID: traceID, lang: lang), including: include),
                    headers: [("Location", StoredLinks.trace(traceID)), Self.varyLanguage])
        // The 201 is sent only after the insert committed (or the same trace was already stored).
        // (Retention may have pushed an older trace of this hierarchy out: the store tells the cache, see
        // `API.init`.)
        guard let cached else {
            // A new trace: the request waits for its commit without holding a server thread, so that
            // concurrent new traces share larger transactions (see `BackgroundCommit`).
            let record = TraceRecord(id: traceID, hierarchyID: hierarchyID, createdAt: now(), touch: canonical,
                                     engineVersion: TraceJSON.engineVersion, body: whole!)
            let deferred = DeferredResponse()
            // The request's bytes are remembered once they come again (below), not now: most new traces are
            // never posted again, and remembering each cost ~2.5 µs of the commit thread's time.
            store.insertTraceLater(record) { [traces] result in
                switch result {
                case .success:
                    traces.insert(trace, for: traceID, cost: trace.cost)
                    deferred.complete(translated ?? trace.created)
                case .failure(let error):
                    deferred.complete(APIError(error).response)
                }
            }
            return .later(deferred)
        }
        // Cached means stored: the cache holds a trace only once its insert committed, and retention and
        // deletes take it out (see `API.init`), so the same touch again costs no write.
        if let repeatKey { repeatedTouches.remember(traceID, for: repeatKey) }
        return .now(translated ?? answer(\.created, of: cached, id: traceID))
    }

    /// GET /api/traces/{traceId}?lang=&include=; `?format=text` (or `Accept: text/plain`) for the text log (English).
    /// Each form has its entity tag; `If-None-Match` with it is answered 304 while the trace is stored.
    func getTrace(id: String, _ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let lang = try language(request)
        let include = try includedParts(request)
        let asText = wantsText(request)
        let tag = Self.entityTag(id, form: asText ? "text" : Self.traceForm(lang: lang == .en ? nil : lang.rawValue, parts: include))
        let plain = !asText && lang == .en && include.isEmpty
        if plain, let cached = traces.value(for: id) {
            return notModified(request, tag: tag, vary: Self.varyFormAndLanguage) ?? answer(\.ok, of: cached, id: id)
        }
        let headers = [("Vary", Self.varyFormAndLanguage), ("ETag", tag)]
        if plain {
            // Read one request at a time per trace: a large trace too big for the cache, being sent to another
            // client right now, is that client's buffer.
            return try sharedAnswers.serialized(id) { () throws(APIError) -> HTTPResponse in
                if let shared = sharedAnswers.buffer(for: id) {
                    return notModified(request, tag: tag, vary: Self.varyFormAndLanguage)
                        ?? HTTPResponse(status: .ok, headers: [("Content-Type", HTTPResponse.jsonContentType)] + headers, buffer: shared)
                }
                guard let trace = try storedTrace(id) else { throw APIError.notFound("trace", id) }
                if let unchanged = notModified(request, tag: tag, vary: Self.varyFormAndLanguage) { return unchanged }
                guard let shared = sharedAnswers.share(trace.ok.body, for: id, hierarchy: trace.hierarchyID) else { return trace.ok }
                return HTTPResponse(status: .ok, headers: trace.ok.headers, buffer: shared)
            }
        }
        guard let record = try storage({ try store.trace(id: id) }) else { throw APIError.notFound("trace", id) }
        if let unchanged = notModified(request, tag: tag, vary: Self.varyFormAndLanguage) { return unchanged }
        // Other parts in English: the stored trace, whole, with those asked for.
        if !asText, lang == .en { return .json(.ok, Self.trace(record.body, including: include), headers: headers) }
        // The text log, or another language: the stored trace's simulation said again.
        let h = try hierarchy(id: record.hierarchyID)
        let kept = try budgeted(request) { budget throws(APIError) in try self.simulated(record, h, budget: budget) }
        guard !asText else {
            var log = text(TraceTextLog.render(kept.simulation, in: h))
            log.headers += headers
            return log
        }
        return .json(.ok, Self.trace(traceBody(kept, h, traceID: id, lang: lang), including: include), headers: headers)
    }

    /// A stored trace read back and kept in the trace cache; nil when it is not stored (or no longer visible).
    func storedTrace(_ id: String) throws(APIError) -> CachedTrace? {
        guard let record = try storage({ try store.trace(id: id) }) else { return nil }
        let trace = CachedTrace(hierarchyID: record.hierarchyID, traceID: id, body: Self.trace(record.body, including: []))
        traces.insert(trace, for: id, cost: trace.cost)
        return trace
    }

    /// POST /api/hit-test: `{"hierarchy": {…}, "touch": {…}}`, nothing stored. With `"include"` (API+OneShotAnswer.swift)
    /// the answer is `{"trace", "hierarchy"?, "hitMap"?}`: what an edit on the page needs, in one request.
    func oneShot(_ request: HTTPRequest, budget: WorkBudget) throws(APIError) -> HTTPResponse {
        let body = try oneShotBody(request, fields: ["hierarchy", "touch", "include", "hitMap"],
                                   required: ["hierarchy", "touch"],
                                   shape: "{\"hierarchy\": {…}, \"touch\": {…}}", check: Self.includeIssues)
        let lang = try language(request)
        // `Accept` picks the text log or the JSON, `Accept-Language` the JSON's sentences: every answer says both.
        let vary = ("Vary", Self.varyFormAndLanguage)
        let simulation = body.hierarchy.simulate(body.input, budget: budget)
        try Self.refusal(budget)
        if wantsText(request) {
            var log = text(TraceTextLog.render(simulation, in: body.hierarchy))
            log.headers.append(vary)
            return log
        }
        let trace = TraceJSON.render(simulation, in: body.hierarchy, touchJSON: JSONCanonical.render(body.touch), lang: lang)
        guard let include = body.root["include"] else { return .json(.ok, trace, headers: [vary]) }
        return try oneShotAnswer(trace: trace, body.hierarchy, include: include, options: body.root["hitMap"],
                                 request, lang: lang, budget: budget)
    }

    /// The body of a request that brings its own hierarchy and touch (nothing stored): a JSON object with exactly
    /// `fields` (among them "hierarchy" and "touch"), each required unless `required` says which (see `oneShotHierarchy`); the touch is decoded
    /// after the hierarchy, its issues at `$.touch…` paths.
    func oneShotBody(_ request: HTTPRequest, fields: [String], required: [String]? = nil, shape: String,
                     check: (JSONValue) -> [ValidationIssue] = { _ in [] })
        throws(APIError) -> (root: JSONValue, hierarchy: Hierarchy, touch: JSONValue, input: TouchInput) {
        let body = try oneShotHierarchy(request, fields: fields, required: required ?? fields, shape: shape, check: check)
        guard let tv = body.root["touch"] else {
            throw APIError(HierarchyError(code: .invalidTouch, issues: [ValidationIssue(path: "$.touch", message: "is required")]))
        }
        return (body.root, body.hierarchy, tv, try touch(tv, path: "$.touch"))
    }

    func wantsText(_ request: HTTPRequest) -> Bool {
        if let f = request.query["format"] { return f == "text" }
        guard let accept = request.header("accept") else { return false }
        return AcceptHeader.prefersText(accept)
    }

    func text(_ s: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(s.utf8))
    }
}
