import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

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
        #expect(h.trace(30, 55).hitView.map { h.id($0) } == "UIView_0x11a635710")
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
        #expect(h.trace(15, 20).hitView.map { h.id($0) } == "_UILiquidLensView_0x11b25c050")
        #expect(h.trace(70, 20).hitView.map { h.id($0) } == "_UISliderGlassVisualElement_0x11b25bdd0")
        #expect(h.owningControl(of: h.index(of: "_UILiquidLensView_0x11b25c050")!) == h.index(of: "UISlider_0x11b23e2e0"))
        let drag = Touches.drag(from: (15, 20), to: (39.5, 20), duration: 0.1, steps: 1)
        let d = try h.delivery(drag)
        // continueTracking moves the value before the drag event is sent (decompiled UIControl.mm, touchesMoved:).
        #expect(d.actions.map(\.event) == ["touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
        // 80 pt less the 31-pt thumb: 24.5 pt is half the range.
        #expect(d.actions.first { $0.event == "valueChanged" }?.value == .init(property: .value, before: 0, after: 0.5))
    }

    /// The iOS 16–18 slider: the same through `_UISlideriOSVisualElement`.
    @Test func aDragOnARealIOS18Slider() throws {
        let h = try Self.dump("uislider-ios16-18.txt")
        #expect(h.trace(15, 20).hitView.map { h.id($0) } == "_UISlideriOSVisualElement_0x13ed0fbd0")
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
        #expect(h.trace(30, 55).hitView.map { h.id($0) } == "knobArea")
        #expect(try h.timeline(Touches.tap(30, 55)) == [
            "0 knobArea touchesBegan", "0 sw controlEvent touchDown",
            "80 cardTap stateChanged failed",
            "80 knobArea touchesEnded", "80 sw controlEvent valueChanged", "80 sw controlEvent touchUpInside",
        ])
        #expect(try h.cause(Touches.tap(30, 55), "cardTap", "failed")
                == .failed(recognizer: "cardTap", .controlVetoesTap(control: h.v("sw"), part: h.v("knobArea"))))
    }

    /// 3.9 still holds: an app's own interactive view inside a button is not one of its private parts.
    /// A part's class name is matched without its Swift module prefix, as the last non-empty dot-separated part
    /// of the name (what `split(separator: ".").last` gives), and only that part.
    @Test(arguments: [
        ("UIButtonLabel", "UIButtonLabel"), ("UIKit.UIButtonLabel", "UIButtonLabel"),
        ("UIKit._UISliderGlassVisualElement", "_UISliderGlassVisualElement"), ("A.B.UISegment", "UISegment"),
        ("UIButtonLabel.", "UIButtonLabel"), ("UIKit.UISegment..", "UISegment"), ("", ""), ("..", ".."),
        (".UISegment", "UISegment"), ("MyApp.MyView", "MyView"),
    ])
    func aPartsNameIsMatchedWithoutItsModule(name: String, unqualified: String) {
        #expect(UIKitClass.unqualified(name) == unqualified)
        #expect(UIKitClass.unqualified(name) == (name.split(separator: ".").last.map(String.init) ?? name)[...])
        #expect(UIKitClass.isControlPart(name, in: "UIView") == UIKitClass.controlParts.contains(Substring(unqualified)))
    }

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

/// A segmented control as dumps show it (3.11, 3.14): its segments are UIKit's private `UISegment` views,
/// owned by the control, which counts them and sends `.valueChanged` for the one under the finger.
@Suite struct SegmentedControlPartsTests {
    static func xctest() throws -> Hierarchy {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/control-dumps/segmented-ios18-xctest.txt")
        return try HierarchyImporter.importHierarchy([UInt8](try Data(contentsOf: url))).hierarchy
    }

    /// The real iOS 18 XCTest dump (firefox-ios#29114): the two `Button`s of `SegmentedControl` are
    /// UISegments of `librarySegmentControl`; the second is `Selected`. A tap on the first selects it (1 → 0),
    /// a tap on the selected one changes nothing; the segment sends no touchUpInside of its own.
    @Test func aRealXCTestSegmentedControl() throws {
        let h = try Self.xctest()
        let control = try #require(h.index(of: "librarySegmentControl"))
        let segments = h.subviews(of: control)
        #expect(segments.map { h.views[$0].className } == ["UISegment", "UISegment"])
        #expect(segments.allSatisfy { h.owningControl(of: $0) == control })
        let spec = try #require(h.extras(of: control).segmented)
        #expect((spec.numberOfSegments, spec.selectedSegmentIndex) == (2, 1))
        #expect(try h.actions(Touches.tap(50, 147)) == [
            "0 librarySegmentControl.touchDown", "80 librarySegmentControl.valueChanged", "80 librarySegmentControl.touchUpInside",
        ])
        #expect(try h.delivery(Touches.tap(50, 147)).actions[1].value == .init(property: .selectedSegmentIndex, before: 1, after: 0))
        #expect(try h.actions(Touches.tap(150, 147)) == ["0 librarySegmentControl.touchDown", "80 librarySegmentControl.touchUpInside"])
        // The image inside a segment is the segment's, so the control's too.
        #expect(h.owningControl(of: try #require(h.index(of: "historyLarge"))) == control)
    }

    /// A `recursiveDescription` of a segmented control, in the structure UIKit prints (`UISegmentedControl >
    /// UISegment > UISegmentLabel`; the selected segment is drawn in front, so the subviews are not in
    /// left-to-right order): three segments counted, each found by its own frame; the selection is not printed,
    /// so `selectedSegmentIndex` is assumed (noSegment).
    @Test func aRecursiveDescriptionCountsItsSegments() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 375 200); layer = <CALayer: 0x2>>
           | <UISegmentedControl: 0x10; frame = (20 50; 300 32); opaque = NO; layer = <CALayer: 0x11>>
           |    | <UISegment: 0x20; frame = (0 0; 100 32); opaque = NO; layer = <CALayer: 0x21>>
           |    |    | <UISegmentLabel: 0x22; frame = (30 8; 40 16); text = 'Day'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x23>>
           |    | <UISegment: 0x40; frame = (200 0; 100 32); opaque = NO; layer = <CALayer: 0x41>>
           |    |    | <UISegmentLabel: 0x42; frame = (26 8; 48 16); text = 'Month'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x43>>
           |    | <UISegment: 0x30; frame = (100 0; 100 32); opaque = NO; layer = <CALayer: 0x31>>
           |    |    | <UISegmentLabel: 0x32; frame = (28 8; 44 16); text = 'Week'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x33>>
        """
        let imported = try DumpImporter.importDump(Array(dump.utf8))
        let h = imported.hierarchy
        let control = try #require(h.index(of: "UISegmentedControl_0x10"))
        let spec = try #require(h.extras(of: control).segmented)
        #expect((spec.numberOfSegments, spec.selectedSegmentIndex) == (3, SegmentedControlSpec.noSegment))
        #expect(h.extras(of: control).assumed.contains("selectedSegmentIndex"))
        // "Week" is the middle segment, though printed last.
        #expect(h.trace(170, 66).hitView.map { h.id($0) } == "UISegment_0x30")
        #expect(try h.delivery(Touches.tap(170, 66)).actions.first { $0.event == "valueChanged" }?.value
                == .init(property: .selectedSegmentIndex, before: -1, after: 1))
        #expect(try h.delivery(Touches.tap(290, 66)).actions.first { $0.event == "valueChanged" }?.value?.after == 2)
    }
}
