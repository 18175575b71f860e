import HitTestKit
import Answers

/// What `hittrace --help` and `hittrace COMMAND --help` print: the commands in short, then each command's own
/// options and an example. Option names say what they name: `--input-format` is the API's `?format=` (the
/// hierarchy's format, with the same names), `--output` the trace's form; the old spelling `--format` still
/// works for both, as it meant in each command, with a note.
enum Help {
    static let version = "hittrace engine \(TraceJSON.engineVersion)"

    static let formats = "json, recursive-description (or text), xctest, appium, sentry, print-hierarchy, idb, earlgrey, detox, lookinside"

    static let global = """
    hittrace — a simulator of UIKit touch hit-testing

    Usage: hittrace COMMAND [options]

    Commands:
      serve      serve the REST API and the page (and MCP at POST /mcp)
      mcp        an MCP server on stdin/stdout (the tools load_hierarchy, trace_touch, why_not, where_to_tap,
                 check_touches, explain_rule)
      trace      hit-test one touch on a hierarchy file and print the trace
      hit-map    the receiving view at every grid point, areas, dead zones, audit (JSON)
      check      check touches for CI: each expectation holds or fails; JUnit, SARIF and Markdown reports
      openapi    print the OpenAPI document a server with these options serves

    A hierarchy file is any format HitTrace reads (JSON, a recursiveDescription dump, XCTest's
    debugDescription, an Appium page source, Sentry's view-hierarchy.json, _printHierarchy followed by a
    recursiveDescription, idb/AXe describe JSON, EarlGrey's hierarchy, Detox's view-hierarchy XML, LookInside's
    text or JSON), or - for stdin; the format is recognised from the content unless --input-format names it.

    Exit codes: 0 success (every expectation holds), 1 an expectation fails (check) or the server cannot start,
    2 bad input or usage, 3 (serve) the database is already served by another process.

    Run 'hittrace COMMAND --help' for a command's options and an example; 'hittrace --version' for the version.

    """

    static let hierarchyOptions = """
      --input-format F    read the hierarchy as F, named as POST /api/hierarchies?format= names it: \(formats)
                          (default: recognised from the content; --format F, the old spelling, still works)
      --max-views N       most views in one hierarchy (default 1000000)
      --max-depth N       deepest nesting of views (default 1000)
    """

    static let trace = """
    Usage: hittrace trace FILE (--at X,Y | --touch JSON) [options]

    Hit-tests one touch on the hierarchy in FILE (or - for stdin), offline, and prints the trace: every
    hitTest:withEvent: call in order, the hit-test view, the responder chain, why each other view missed.

    Options:
      --at X,Y            the touch point in screen coordinates, one argument (e.g. --at 120,300)
      --touch JSON        a touch as the API takes it, e.g. '{"gesture":"tap","x":10,"y":20}'
      --output json|text  the trace as the API's JSON (default) or as the text log
                          (--format json|text, the old spelling, still picks the output)
      --lang en|zh        the language of the JSON's sentences (default en; the text log is English)
    \(hierarchyOptions)

    Example:
      hittrace trace public/presets/seed-demo.json --at 40,100 --output text

    """

    static let hitMap = """
    Usage: hittrace hit-map FILE [options]

    The view that receives a touch at every grid point of the screen, each view's receiving and drawn area,
    dead zones and the touch-target audit, as JSON (what POST /api/hit-map answers).

    Options:
      --step S            grid step in points (default 1); points (x + i·S, y + j·S)
      --region X,Y,W,H    the screen region (default: the visible windows' frames); at most 4,000,000 points
    \(hierarchyOptions)

    Example:
      hittrace hit-map public/presets/seed-demo.json --step 4

    """

