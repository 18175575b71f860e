import Foundation

/// Polls `condition` every 5 ms until it holds or `seconds` pass.
package func waitUntil(seconds: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Runs `body(index)` on `count` real threads at once and waits for all of them. Threads, not
/// tasks: the code under test blocks (on sockets, on the store's locks), and the cooperative pool
/// here is only two wide; the server and the store are called from thread pools too.
package func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    group.wait()
}
