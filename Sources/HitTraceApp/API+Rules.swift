import Foundation
import HTTPServer
import HitTestKit
import RuleBook
import HitTraceJSON

/// The rule book the traces cite ("(rule 4.5)"), served from the one Markdown file, `docs/UIKIT-RULES.md`:
/// the whole book as a page (`GET /rules`, each rule at `#rule-4.5`), and each rule as JSON for the page's
/// tooltips (`GET /api/rules/{number}`).
extension API {
    /// The rule book read and rendered once, at start; nil when the file is not there (the endpoints say so).
    static func loadRuleBook(_ path: String) -> RuleBook? {
        guard let markdown = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return RuleBook(markdown: markdown)
    }

    private func requireRuleBook() throws(APIError) -> RuleBook {
        guard let book = ruleBook else {
            throw APIError(status: .notFound, code: .notFound,
                           message: "the rule book is not at \(configuration.ruleBookPath); start the server with --rules FILE")
        }
        return book
    }

    /// GET /rules: the whole rule book as one HTML page.
    func rulesPage() throws(APIError) -> HTTPResponse {
        let book = try requireRuleBook()
        let page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>UIKit's touch rules — HitTrace</title>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/rules.css">
            <link rel="stylesheet" href="/rule-links.css">
            <script type="module" src="/js/rules.js"></script>
            </head>
            <body>
            <nav><a href="/">← HitTrace</a></nav>
            <main class="rule-book">
            \(book.html)</main>
            </body>
            </html>

            """
        return HTTPResponse(status: .ok, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache"),
                                                       ("Content-Security-Policy", StaticFiles.contentSecurityPolicy)],
                            body: Array(page.utf8))
    }

    /// GET /api/rules: every rule and section, in the document's order.
    func listRules() throws(APIError) -> HTTPResponse {
        let book = try requireRuleBook()
        var w = JSONWriter()
        w.beginObject()
        w.key("rules")
        w.beginArray()
        for rule in book.rules { write(rule, to: &w) }
        w.endArray()
        w.endObject()
        return .json(.ok, w.bytes, headers: [("Cache-Control", "no-cache")])
    }

    /// GET /api/rules/{number}: one rule ("4.5", "RC.6", "7").
    func getRule(number: String) throws(APIError) -> HTTPResponse {
        let book = try requireRuleBook()
        guard let rule = book.rule(number) else { throw APIError.notFound("rule", number) }
        var w = JSONWriter()
        write(rule, to: &w)
        return .json(.ok, w.bytes, headers: [("Cache-Control", "no-cache")])
    }

    private func write(_ rule: RuleBook.Rule, to w: inout JSONWriter) {
        w.beginObject()
        w.key("number"); w.string(rule.number)
        if let title = rule.title { w.key("title"); w.string(title) }
        w.key("text"); w.string(rule.text)
        w.key("html"); w.string(rule.html)
        w.key("url"); w.string("/rules#" + RuleBook.anchor(rule.number))
        w.endObject()
    }
}
