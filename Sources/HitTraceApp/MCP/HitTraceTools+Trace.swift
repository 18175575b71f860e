import HTTPServer
import HitTestKit
import Sentences
import MCP
import HitTraceJSON
import Answers

extension HitTraceTools {
    /// `trace_touch {hierarchyId, x, y}` or `{hierarchyId, touch}`: the touch of `POST …/touches`, stored as it
    /// stores it, answered as a summary of its trace: the hit view, the hitTest order, the responder chain, what
    /// fires, who received the touch, the rules cited, and for a point that looks wrong, the readings meant.
    func traceTouch(_ args: ToolArguments, budget: WorkBudget) throws(APIError) -> MCPToolResult {
        let lang = try args.language()
        let callKey = args.root.flatMap { RepeatedTouches.key(text: $0.sourceText) }
        let (hierarchyID, h) = try hierarchy(args)
        let touch = try touchDocument(args)
        let response: HTTPResponse
        do throws(APIError) {
            response = try api.recordTrace(h, hierarchyID: hierarchyID, touch: try api.postedTouch(touch.value), lang: lang, budget: budget).waited
        } catch {
            throw touch.prefix.map { error.underPath($0) } ?? error
        }
        // A trace never changes, nor does its summary: the same touch is summarised once per language, keyed by
        // the trace's content address (its id, in the 201's Location).
        let traceID = response.header("Location").map { String($0.dropFirst(StoredLinks.trace("").count)) }
        func remembered(_ summary: MCPToolResult) -> MCPToolResult {
            if let traceID, let callKey {
                repeatedCalls.insert(RepeatedCall(traceID: traceID, summary: summary), for: callKey,
                                     cost: callKey.utf8.count + traceID.utf8.count + summary.cost)
            }
            return summary
        }
        let key = traceID.map { Self.summaryKey($0, lang) }
        if let key, let cached = summaries.value(for: key) { return remembered(cached) }
        let trace = try Self.body(of: response).root
        let point = Point(x: trace["point"]?["x"]?.number ?? 0, y: trace["point"]?["y"]?.number ?? 0)
        let coordinates = h.checkCoordinates(point)
        var w = JSONWriter(capacity: 2048)
        w.beginObject()
        w.key("traceId"); ToolJSON.copy(trace["id"], &w)
        w.key("hierarchyId"); w.string(hierarchyID)
        w.key("point"); ToolJSON.point(point, &w)
        w.key("window"); ToolJSON.copy(trace["window"], &w)
        w.key("hitView"); ToolJSON.copy(trace["hitView"], &w)
        w.key("hitTestOrder"); ToolJSON.copy(trace["hitTestOrder"], &w)
        w.key("responderChain"); w.beginArray()
        for r in ToolJSON.list(trace["responderChain"]) { w.string(r["id"]?.string ?? r["name"]?.string ?? "") }
        w.endArray()
        w.key("fires"); ToolJSON.copy(trace["delivery"]?["actions"], &w)
        w.key("receipt"); receipt(trace["receipt"], lang: lang, &w)
        w.key("misses"); w.beginArray()
        for m in ToolJSON.list(trace["misses"]) {
            w.beginObject()
            w.key("view"); ToolJSON.copy(m["view"], &w)
            w.key("reason"); ToolJSON.copy(m["reason"], &w)
            w.key("by"); ToolJSON.copy(m["by"], &w)
            w.key("message"); ToolJSON.copy(m["message"], &w)
            w.endObject()
        }
        w.endArray()
        w.key("rules"); w.beginArray(); for r in citedRules(trace) { w.string(r) }; w.endArray()
        w.key("coordinates"); CoordinateJSON.write(coordinates, in: h, lang: lang, &w)
        w.key("links"); StoredLinks.write(hierarchy: hierarchyID, trace: trace["id"]?.string, point: point, &w)
        w.endObject()
        let order = (trace["hitTestOrder"]?.elements.compactMap(\.string) ?? []).joined(separator: " → ")
        var text = trace["hitView"]?.string == nil ? (lang == .en ? "The touch lands on no view." : "触点没有落在任何视图上。")
            : trace["receipt"]?["text"]?[lang.rawValue]?.string ?? ""
        text += lang == .en ? " hitTest order: \(order)." : " hitTest 顺序：\(order)。"
        if let sentence = lang.table.coordinates(coordinates, in: h) { text += " " + sentence }
        let result = MCPToolResult(structuredContent: w.bytes, text: text)
        if let key { summaries.insert(result, for: key, cost: result.cost) }
        return remembered(result)
    }

