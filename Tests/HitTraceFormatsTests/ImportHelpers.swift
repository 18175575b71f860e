import Foundation
@testable import HitTestKit
@testable import HitTraceFormats

/// Helpers for the importer's tests: import a dump written inline, compare with a hierarchy written literally.
enum ImportFixtures {
    static func dump(_ text: String) throws -> Hierarchy {
        try DumpImporter.importDump(Array(text.utf8)).hierarchy
    }

    /// The normalized form of a hierarchy, as text: two hierarchies are the same when these are equal.
    static func normalized(_ h: Hierarchy) -> String {
        String(decoding: NormalizedJSON.render(h), as: UTF8.self)
    }

    /// The normalized form of a hierarchy written as JSON.
    static func expected(_ json: String) throws -> String {
        normalized(try HierarchyDecoder.decode(json: Array(json.utf8)))
    }

    static func failure(_ text: String) -> HierarchyError? {
        do { _ = try DumpImporter.importDump(Array(text.utf8)); return nil } catch { return error }
    }
}
