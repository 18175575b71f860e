import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// The 13 real dumps of `../shared/data/recursive-description/` (read in place, never copied into the repo):
/// every one imports, with the view count its view lines give, and exporting and importing again gives the
/// same hierarchy. A plain clone has no `../shared`: these are then skipped (`RealData`), and the project's own
/// dumps (`ImportDialectTests`) cover the same dialects.
@Suite struct ImportRealDumpTests {
    @Test(.needsRealData, arguments: RealData.dumps)
    func importsWithEveryView(file: String, views: Int) throws {
        let imported = try DumpImporter.importDump(try RealData.dump(file))
        #expect(imported.hierarchy.viewCount == views)
        #expect(imported.hierarchy.windows.count == 1)
    }

    @Test(.needsRealData, arguments: RealData.dumps.map(\.file))
    func exportThenImportGivesTheSameHierarchy(file: String) throws {
        let h = try DumpImporter.importDump(try RealData.dump(file)).hierarchy
        let text = DumpExporter.render(h)
        let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        #expect(NormalizedJSON.render(again) == NormalizedJSON.render(h), "\(text)")
    }
}
