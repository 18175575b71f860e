import Testing
import HitTestKit

/// The rule book the traces cite, served from docs/UIKIT-RULES.md: the whole book as a page with an anchor per
/// rule, and each rule as JSON for the page's tooltips.
@Suite(.serialized) struct RuleEndpointTests {
    @Test func aRuleIsServedWithItsTextAndWhereItIsInTheBook() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.get("/api/rules/1.3")
        #expect(response.status == 200)
        let rule = try response.json()
        #expect(rule["number"]?.string == "1.3")
        #expect(rule["url"]?.string == "/rules#rule-1.3")
        // Rule 1.3 is the alpha threshold: 0.01 as a Float is below 0.01.
        #expect(rule["text"]?.string?.contains("alpha") == true)
        #expect(rule["html"]?.string?.hasPrefix("<p id=\"rule-1.3\">") == true)
    }

    @Test func everyRuleTheEngineCitesIsServed() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let list = try app.get("/api/rules").json()
        let numbers = Set(list["rules"]?.elements.compactMap { $0["number"]?.string } ?? [])
        // The numbers the trace's sentences cite (the Sentences tables: misses, the delivery timeline).
        for number in ["1.1", "1.3", "1.4", "2.1", "2.2", "2.6", "2.7", "3.1", "3.6", "4.5", "4.14", "6.1", "6.2", "7.1", "7.5", "RC.6", "4.E", "RC"] {
            #expect(numbers.contains(number), "rule \(number) is not served")
        }
    }

    @Test func theBookIsAPageWithAnAnchorPerRule() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let page = try app.get("/rules")
        #expect(page.status == 200)
        #expect(page.mediaType == "text/html")
        #expect(page.text.contains("<p id=\"rule-4.5\">"))
        #expect(page.text.contains("<h2 id=\"rule-RC\">"))
        // The source key is a GitHub table, rendered as one.
        #expect(page.text.contains("<table>"))
        // The same policy as the page: no inline script or style, nothing from elsewhere.
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
    }

    @Test func anUnknownRuleIs404() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.get("/api/rules/9.99")
        #expect(response.status == 404)
        #expect(response.errorCode == "not_found")
    }
}
