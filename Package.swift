// swift-tools-version:6.0
// HitTrace: a simulator of UIKit touch hit-testing, served over HTTP.
// Arrows point inward: HitTestKit (pure simulation) knows nothing of HTTP, storage or C.
import PackageDescription

let package = Package(
    name: "HitTrace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hittrace", targets: ["hittrace"]),
        .library(name: "HitTestKit", targets: ["HitTestKit"]),
    ],
    targets: [
        // JSON: a tape parser, a writer, canonical form and paths. Pure Swift; knows nothing of views.
        .target(name: "HitTraceJSON"),
        // The simulation: pure Swift, no I/O, no C. Its results are data (kinds, views, rule numbers, numbers),
        // never words.
        .target(name: "HitTestKit", dependencies: ["HitTraceJSON"]),
        // The words: one piece of logic per family turns the simulation's data into messages, said with one
        // catalogue per language (Catalogs/*.json, compiled in). It reads the simulation's results and the hierarchy
        // (to name views); it decides nothing, so it depends on the simulation and the simulation never on it.
        .target(name: "Sentences", dependencies: ["HitTestKit", "HitTraceJSON"],
                resources: [.embedInCode("Catalogs/en.json"), .embedInCode("Catalogs/zh.json")]),
        // The answers as they are written (trace, why-not, hit-map and check JSON, the text log, JUnit, SARIF,
        // Markdown, SVG): what the simulation computed, with the sentences for it, written once; it computes
        // nothing.
        .target(name: "Answers", dependencies: ["HitTestKit", "Sentences", "HitTraceJSON"]),
        // The formats: every importer (recursiveDescription, XCTest, Appium, Sentry, _printHierarchy, idb/AXe,
        // EarlGrey, Detox, LookInside) and the dump writer. They turn other tools' text into the hierarchy format
        // and hand it to the simulation's decoder, so they depend on the simulation and the simulation never on them.
        // XML page sources are read by libxml2 (CLibXML2), with no DTD, entity expansion or network.
        .target(name: "HitTraceFormats", dependencies: ["HitTestKit", "HitTraceJSON", "CLibXML2"]),

        // C libraries from Debian, through system-library targets (module map + shim header only).
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(
            name: "CNettle", pkgConfig: "nettle",
            providers: [.apt(["nettle-dev"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(
            name: "CLZ4", pkgConfig: "liblz4",
            providers: [.apt(["liblz4-dev"])]),

        // The libmicrohttpd wrapper: knows nothing of views.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        // SQLite storage: knows nothing of HTTP, nor of the documents it keeps (the app registers the migrations
        // that rewrite them). Trace bodies are stored as LZ4 blocks (CLZ4) when that is smaller.
        .target(name: "Storage", dependencies: ["CSQLite", "CLZ4"]),
        // The rule book (docs/UIKIT-RULES.md) as HTML, split into its numbered rules: knows nothing of HTTP.
        .target(name: "RuleBook", dependencies: ["CCmarkGFM"]),
        // QR codes as SVG (libqrencode), for the page's share links: knows nothing of HTTP.
        .target(name: "QRCode", dependencies: ["CQREncode"]),
        // JSON-RPC 2.0 and MCP on the JSON module's reader and writer: a message in, a message out; knows nothing of
        // HTTP, stdio or sockets, nor of views or what the tools do.
        .target(name: "MCP", dependencies: ["HitTraceJSON"]),
        // Routes joining the engine, storage and the server; the OpenAPI document (compiled in from its JSON file);
        // the MCP tools; trace ids hashed with nettle's SHA-256.
        .target(name: "HitTraceApp", dependencies: ["HitTraceJSON", "HitTestKit", "HitTraceFormats", "Sentences", "Answers", "HTTPServer", "Storage", "RuleBook", "QRCode", "MCP", "CNettle"],
                resources: [.embedInCode("Resources/openapi.json")]),
        // The executable: argument parsing, serve, trace, signals.
        .executableTarget(name: "hittrace", dependencies: ["HitTraceApp", "HitTraceJSON", "HitTestKit", "HitTraceFormats", "Sentences", "Answers", "HTTPServer", "MCP", "Storage"]),
        // Benchmarks (run in release builds; they print figures, they assert nothing).
        .executableTarget(name: "hittrace-bench", dependencies: ["HitTraceJSON", "HitTestKit", "HitTraceFormats", "Sentences", "Answers", "HitTraceApp", "HTTPServer"]),

        // What the test targets share (they cannot import each other): the loopback HTTP client, running code
        // on many real threads at once, running a system tool, hierarchies decoded from inline JSON.
        .target(name: "TestSupport", dependencies: ["HitTestKit"], path: "Tests/TestSupport"),
        .testTarget(name: "HitTraceJSONTests", dependencies: ["HitTraceJSON", "TestSupport"]),
        // Each sentence table on its own: every kind in both languages, literal sentences, no English in Chinese.
        .testTarget(name: "SentencesTests", dependencies: ["HitTestKit", "Sentences", "TestSupport"]),
        .testTarget(name: "HitTestKitTests", dependencies: ["HitTraceJSON", "HitTestKit", "HitTraceFormats", "Sentences", "Answers", "TestSupport"]),
        // The importers and the dump writer on their fixtures (and the real samples beside the repository).
        .testTarget(name: "HitTraceFormatsTests", dependencies: ["HitTraceFormats", "HitTestKit", "Sentences", "Answers", "HitTraceJSON", "TestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "RuleBookTests", dependencies: ["RuleBook", "TestSupport"]),
        .testTarget(name: "HitTraceAppTests", dependencies: ["HitTraceApp", "HitTraceJSON", "HitTestKit", "Sentences", "Answers", "HTTPServer", "Storage", "TestSupport"]),
        .testTarget(name: "MCPTests", dependencies: ["MCP", "HitTraceJSON"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (libFuzzer), declared only when scripts/fuzz.sh asks for them with HITTRACE_FUZZ=1: each hands
// its `main` to libFuzzer's driver, which only a `-sanitize=fuzzer` build links, so an ordinary build could not
// link them. Sources and seed corpora are in Fuzz/.
if Context.environment["HITTRACE_FUZZ"] == "1" {
    package.targets.append(.systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"))
    let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzHierarchyDecoder", ["HitTraceJSON", "HitTestKit"]),
        ("FuzzDumpImporter", ["HitTestKit", "HitTraceFormats"]),
        ("FuzzFormatImporter", ["HitTestKit", "HitTraceFormats"]),
        ("FuzzTouchInput", ["HitTraceJSON", "HitTestKit"]),
        ("FuzzHTTPRequest", ["HitTraceApp", "HTTPServer", "HitTestKit", "FuzzSupport"]),
        ("FuzzWhyNotBody", ["HTTPServer", "FuzzSupport"]),
        ("FuzzCheckBody", ["HTTPServer", "FuzzSupport"]),
    ]
    // The app the request targets answer in process, with a hierarchy and a trace stored at start.
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["HitTraceApp", "HTTPServer", "HitTestKit"],
                                   path: "Fuzz/Targets/FuzzSupport"))
    for fuzzer in fuzzers {
        package.targets.append(.executableTarget(
            name: fuzzer.name, dependencies: fuzzer.dependencies + ["CLibFuzzer"], path: "Fuzz/Targets/\(fuzzer.name)"))
    }
}
