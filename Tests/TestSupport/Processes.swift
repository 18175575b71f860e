import Foundation

/// Runs a system tool (mount, chattr…) quietly and says whether it succeeded: false too if it is not
/// installed, so a test that needs it can skip rather than fail on a machine without it.
package func runTool(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    do {
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    } catch {
        return false
    }
}
