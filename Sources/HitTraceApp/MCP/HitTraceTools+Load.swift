import HitTestKit
import Sentences
import HitTraceFormats
import MCP
import HitTraceJSON
import Answers

extension HitTraceTools {
    /// `load_hierarchy {text, format?, name?}`: the import of `POST /api/hierarchies` (format recognised from the
    /// content unless named, as `?format=` names it), stored the same way.
    func loadHierarchy(_ args: ToolArguments) throws(APIError) -> MCPToolResult {
        let lang = try args.language()
        let source = try args.string("text")
        var format: HierarchyFormat?
        if let name = try args.optionalString("format") {
            guard let f = HierarchyFormat(name: name) else {
                throw ToolArguments.invalid("$.format", "must be one of \(HierarchyFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            format = f
        }
        let stored = try api.importAndKeep(Array(source.utf8), format: format, name: try args.optionalString("name"))
        let h = stored.hierarchy
        var assumed: [String] = []
        for v in 0..<h.viewCount { for field in h.extras(of: v).assumed where !assumed.contains(field) { assumed.append(field) } }
        let screen = h.screenRegion
        var w = JSONWriter()
        w.beginObject()
        w.key("hierarchyId"); w.string(stored.metadata.id)
        w.key("name"); w.optionalString(h.name)
        w.key("format"); w.string(stored.format.rawValue)
        w.key("views"); w.int(h.viewCount)
        w.key("windows"); w.int(h.windowCount)
        w.key("screen"); if let screen { ToolJSON.rect(screen, &w) } else { w.null() }
        w.key("assumed"); w.beginArray(); for a in assumed { w.string(a) }; w.endArray()
        w.key("links"); StoredLinks.write(hierarchy: stored.metadata.id, &w)
        w.endObject()
        let size = screen.map { "\(JSONText.number($0.width))×\(JSONText.number($0.height)) pt" }
        let text: String = switch lang {
        case .en:
            "Stored \(stored.metadata.id) (\(stored.format.rawValue)): \(English.count(h.viewCount, "view")) in \(English.count(h.windowCount, "window"))"
                + (size.map { ", screen \($0)" } ?? ", no visible window")
                + (assumed.isEmpty ? "." : "; the source does not say \(assumed.joined(separator: ", ")): UIKit's defaults were assumed.")
        case .zh:
            "已保存 \(stored.metadata.id)（\(stored.format.rawValue)）：\(h.windowCount) 个窗口中共 \(h.viewCount) 个视图"
                + (size.map { "，屏幕 \($0)" } ?? "，没有可见窗口")
                + (assumed.isEmpty ? "。" : "；来源没有给出 \(assumed.joined(separator: "、"))，按 UIKit 默认值处理。")
        }
        return MCPToolResult(structuredContent: w.bytes, text: text)
    }

    /// `explain_rule {number}`: the rule book's entry (`GET /api/rules/{number}`), as text. The book is English.
    func explainRule(_ args: ToolArguments) throws(APIError) -> MCPToolResult {
        let number = try args.string("number")
        _ = try args.language()
        let doc: JSONDocument
        do throws(APIError) {
            doc = try Self.body(of: try api.getRule(number: number.hasPrefix("rule ") ? String(number.dropFirst(5)) : number))
        } catch {
            var e = error
            e.path = "$.number"
            throw e
        }
        let rule = doc.root
        var w = JSONWriter()
        w.beginObject()
        w.key("number"); w.string(rule["number"]?.string ?? number)
        w.key("title"); w.optionalString(rule["title"]?.string)
        w.key("text"); w.string(rule["text"]?.string ?? "")
        w.key("url"); w.string(rule["url"]?.string ?? "")
        w.endObject()
        // The book's text starts with the rule's number.
        return MCPToolResult(structuredContent: w.bytes, text: "Rule " + (rule["text"]?.string ?? number))
    }

    /// `check_touches {hierarchyId, expectations}`: `hittrace check`'s expectations and result
    /// (`POST /api/hierarchies/{id}/check`, the same `TouchCheck`). Its sentences are English.
    func checkTouches(_ args: ToolArguments, budget: WorkBudget) throws(APIError) -> MCPToolResult {
        let lang = try args.language()
        let h = try hierarchy(args).hierarchy
        guard let e = args["expectations"] else { throw ToolArguments.invalid("$.expectations", "is required") }
        // Either the list itself or the whole `{"expect": […]}` of an expectations file; paths are the file's.
        let json = e.kind == .array ? JSONTree.object([("expect", JSONTree(e))]).bytes : JSONTree(e).bytes
        let expectations: [Expectation]
        do { expectations = try Expectation.decode(json: json) } catch { throw APIError(error) }
        let report = TouchCheck.run(expectations, on: h, budget: budget)
        let body = CheckReports.json(report, in: h)
        let failed = report.results.filter { !$0.passed }.map { lang.table.checkOutcome($0.outcome, in: h) }
        let text: String = switch lang {
        case .en: report.passed ? English.all(report.results.count, "expectation", "holds", "hold") + "."
            : "\(report.failures) of \(English.count(report.results.count, "expectation")) \(report.failures == 1 ? "fails" : "fail"): " + failed.joined(separator: "; ")
        case .zh: report.passed ? "全部 \(report.results.count) 条预期成立。"
            : "\(report.results.count) 条预期中有 \(report.failures) 条不成立：" + failed.joined(separator: "；")
        }
        return MCPToolResult(structuredContent: body, text: text)
    }
}
