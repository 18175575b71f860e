import HitTestKit
import MCP
import HitTraceJSON
import Answers

extension HitTraceTools {
    /// `where_to_tap {hierarchyId, view}`: from the hit map (the plan and limits of `GET …/hit-map.svg`, coarser
    /// past them), the centre of the largest rectangle of points that reach the view (`Hierarchy.tapPoint`),
    /// checked with a hit test there; when no point reaches it, the blockers at the centre of what it shows.
    func whereToTap(_ args: ToolArguments, budget: WorkBudget) throws(APIError) -> MCPToolResult {
        let lang = try args.language()
        let h = try hierarchy(args).hierarchy
        let v = try args.view("view", in: h)
        guard let region = h.screenRegion else {
            throw APIError(status: .unprocessableContent, code: .invalidHitMap, message: "no window is visible: there is no map to read", path: "$.hierarchyId")
        }
        let plan = HitMapPlan.coarsened(h, region: region, step: 1)
        let need = Int(plan.work)
        guard budget.wouldFit(need, for: .whereToTapHitMap), budget.spend(need, on: .whereToTapHitMap) else { return MCPToolResult(structuredContent: [], text: "") }
        let map = HitMap(h, plan: plan, budget: budget)
        try API.refusal(budget)
        let tap = h.tapPoint(for: v, map: map)
        let hit = tap.point.flatMap { h.trace(at: $0).hitView }
        var blockers: JSONDocument?
        var sentence: String?
        if tap.point == nil, let centre = tap.visibleCentre {
            let answer = h.whyNot(view: v, trace: h.trace(at: centre), searchFix: false)
            var w = JSONWriter()
            WhyNotJSON.answer(WhyNotJSON.Reply(answer: answer), in: h, lang: .sentence(lang), &w)
            blockers = try JSONParser.parseAnswer(w.bytes)
            sentence = blockers?.root["sentence"]?.string
        }
        var w = JSONWriter()
        w.beginObject()
        w.key("view"); w.string(h.id(v))
        w.key("reachable"); w.bool(tap.point != nil)
        w.key("point"); if let p = tap.point { ToolJSON.point(p, &w) } else { w.null() }
        w.key("hitView"); w.optionalString(hit.map { h.id($0) })
        w.key("area"); if let a = tap.area { ToolJSON.rect(a, &w) } else { w.null() }
        w.key("receivingArea"); w.number(tap.receivingArea)
        w.key("step"); w.number(plan.grid.step)
        w.key("visibleCentre"); if let c = tap.visibleCentre { ToolJSON.point(c, &w) } else { w.null() }
        w.key("blockers"); Self.blockers(blockers?.root["blockers"], &w)
        w.endObject()
        let name = "`\(h.id(v))`"
        let text: String
        if let p = tap.point, let a = tap.area {
            let at = "(\(JSONText.number(p.x)), \(JSONText.number(p.y)))"
            let box = "\(JSONText.number(a.width))×\(JSONText.number(a.height)) pt"
            text = lang == .en ? "Tap \(at) to reach \(name): the centre of its largest receiving area, \(box)."
                : "点击 \(at) 可到达 \(name)：它最大的接收区域（\(box)）的中心。"
        } else {
            text = (lang == .en ? "No point on screen reaches \(name)." : "屏幕上没有任何一点能到达 \(name)。") + (sentence.map { " " + $0 } ?? "")
                + ToolJSON.list(blockers?.root["blockers"]).compactMap { $0["sentence"]?.string }.map { " " + $0 }.joined()
        }
        return MCPToolResult(structuredContent: w.bytes, text: text)
    }
}
