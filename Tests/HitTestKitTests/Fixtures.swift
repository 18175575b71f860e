import Foundation
import TestSupport
@testable import HitTestKit

/// Test helpers: the repository's files, and hierarchies written inline.
enum Fixtures {
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        try Repository.bytes(relativePath)
    }

    static func seedDemo() throws -> Hierarchy {
        try HierarchyDecoder.decode(json: try bytes("public/presets/seed-demo.json"))
    }

    static func hierarchy(_ json: String, limits: HierarchyLimits = HierarchyLimits()) throws -> Hierarchy {
        try HierarchyDecoder.decode(json: Array(json.utf8), limits: limits)
    }

    /// Decodes, expecting failure; returns the error.
    static func failure(_ json: String, limits: HierarchyLimits = HierarchyLimits()) -> HierarchyError? {
        do {
            _ = try HierarchyDecoder.decode(json: Array(json.utf8), limits: limits)
            return nil
        } catch {
            return error
        }
    }
}

extension Hierarchy {
    func hitID(_ x: Double, _ y: Double) -> String? { hitTest(Point(x: x, y: y)).map { id($0.view) } }

    func order(_ x: Double, _ y: Double) -> [String] { trace(at: Point(x: x, y: y)).hitTestOrder.map { id($0) } }

    func miss(_ viewID: String, at x: Double, _ y: Double) -> Miss? {
        let t = trace(at: Point(x: x, y: y))
        return t.misses.first { id($0.view) == viewID }
    }

    func missBy(_ m: Miss?) -> String? { m?.by.map { id($0) } }

    /// The view with this id (the test's hierarchy has it).
    func v(_ id: String) -> ViewIndex { index(of: id)! }
}
