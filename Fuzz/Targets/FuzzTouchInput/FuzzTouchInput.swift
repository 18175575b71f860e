#if canImport(Glibc)
import Glibc
#endif
import HitTestKit
import CLibFuzzer

/// The libFuzzer callback for the touch parser (`TouchInput.decode(json:)`): a bare point, a timed sequence or a
/// gesture shorthand. A refusal is an `invalid_touch`; a touch it accepts must have at least one event, since the
/// engine hit-tests `firstTouchDown` (which reads `events[0]` when no event is `began`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let touch = try? TouchInput.decode(json: bytes) else { return 0 }
    precondition(!touch.events.isEmpty, "an accepted touch has no events")
    _ = touch.firstTouchDown
    return 0
}

@main enum FuzzTouchInput {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzTouchInput($0, $1) })
    }
}
