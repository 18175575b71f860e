// See ../../Package.swift: a correct program that TSan reports on when the lock is a Synchronization.Mutex.
import Synchronization
import Foundation

// A correct program: objects are handed from producer threads to consumers only through a Mutex-protected
// array. Each object is initialised before it is appended under the lock and read only after it is removed
// under the same lock. Any TSan report here is a false positive.
final class Box: Sendable { let inner = Mutex(0); let value: Int; init(_ v: Int) { value = v } }
let queue = Mutex<[Box]>([])
nonisolated(unsafe) let usePthread = CommandLine.arguments.contains("pthread")
nonisolated(unsafe) let pm: UnsafeMutablePointer<pthread_mutex_t> = { let p = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1); pthread_mutex_init(p, nil); return p }()
nonisolated(unsafe) var plain: [Box] = []
let threads = 4
let group = DispatchGroup()
for t in 0..<threads {
    DispatchQueue.global().async(group: group) {
        for i in 0..<20000 {
            if t % 2 == 0 {
                let b = Box(i)
                if usePthread { pthread_mutex_lock(pm); plain.append(b); pthread_mutex_unlock(pm) }
                else { queue.withLock { $0.append(b) } }
            } else {
                let b: Box?
                if usePthread { pthread_mutex_lock(pm); b = plain.popLast(); pthread_mutex_unlock(pm) }
                else { b = queue.withLock { $0.popLast() } }
                if let b { b.inner.withLock { $0 += b.value } }
            }
        }
    }
}
group.wait()
print("done")
