// An empty struct passed inout through a generic function, on a non-main thread.
protocol Recorder { mutating func record(_ x: Int) }
struct NoRecorder: Recorder { mutating func record(_ x: Int) {} }
struct Engine {
    @inline(never) mutating func run<R: Recorder>(_ n: Int, recorder: inout R) -> Int {
        var total = 0
        for i in 0..<n { recorder.record(i); total += step(i, recorder: &recorder) }
        return total
    }
    @inline(never) func step<R: Recorder>(_ i: Int, recorder: inout R) -> Int { recorder.record(i); return i }
}
func work() -> Int { var e = Engine(); var none = NoRecorder(); return e.run(10, recorder: &none) }
import Foundation
let t = Thread { print(work()) }
t.start()
Thread.sleep(forTimeInterval: 0.5)
print(work())
