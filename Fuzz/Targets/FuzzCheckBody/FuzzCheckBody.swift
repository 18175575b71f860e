#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import CLibFuzzer
import FuzzSupport

/// The libFuzzer callback for check request bodies: the bytes are the body of `POST /api/hierarchies/{id}/check`
/// (`{"expect": [{"tap": [x, y], "hits": "view"}, {"reachable": "view"}, {"audit": "hig"}]}`) on the hierarchy
/// `FuzzApp` stores at start, answered in process: the expectations' decoding and its caps, the taps, the hit map
/// behind reachability and audits, the reports.
///
/// The properties are `FuzzApp.check`'s (no 5xx, no 4 MB answer) and scripts/fuzz.sh's per-input time limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCheckBody(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let path = "/api/hierarchies/\(FuzzApp.shared.hierarchyID)/check"
    FuzzApp.check(FuzzApp.shared.answer(.post, path, body: bytes), "POST \(path)")
    return 0
}

@main enum FuzzCheckBody {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzCheckBody($0, $1) })
    }
}
