import Foundation
import HitTestKit
import Sentences
import HitTraceJSON
import Answers

/// `hittrace trace FILE --at X,Y`: the trace of one touch, offline, as JSON or as the text log.
enum TraceCommand {
    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "trace", known: ["at", "touch", "output", "format", "lang", "max-views", "max-depth", "input-format"]) { options in
            guard options.positional.count == 1 else { throw positionalMistake(options) }
            // `--output`; `--format json|text`, its old spelling, still picks the output, with a note (any other
            // `--format` value is the old spelling of `--input-format`).
            let oldOutput = options.values["format"].flatMap { $0 == "json" || $0 == "text" ? $0 : nil }
            if let old = oldOutput, options.values["output"] == nil {
                HierarchyInput.note("--format \(old) is the old spelling of --output \(old) (the hierarchy's format is --input-format)")
            }
            let format = options.values["output"] ?? oldOutput ?? "json"
            guard format == "json" || format == "text" else { throw UsageError("--output must be json or text, got \"\(format)\"") }
            guard let lang = SentenceLanguage(rawValue: options.values["lang"] ?? "en") else { throw UsageError("--lang must be en or zh") }
            let limits = try options.hierarchyLimits()
            let touchJSON: [UInt8]
            if let touch = options.values["touch"] {
                touchJSON = Array(touch.utf8)
            } else if let at = options.values["at"] {
                let parts = at.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
                guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                    throw UsageError("--at takes X,Y as one argument, e.g. --at 120,300; got \"\(at)\"")
                }
                var w = JSONWriter()
                w.beginObject(); w.key("x"); w.number(x); w.key("y"); w.number(y); w.endObject()
                touchJSON = w.bytes
            } else {
                throw UsageError("give --at X,Y or --touch JSON")
            }
            let inputFormat = try HierarchyInput.format(options, outputAlias: true)
            let bytes = try HierarchyInput.bytes(at: options.positional[0])
            let hierarchy: Hierarchy
            let input: TouchInput
            do throws(HierarchyError) {
                hierarchy = try HierarchyInput.decode(bytes, limits: limits, format: inputFormat)
                input = try TouchInput.decode(json: touchJSON)
            } catch {
                HierarchyInput.report(error)
                return 2
            }
            if format == "text" {
                print(TraceTextLog.render(hierarchy.simulate(input), in: hierarchy), terminator: "")
            } else {
                let canonical = (try? JSONParser.parse(touchJSON)).map { JSONCanonical.render($0.root) } ?? touchJSON
                let simulation = hierarchy.simulate(input)
                FileHandle.standardOutput.write(Data(TraceJSON.render(simulation, in: hierarchy, touchJSON: canonical, lang: lang) + [0x0A]))
            }
            return 0
        }
    }

    /// The usage error for a wrong number of files, naming the likely mistake: `--at 10 20` leaves `20` as a
    /// second file.
    static func positionalMistake(_ options: Options) -> UsageError {
        let extra = options.positional
        if let at = options.values["at"], !at.contains(","), let number = extra.first(where: { Double($0) != nil }) {
            return UsageError("--at takes X,Y as one argument: write --at \(at),\(number), not --at \(at) \(number)")
        }
        if extra.isEmpty { return UsageError("give the hierarchy file (or - for stdin): hittrace trace FILE --at X,Y") }
        return UsageError("give exactly one hierarchy file (or - for stdin); got \(extra.count): \(extra.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
}
