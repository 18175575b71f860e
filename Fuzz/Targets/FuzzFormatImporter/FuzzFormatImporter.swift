#if canImport(Glibc)
import Glibc
#endif
import HitTestKit
import HitTraceFormats
import CLibFuzzer

/// The libFuzzer callback for format recognition and every importer of other tools' output: arbitrary bytes,
/// as posted to `POST /api/hierarchies` or read by the CLI. The format is recognised from the content and the
/// recognised importer runs, as the API does; then every other importer (XCTest, Appium's XML, Sentry,
/// `_printHierarchy`, idb, EarlGrey, Detox's XML, LookInside; recursiveDescription has its own target) reads the
/// same bytes as `?format=` would make it, so each is fuzzed whatever detection says; the seed corpus holds one
/// input of each. Refusals are fine; crashes and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let limits = HierarchyLimits(maxViews: 2_000, maxDepth: 64)
    let detected = HierarchyFormat.detect(bytes)
    _ = try? HierarchyImporter.importHierarchy(bytes, format: detected, limits: limits)
    for format in HierarchyFormat.allCases where format != detected && format != .json && format != .recursiveDescription {
        _ = try? HierarchyImporter.importHierarchy(bytes, format: format, limits: limits)
    }
    return 0
}

@main enum FuzzFormatImporter {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzFormatImporter($0, $1) })
    }
}
