import Testing
import TestSupport
@testable import HitTestKit

/// Dead zones: interactive views drawn where touches do not reach them, with the engine's reason.
@Suite struct HitMapDeadZoneTests {
    static let json = """
        {"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "card", "frame": [0, 0, 100, 100], "subviews": [
            {"id": "edgeButton", "class": "UIButton", "frame": [80, 10, 40, 20]}]},
          {"id": "coveredButton", "class": "UIButton", "frame": [0, 120, 60, 60]},
          {"id": "banner", "frame": [30, 110, 100, 80]},
          {"id": "frozen", "frame": [120, 0, 80, 100], "userInteractionEnabled": false, "subviews": [
            {"id": "tapArea", "frame": [0, 0, 60, 60], "gestureRecognizers": [{"type": "tap"}]}]}]}}
        """

    func report() throws -> (Hierarchy, HitMapReport) {
        let h = try Fixtures.hierarchy(Self.json)
        return (h, HitMapReport(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 200, height: 200), step: 1)))
    }

    func zone(_ id: String, _ h: Hierarchy, _ r: HitMapReport) -> DeadZone? {
        r.deadZones.first { $0.view == h.index(of: id)! }
    }

    /// A dead zone's causes come from the miss of its one view, walked down its own path: it must be what the
    /// whole trace says about that view, for every view, at points spread over random hierarchies with every
    /// override, clipping, transforms and several windows (on edges too: the coordinates are quarter points).
    @Test(arguments: 1...8)
    func theOneViewMissIsTheTracesMiss(seed: UInt64) throws {
        let h = try Fixtures.hierarchy(RegionRandomHierarchy.json(seed: seed, views: 50))
        var rng = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let p = Point(x: Double(rng.next() % 1360) / 4 - 10, y: Double(rng.next() % 1400) / 4 - 10)
            let misses = h.trace(at: p).misses
            for v in 0..<h.viewCount {
                #expect(h.miss(of: Int32(v), at: p) == misses.first { $0.view == ViewIndex(v) }, "seed \(seed), \(h.id(v)) at \(p)")
            }
        }
    }

    @Test func aButtonStickingOutOfItsSuperviewLosesThatPart() throws {
        let (h, r) = try report()
        let z = try #require(zone("edgeButton", h, r))
        // Drawn 40×20 (card does not clip); the 20×20 beyond card's right edge (x ≥ 100) gets no touch (2.6).
        #expect(z.drawnPoints == 800 && z.lostPoints == 400)
        #expect(z.causes.map(\.reason) == [.outsideSuperviewBounds])
        #expect(z.causes.first?.by.map { h.id($0) } == "card")
    }

    @Test func aButtonPartlyUnderASiblingIsCoveredByIt() throws {
        let (h, r) = try report()
        let z = try #require(zone("coveredButton", h, r))
        // The banner, later in subviews so in front (2.1), overlaps the button at x 30..<60, y 120..<180.
        #expect(z.drawnPoints == 3600 && z.lostPoints == 30 * 60)
        #expect(z.causes.map(\.reason) == [.covered])
        #expect(z.causes.first?.by.map { h.id($0) } == "banner")
    }

    @Test func aRecognizerViewUnderANonInteractiveAncestorIsEntirelyDead() throws {
        let (h, r) = try report()
        let z = try #require(zone("tapArea", h, r))
        #expect(z.drawnPoints == 3600 && z.lostPoints == 3600)
        #expect(z.causes.map(\.reason) == [.userInteractionDisabled])
        #expect(z.causes.first?.by.map { h.id($0) } == "frozen")
        #expect(z.causes.allSatisfy { $0.samples >= 1 })
    }

    @Test func viewsThatAreNotInteractiveHaveNoDeadZone() throws {
        let (h, r) = try report()
        #expect(zone("card", h, r) == nil && zone("banner", h, r) == nil)
        #expect(r.deadZones.count == 3)
    }

    @Test func areasAreReceivingNextToVisible() throws {
        let (h, r) = try report()
        let banner = h.index(of: "banner")!.index, covered = h.index(of: "coveredButton")!.index
        #expect(r.drawnArea[banner] == 8000 && r.receivingArea[banner] == 8000)
        #expect(r.drawnArea[covered] == 3600 && r.receivingArea[covered] == 1800)
    }
}
