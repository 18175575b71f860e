import Testing
@testable import HitTestKit
@testable import Answers
import TestSupport

/// The founding article's demo (shared/seeds/000_…): grayView holds redView (top left) and blueView (bottom
/// right); yellowView is a later sibling of grayView, below it. Every build must reproduce it.
@Suite struct SeedDemoTests {
    /// "点击redView: yellowView -> grayView -> blueView -> redView": the later sibling yellowView is asked first
    /// (reverse order, rule 2.1), misses; grayView contains the point; its subviews are asked front to back.
    @Test func tapOnRedViewAsksYellowGrayBlueRed() throws {
        let h = try Fixtures.seedDemo()
        // redView is at (0, 64) in root coordinates, 93.75 × 133.3: (40, 100) is inside it.
        #expect(h.order(40, 100) == ["window", "root", "yellowView", "grayView", "blueView", "redView"])
        #expect(h.hitID(40, 100) == "redView")
    }

    @Test func theTextLogReadsLikeTheArticlesNSLogs() throws {
        let h = try Fixtures.seedDemo()
        let log = TraceTextLog.render(h.trace(at: Point(x: 40, y: 100)), in: h)
        #expect(log.contains("hitTest order: window -> root -> yellowView -> grayView -> blueView -> redView\n"))
        #expect(log.contains("\n      hitTest      redView (GSRedView) at (40, 36)\n"))
        #expect(log.contains("responder chain: redView -> grayView -> root -> ViewController -> window -> UIWindowScene -> UIApplication -> AppDelegate\n"))
    }

    /// The article's commented-out variants: blueView hidden, interaction off, or alpha 0 — a tap on blueView
    /// then lands on grayView, and blueView's pointInside is never called (rule 1.1).
    @Test(arguments: [("\"hidden\": true", Miss.Reason.hidden),
                      ("\"userInteractionEnabled\": false", .userInteractionDisabled),
                      ("\"alpha\": 0.0", .alphaBelowThreshold)])
    func blueViewVariantsFallThroughToGrayView(property: String, reason: Miss.Reason) throws {
        let h = try blueVariant(property)
        // blueView: x 93.75…187.5, y 64+266.7…464 on screen: (150, 400) is inside it.
        #expect(h.hitID(150, 400) == "grayView")
        let t = h.trace(at: Point(x: 150, y: 400))
        let blueCalls = t.steps.filter { h.id(Int($0.view)) == "blueView" }.map(\.call)
        #expect(blueCalls == [.hitTest, .return])
        let m = h.miss("blueView", at: 150, 400)
        #expect(m?.reason == reason)
        #expect(h.missBy(m) == "blueView")
    }

    /// The article writes "alpha<=0.1" in its prose and `alpha <= 0.01` in its code, and sets alpha 0.1 in the
    /// demo. UIKit's documented threshold is alpha < 0.01 (rule 1.3): at 0.1 blueView still takes the touch.
    @Test func alphaPointOneIsStillHittableUnlikeTheArticlesProse() throws {
        let h = try blueVariant("\"alpha\": 0.1")
        #expect(h.hitID(150, 400) == "blueView")
    }

    /// At exactly 0.01 UIKit reads the Float back as 0.00999999977 < 0.01, so the view is skipped (rule 1.3).
    @Test func alphaExactlyPointZeroOneIsSkipped() throws {
        let h = try blueVariant("\"alpha\": 0.01")
        #expect(h.hitID(150, 400) == "grayView")
        #expect(h.miss("blueView", at: 150, 400)?.cause == .alphaBelowThreshold(by: h.v("blueView"), alpha: 0.01))
    }

    private func blueVariant(_ property: String) throws -> Hierarchy {
        var text = String(decoding: try Fixtures.bytes("public/presets/seed-demo.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"id\": \"blueView\",", with: "\"id\": \"blueView\", \(property),")
        return try Fixtures.hierarchy(text)
    }
}
