import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// The 13 real dumps of `../shared/data/recursive-description/` (read in place, never copied into the repo):
/// every one imports, with the view count its view lines give, and exporting and importing again gives the
/// same hierarchy. A plain clone has no `../shared`: these are then skipped (`RealData`), and the project's own
/// dumps (`ImportDialectTests`) cover the same dialects.
@Suite struct ImportRealDumpTests {
    /// (file, views imported): every line with a view, minus ` (layer)` lines.
    static let dumps: [(String, Int)] = [
        ("01-sentry-hidden-label.txt", 3),
        ("02-sentry-alpha-labels.txt", 4),
        ("03-sentry-rotated-transform.txt", 3),
        ("04-sentry-uiswitch.txt", 10),
        ("05-sentry-uitextview.txt", 6),
        ("06-sentry-swiftui-text-layers-ios26.txt", 4),
        ("07-sentry-swiftui-list-ios16.txt", 29),
        ("08-owasp-mastg-cycript-keywindow.txt", 10),
        ("09-crifan-cycript-modal-appleid.txt", 82),
        ("10-sentry-mock-uiwindow-navpush.txt", 96),
        ("11-componentkit-pviews-collectionview.txt", 16),
        ("12-hou-recursivedescription2-ivars.txt", 12),
        ("13-snapshot-testing-purged-addresses.txt", 5),
    ]

    @Test(.needsRealData, arguments: dumps)
    func importsWithEveryView(file: String, views: Int) throws {
        let imported = try DumpImporter.importDump(try RealData.dump(file))
        #expect(imported.hierarchy.viewCount == views)
        #expect(imported.hierarchy.windows.count == 1)
    }

    @Test(.needsRealData, arguments: dumps.map(\.0))
    func exportThenImportGivesTheSameHierarchy(file: String) throws {
        let h = try DumpImporter.importDump(try RealData.dump(file)).hierarchy
        let text = DumpExporter.render(h)
        let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        #expect(NormalizedJSON.render(again) == NormalizedJSON.render(h), "\(text)")
    }
}
