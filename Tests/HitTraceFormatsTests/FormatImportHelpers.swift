import Foundation
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// Helpers for the importers of other tools' formats: the fixtures under Tests/Fixtures/<format>/ (written for
/// these tests) and, when present, the real samples in ../shared/data/<format>/ beside the repository.
enum FormatFixtures {
    static func imported(_ relativePath: String, format: HierarchyFormat? = nil) throws -> ImportedDump {
        try HierarchyImporter.importHierarchy(try Fixtures.bytes("Tests/Fixtures/" + relativePath), format: format)
    }

    /// The error importing `text` as `format` gives, or nil when it imports.
    static func failure(_ text: String, as format: HierarchyFormat) -> HierarchyError? {
        do { _ = try HierarchyImporter.importHierarchy(Array(text.utf8), format: format); return nil } catch { return error }
    }

    /// ../shared/data, beside the repository (absent in a plain clone).
    static let sharedData = RealData.dataFolder

    static func samplesPresent(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: sharedData.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Every file of a sample folder (and its subfolders) with one of the extensions, sorted; README.md left out.
    static func samples(_ folder: String, extensions: Set<String>) -> [URL] {
        let root = sharedData.appendingPathComponent(folder)
        guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let urls: [URL] = e.compactMap { $0 as? URL }
        let wanted = urls.filter { extensions.contains($0.pathExtension) && $0.lastPathComponent != "README.md" }
        return wanted.sorted { $0.path < $1.path }
    }

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    static func view(_ h: Hierarchy, _ id: String) -> ViewIndex? { h.index(of: id) }

    static func attribute(_ h: Hierarchy, _ v: ViewIndex, _ name: String) -> String? {
        h.extras(of: v).attributes.first { $0.name == name }?.value
    }

    /// The screen centre of a view's bounds.
    static func centre(_ h: Hierarchy, _ v: ViewIndex) -> Point {
        let b = h.screenBox(of: v)
        return Point(x: b.x + b.width / 2, y: b.y + b.height / 2)
    }

    /// Views whose centre hit-test is not explained: a touch at a view's centre must go to the view, to a
    /// view inside it, to an ancestor (when the view does not take touches: hidden, transparent, a label, an
    /// image, a disabled control, outside an ancestor's bounds), or to a view in front of it whose
    /// area holds the point. Returns the ids of views for which none holds.
    static func unexplainedCentreHits(_ h: Hierarchy) -> [String] {
        var bad: [String] = []
        for v in 0..<h.viewCount {
            let b = h.screenBox(of: v)
            guard b.width > 0, b.height > 0 else { continue }
            let trace = h.trace(at: centre(h, ViewIndex(v)))
            let hit = (trace.hitView?.index ?? -1)
            if hit == v { continue }
            if hit >= 0, h.ancestry(of: hit).contains(v) { continue }
            // Not the hit view, and the trace says why.
            if trace.misses.contains(where: { $0.view.index == v }) { continue }
            if hit >= 0, h.ancestry(of: v).contains(hit) { continue }
            // Not drawn at all: hidden or transparent, itself or an ancestor (nothing to hit there).
            let notDrawn = h.ancestry(of: v).contains { a in
                h.nodes[a].flags.contains(.hidden) || !h.nodes[a].flags.contains(.alphaHittable)
            }
            if notDrawn { continue }
            bad.append(h.id(v))
        }
        return bad
    }
}
