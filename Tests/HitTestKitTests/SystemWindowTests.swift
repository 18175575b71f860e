import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import Answers

/// UIKit's own windows (rule 6.6): a dump taken with the keyboard up has a full-screen
/// `UIRemoteKeyboardWindow` at level 10000001 and a `UITextEffectsWindow`; the keyboard takes only the touches
/// on its input view (`UIInputSetHostView`), and every other touch goes to the app's window.
@Suite struct SystemWindowTests {
    static func keyboardUp() throws -> Hierarchy {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/windows/keyboard-up.json")
        return try HierarchyDecoder.decode(json: [UInt8](try Data(contentsOf: url)))
    }

    /// 6.6: above the keyboard the app's button gets the tap; both system windows are set aside, with why.
    @Test func aTapAboveTheKeyboardReachesTheApp() throws {
        let h = try Self.keyboardUp()
        let t = h.trace(100, 460)
        #expect(t.hitView.map { h.id($0) } == "saveButton")
        #expect(t.window.map { h.id($0) } == "appWindow")
        #expect(h.setAsideWindows(at: Point(x: 100, y: 460)).map { "\(h.id($0.window)) \($0.reason.rawValue)" }
                == ["keyboardWindow outsideInputView", "textEffects systemScene"])
        // Nothing of the set-aside windows is reported as a miss.
        #expect(!t.misses.contains { ["inputContainer", "effectsContainer"].contains(h.id($0.view)) })
        #expect(try h.actions(Touches.tap(100, 460)) == ["0 saveButton.touchDown", "80 saveButton.touchUpInside", "80 saveButton.primaryActionTriggered"])
    }

    /// 6.6: on the keys, the keyboard window takes the touch; the app's footer button under it does not.
    @Test func aTapOnTheKeysIsTheKeyboards() throws {
        let h = try Self.keyboardUp()
        let t = h.trace(100, 720)
        #expect(t.hitView.map { h.id($0) } == "keyplane")
        #expect(t.window.map { h.id($0) } == "keyboardWindow")
        #expect(h.setAsideWindows(at: Point(x: 100, y: 720)).map { h.id($0.window) } == ["textEffects"])
    }

    /// The trace says it as data, with its sentence in the asked language only (as every sentence of a trace);
    /// a hierarchy without system windows has no `setAsideWindows` at all (its traces are unchanged).
    @Test func theTraceSaysWhichWindowsWereSetAside() throws {
        let h = try Self.keyboardUp()
        let s = h.simulate(TouchInput.tap(at: Point(x: 100, y: 460)))
        let json = String(decoding: TraceJSON.render(s, in: h), as: UTF8.self)
        #expect(json.contains(#""setAsideWindows":[{"window":"keyboardWindow","reason":"outsideInputView","inputView":"inputHost","rule":"6.6","text":{"en":"#))
        #expect(!json.contains("UIKit 自己的场景"))
        let chinese = String(decoding: TraceJSON.render(s, in: h, lang: .zh), as: UTF8.self)
        #expect(chinese.contains(#""rule":"6.6","text":{"zh":"#) && chinese.contains("UIKit 自己的场景"))
        let plain = try Fixtures.window(#"{"id": "v", "frame": [0, 0, 10, 10]}"#)
        #expect(!String(decoding: TraceJSON.render(plain.simulate(TouchInput.tap(at: Point(x: 1, y: 1))), in: plain), as: UTF8.self).contains("setAsideWindows"))
    }

    /// The hit map agrees with the single-touch answer around the keyboard's top edge.
    @Test func theHitMapAgrees() throws {
        let h = try Self.keyboardUp()
        for y in stride(from: 480.0, to: 540, by: 7) {
            var engine = HitTestEngine()
            let one = engine.hitTest(h, at: Point(x: 10, y: y))?.view ?? -1
            #expect(h.fastHitTest(at: Point(x: 10, y: y))?.view ?? -1 == one)
            #expect(one == h.index(of: y >= 508 ? "keyplane" : "form")!.raw)
        }
    }
}
