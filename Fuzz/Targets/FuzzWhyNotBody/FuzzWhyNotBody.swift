#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import CLibFuzzer
import FuzzSupport

/// The libFuzzer callback for why-not request bodies: the bytes are the body of `POST /api/why-not`
/// (`{"hierarchy": {…} or "dump text", "touch": {…}, "view": "id"}`), answered in process: the one-shot decoding,
/// the importers behind a hierarchy given as text, the blockers, the delivery past the hit-test, and the fix
/// searches, which once walked every combination of four changes (12 s for 20 nested hidden containers).
///
/// The properties are `FuzzApp.check`'s (no 5xx, no 4 MB answer) and, through scripts/fuzz.sh's per-input time
/// limit, that no input takes long: the request has no deadline here, so a slow search is not cut short but
/// fails the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWhyNotBody(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    FuzzApp.check(FuzzApp.shared.answer(.post, "/api/why-not", body: bytes), "POST /api/why-not")
    return 0
}

@main enum FuzzWhyNotBody {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzWhyNotBody($0, $1) })
    }
}
