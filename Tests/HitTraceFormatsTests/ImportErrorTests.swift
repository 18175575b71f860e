import Testing
@testable import HitTestKit
@testable import HitTraceFormats

/// A line that cannot be read is an `invalid_dump` error at `line N` saying what was expected — never dropped
/// in silence — and every such line is reported in one pass.
@Suite struct ImportErrorTests {
    @Test(arguments: [
        // (dump, line, start of the message)
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n   | UIView 0x2 frame 0 0 10 10\n", "line 2", "expected a view line"),
        ("<UIView: 0x1; layer = <CALayer: 0x2>>", "line 1", "expected frame = (x y; width height)"),
        ("<UIView: 0x1; frame = (0 0; ten 10)>", "line 1", "expected frame = (x y; width height)"),
        ("<UIView: 0x1; frame = (0 0; 10 10); alpha = 2>", "line 1", "expected alpha = a number from 0 to 1"),
        ("<UIView: 0x1; frame = (0 0; 10 10); hidden = maybe>", "line 1", "expected hidden = YES or NO"),
        ("<UIView: 0x1; frame = (0 0; 10 10); transform = [1, 0, 0]>", "line 1", "expected transform = [a, b, c, d, tx, ty]"),
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n   |    |    | <UIView: 0x2; frame = (0 0; 1 1)>", "line 2", "nested 3 levels below the view on line 1"),
        // An elision lets the views right below it skip levels, not a view opened after it.
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n   ...\n   |    |    | <UIView: 0x2; frame = (0 0; 1 1)>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n   |    |    | <UIView: 0x4; frame = (0 0; 1 1)>", "line 5", "nested 2 levels below the view on line 4"),
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 1 1)\n   | <UIView: 0x3; frame = (0 0; 1 1)>", "line 2", "the view is not closed by \">\""),
        ("<UIView: nowhere; frame = (0 0; 10 10)>", "line 1", "expected an address (0x…)"),
        ("{\"root\": {\"frame\": [0, 0, 10, 10]}}", "line 1", "expected a view line"),
        ("", "line 1", "expected a view line"),
        ("<UIView: 0x1; id = a; frame = (0 0; 10 10)>\n   | <UIView: 0x2; id = a; frame = (0 0; 1 1)>", "line 2", "duplicate id \"a\""),
    ])
    func unreadableLine(dump: String, line: String, message: String) {
        let error = ImportFixtures.failure(dump)
        #expect(error?.code == .invalidDump)
        #expect(error?.issues.first?.path == line)
        #expect(error?.issues.first?.message.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    /// A line cut off in the middle of a dump is one error, not one per subview below it: its subviews and the
    /// rest of the line wrapped onto the next are left out with it (as notes).
    @Test func aLineCutOffInTheMiddleIsOneError() {
        let dump = """
        <UIWindow: 0x1; frame = (0 0; 375 667)>
           | <UIView: 0x2; frame = (0 0; 375 667); autores
        ize = W+H>
           |    | <UIView: 0x3; frame = (0 0; 10 10)>
           |    |    | <UIView: 0x4; frame = (0 0; 5 5)>
           |    | <UIView: 0x5; frame = (0 0; 10 10)>
           | <UIView: 0x6; frame = (0 0; 20 20)>
        """
        let error = ImportFixtures.failure(dump)
        #expect(error?.code == .invalidDump)
        #expect(error?.issues.count == 1, "\(error?.description ?? "no error")")
        #expect(error?.issues.first?.path == "line 2")
        #expect(error?.issues.first?.message.hasPrefix("the view is not closed by \">\"") == true)
    }

    @Test func everyBadLineIsReportedInOnePass() {
        let error = ImportFixtures.failure("""
            <UIWindow: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (0 0; 10 10); alpha = 7>
               | this line is not a view
               | <UIView: 0x3; layer = <CALayer: 0x4>>
            """)
        #expect(error?.issues.map(\.path) == ["line 2", "line 3", "line 4"])
    }

    /// A problem the decoder finds (here, a limit) is reported at the line of the view it concerns.
    @Test func decoderProblemsPointAtTheirLine() {
        let text = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>"
        do {
            _ = try DumpImporter.importDump(Array(text.utf8), limits: HierarchyLimits(maxDepth: 2))
            Issue.record("expected the depth limit")
        } catch {
            #expect(error.code == .limitExceeded)
            #expect(error.issues.first?.path == "line 2")
        }
    }
}
