import Testing
@testable import HitTestKit
@testable import Answers
import TestSupport

/// The touch-target audit: Apple's 44×44 pt guideline, and enlarged hit areas.
@Suite struct HitMapAuditTests {
    static let json = """
        {"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 300, 300], "subviews": [
          {"id": "small", "class": "UIButton", "frame": [10, 10, 30, 24]},
          {"id": "fine", "class": "UIButton", "frame": [100, 10, 44, 44]},
          {"id": "neighbour", "class": "UIButton", "frame": [150, 150, 50, 50]},
          {"id": "greedy", "class": "UIButton", "frame": [100, 150, 40, 40],
           "pointInside": {"insets": {"top": -20, "left": -20, "bottom": -20, "right": -20}}}]}}
        """

    func findings() throws -> (Hierarchy, [TouchTargetFinding]) {
        let h = try Fixtures.hierarchy(Self.json)
        let r = HitMapReport(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 300, height: 300), step: 1))
        return (h, r.audit)
    }

    @Test func aSmallButtonIsReportedWithItsReceivingBox() throws {
        let (h, audit) = try findings()
        let f = try #require(audit.first { h.id($0.view) == "small" })
        #expect(f.kind == .smallTarget)
        #expect(f.receivingBox == Rect(x: 10, y: 10, width: 30, height: 24))
        #expect(f.receivingArea == 720 && f.drawnArea == 720 && f.outsideArea == 0)
        #expect(!audit.contains { h.id($0.view) == "fine" })
    }

    @Test func anEnlargedHitAreaIsReportedAndTheNeighbourItTakesFrom() throws {
        let (h, audit) = try findings()
        let mine = audit.filter { h.id($0.view) == "greedy" }
        // Hit area 80×80 (40×40 grown by 20 on every side) = 6400 pt², drawn 1600: at least twice, over 44².
        let enlarged = try #require(mine.first { $0.kind == .enlargedHitArea })
        #expect(enlarged.receivingArea == 6400 && enlarged.drawnArea == 1600 && enlarged.outsideArea == 4800)
        #expect(enlarged.receivingBox == Rect(x: 80, y: 130, width: 80, height: 80))
        // It is in front of the neighbour (later sibling), and its grown area covers x 150..<160, y 150..<200.
        let overlap = try #require(mine.first { $0.kind == .overlapsNeighbour })
        #expect(overlap.neighbour.map { h.id($0) } == "neighbour" && overlap.overlapArea == 500)
        #expect(!mine.contains { $0.kind == .smallTarget })
    }

    @Test func theReportRendersAsCompactJSON() throws {
        let h = try Fixtures.hierarchy("""
            {"root": {"id": "w", "frame": [0, 0, 4, 2], "subviews": [{"id": "b", "class": "UIButton", "frame": [2, 0, 2, 2]}]}}
            """)
        let r = HitMapReport(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 4, height: 2), step: 1))
        let text = String(decoding: HitMapJSON.render(r, in: h), as: UTF8.self)
        // Per row: view 0 ("w") for 2 points, then view 1 ("b") for 2.
        #expect(text.contains(#""views":["w","b"],"map":[[0,2,1,2],[0,2,1,2]]"#))
        #expect(text.contains(#""areas":[{"view":"w","index":0,"receiving":4,"visible":8},{"view":"b","index":1,"receiving":4,"visible":4}]"#))
    }
}
