import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// Delivery on hierarchies imported from the project's own dumps (Tests/Fixtures/dumps): a scroll view and a
/// button as a debugger printed them behave as the same views written as JSON (`ScrollViewDeliveryTests`,
/// `ControlDeliveryTests`). A dump prints `gestureRecognizers = <NSArray: …>` with nothing of the recognizers,
/// so only UIKit's own (the scroll view's pan and delay) and the controls take part.
@Suite struct ImportedDumpDeliveryTests {
    /// An NSLog'd dump: `UIScrollView_0x103822600` (414×896, content 1400 tall, scrolled by 120) holds a card
    /// at (20, 20) on screen with a 64×34 button at (314, 190) on screen.
    static func wallet() throws -> Hierarchy {
        try DumpImporter.importDump(try OwnDumps.dump("log-nslog-first-line.txt")).hierarchy
    }

    static let sv = "UIScrollView_0x103822600"
    static let card = "CardView_0x10311c3d0"
    static let button = "UIButton_0x10311d5e0"

    /// 5.3: a quick tap on the card reaches it late, when the finger lifts.
    @Test func quickTapOnACard() throws {
        #expect(try Self.wallet().timeline(Touches.tap(100, 100)) == [
            "0 \(Self.card) held touchesBegan", "80 \(Self.sv).delay stateChanged failed", "80 \(Self.sv).pan stateChanged failed",
            "80 \(Self.card) touchesBegan", "80 \(Self.card) touchesEnded",
        ])
    }

    /// The same on the button: touchDown and touchUpInside both at touch-up.
    @Test func quickTapOnAButton() throws {
        let h = try Self.wallet()
        #expect(try h.timeline(Touches.tap(340, 200)) == [
            "0 \(Self.button) held touchesBegan", "80 \(Self.sv).delay stateChanged failed", "80 \(Self.sv).pan stateChanged failed",
            "80 \(Self.button) touchesBegan", "80 \(Self.button) controlEvent touchDown",
            "80 \(Self.button) touchesEnded", "80 \(Self.button) controlEvent touchUpInside", "80 \(Self.button) controlEvent primaryActionTriggered",
        ])
        #expect(try h.actions(Touches.tap(340, 200)) == ["80 \(Self.button).touchDown", "80 \(Self.button).touchUpInside", "80 \(Self.button).primaryActionTriggered"])
    }

    /// 5.3: a fast drag scrolls from the printed offset, and the card never hears of the touch.
    @Test func fastDragScrollsFromThePrintedOffset() throws {
        let h = try Self.wallet()
        let drag = Touches.drag(from: (100, 150), to: (100, 70), duration: 0.1, steps: 4)
        #expect(try h.timeline(drag) == [
            "0 \(Self.card) held touchesBegan",
            "25 \(Self.sv).pan stateChanged began", "25 \(Self.sv).delay stateChanged recognized", "25 \(Self.card) discarded",
            "50 \(Self.sv).pan stateChanged changed", "75 \(Self.sv).pan stateChanged changed", "100 \(Self.sv).pan stateChanged changed",
            "100 \(Self.sv).pan stateChanged ended",
        ])
        #expect(try h.delivery(drag).scrolls.map { "\($0.scrolled) \($0.by.y) \($0.contentOffset.y)" } == ["true 60.0 180.0"])
    }

    /// 5.6: held past the delay, the button keeps a later drag: UIScrollView's touchesShouldCancel(in:) says NO
    /// for a control.
    @Test func holdThenDragOnAButtonDoesNotScroll() throws {
        let hold = Touches.sequence([(0, "began", 340, 220), (0.3, "moved", 340, 200), (0.4, "moved", 340, 180), (0.5, "ended", 340, 180)])
        #expect(try Self.wallet().timeline(hold) == [
            "0 \(Self.button) held touchesBegan", "150 \(Self.sv).delay stateChanged failed",
            "150 \(Self.button) touchesBegan", "150 \(Self.button) controlEvent touchDown",
            "300 \(Self.sv).pan stateChanged failed", "300 \(Self.button) touchesMoved", "300 \(Self.button) controlEvent touchDragInside",
            "400 \(Self.button) touchesMoved", "400 \(Self.button) controlEvent touchDragInside",
            "500 \(Self.button) touchesEnded", "500 \(Self.button) controlEvent touchUpInside", "500 \(Self.button) controlEvent primaryActionTriggered",
        ])
    }

    /// lldb's dump: a tap on the button's label (not interactive) is the button's, which fires at once (no
    /// scroll view above it); the same tap on a control a transform moved (the mirrored view's button).
    @Test(arguments: [("lldb-po-keywindow.txt", "UIButton_0x104a14020", 160.0, 725.0),
                      ("transforms.txt", "UIButton_0x10c410a40", 360.0, 380.0)])
    func aTapOnAnImportedButton(file: String, button: String, x: Double, y: Double) throws {
        let h = try DumpImporter.importDump(try OwnDumps.dump(file)).hierarchy
        #expect(try h.actions(Touches.tap(x, y)) == ["0 \(button).touchDown", "80 \(button).touchUpInside", "80 \(button).primaryActionTriggered"])
    }
}
