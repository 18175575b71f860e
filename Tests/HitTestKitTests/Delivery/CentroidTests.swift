import Testing
@testable import HitTestKit
import TestSupport

/// Multi-finger taps and long presses measure movement from the fingers' centroid once all the required
/// fingers are down (rules 4.E, 4.25): how far apart the fingers are does not matter.
@Suite struct CentroidTests {
    static func pad(_ recognizer: String) throws -> Hierarchy {
        try Fixtures.window(#"{"id": "pad", "frame": [0, 0, 400, 400], "multipleTouchEnabled": true, "gestureRecognizers": [\#(recognizer)]}"#)
    }

    static let twoFingerTap = #"{"id": "two", "type": "tap", "numberOfTouchesRequired": 2}"#

    /// 4.25: two fingers 120 pt apart (a normal spacing for a two-finger tap) recognize.
    @Test func twoFingersFarApartStillTap() throws {
        let h = try Self.pad(Self.twoFingerTap)
        let tap = MultipleTouchTests.fingers([(0, "began", 100, 200, 0), (0.02, "began", 220, 200, 1),
                                              (0.1, "ended", 100, 200, 0), (0.11, "ended", 220, 200, 1)])
        #expect(try h.delivery(tap).recognizers.first { $0.id == "two" }?.state == .recognized)
    }

    /// 4.25: both fingers sliding 30 pt each way keeps the centroid in place: still a tap; both sliding 50 pt
    /// the same way moves it past the 45 pt and the tap fails.
    @Test func theCentroidsMovementCounts() throws {
        let h = try Self.pad(Self.twoFingerTap)
        let spread = MultipleTouchTests.fingers([(0, "began", 150, 200, 0), (0.02, "began", 250, 200, 1),
                                                 (0.05, "moved", 120, 200, 0), (0.05, "moved", 280, 200, 1),
                                                 (0.1, "ended", 120, 200, 0), (0.11, "ended", 280, 200, 1)])
        #expect(try h.delivery(spread).recognizers.first { $0.id == "two" }?.state == .recognized)
        let slide = MultipleTouchTests.fingers([(0, "began", 150, 200, 0), (0.02, "began", 250, 200, 1),
                                                (0.05, "moved", 150, 250, 0), (0.05, "moved", 250, 250, 1),
                                                (0.1, "ended", 150, 250, 0), (0.11, "ended", 250, 250, 1)])
        let d = try h.delivery(slide)
        #expect(d.recognizers.first { $0.id == "two" }?.state == .failed)
        #expect(d.timeline.first { $0.target == "two" }?.cause == .failed(recognizer: "two", .tapMoved(distance: 50, allowed: 45)))
    }

    /// 4.25: the second tap of a two-finger double tap is measured from the first tap's centroid.
    @Test func theSecondTapIsMeasuredByItsCentroid() throws {
        let h = try Self.pad(#"{"id": "double", "type": "tap", "numberOfTouchesRequired": 2, "numberOfTapsRequired": 2}"#)
        let taps = MultipleTouchTests.fingers([
            (0, "began", 100, 200, 0), (0.01, "began", 220, 200, 1), (0.08, "ended", 100, 200, 0), (0.09, "ended", 220, 200, 1),
            (0.2, "began", 220, 200, 2), (0.21, "began", 100, 200, 3), (0.28, "ended", 220, 200, 2), (0.29, "ended", 100, 200, 3),
        ])
        #expect(try h.delivery(taps).recognizers.first { $0.id == "double" }?.state == .recognized)
    }

    /// 4.25: a two-finger long press: fingers far apart, and each rolling a little the other way, still begin.
    @Test func aTwoFingerLongPress() throws {
        let h = try Self.pad(#"{"id": "press", "type": "longPress", "numberOfTouchesRequired": 2}"#)
        let press = MultipleTouchTests.fingers([(0, "began", 100, 200, 0), (0.02, "began", 260, 200, 1),
                                                (0.2, "moved", 92, 200, 0), (0.2, "moved", 268, 200, 1),
                                                (0.7, "ended", 92, 200, 0), (0.71, "ended", 268, 200, 1)])
        #expect(try h.delivery(press).recognizers.first { $0.id == "press" }?.state == .ended)
    }
}
