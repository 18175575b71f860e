import Foundation
import HitTestKit
import HitTraceJSON

/// Picks the subcommand. Exit codes: 0 success, 1 failure while running, 2 bad usage, 3 (`serve`) the database
/// is already served by another process.
enum Command {
    /// The subcommands: each one's runner and its help.
    static let commands: [String: (run: @Sendable ([String]) -> Int32, help: String)] = [
        "serve": (ServeCommand.run, Help.serve),
        "trace": (TraceCommand.run, Help.trace),
        "hit-map": (HitMapCommand.run, Help.hitMap),
        "openapi": (OpenAPICommand.run, Help.openapi),
        "check": (CheckCommand.run, Help.check),
        "mcp": (MCPCommand.run, Help.mcp),
    ]

    static func run(_ args: [String]) -> Int32 {
        guard let first = args.first else {
            FileHandle.standardError.write(Data(Help.global.utf8))
            return 2
        }
        switch first {
        case "--help", "-h":
            print(Help.global, terminator: "")
            return 0
        case "help":
            // `hittrace help check` is `hittrace check --help`.
            guard args.count > 1 else { print(Help.global, terminator: ""); return 0 }
            guard let command = commands[args[1]] else { fail("unknown command \"\(args[1])\"", command: nil); return 2 }
            print(command.help, terminator: "")
            return 0
        case "--version", "version":
            print(Help.version)
            return 0
        default:
            guard let command = commands[first] else {
                fail("unknown command \"\(first)\"; the commands are \(commands.keys.sorted().joined(separator: ", "))", command: nil)
                return 2
            }
            return command.run(Array(args.dropFirst()))
        }
    }

    /// A subcommand's frame: reads its options, answers `--help` with the command's own help, and ends a usage
    /// error with exit 2 (its message and where the command's help is) and any other error with `otherError`.
    static func run(_ args: [String], command: String, known: Set<String>, otherError: Int32 = 2, _ body: (Options) throws -> Int32) -> Int32 {
        if args.contains("--help") || args.contains("-h") {
            print(commands[command]?.help ?? Help.global, terminator: "")
            return 0
        }
        do {
            let options = try Options(args, known: known)
            return try body(options)
        } catch let error as UsageError {
            fail(error.message, command: command)
            return 2
        } catch {
            fail("\(error)", command: command)
            return otherError
        }
    }

    static func fail(_ message: String, command: String?) {
        let help = command.map { "hittrace \($0) --help" } ?? "hittrace --help"
        FileHandle.standardError.write(Data("hittrace: \(message)\nRun '\(help)' for usage.\n".utf8))
    }
}

/// `--name value` options, with typed reads and clear errors.
struct Options {
    var values: [String: String] = [:]
    /// Every value of each option, in order, for the options that may be given more than once.
    var repeated: [String: [String]] = [:]
    var positional: [String] = []

    init(_ args: [String], known: Set<String>) throws(UsageError) {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2)), value: String?
                if let eq = name.firstIndex(of: "=") { value = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
                guard known.contains(name) else {
                    let near = known.filter { Options.close($0, name) }.sorted()
                    throw UsageError("unknown option --\(name)" + (near.isEmpty ? "" : "; did you mean --\(near[0])?"))
                }
                if value == nil {
                    guard i + 1 < args.count, !args[i + 1].hasPrefix("--") else { throw UsageError("--\(name) needs a value") }
                    value = args[i + 1]
                    i += 1
                }
                values[name] = value
                repeated[name, default: []].append(value!)
            } else {
                positional.append(a)
            }
            i += 1
        }
    }

    /// Whether two option names are a typo apart: one edit (a letter changed, added or dropped) or a prefix.
    static func close(_ a: String, _ b: String) -> Bool {
        if a.hasPrefix(b) || b.hasPrefix(a) { return true }
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1 else { return false }
        var previous = Array(0...y.count)
        for i in 1...max(x.count, 1) where i <= x.count {
            var row = [i] + Array(repeating: 0, count: y.count)
            for j in 1...max(y.count, 1) where j <= y.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[y.count] <= 1
    }

    func int(_ name: String, default d: Int, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = values[name] else { return d }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return n
    }

    func number(_ name: String, default d: Double, range: ClosedRange<Double>) throws(UsageError) -> Double {
        guard let text = values[name] else { return d }
        guard let n = Double(text), n.isFinite, range.contains(n) else {
            throw UsageError("--\(name) must be a number from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound)), got \"\(text)\"")
        }
        return n
    }

    /// `--max-views` and `--max-depth`, with the server's defaults.
    func hierarchyLimits() throws(UsageError) -> HierarchyLimits {
        let defaults = HierarchyLimits()
        return HierarchyLimits(maxViews: try int("max-views", default: defaults.maxViews, range: 1...50_000_000),
                               maxDepth: try int("max-depth", default: defaults.maxDepth, range: 1...100_000))
    }

    /// `--step`: the hit map's grid step in points (default 1).
    func step() throws(UsageError) -> Double {
        guard let text = values["step"] else { return 1 }
        guard let s = Double(text), s.isFinite, s > 0 else { throw UsageError("--step must be a number of points above 0, got \"\(text)\"") }
        return s
    }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
