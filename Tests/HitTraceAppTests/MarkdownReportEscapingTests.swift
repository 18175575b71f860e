import Foundation
import Testing
import TestSupport
import HitTestKit
import RuleBook
import Answers

/// The Markdown report of `hittrace check` read by a real CommonMark renderer (cmark-gfm, the rule book's):
/// hostile ids stay text, in code spans, and never become HTML, images, links or table cells.
@Suite struct MarkdownReportEscapingTests {
    @Test func hostileIDsRenderAsCodeAndNothingElse() throws {
        let h = try HierarchyDecoder.decode(json: try Fixtures.bytes("Tests/Fixtures/check/hostile-ids.json"))
        let expectations = try Expectation.decode(json: try Fixtures.bytes("Tests/Fixtures/check/hostile-ids-expect.json"))
        let report = TouchCheck.run(expectations, on: h)
        let markdown = CheckReports.markdown(report, in: h, hierarchyName: "Hostile <b>names</b> ![x](http://evil.test/x.png) | cell",
                                             image: "my report (1).svg")
        let html = RuleBook(markdown: markdown).html
        #expect(!html.contains("raw HTML omitted"), "\(html)")  // cmark's mark where the input had raw HTML
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("href=\"http://evil"), "\(html)")
        // The one picture is the report's own, its file name kept inside the link.
        #expect(html.components(separatedBy: "<img").count == 2)
        #expect(html.contains(#"<img src="my%20report%20%281%29.svg""#), "\(html)")
        for id in ["a`&lt;img src=x onerror=alert(1)&gt;`b", "![x](http://evil.test/y.png)", "``", "cover &lt;script&gt;"] {
            #expect(html.contains("<code>\(id)</code>"), "\(id) in \(html)")
        }
        // Each table's rows keep as many cells as its header (3 for the expectations, 4 for the findings).
        let tables = html.components(separatedBy: "<table>").dropFirst()
        #expect(tables.count >= 2, "\(html)")  // the expectations and the findings (no dead zone here)
        for table in tables {
            let rows = table.components(separatedBy: "<tr>").dropFirst()
            let columns = rows.first?.components(separatedBy: "<th").count ?? 0
            #expect(columns >= 4)
            for row in rows.dropFirst() { #expect(row.components(separatedBy: "<td").count == columns, "\(row)") }
        }
    }
}
