import Foundation
import Testing
import TestSupport
import HitTestKit
import HitTraceJSON

/// `hittrace trace` as a process, on the sourced cases of rules 3.11–3.16, 4.25 and 6.6: the real iOS 16–26
/// switch dump, a keyboard-up hierarchy, a button's primary action, a two-finger tap.
@Suite(.enabled(if: HittraceProcess.executable != nil, "the hittrace executable is built next to the tests"))
struct TraceCommandControlTests {
    static func trace(_ arguments: [String]) throws -> JSONValue {
        let run = try CheckCommandTests.run(["trace"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONParser.parse(Array(run.stdout.utf8)).root
    }

    static func actions(_ t: JSONValue) -> [String] {
        (t["delivery"]?["actions"]).map { Array($0.elements) }.map { list in list.map { a in
            "\(JSONText.number(((a["t"]?.number ?? 0) * 1000).rounded())) \(a["source"]?.string ?? "").\(a["event"]?.string ?? "")"
        } } ?? []
    }

    /// 3.11, 3.13: the sentry-cocoa switch dump; a tap on its inner UIView is the switch's, and it toggles.
    @Test func aRealSwitchDump() throws {
        let t = try Self.trace(["Tests/Fixtures/control-dumps/uiswitch-ios16-26.txt", "--at", "30,55"])
        #expect(t["hitView"]?.string == "UIView_0x11a635710")
        #expect(Self.actions(t) == ["0 UISwitch_0x11a70f9e0.touchDown", "80 UISwitch_0x11a70f9e0.valueChanged", "80 UISwitch_0x11a70f9e0.touchUpInside"])
        let value = t["delivery"]?["actions"].map { Array($0.elements) }?.first { $0["event"]?.string == "valueChanged" }?["value"]
        #expect(value?["property"]?.string == "isOn" && value?["before"]?.bool == false && value?["after"]?.bool == true)
    }

    /// 6.6: with the keyboard up, a tap above it goes to the app's window; the keyboard window is set aside.
    @Test func theKeyboardWindow() throws {
        let above = try Self.trace(["Tests/Fixtures/windows/keyboard-up.json", "--at", "100,460"])
        #expect(above["window"]?.string == "appWindow" && above["hitView"]?.string == "saveButton")
        #expect(above["setAsideWindows"].map { Array($0.elements).map { $0["window"]?.string ?? "" } } == ["keyboardWindow", "textEffects"])
        #expect(above["hitTestOrder"].map { Array($0.elements) }?.first?.string == "appWindow")
        // Its sentence in the asked language only, as every sentence of a trace.
        let texts = { (t: JSONValue) in t["setAsideWindows"].map { Array($0.elements).map { w in w["text"].map { Array($0.members.map(\.0)) } ?? [] } } }
        #expect(texts(above) == [["en"], ["en"]])
        #expect(texts(try Self.trace(["Tests/Fixtures/windows/keyboard-up.json", "--at", "100,460", "--lang", "zh"])) == [["zh"], ["zh"]])
        let keys = try Self.trace(["Tests/Fixtures/windows/keyboard-up.json", "--at", "100,720"])
        #expect(keys["window"]?.string == "keyboardWindow" && keys["hitView"]?.string == "keyplane")
        #expect(keys["responderChain"].map { Array($0.elements) }?.first?["id"]?.string == "keyplane")
    }

    /// 6.6 in the text log: the windows set aside for the touch are said first, with why, as in the JSON.
    @Test func theTextLogSaysWhichWindowsWereSetAside() throws {
        let run = try CheckCommandTests.run(["trace", "Tests/Fixtures/windows/keyboard-up.json", "--at", "100,460", "--output", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().prefix(2).map { $0.prefix(28) } == ["set aside: keyboardWindow: `", "set aside: textEffects: `tex"])
        #expect(lines[1].contains("this touch is outside it, so the windows behind it are asked (rules 6.1, 6.6)"))
        let keys = try CheckCommandTests.run(["trace", "Tests/Fixtures/windows/keyboard-up.json", "--at", "100,720", "--output", "text"])
        #expect(keys.stdout.contains("set aside: textEffects:") && !keys.stdout.contains("set aside: keyboardWindow"))
    }

    /// 3.12: touchUpInside then primaryActionTriggered, in the timeline too.
    @Test func aButtonsPrimaryAction() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-button-\(UUID().uuidString).json")
        try Data(#"{"root": {"id": "w", "frame": [0, 0, 400, 400], "subviews": [{"id": "B", "class": "UIButton", "frame": [10, 10, 100, 44]}]}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let t = try Self.trace([file.path, "--at", "20,20"])
        #expect(Self.actions(t) == ["0 B.touchDown", "80 B.touchUpInside", "80 B.primaryActionTriggered"])
        let events = (t["delivery"]?["timeline"]).map { Array($0.elements) }.map { $0.compactMap { $0["kind"]?.string == "control" ? $0["state"]?.string : nil } } ?? []
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    /// 4.25: a two-finger tap with the fingers 120 pt apart, given as --touch.
    @Test func aTwoFingerTap() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hittrace-pad-\(UUID().uuidString).json")
        try Data(#"{"root": {"id": "w", "frame": [0, 0, 400, 400], "subviews": [{"id": "pad", "frame": [0, 0, 400, 400], "multipleTouchEnabled": true, "gestureRecognizers": [{"id": "two", "type": "tap", "numberOfTouchesRequired": 2}]}]}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let touch = #"{"sequence": [{"t": 0, "phase": "began", "x": 100, "y": 200, "finger": 0}, {"t": 0.02, "phase": "began", "x": 220, "y": 200, "finger": 1}, {"t": 0.1, "phase": "ended", "x": 100, "y": 200, "finger": 0}, {"t": 0.11, "phase": "ended", "x": 220, "y": 200, "finger": 1}]}"#
        let t = try Self.trace([file.path, "--touch", touch])
        #expect(Self.actions(t) == ["110 two.recognized"])
    }
}
