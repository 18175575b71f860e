import Foundation
import HitTestKit
import Sentences
import Testing
import TestSupport
import HitTraceJSON

/// `?lang=zh` (or `Accept-Language: zh`) on the answers that carry sentences: traces, touches, the one-shot
/// hit test and the hit map with its audit. The sentences come in Chinese, written whole (no English left,
/// ids still in backticks); the trace is the same trace (its id, and what is stored, do not depend on the
/// language); English stays the default; and a `lang` that is neither is refused at `query.lang`.
@Suite struct SentenceLanguageEndpointTests {
    /// Three plain English words in a row outside backticks (ids and code names such as `redView`,
    /// `hitTest` or `UIButton` have a capital inside or come alone): a sentence left untranslated.
    static let englishRun = try! NSRegularExpression(
        pattern: #"(?<![\w.])(?:[A-Za-z][a-z]+(?![A-Za-z0-9_(])[,.;:!?']*)(?:\s+(?:[A-Za-z][a-z]+(?![A-Za-z0-9_(])[,.;:!?']*)){2,}"#)

    static func english(in sentence: String) -> String? {
        // Ids and names in backticks are data, not words of the sentence.
        let plain = sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 1 ? "ID" : String($0.element) }.joined()
        let range = NSRange(plain.startIndex..., in: plain)
        guard let m = englishRun.firstMatch(in: plain, range: range), let r = Range(m.range, in: plain) else { return nil }
        return String(plain[r])
    }

    @Test func theDetectorFindsEnglish() {
        #expect(Self.english(in: "`tap` failed: the finger lifted") != nil)
        #expect(Self.english(in: "`redView` 被 `overlay` 挡住（规则 2.1、2.2）。isHidden = YES, hitTest returns") == nil)
    }

    /// Every sentence of a trace answer: steps, misses, the timeline, the recognizers' notes.
    static func sentences(ofTrace t: JSONValue) -> [String] {
        var out: [String] = []
        out += t["steps"]?.elements.compactMap { $0["message"]?.string } ?? []
        out += t["misses"]?.elements.compactMap { $0["message"]?.string } ?? []
        out += t["delivery"]?["timeline"]?.elements.compactMap { $0["reason"]?.string } ?? []
        out += t["delivery"]?["recognizers"]?.elements.compactMap { $0["note"]?.string } ?? []
        return out
    }

    static let presets = ["seed-demo", "overlapping-siblings", "hidden-alpha-interaction", "imageview-button",
                          "subview-outside-parent", "enlarged-hit-area", "pass-through-overlay", "rotated-view",
                          "scroll-offset", "scroll-view-delivery", "button-on-tappable-card", "two-windows"]

    static func gestures(_ x: Double, _ y: Double) -> [String] {
        [#"{"x": \#(x), "y": \#(y)}"#,
         #"{"gesture": "doubleTap", "x": \#(x), "y": \#(y)}"#,
         #"{"gesture": "longPress", "x": \#(x), "y": \#(y)}"#,
         #"{"gesture": "drag", "from": {"x": \#(x), "y": \#(y)}, "to": {"x": \#(x + 20), "y": \#(y - 120)}}"#]
    }

    /// Over every preset and gesture: the Chinese trace has the English trace's id and shape, and no
    /// sentence of it has English left in it.
    @Test func tracesInChineseOverEveryPresetAndGesture() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let index = try JSONParser.parse(try Fixtures.bytes("public/presets/index.json")).root
        var checked = 0
        for preset in Self.presets {
            let id = try app.upload(try Fixtures.bytes("public/presets/\(preset).json"))
            let entry = index["presets"]?.elements.first { $0["id"]?.string == preset }
            let x = entry?["touch"]?["x"]?.number ?? 10, y = entry?["touch"]?["y"]?.number ?? 10
            for touch in Self.gestures(x, y) {
                let en = try app.touch(id, touch)
                #expect(en.status == 201, "\(preset) \(touch)")
                let zh = try app.request("POST", "/api/hierarchies/\(id)/touches?lang=zh", json: touch)
                #expect(zh.status == 201)
                let enBody = try en.json(), zhBody = try zh.json()
                let traceID = try #require(enBody["id"]?.string)
                #expect(zhBody["id"]?.string == traceID)
                #expect(zh.header("Location") == en.header("Location"))
                #expect(zhBody["hitView"]?.string == enBody["hitView"]?.string)
                #expect(zhBody["delivery"]?["timeline"]?.count == enBody["delivery"]?["timeline"]?.count)
                for s in Self.sentences(ofTrace: zhBody) {
                    #expect(Self.english(in: s) == nil, "\(preset) \(touch): \(s)")
                    #expect(!s.contains("``"))
                }
                // GET in Chinese is the same answer; GET without lang is the stored English one, unchanged.
                let got = try app.get("/api/traces/\(traceID)?lang=zh")
                #expect(got.status == 200 && got.body == zh.body)
                #expect(try app.get("/api/traces/\(traceID)").body == en.body)
                checked += 1
            }
        }
        #expect(checked == Self.presets.count * 4)
    }