    /// The same arguments again (the hierarchy id among them): the summary of the trace they were answered with,
    /// while the trace cache holds that trace (so it is stored and visible, as for a repeated REST touch). Nil
    /// for anything else, which takes the long way to the same answer.
    func repeatedTouch(_ args: ToolArguments) -> MCPToolResult? {
        guard let callKey = args.root.flatMap({ RepeatedTouches.key(text: $0.sourceText) }),
              let call = repeatedCalls.value(for: callKey), api.traces.contains(call.traceID) else { return nil }
        return call.summary
    }

    static func summaryKey(_ traceID: String, _ lang: SentenceLanguage) -> String { traceID + "\n" + lang.rawValue }

    /// The stored hierarchy the `hierarchyId` argument names, with that id.
    func hierarchy(_ args: ToolArguments) throws(APIError) -> (id: String, hierarchy: Hierarchy) {
        let id = try args.string("hierarchyId")
        return (id, try api.hierarchy(id: id))
    }

    /// The touch as the REST body takes it: `{x, y}` from the arguments, or `touch` itself (any gesture); the
    /// prefix puts a touch error's path under `$.touch`.
    func touchDocument(_ args: ToolArguments) throws(APIError) -> (value: JSONValue, prefix: String?) {
        if let touch = args["touch"] {
            if args["x"] != nil || args["y"] != nil { throw ToolArguments.invalid("$.touch", "is given with x and y; give one or the other") }
            return (touch, "$.touch")
        }
        var w = JSONWriter()
        w.beginObject()
        w.key("x"); w.number(try args.number("x"))
        w.key("y"); w.number(try args.number("y"))
        w.endObject()
        let doc = try api.parseJSON(w.bytes, maxNesting: 4)
        return (doc.root, nil)
    }

    /// The receipt without the sentences of the other language.
    private func receipt(_ r: JSONValue?, lang: SentenceLanguage, _ w: inout JSONWriter) {
        guard let r else { w.null(); return }
        w.beginObject()
        for (key, value) in r.members {
            w.key(text: key)
            if key == "text" { ToolJSON.copy(value[lang.rawValue], &w) } else { ToolJSON.copy(value, &w) }
        }
        w.endObject()
    }

    /// Every rule number the trace cites that the rule book has (for `explain_rule`): in `rules` arrays and in
    /// the "(4.14, RC.6)" citations of its sentences, in the order they first appear. The steps cite none.
    func citedRules(_ trace: JSONValue) -> [String] {
        var found: [String] = []
        func add(_ n: Substring) {
            var s = n.drop { $0 == " " }
            for prefix in ["rules ", "rule "] where s.hasPrefix(prefix) { s = s.dropFirst(prefix.count) }
            guard let first = s.first, first.isNumber || first == "R" || first == "§" else { return }
            let number = String(s.prefix { $0 != " " })
            if !found.contains(number), api.ruleBook?.rule(number) != nil { found.append(number) }
        }
        func visit(_ v: JSONValue, key: String?) {
            switch v.kind {
            case .object: for (k, e) in v.members where k != "steps" { visit(e, key: k) }
            case .array:
                for e in v.elements {
                    if key == "rules", let s = e.string { add(Substring(s)) } else { visit(e, key: key) }
                }
            case .string:
                guard key != "id", let s = v.string, s.contains("(") else { return }
                for group in s.split(separator: "(").dropFirst() {
                    guard let close = group.firstIndex(of: ")") else { continue }
                    for part in group[..<close].split(separator: ",") { add(part) }
                }
            default: return
            }
        }
        visit(trace, key: nil)
        return found
    }
}

extension APIError {
    /// The same error with its paths under `prefix` (`$.x` → `$.touch.x`).
    func underPath(_ prefix: String) -> APIError {
        func move(_ p: String) -> String { p.hasPrefix("$") ? prefix + p.dropFirst() : p }
        var e = self
        e.path = path.map(move)
        e.issues = issues.map { ValidationIssue(path: move($0.path), message: $0.message) }
        return e
    }
}
