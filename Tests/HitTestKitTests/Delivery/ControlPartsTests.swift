import Foundation
import Testing
import TestSupport
@testable import HitTestKit

/// Controls as real dumps show them (rule 3.11): the touch's view is one of UIKit's private views inside the
/// control, and the control that owns it tracks the touch, vetoes a parent's tap (4.19) and sends the events.
/// The dumps are real (Tests/Fixtures/control-dumps, sourced in its README).
@Suite struct ControlPartsTests {
    static func dump(_ file: String) throws -> Hierarchy {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/control-dumps/" + file)
        return try DumpImporter.importDump([UInt8](try Data(contentsOf: url))).hierarchy
    }

    /// The iOS 16–26 switch (sentry-cocoa): the hit-test view is a plain UIView inside
    /// UISwitchModernVisualElement; the switch tracks, toggles and sends touchUpInside (3.11, 3.13).
    @Test func aTapOnARealSwitchIsTheSwitchs() throws {
        let h = try Self.dump("uiswitch-ios16-26.txt")
        #expect(h.trace(30, 55).hitView.map { h.id($0.index) } == "UIView_0x11a635710")
        #expect(h.owningControl(of: h.index(of: "UIView_0x11a635710")!) == h.index(of: "UISwitch_0x11a70f9e0"))
        #expect(try h.actions(Touches.tap(30, 55)) == [
            "0 UISwitch_0x11a70f9e0.touchDown", "80 UISwitch_0x11a70f9e0.valueChanged", "80 UISwitch_0x11a70f9e0.touchUpInside",
        ])
        #expect(try h.delivery(Touches.tap(30, 55)).timeline.first?.receivedBy == "UISwitch_0x11a70f9e0")
    }

    /// The iOS 26 slider: a touch on the thumb lands on the 37×24 `_UILiquidLensView`, one beside it on the
    /// full-size glass visual element (the track views are not interactive); a drag from the thumb moves the
    /// slider's value (3.11, 3.15).
    @Test func aDragOnARealIOS26Slider() throws {
        let h = try Self.dump("uislider-ios26.txt")
        #expect(h.trace(15, 20).hitView.map { h.id($0.index) } == "_UILiquidLensView_0x11b25c050")
        #expect(h.trace(70, 20).hitView.map { h.id($0.index) } == "_UISliderGlassVisualElement_0x11b25bdd0")
        #expect(h.owningControl(of: h.index(of: "_UILiquidLensView_0x11b25c050")!) == h.index(of: "UISlider_0x11b23e2e0"))
        let drag = Touches.drag(from: (15, 20), to: (39.5, 20), duration: 0.1, steps: 1)
        let d = try h.delivery(drag)
        #expect(d.actions.map(\.event) == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
        // 80 pt less the 31-pt thumb: 24.5 pt is half the range.
        #expect(d.actions.first { $0.event == "valueChanged" }?.value == .init(property: .value, before: 0, after: 0.5))
    }

    /// The iOS 16–18 slider: the same through `_UISlideriOSVisualElement`.
    @Test func aDragOnARealIOS18Slider() throws {
        let h = try Self.dump("uislider-ios16-18.txt")
        #expect(h.trace(15, 20).hitView.map { h.id($0.index) } == "_UISlideriOSVisualElement_0x13ed0fbd0")
        let d = try h.delivery(Touches.drag(from: (15, 20), to: (39.5, 20), duration: 0.1, steps: 1))
        #expect(d.actions.map(\.event).contains("valueChanged"))
    }

    /// 4.19 through the owner: a card's single tap fails on a switch's visual element, as on a device, while an
    /// app's own interactive subview of a plain view gets no veto.
    @Test func theOwningSwitchVetoesAParentsTap() throws {
        let h = try Fixtures.window("""
        {"id": "card", "frame": [0, 0, 400, 200], "gestureRecognizers": [{"id": "cardTap", "type": "tap"}],
         "subviews": [{"id": "sw", "class": "UISwitch", "frame": [10, 40, 51, 31], "subviews": [
           {"id": "element", "class": "UISwitchModernVisualElement", "frame": [0, 0, 51, 31], "subviews": [
             {"id": "knobArea", "frame": [0, 0, 51, 31]}]}]}]}
        """)
        #expect(h.trace(30, 55).hitView.map { h.id($0.index) } == "knobArea")
        #expect(try h.timeline(Touches.tap(30, 55)) == [
            "0 knobArea touchesBegan", "0 sw controlEvent touchDown",
            "80 cardTap stateChanged failed",
            "80 knobArea touchesEnded", "80 sw controlEvent valueChanged", "80 sw controlEvent touchUpInside",
        ])
        #expect(try h.cause(Touches.tap(30, 55), "cardTap", "failed")
                == .failed(recognizer: "cardTap", .controlVetoesTap(control: h.v("sw"), part: h.v("knobArea"))))
    }

    /// 3.9 still holds: an app's own interactive view inside a button is not one of its private parts.
    @Test func anAppsSubviewIsNotAPart() throws {
        let h = try Fixtures.window("""
        {"id": "Btn", "class": "UIButton", "frame": [0, 0, 200, 60], "subviews": [
          {"id": "stack", "class": "UIStackView", "frame": [0, 0, 200, 60]},
          {"id": "label", "class": "UIButtonLabel", "userInteractionEnabled": true, "frame": [0, 0, 50, 60]}]}
        """)
        #expect(h.owningControl(of: h.index(of: "stack")!) == nil)
        #expect(h.owningControl(of: h.index(of: "label")!) == h.index(of: "Btn"))
        #expect(try h.actions(Touches.tap(20, 30)) == ["0 Btn.touchDown", "80 Btn.touchUpInside", "80 Btn.primaryActionTriggered"])
        #expect(try h.actions(Touches.tap(120, 30)) == [])
    }
}