    @Test func chineseSentencesReadWell() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.bytes("public/presets/button-on-tappable-card.json"))
        let index = try JSONParser.parse(try Fixtures.bytes("public/presets/index.json")).root
        let touch = try #require(index["presets"]?.elements.first { $0["id"]?.string == "button-on-tappable-card" }?["touch"])
        let body = #"{"gesture": "longPress", "x": \#(touch["x"]!.number!), "y": \#(touch["y"]!.number!)}"#
        // Accept-Language picks Chinese as ?lang does.
        let zh = try app.request("POST", "/api/hierarchies/\(id)/touches", headers: [("Accept-Language", "zh-CN,zh;q=0.9,en;q=0.5")], json: body)
        #expect(zh.header("Vary") == "Accept-Language")
        let t = try zh.json()
        let returns = t["steps"]?.elements.compactMap { $0["message"]?.string }.filter { $0.contains(".hitTest 返回 ") } ?? []
        #expect(!returns.isEmpty)
        let reasons = t["delivery"]?["timeline"]?.elements.compactMap { $0["reason"]?.string } ?? []
        #expect(reasons.contains { $0.contains("识别成功") || $0.contains("开始了") })
        // Rule numbers stay, in full-width parentheses.
        #expect(reasons.contains { $0.range(of: #"（[0-9][^）]*）"#, options: .regularExpression) != nil })
    }

    @Test func oneShotHitTestAndHitMapInChinese() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = try Fixtures.text("public/presets/hidden-alpha-interaction.json")
        let oneShot = try app.request("POST", "/api/hit-test?lang=zh", json: #"{"hierarchy": \#(hierarchy), "touch": {"x": 187, "y": 300}}"#)
        #expect(oneShot.status == 200)
        let misses = try oneShot.json()["misses"]?.elements.compactMap { $0["message"]?.string } ?? []
        #expect(!misses.isEmpty)
        for m in misses { #expect(Self.english(in: m) == nil, "\(m)") }

        for preset in ["hidden-alpha-interaction", "enlarged-hit-area", "subview-outside-parent", "imageview-button"] {
            let id = try app.upload(try Fixtures.bytes("public/presets/\(preset).json"))
            let en = try app.request("POST", "/api/hierarchies/\(id)/hit-map?audit=hig", json: #"{"step": 4}"#).json()
            let zh = try app.request("POST", "/api/hierarchies/\(id)/hit-map?audit=hig&lang=zh", json: #"{"step": 4}"#).json()
            let zhZones = zh["deadZones"].map { Array($0.elements) } ?? [], enZones = en["deadZones"].map { Array($0.elements) } ?? []
            var sentences: [String] = []
            for z in zhZones { sentences += z["causes"]?.elements.compactMap { $0["message"]?.string } ?? [] }
            sentences += zh["audit"]?.elements.compactMap { $0["message"]?.string } ?? []
            sentences += zh["auditProfile"]?["findings"]?.elements.compactMap { $0["message"]?.string } ?? []
            var english = 0
            for z in enZones { english += z["causes"]?.count ?? 0 }
            english += (en["audit"]?.count ?? 0) + (en["auditProfile"]?["findings"]?.count ?? 0)
            #expect(sentences.count == english && english > 0, "\(preset)")
            for s in sentences { #expect(Self.english(in: s) == nil, "\(preset): \(s)") }
        }
    }

    /// One picker, one refusal: a `lang` that is neither en nor zh is a 400 at `query.lang` on every
    /// operation that takes it.
    @Test func anUnknownLangIs400Everywhere() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let traceID = try #require(try app.touch(id, Fixtures.redTap).json()["id"]?.string)
        let hierarchy = try Fixtures.text("public/presets/seed-demo.json")
        let refused = [
            try app.request("POST", "/api/hierarchies/\(id)/touches?lang=fr", json: Fixtures.redTap),
            try app.get("/api/traces/\(traceID)?lang=fr"),
            try app.request("POST", "/api/hit-test?lang=de", json: #"{"hierarchy": \#(hierarchy), "touch": \#(Fixtures.redTap)}"#),
            try app.request("POST", "/api/hierarchies/\(id)/hit-map?lang=zh-TW", json: "{}"),
            try app.request("POST", "/api/hit-map?lang=fr", json: #"{"hierarchy": \#(hierarchy)}"#),
        ]
        for r in refused {
            #expect(r.status == 400)
            #expect(try r.json()["error"]?["path"]?.string == "query.lang")
        }
        #expect(try app.get("/api/traces/\(traceID)?lang=en").status == 200)
    }
}
