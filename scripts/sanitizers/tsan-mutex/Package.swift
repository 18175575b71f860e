// swift-tools-version:6.0
// A TSan false positive, reproduced without HitTrace: objects handed between threads only through a
// Synchronization.Mutex are reported as racing (Swift 6.3.1, Linux), the same program with a pthread mutex is not.
//   swift run --sanitize=thread --scratch-path /tmp/tsan-mutex TSanMutex          → ThreadSanitizer warnings
//   swift run --sanitize=thread --scratch-path /tmp/tsan-mutex TSanMutex pthread  → none
import PackageDescription
let package = Package(name: "TSanMutex", platforms: [.macOS(.v15)], targets: [.executableTarget(name: "TSanMutex")])
