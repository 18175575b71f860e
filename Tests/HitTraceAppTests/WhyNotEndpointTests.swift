import Foundation
import HitTestKit
import Testing
import TestSupport

/// "Why not my view?" over HTTP: `expect` in a touch, `GET /api/traces/{traceId}/why-not/{viewId}` with
/// the fix stored and its trace, `POST /api/why-not`, and sentences per language without changing trace ids.
@Suite struct WhyNotEndpointTests {
    static let hierarchy = """
    {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
      {"id": "root", "class": "UIView", "frame": [0, 0, 400, 800], "subviews": [
        {"id": "container", "class": "UIView", "frame": [20, 20, 300, 300], "userInteractionEnabled": false, "subviews": [
          {"id": "errorButton", "class": "UIButton", "frame": [10, 10, 100, 50]}
        ]},
        {"id": "dimmingView", "class": "UIView", "frame": [0, 0, 400, 800]}
      ]}
    ]}}
    """

    @Test func whyNotAnswersEveryBlockerAndAStoredProvenFix() throws {
        let live = try InProcessApp()
        defer { live.finish() }
        let id = try live.upload(Array(Self.hierarchy.utf8))
        let posted = try live.touch(id, #"{"x": 50, "y": 50}"#)
        #expect(posted.status == 201)
        let traceID = try #require(try posted.json()["id"]?.string)

        let answer = try live.get("/api/traces/\(traceID)/why-not/errorButton")
        #expect(answer.status == 200)
        let body = try answer.json()
        #expect(body["status"]?.string == "missed")
        let blockers = try #require(body["blockers"])
        #expect(blockers.elements.map { $0["kind"]?.string ?? "" } == ["covered", "userInteractionDisabled"])
        #expect(blockers.elements.map { $0["view"]?.string ?? "" } == ["dimmingView", "container"])
        let fix = try #require(body["fix"])
        #expect(fix["found"]?.bool == true && fix["size"]?.number == 2)
        // Apply and see: the changed hierarchy is stored, and its trace gives errorButton the touch.
        let fixedID = try #require(fix["hierarchyId"]?.string)
        let fixedTraceID = try #require(fix["traceId"]?.string)
        #expect(try live.get("/api/hierarchies/\(fixedID)").status == 200)
        let fixedTrace = try live.get("/api/traces/\(fixedTraceID)").json()
        #expect(fixedTrace["hitView"]?.string == "errorButton")
        #expect(fixedTrace["hierarchyId"]?.string == fixedID)
        // Asking again stores nothing new: the same ids.
        let again = try live.get("/api/traces/\(traceID)/why-not/errorButton").json()
        #expect(again["fix"]?["hierarchyId"]?.string == fixedID)

        // Sentences per language; the trace id is the same whatever the language.
        let zh = try live.get("/api/traces/\(traceID)/why-not/errorButton?lang=zh").json()
        #expect(zh["blockers"]?.elements.first { _ in true }?["sentence"]?.string?.contains("被 `dimmingView` 挡住") == true)
        let zhHeader = try live.get("/api/traces/\(traceID)/why-not/errorButton", headers: [("Accept-Language", "zh-CN,zh;q=0.9")]).json()
        #expect(zhHeader["sentence"]?.string == zh["sentence"]?.string)
        let repost = try live.request("POST", "/api/hierarchies/\(id)/touches", headers: [("Accept-Language", "zh")], json: #"{"x": 50, "y": 50}"#)
        #expect(try repost.json()["id"]?.string == traceID)

        #expect(try live.get("/api/traces/\(traceID)/why-not/nope").status == 404)
        #expect(try live.get("/api/traces/t_nope/why-not/errorButton").status == 404)
    }

    /// The issue's case over HTTP (rules 4.8, 4.11): a press and hold on a button inside a card with a long
    /// press. The button is the hit-test view, but `hold` took the touch: status `taken`, the blockers name
    /// `hold` and its threshold, and the stored fix's trace fires the button's touchUpInside.
    @Test func pastTheHitTestTheTakerAndAProvenFix() throws {
        let live = try InProcessApp()
        defer { live.finish() }
        let id = try live.upload(Array(#"""
        {"root": {"id": "window", "frame": [0, 0, 400, 800], "subviews": [
          {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [{"id": "hold", "type": "longPress"}],
           "subviews": [{"id": "B", "class": "UIButton", "frame": [20, 20, 100, 44]}]}]}}
        """#.utf8))
        let posted = try live.touch(id, #"{"gesture": "longPress", "x": 60, "y": 140, "duration": 0.8}"#)
        let traceID = try #require(try posted.json()["id"]?.string)
        let body = try live.get("/api/traces/\(traceID)/why-not/B").json()
        #expect(body["status"]?.string == "taken")
        let kinds = try #require(body["blockers"]).elements.map { $0["kind"]?.string ?? "" }
        #expect(kinds == ["cancelsTouchesInView", "recognizerTookTouch"])
        let took = try #require(body["blockers"]?.elements.first { $0["kind"]?.string == "recognizerTookTouch" })
        #expect(took["recognizer"]?.string == "hold" && took["threshold"]?["name"]?.string == "minimumPressDuration" && took["t"]?.number == 0.5)
        let change = try #require(body["fix"]?["changes"]?.elements.first { _ in true })
        #expect(change["recognizer"]?.string == "hold" && change["property"]?.string == "cancelsTouchesInView" && change["to"]?.bool == false)
        let fixedTrace = try live.get("/api/traces/\(try #require(body["fix"]?["traceId"]?.string))").json()
        let actions = try #require(fixedTrace["delivery"]?["actions"]).elements
        #expect(actions.contains { $0["source"]?.string == "B" && $0["event"]?.string == "touchUpInside" })
    }

    @Test func expectInATouchAddsWhyNotToTheTrace() throws {
        let live = try InProcessApp()
        defer { live.finish() }
        let id = try live.upload(Array(Self.hierarchy.utf8))
        let response = try live.touch(id, #"{"x": 50, "y": 50, "expect": "errorButton"}"#)
        #expect(response.status == 201)
        let trace = try response.json()
        #expect(trace["hitView"]?.string == "dimmingView")
        let whyNot = try #require(trace["whyNot"])
        #expect(whyNot["view"]?.string == "errorButton")
        #expect(whyNot["fix"]?["changes"]?.count == 2)
        // Its sentences in the trace's language only; the same touch asked in Chinese says them in Chinese.
        #expect(whyNot["blockers"]?.elements.first { _ in true }?["text"]?["en"]?.string != nil)
        #expect(whyNot["blockers"]?.elements.first { _ in true }?["text"]?["zh"] == nil)
        let zhTrace = try live.request("POST", "/api/hierarchies/\(id)/touches?lang=zh",
                                       json: #"{"x": 50, "y": 50, "expect": "errorButton"}"#).json()
        #expect(zhTrace["id"]?.string == trace["id"]?.string)
        #expect(zhTrace["whyNot"]?["blockers"]?.elements.first { _ in true }?["text"]?["zh"]?.string != nil)
        let fixedTrace = try live.get("/api/traces/\(try #require(whyNot["fix"]?["traceId"]?.string))").json()
        #expect(fixedTrace["hitView"]?.string == "errorButton")
        #expect(try live.touch(id, #"{"x": 50, "y": 50, "expect": "ghost"}"#).status == 400)
        // The text log of a trace with `expect` still reads its touch.
        #expect(try live.get("/api/traces/\(try #require(trace["id"]?.string))?format=text").status == 200)
    }

    @Test func oneShotWhyNot() throws {
        let live = try InProcessApp()
        defer { live.finish() }
        let body = #"{"hierarchy": \#(Self.hierarchy), "touch": {"x": 50, "y": 50}, "view": "errorButton"}"#
        let response = try live.request("POST", "/api/why-not?lang=en", json: body)
        #expect(response.status == 200)
        let answer = try response.json()
        #expect(answer["fix"]?["size"]?.number == 2)
        #expect(answer["fix"]?["hierarchyId"]?.isNull == true)
        #expect(try live.request("POST", "/api/why-not", json: #"{"hierarchy": \#(Self.hierarchy), "touch": {"x": 1, "y": 1}}"#).status == 422
            || (try live.request("POST", "/api/why-not", json: #"{"hierarchy": \#(Self.hierarchy), "touch": {"x": 1, "y": 1}}"#).status == 400))
    }

    /// A `lang` the page cannot have sent is refused at its parameter, not read as English.
    @Test func anUnknownLangIs400() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(Array(Self.hierarchy.utf8))
        let traceID = try #require(try app.touch(id, #"{"x": 50, "y": 50}"#).json()["id"]?.string)
        let refused = try app.get("/api/traces/\(traceID)/why-not/errorButton?lang=fr")
        #expect(refused.status == 400)
        #expect(try refused.json()["error"]?["path"]?.string == "query.lang")
        #expect(try app.get("/api/traces/\(traceID)/why-not/errorButton?lang=zh").status == 200)
    }
}
