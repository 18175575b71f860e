import Foundation
import HitTestKit

/// Picks the subcommand. Exit codes: 0 success, 1 failure while running, 2 bad usage, 3 (`serve`) the database
/// is already served by another process.
enum Command {
    static let usage = """
    hittrace — a simulator of UIKit touch hit-testing

    Usage:
      hittrace serve [options]              serve the REST API and the page (and MCP at POST /mcp)
      hittrace mcp [options]                an MCP server on stdin/stdout, one JSON-RPC message a line: the
                                            tools load_hierarchy, trace_touch, why_not, where_to_tap,
                                            check_touches, explain_rule; --db, --rules, --max-views,
                                            --max-depth, --max-traces as for serve (--db :memory: keeps nothing)
      hittrace trace FILE --at X,Y [options] hit-test a hierarchy (FILE, or - for stdin; JSON, a
                                            recursiveDescription dump, XCTest's debugDescription, an Appium
                                            page source, Sentry's view-hierarchy.json, _printHierarchy
                                            followed by a recursiveDescription, idb/AXe describe JSON,
                                            EarlGrey's hierarchy, Detox's view-hierarchy XML, or LookInside's
                                            text or JSON) and print the trace
      hittrace hit-map FILE [options]       the receiving view at every grid point, areas, dead zones, audit (JSON);
                                        FILE as for trace
      hittrace openapi [serve options]      print the OpenAPI document such a server serves at /api/openapi.json
      hittrace check HIERARCHY EXPECTATIONS [options]
                                            check touches for CI: each expectation (a tap hits a view, a
                                            view is reachable, an audit passes) holds or fails; exit 0 all
                                            hold, 1 one fails, 2 bad input
      hittrace --help                       this text

    serve options:
      --host HOST         address to listen on (default 127.0.0.1; 0.0.0.0 exposes it to the network)
      --port PORT         port (default 8080; 0 picks a free one)
      --db PATH           SQLite database file (default data/hittrace.sqlite; :memory: keeps nothing); one
                          server per file: a second one on the same file exits at start with code 3
      --public DIR        the page's files (default public)
      --rules FILE        the rule book the traces cite, served at /rules (default docs/UIKIT-RULES.md)
      --max-body BYTES    largest request body (default 16777216)
      --max-views N       most views in one hierarchy (default 1000000)
      --max-depth N       deepest nesting of views (default 1000)
      --max-traces N      traces kept per hierarchy; older ones are evicted (default 1000)
      --max-unshared N    unshared hierarchies with no trace kept, the newest first (default 1000)
      --unshared-max-age SECONDS  and none older than this (default 604800: 7 days)
      --threads N         server threads (default 4)
      --connection-timeout SECONDS
                          close a connection that sends nothing for this long: an idle keep-alive, or a
                          request or body that stalls (default 30; 0 never)
      --request-timeout SECONDS
                          close a connection whose request has not arrived whole this long after the
                          connection opened or its previous answer, even if bytes trickle in (default 120; 0 never)
      --max-connections N most connections open at once; more wait to be accepted (default 1024)
      --max-connections-per-ip N
                          most connections open at once from one address (default 128; 0 no limit, e.g.
                          behind a proxy that makes every client one address)
      --allow-origin ORIGIN
                          let pages of ORIGIN (scheme://host[:port], or * for all) read answers and change
                          data; repeatable (default: only the server's own page)
      --allow-host NAME   answer requests whose Host header is NAME (e.g. a proxy's name); repeatable
                          (default: localhost, loopback addresses and --host; others get 421)

    trace options:
      --at X,Y            the touch point in screen coordinates (required unless --touch is given)
      --touch JSON        a touch as the API takes it, e.g. '{"gesture":"tap","x":10,"y":20}'
      --format json|text  output format (default json)
      --lang en|zh        the language of the JSON's sentences (default en; the text log is English)
      --input-format F    read FILE as F: json, recursive-description, xctest, appium, sentry,
                          print-hierarchy, idb, earlgrey, detox, lookinside (default: recognised
                          from the content)
      --max-views N, --max-depth N   as for serve

    hit-map options:
      --step S            grid step in points (default 1); points (x + i·S, y + j·S)
      --region X,Y,W,H    the screen region (default: the visible windows' frames); at most 4,000,000 points
      --input-format F    as for trace
      --max-views N, --max-depth N   as for serve

    check options (EXPECTATIONS: {"expect": [{"tap": [x, y], "hits": "view"}, {"reachable": "view"},
    {"audit": "hig" | "wcag-aa" | "wcag-aaa" | "material"}]}; a view by id, accessibility identifier or label):
      --junit FILE        also write JUnit XML (one testcase per expectation)
      --sarif FILE        also write SARIF 2.1.0 (one result per failure and audit finding)
      --markdown FILE     also write a Markdown report, with the hit map as FILE's name + .hit-map.svg beside it
      --step S            hit map grid step in points for reachable and audit (default 1)
      --input-format F, --max-views N, --max-depth N   as for trace

    """

    static func run(_ args: [String]) -> Int32 {
        guard let first = args.first else {
            FileHandle.standardError.write(Data(usage.utf8))
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            print(usage, terminator: "")
            return 0
        case "serve":
            return ServeCommand.run(Array(args.dropFirst()))
        case "trace":
            return TraceCommand.run(Array(args.dropFirst()))
        case "hit-map":
            return HitMapCommand.run(Array(args.dropFirst()))
        case "openapi":
            return OpenAPICommand.run(Array(args.dropFirst()))
        case "check":
            return CheckCommand.run(Array(args.dropFirst()))
        case "mcp":
            return MCPCommand.run(Array(args.dropFirst()))
        default:
            fail("unknown command \"\(first)\"")
            return 2
        }
    }

    /// A subcommand's frame: reads its options, answers `--help`, and ends a usage error with exit 2 (its message
    /// and the usage hint) and any other error with `otherError`.
    static func run(_ args: [String], known: Set<String>, otherError: Int32 = 1, _ body: (Options) throws -> Int32) -> Int32 {
        do {
            let options = try Options(args, known: known)
            if options.values["help"] != nil { print(usage, terminator: ""); return 0 }
            return try body(options)
        } catch let error as UsageError {
            fail(error.message)
            return 2
        } catch {
            fail("\(error)")
            return otherError
        }
    }

    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("hittrace: \(message)\nRun 'hittrace --help' for usage.\n".utf8))
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
            if a == "--help" || a == "-h" { values["help"] = "" ; i += 1; continue }
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2)), value: String?
                if let eq = name.firstIndex(of: "=") { value = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
                guard known.contains(name) else { throw UsageError("unknown option --\(name)") }
                if value == nil {
                    guard i + 1 < args.count else { throw UsageError("--\(name) needs a value") }
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

    func int(_ name: String, default d: Int, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = values[name] else { return d }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
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
