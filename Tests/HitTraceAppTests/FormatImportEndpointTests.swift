import Foundation
import Testing
import HitTestKit
import HitTraceJSON
import TestSupport

/// POST /api/hierarchies with the other tools' formats (recognised from the content, or named by `?format=`),
/// POST …/check, GET …/hit-map.svg and the hit map's `audit`, over real HTTP, on the repository's fixtures.
@Suite(.serialized) struct FormatImportEndpointTests {
    static let text = [("Content-Type", "text/plain; charset=utf-8")]
    static let json = [("Content-Type", "application/json")]

    func store(_ live: LiveApp, _ fixture: String, headers: [(String, String)], query: String = "") throws -> JSONValue {
        let created = try live.request("POST", "/api/hierarchies" + query, headers: headers, body: try Fixtures.bytes("Tests/Fixtures/" + fixture))
        #expect(created.status == 201, "\(fixture): \(created.text)")
        return try created.json()
    }

    @Test func everyFormatIsRecognisedFromItsContent() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let cases: [(String, [(String, String)], String, Double)] = [
            ("xctest/login.txt", Self.text, "xctest", 12),
            ("xctest/login-escaped.txt", Self.text, "xctest", 12),
            ("appium/checkout.xml", [("Content-Type", "application/xml")], "appium", 13),
            ("appium/checkout-response.json", Self.json, "appium", 13),
            ("sentry/profile.json", Self.json, "sentry", 9),
            ("print-hierarchy/tabs-with-modal.txt", Self.text, "print-hierarchy", 8),
            ("idb/cart-flat.json", Self.json, "idb", 10),
            ("idb/settings-nested.json", Self.text, "idb", 7),
            ("earlgrey/login-scrolled.txt", Self.text, "earlgrey", 11),
            ("detox/login.xml", [("Content-Type", "application/xml")], "detox", 10),
            ("lookinside/checkout-tree.txt", Self.text, "lookinside", 10),
            ("lookinside/scrolled.json", Self.json, "lookinside", 4),
        ]
        for (fixture, headers, format, views) in cases {
            let summary = try store(live, fixture, headers: headers)
            #expect(summary["sourceFormat"]?.string == format, "\(fixture)")
            #expect(summary["viewCount"]?.number == views, "\(fixture)")
        }
        // The hierarchy format itself is still the hierarchy format.
        let seed = try live.request("POST", "/api/hierarchies", headers: Self.json, body: try Fixtures.seedDemoJSON())
        #expect(try seed.json()["sourceFormat"]?.string == "json")

        // The normalized form says what was assumed.
        let id = try #require(try store(live, "sentry/profile.json", headers: Self.json)["id"]?.string)
        let normalized = try live.get("/api/hierarchies/\(id)").json()
        let assumed = normalized["windows"]?[0]?["assumed"]
        #expect(assumed?.elements.compactMap(\.string).contains("userInteractionEnabled") == true)
    }

    @Test func anExplicitFormatWins() throws {
        let live = try LiveApp()
        defer { live.finish() }
        // An XCTest description read as a recursiveDescription dump: no view line.
        let wrong = try live.request("POST", "/api/hierarchies?format=recursive-description", headers: Self.text,
                                     body: try Fixtures.bytes("Tests/Fixtures/xctest/login.txt"))
        #expect(wrong.status == 422)
        #expect(try wrong.json()["error"]?["code"]?.string == "invalid_dump")
        #expect(try store(live, "xctest/login.txt", headers: Self.text, query: "?format=xctest")["sourceFormat"]?.string == "xctest")
        let unknown = try live.request("POST", "/api/hierarchies?format=pdf", headers: Self.text, body: Array("x".utf8))
        #expect(unknown.status == 400)
        #expect(try unknown.json()["error"]?["path"]?.string == "query.format")
    }

    /// (`?step=4`: a 1-pt map of the whole screen takes seconds in a debug build on a busy machine.)
    @Test func theCheckEndpointAnswersEveryResult() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let id = try #require(try store(live, "xctest/login.txt", headers: Self.text)["id"]?.string)
        let pass = try live.request("POST", "/api/hierarchies/\(id)/check?step=4", headers: Self.json,
                                    body: try Fixtures.bytes("Tests/Fixtures/check/login-pass.json"))
        #expect(pass.status == 200)
        #expect(try pass.json()["passed"]?.bool == true)
        let fail = try live.request("POST", "/api/hierarchies/\(id)/check?step=4", headers: Self.json,
                                    body: try Fixtures.bytes("Tests/Fixtures/check/login-fail.json")).json()
        #expect(fail["passed"]?.bool == false)
        #expect(fail["failures"]?.number == 3)
        let results = try #require(fail["results"])
        #expect(results[1]?["view"]?.string == "Button \"Create Account\"")
        #expect(results[1]?["details"]?[0]?.string?.contains("rule 3.1") == true)
        #expect(results[3]?["findings"]?.count == 2)
        #expect(results[3]?["findings"]?[0]?["rule"]?.string?.hasPrefix("hig/") == true)
        let bad = try live.request("POST", "/api/hierarchies/\(id)/check?step=4", headers: Self.json,
                                   body: try Fixtures.bytes("Tests/Fixtures/check/bad.json"))
        #expect(bad.status == 422)
        #expect(try bad.json()["error"]?["code"]?.string == "invalid_expectations")
        #expect(try live.request("POST", "/api/hierarchies/h_missing/check", headers: Self.json, json: #"{"expect": []}"#).status == 404)
    }

    @Test func theHitMapAsAPictureAndWithAnAuditProfile() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let id = try #require(try store(live, "xctest/login.txt", headers: Self.text)["id"]?.string)
        let svg = try live.get("/api/hierarchies/\(id)/hit-map.svg?audit=hig&step=4")
        #expect(svg.status == 200)
        #expect(svg.header("Content-Type")?.hasPrefix("image/svg+xml") == true)
        #expect(svg.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.text.contains("hig/minimum-size"))
        #expect(try live.get("/api/hierarchies/\(id)/hit-map.svg?audit=nope&step=4").status == 422)

        let map = try live.request("POST", "/api/hierarchies/\(id)/hit-map", json: #"{"step": 2, "audit": "wcag-aa"}"#)
        #expect(map.status == 200)
        let profile = try #require(try map.json()["auditProfile"])
        #expect(profile["name"]?.string == "wcag-aa")
        #expect(profile["targetSize"]?.number == 24)
        #expect(profile["source"]?.string == "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
        // Without an audit the answer is what it always was.
        let plain = try live.request("POST", "/api/hierarchies/\(id)/hit-map", json: #"{"step": 2}"#).json()
        #expect(plain["auditProfile"] == nil)
    }
}
