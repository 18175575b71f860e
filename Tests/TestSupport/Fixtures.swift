import HitTestKit

/// Hierarchies for the simulation's and the formats' tests: the repository's files, and hierarchies written
/// inline (the hierarchy format an import is compared with).
package enum Fixtures {
    package static func bytes(_ relativePath: String) throws -> [UInt8] {
        try Repository.bytes(relativePath)
    }

    package static func text(_ relativePath: String) throws -> String {
        try Repository.text(relativePath)
    }

    /// The seed demo (the founding article's window, root, gray, red, blue and yellow views) as JSON.
    package static func seedDemoJSON() throws -> [UInt8] {
        try bytes("public/presets/seed-demo.json")
    }

    package static func seedDemo() throws -> Hierarchy {
        try HierarchyDecoder.decode(json: try seedDemoJSON())
    }

    /// A tap on the red view, which the seed demo's hit-test reaches last, as a touch's JSON body.
    package static let redTap = #"{"x":50,"y":100}"#

    package static func hierarchy(_ json: String, limits: HierarchyLimits = HierarchyLimits()) throws -> Hierarchy {
        try HierarchyDecoder.decode(json: Array(json.utf8), limits: limits)
    }

    /// Decodes, expecting failure; returns the error.
    package static func failure(_ json: String, limits: HierarchyLimits = HierarchyLimits()) -> HierarchyError? {
        do {
            _ = try HierarchyDecoder.decode(json: Array(json.utf8), limits: limits)
            return nil
        } catch {
            return error
        }
    }
}

extension Hierarchy {
    package func hitID(_ x: Double, _ y: Double) -> String? { hitTest(Point(x: x, y: y)).map { id($0.view) } }

    /// The view with this id (the test's hierarchy has it).
    package func v(_ id: String) -> ViewIndex { index(of: id)! }
}
