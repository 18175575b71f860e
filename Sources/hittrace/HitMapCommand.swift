import Foundation
import HitTestKit
import Answers
import Sentences

/// `hittrace hit-map FILE [--step S] [--region x,y,w,h]`: the hit map the API answers, offline, as JSON.
enum HitMapCommand {
    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "hit-map", known: ["step", "region", "max-views", "max-depth", "format", "input-format"]) { options in
            guard options.positional.count == 1 else {
                throw UsageError(options.positional.isEmpty ? "give the hierarchy file (or - for stdin): hittrace hit-map FILE"
                                 : "give exactly one hierarchy file (or - for stdin); got \(options.positional.count): \(options.positional.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            let limits = try options.hierarchyLimits()
            let step = try options.step()
            var region: Rect?
            if let text = options.values["region"] {
                let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
                      [x, y, w, h].allSatisfy(\.isFinite), w > 0, h > 0 else {
                    throw UsageError("--region takes x,y,width,height with width and height above 0, e.g. --region 0,0,390,844")
                }
                region = Rect(x: x, y: y, width: w, height: h)
            }
            let inputFormat = try HierarchyInput.format(options)
            let bytes = try HierarchyInput.bytes(at: options.positional[0])
            let hierarchy: Hierarchy
            do throws(HierarchyError) {
                hierarchy = try HierarchyInput.decode(bytes, limits: limits, format: inputFormat)
            } catch {
                HierarchyInput.report(error)
                return 2
            }
            guard let area = region ?? hierarchy.screenRegion else { throw UsageError("no window is visible; give --region") }
            let points = HitMapGrid.pointCount(region: area, step: step)
            guard points <= Double(HitMapGrid.maxPoints) else {
                throw UsageError("the grid has \(Int64(min(points, 9e18))) points; at most \(HitMapGrid.maxPoints) are allowed: use a larger --step or a smaller --region")
            }
            let plan = HitMapPlan(hierarchy, grid: HitMapGrid(region: area, step: step))
            guard plan.work <= HitMapGrid.maxWork else {
                throw UsageError("about \(Int64(plan.segments)) segments × \(English.count(hierarchy.viewCount, "view")) is too much work for one map: use a larger --step or a smaller --region")
            }
            let report = HitMapReport(hierarchy, plan: plan)
            FileHandle.standardOutput.write(Data(HitMapJSON.render(report, in: hierarchy) + [0x0A]))
            return 0
        }
    }
}
