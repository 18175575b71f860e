@testable import HitTestKit
import TestSupport

/// What the simulation's tests ask of a hierarchy besides `Fixtures` (TestSupport): the hit-test order and a
/// view's miss.
extension Hierarchy {
    func order(_ x: Double, _ y: Double) -> [String] { trace(at: Point(x: x, y: y)).hitTestOrder.map { id($0) } }

    func miss(_ viewID: String, at x: Double, _ y: Double) -> Miss? {
        let t = trace(at: Point(x: x, y: y))
        return t.misses.first { id($0.view) == viewID }
    }

    func missBy(_ m: Miss?) -> String? { m?.by.map { id($0) } }
}
