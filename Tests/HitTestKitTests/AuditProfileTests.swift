import Testing
@testable import HitTestKit
import TestSupport

/// The audit profiles on receiving areas: HIG's two sizes, WCAG 2.5.8's spacing exception, WCAG 2.5.5, Material's
/// spacing; measured after views in front.
@Suite struct AuditProfileTests {
    /// Buttons of the given frames in a 400×400 window (the first ones behind the later ones).
    static func buttons(_ frames: [(String, Double, Double, Double, Double)], cover: (Double, Double, Double, Double)? = nil) throws -> Hierarchy {
        var subviews = frames.map { #"{"id": "\#($0.0)", "class": "UIButton", "frame": [\#($0.1), \#($0.2), \#($0.3), \#($0.4)]}"# }
        if let c = cover { subviews.append(#"{"id": "cover", "frame": [\#(c.0), \#(c.1), \#(c.2), \#(c.3)]}"#) }
        return try Fixtures.hierarchy(#"{"windows": [{"id": "w", "frame": [0, 0, 400, 400], "subviews": [\#(subviews.joined(separator: ","))]}]}"#)
    }

    static func findings(_ profile: AuditProfile, _ h: Hierarchy) -> [(String, String)] {
        let map = HitMap(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 400, height: 400), step: 1))
        return profile.audit(h, areas: ReceivingAreas(h, map: map)).map { (h.id($0.view), $0.rule) }
    }

    @Test func higWarnsBelow44AndErrsBelow28() throws {
        let h = try Self.buttons([("big", 0, 0, 44, 44), ("mid", 100, 0, 30, 44), ("tiny", 200, 0, 20, 20)])
        let f = Self.findings(.hig, h)
        #expect(f.map(\.0) == ["mid", "tiny"])
        #expect(f.map(\.1) == ["hig/target-size", "hig/minimum-size"])
        #expect(Self.findings(.wcagAAA, h).map(\.0) == ["mid", "tiny"])
    }

    @Test func aViewInFrontShrinksTheReceivingArea() throws {
        // 44×44 drawn, but a view in front takes its top half: 44×22 receive.
        let h = try Self.buttons([("b", 0, 0, 44, 44)], cover: (0, 0, 100, 22))
        #expect(Self.findings(.hig, h).map(\.1) == ["hig/minimum-size"])
    }

    @Test func wcagAAsSpacingExceptionSavesWellSpacedSmallTargets() throws {
        // 20×20 targets 30 apart (centres): 24-unit circles do not meet each other or the other target.
        let spaced = try Self.buttons([("a", 0, 0, 20, 20), ("b", 30, 0, 20, 20)])
        #expect(Self.findings(.wcagAA, spaced).isEmpty)
        // Centres 22 apart: the 24-unit circles overlap. (24 apart they would just touch, which WCAG allows.)
        let crowded = try Self.buttons([("a", 0, 0, 20, 20), ("b", 22, 0, 20, 20)])
        #expect(Self.findings(.wcagAA, crowded).map(\.0) == ["a", "b"])
        let big = try Self.buttons([("a", 0, 0, 24, 24), ("b", 24, 0, 24, 24)])
        #expect(Self.findings(.wcagAA, big).isEmpty)
    }

    @Test func materialWants48AndEightApart() throws {
        let h = try Self.buttons([("a", 0, 0, 48, 48), ("b", 52, 0, 48, 48), ("c", 200, 0, 48, 48)])
        let f = Self.findings(.material, h)
        #expect(f.map(\.1) == ["material/spacing"])
        #expect(f.map(\.0) == ["a"])
        #expect(Self.findings(.material, try Self.buttons([("s", 0, 0, 44, 48)])).map(\.1) == ["material/target-size"])
    }

    @Test func profilesAreNamedWithTheirSources() {
        #expect(AuditProfile.all.map(\.name) == ["hig", "wcag-aa", "wcag-aaa", "material"])
        #expect(AuditProfile.all.allSatisfy { $0.source.hasPrefix("https://") })
        #expect(AuditProfile.named("wcag-aaa")?.targetSize == 44)
    }
}
