import HitTestKit
import Sentences
import MCP
import HitTraceJSON
import Answers

extension HitTraceTools {
    /// `why_not {hierarchyId, view, x, y}`: the tap traced and stored as `POST …/touches` does, then the answer of
    /// `GET /api/traces/{traceId}/why-not/{viewId}` (every blocker, the smallest fix the engine proved, stored with its
    /// trace), without the alternatives and the search's counters.
    func whyNot(_ args: ToolArguments, budget: WorkBudget) throws(APIError) -> MCPToolResult {
        let lang = try args.language()
        let (hierarchyID, h) = try hierarchy(args)
        let v = try args.view("view", in: h)
        let touch = try touchDocument(args)
        let trace = try Self.body(of: try api.recordTrace(h, hierarchyID: hierarchyID, touch: try api.postedTouch(touch.value), lang: .en,
                                                          budget: budget).waited)
        guard let traceID = trace.root["id"]?.string else {
            throw APIError(status: .internalServerError, code: .internalError, message: "the trace has no id")
        }
        // The trace's simulation (kept by recordTrace): the answer is worked out from it, not from a second one.
        let simulated = try api.simulated(traceID: traceID, h, budget: budget)
        let input = simulated.simulation.input
        let reply = try api.whyNotReply(h, hierarchyID: hierarchyID, view: v, simulation: simulated.simulation,
                                        canonicalTouch: simulated.touchOnlyJSON, traceID: traceID, budget: budget)
        var answerJSON = JSONWriter(capacity: 4096)
        WhyNotJSON.answer(reply, in: h, lang: .sentence(lang), &answerJSON)
        let answer = try JSONParser.parseAnswer(answerJSON.bytes)
        let root = answer.root
        // The readings of a point that looks wrong, when the view is not under the finger at all: a view that
        // is there and blocked has its blockers, and guessing other points would only distract from them.
        let notUnder = root["status"]?.string == WhyNotAnswer.Status.notUnderFinger.rawValue
        let coordinates = notUnder ? h.checkCoordinates(input.firstTouchDown) : nil
        var w = JSONWriter(capacity: 2048)
        w.beginObject()
        w.key("view"); ToolJSON.copy(root["view"], &w)
        w.key("traceId"); w.string(traceID)
        w.key("hitView"); ToolJSON.copy(trace.root["hitView"], &w)
        w.key("status"); ToolJSON.copy(root["status"], &w)
        w.key("blockers"); Self.blockers(root["blockers"], &w)
        w.key("fix")
        if let fix = root["fix"], fix.kind == .object {
            w.beginObject()
            for key in ["found", "size", "changes", "hitView", "hierarchyId", "traceId", "sentence"] {
                w.key(text: key); ToolJSON.copy(fix[key], &w)
            }
            w.endObject()
        } else {
            w.null()
        }
        w.key("distance"); ToolJSON.copy(root["distance"], &w)
        w.key("nearestHit"); ToolJSON.copy(root["nearestHit"], &w)
        w.key("sentence"); ToolJSON.copy(root["sentence"], &w)
        w.key("coordinates"); if let coordinates { CoordinateJSON.write(coordinates, in: h, lang: lang, &w) } else { w.null() }
        w.endObject()
        var text = root["sentence"]?.string ?? ""
        for b in ToolJSON.list(root["blockers"]) { if let s = b["sentence"]?.string { text += " " + s } }
        if let fix = root["fix"]?["sentence"]?.string { text += " " + fix }
        if let id = root["fix"]?["hierarchyId"]?.string { text += lang == .en ? " Fixed hierarchy: \(id)." : " 修改后的层级：\(id)。" }
        if let coordinates, let sentence = lang.table.coordinates(coordinates, in: h) { text += " " + sentence }
        return MCPToolResult(structuredContent: w.bytes, text: text)
    }

    /// Blockers without the sentences' other-language copies: kind, view, rules, the view on the path, who took
    /// the touch, and the sentence.
    static func blockers(_ list: JSONValue?, _ w: inout JSONWriter) {
        w.beginArray()
        for b in ToolJSON.list(list) {
            w.beginObject()
            for key in ["kind", "view", "rules", "pathView", "took", "sentence"] where b[key] != nil {
                w.key(text: key); ToolJSON.copy(b[key], &w)
            }
            w.endObject()
        }
        w.endArray()
    }
}

extension JSONParser {
    /// An answer this server has just written, read back to be summarised.
    static func parseAnswer(_ bytes: [UInt8]) throws(APIError) -> JSONDocument {
        do { return try parse(bytes) } catch {
            throw APIError(status: .internalServerError, code: .internalError, message: "an answer did not read back: \(error.message)")
        }
    }
}
