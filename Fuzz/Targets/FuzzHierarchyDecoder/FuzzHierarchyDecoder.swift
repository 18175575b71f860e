#if canImport(Glibc)
import Glibc
#endif
import HitTestKit
import CLibFuzzer

/// The libFuzzer callback for the hierarchy decoder and validator (`HierarchyDecoder`, and the JSON parser under
/// it). Any input may be refused with a `HierarchyError`; none may crash, hang or exhaust memory.
///
/// One property beyond "does not crash": what the decoder accepts, it must accept again in the normalized form
/// the server stores (`NormalizedJSON`), or a stored hierarchy could not be read back after a restart (the API
/// answers that with 500 `stored_hierarchy_unreadable`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHierarchyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    // Small limits keep each run short; the code paths are the same as with the server's defaults.
    let limits = HierarchyLimits(maxViews: 2_000, maxDepth: 64)
    guard let hierarchy = try? HierarchyDecoder.decode(json: bytes, limits: limits) else { return 0 }
    let normalized = NormalizedJSON.render(hierarchy, id: "h_fuzz")
    do {
        _ = try HierarchyDecoder.decode(json: normalized, limits: limits)
    } catch {
        fatalError("the normalized form of an accepted hierarchy is refused: \(error.description)")
    }
    var engine = HitTestEngine()
    _ = engine.hitTest(hierarchy, at: Point(x: 40, y: 100))
    return 0
}

@main enum FuzzHierarchyDecoder {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzHierarchyDecoder($0, $1) })
    }
}
