#if canImport(Glibc)
import Glibc
#endif
import HitTestKit
import HitTraceFormats
import CLibFuzzer

/// The libFuzzer callback for the `recursiveDescription` importer (`DumpImporter`): arbitrary text, as pasted
/// into the page or posted as `text/plain`. Refusals (`invalid_dump`, limits) are fine; crashes and hangs are
/// not. An imported dump is also written back in the dump style (`DumpExporter`), which `GET` with
/// `Accept: text/plain` does for every stored hierarchy.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDumpImporter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let limits = HierarchyLimits(maxViews: 2_000, maxDepth: 64)
    guard let imported = try? DumpImporter.importDump(bytes, limits: limits) else { return 0 }
    _ = DumpExporter.render(imported.hierarchy)
    return 0
}

@main enum FuzzDumpImporter {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzDumpImporter($0, $1) })
    }
}
