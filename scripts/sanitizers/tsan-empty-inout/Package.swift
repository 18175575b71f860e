// swift-tools-version:6.0
// A toolchain bug, reproduced without HitTrace: under -sanitize=thread (Swift 6.3.1, Linux) an empty struct
// passed `inout` through generic code on a non-main thread crashes TSan itself (SEGV in StoreShadow).
//   swift run --sanitize=thread --scratch-path /tmp/tsan-empty-inout      → ThreadSanitizer: SEGV
//   swift run --scratch-path /tmp/tsan-empty-inout                        → prints 45 twice
import PackageDescription
let package = Package(name: "TSanEmptyInout", targets: [.executableTarget(name: "TSanEmptyInout")])
