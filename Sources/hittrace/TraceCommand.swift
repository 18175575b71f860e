import Foundation
import HitTestKit

/// `hittrace trace FILE --at X,Y`: the trace of one touch, offline, as JSON or as the text log.
enum TraceCommand {
    static func run(_ args: [String]) -> Int32 {
        Command.run(args, known: ["at", "touch", "format", "lang", "max-views", "max-depth", "input-format"]) { options in
            guard options.positional.count == 1 else { throw UsageError("give exactly one hierarchy file (or - for stdin)") }
            let format = options.values["format"] ?? "json"
            guard format == "json" || format == "text" else { throw UsageError("--format must be json or text") }
            guard let lang = SentenceLanguage(rawValue: options.values["lang"] ?? "en") else { throw UsageError("--lang must be en or zh") }
            let limits = try options.hierarchyLimits()
            let touchJSON: [UInt8]
            if let touch = options.values["touch"] {
                touchJSON = Array(touch.utf8)
            } else if let at = options.values["at"] {
                let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                    throw UsageError("--at takes X,Y, e.g. --at 120,300")
                }
                var w = JSONWriter()
                w.beginObject(); w.key("x"); w.number(x); w.key("y"); w.number(y); w.endObject()
                touchJSON = w.bytes
            } else {
                throw UsageError("give --at X,Y or --touch JSON")
            }
            let inputFormat = try HierarchyInput.format(options)
            let bytes = try HierarchyInput.bytes(at: options.positional[0])
            let hierarchy: Hierarchy
            let input: TouchInput
            do throws(HierarchyError) {
                hierarchy = try HierarchyInput.decode(bytes, limits: limits, format: inputFormat)
                input = try TouchInput.decode(json: touchJSON)
            } catch {
                HierarchyInput.report(error)
                return 1
            }
            if format == "text" {
                print(TraceTextLog.render(hierarchy.simulate(input), in: hierarchy), terminator: "")
            } else {
                let canonical = (try? JSONParser.parse(touchJSON)).map { JSONCanonical.render($0.root) } ?? touchJSON
                let simulation = hierarchy.simulate(input, lang: lang)
                FileHandle.standardOutput.write(Data(TraceJSON.render(simulation, in: hierarchy, touchJSON: canonical, lang: lang) + [0x0A]))
            }
            return 0
        }
    }
}