    static let check = """
    Usage: hittrace check HIERARCHY EXPECTATIONS [options]

    Checks touches for CI: each expectation in the EXPECTATIONS file holds or fails.
      {"expect": [{"tap": [x, y], "hits": "view"}, {"reachable": "view"},
                  {"audit": "hig" | "wcag-aa" | "wcag-aaa" | "material"}]}
    A view is named by its id, accessibility identifier or label; each expectation may carry a "name". An
    empty list is bad input, and an audit that finds no target fails. Exit 0 every expectation holds, 1 one
    fails, 2 bad input; every report asked for is written in each case (on bad input it says why).

    Options:
      --junit FILE        also write JUnit XML (one testcase per expectation; on bad input one with an <error>)
      --sarif FILE        also write SARIF 2.1.0 (one result per failure and audit finding, with the view's line)
      --sarif-base DIR    SARIF's URIs relative to DIR, written as originalUriBaseIds.SRCROOT (default: the
                          working directory)
      --rules-url URL     where the SARIF rules' help links point, + #rule-CI.1 (default
                          http://localhost:8080/rules, the rule book as hittrace serve serves it)
      --markdown FILE     also write a Markdown report (tables of expectations, findings and dead zones) and
                          the hit map as FILE's name + .hit-map.svg beside it
      --hit-map-url URL   show the hit map in the Markdown report from URL (where the SVG was uploaded)
      --step S            hit map grid step in points for reachable and audit (default 1)
    \(hierarchyOptions)

    Example:
      hittrace check Tests/Fixtures/xctest/login.txt Tests/Fixtures/check/login-pass.json --junit junit.xml

    """

    static let serve = """
    Usage: hittrace serve [options]

    Serves the REST API, the page and MCP (POST /mcp), and prints its URL; stops gracefully on SIGINT or
    SIGTERM.

    Options:
      --host HOST         address to listen on (default 127.0.0.1; 0.0.0.0 exposes it to the network)
      --port PORT         port (default 8080; 0 picks a free one)
      --db PATH           SQLite database file (default data/hittrace.sqlite, whose data/ folder is created;
                          any other folder must exist; :memory: keeps nothing); one server per file: a second
                          one on the same file exits at start with code 3
      --public DIR        the page's files (default public)
      --rules FILE        the rule book the traces cite, served at /rules (default docs/UIKIT-RULES.md)
      --max-body BYTES    largest request body (default 16777216)
      --max-views N       most views in one hierarchy (default 1000000)
      --max-depth N       deepest nesting of views (default 1000)
      --max-traces N      traces kept per hierarchy; older ones are evicted (default 1000)
      --max-unshared N    unshared hierarchies with no trace kept, the newest first (default 1000)
      --unshared-max-age SECONDS  and none older than this (default 604800: 7 days)
      --max-links N       short links (/l/ID) kept, the newest first (default 100000)
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
      --max-request-seconds SECONDS
                          the time a request's work may take: a why-not's fix search, a hit map, a check, a
                          simulation stop past it and answer 422 too_much_work (default 5; 0 no limit)
      --max-answer-bytes BYTES
                          largest answer sent; a larger one is a 422 too_much_work saying its size
                          (default 67108864)
      --heavy-threads N   threads for heavy requests (why-not, hit maps, checks, one-shot endpoints, MCP tool
                          calls, touches with "expect"), apart from the server threads (default 2)
      --heavy-queue N     heavy requests that may wait for one of those threads; more get 503 busy with
                          Retry-After (default 8)

    Example:
      hittrace serve --port 8080 --db :memory:

    """

    static let mcp = """
    Usage: hittrace mcp [options]

    An MCP server on stdin/stdout, one JSON-RPC message a line: the tools load_hierarchy, trace_touch, why_not,
    where_to_tap, check_touches, explain_rule. Diagnostics go to stderr; it ends when stdin closes.

    Options:
      --db PATH           SQLite database file (default data/hittrace.sqlite; :memory: keeps nothing), as for serve;
                          one process per file: beside a server (or another mcp) on it, it exits at start with code 3
      --rules FILE        the rule book explain_rule reads (default docs/UIKIT-RULES.md)
      --max-views N, --max-depth N, --max-traces N   as for serve

    Example:
      hittrace mcp --db :memory:

    """

    static let openapi = """
    Usage: hittrace openapi [serve options]

    Prints the OpenAPI document a hittrace serve with these options serves at /api/openapi.json (the limits
    it states are the options' values).

    Options: those of hittrace serve (see hittrace serve --help).

    Example:
      hittrace openapi --max-body 1048576

    """
}
