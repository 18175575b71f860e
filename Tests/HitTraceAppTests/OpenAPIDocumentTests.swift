import HTTPServer
import HitTestKit
@testable import HitTraceApp
import Testing
import TestSupport

/// The document's file and how it is filled: every placeholder in Resources/openapi.json is one the code
/// fills, and the numbers served are the configuration's and the code's, not copies of them.
@Suite struct OpenAPIDocumentTests {
    static func rendered(app: AppConfiguration = AppConfiguration(databasePath: ""),
                         server: ServerConfiguration = ServerConfiguration()) throws -> JSONValue {
        try JSONParser.parse(OpenAPIDocument.render(app: app, server: server)).root
    }

    @Test func everyPlaceholderInTheFileIsFilledAndEveryFilledOneIsInTheFile() throws {
        let template = OpenAPIDocument.template
        let inFile = Set(template.matches(of: try Regex(#"\{\{([A-Za-z]+)\}\}"#)).compactMap { $0.output[1].substring.map(String.init) })
        let filled = OpenAPIDocument.placeholders(app: AppConfiguration(databasePath: ""), server: ServerConfiguration()).map(\.name)
        #expect(Set(filled).count == filled.count)
        #expect(inFile == Set(filled))
        let text = String(decoding: OpenAPIDocument.render(app: AppConfiguration(databasePath: ""), server: ServerConfiguration()), as: UTF8.self)
        #expect(!text.contains("{{"))
        // The file itself is JSON (placeholders where a number goes are strings), so editors and diffs read it.
        #expect(throws: Never.self) { try JSONParser.parse(Array(template.utf8)) }
    }

    @Test func numbersAreWrittenAsTheDescriptionsWriteThem() {
        typealias P = OpenAPIDocument.Placeholder
        #expect(P.grouped(0) == "0")
        #expect(P.grouped(999) == "999")
        #expect(P.grouped(1_000) == "1,000")
        #expect(P.grouped(4_000_000_000) == "4,000,000,000")
        #expect(P.bytes("b", 16 << 20).text == "16 MiB")
        #expect(P.bytes("b", 64 << 10).text == "64 KiB")
        #expect(P.bytes("b", 1_500).text == "1,500 bytes")
        #expect(P.bytes("b", 1_500).number == 1_500)
    }

    @Test func everyOperationListsItsStatusesInAscendingOrder() throws {
        let document = try Self.rendered()
        var operations = 0
        for (_, item) in document["paths"]?.members ?? JSONValue.emptyMembers {
            for (method, operation) in item.members where OpenAPIConformanceTests.methods.contains(method) {
                let statuses = operation["responses"]?.keys.compactMap { Int($0) } ?? []
                #expect(statuses == statuses.sorted() && statuses.count == operation["responses"]?.count, "\(method)")
                operations += 1
            }
        }
        #expect(operations == 21)
    }

    /// A server started with other limits than the defaults states those limits, and the defaults beside them.
    @Test func theServedDocumentStatesTheServersLimits() throws {
        var options = AppOptions()
        options.maxBodyBytes = 64 << 10
        options.maxTracesPerHierarchy = 7
        options.limits = HierarchyLimits(maxViews: 1_234, maxDepth: 56, maxIssues: 9)
        let app = try InProcessApp(options: options)
        defer { app.finish() }
        let document = try OpenAPIConformanceTests.document(from: app)
        let info = try #require(document["info"]?["description"]?.string)
        let defaults = (server: ServerConfiguration(), app: AppConfiguration(databasePath: ""))
        #expect(info.contains("request body 64 KiB (`--max-body`, default \(defaults.server.maxBodyBytes >> 20) MiB; 413)"))
        #expect(info.contains("1,234 views per hierarchy (`--max-views`, default \(OpenAPIDocument.Placeholder.grouped(defaults.app.limits.maxViews)))"))
        #expect(info.contains("56 levels of nesting (`--max-depth`, default \(OpenAPIDocument.Placeholder.grouped(defaults.app.limits.maxDepth)))"))
        #expect(info.contains("at most 9 problems reported per answer (\(TouchInput.maxIssues) for a touch)"))
        #expect(info.contains("JSON nesting \(TouchInput.maxNesting), \(OpenAPIDocument.Placeholder.grouped(TouchInput.maxEvents)) events, \(TouchInput.maxFingers) fingers"))
        #expect(info.contains("newest 7 traces (`--max-traces`, default \(OpenAPIDocument.Placeholder.grouped(defaults.app.maxTracesPerHierarchy)))"))
        let tooLarge = try #require(document["components"]?["responses"]?["PayloadTooLarge"]?["description"]?.string)
        #expect(tooLarge.contains("larger than 64 KiB"))

        let schemas = try #require(document["components"]?["schemas"])
        #expect(schemas["TouchSequence"]?["properties"]?["sequence"]?["maxItems"]?.number == Double(TouchInput.maxEvents))
        #expect(schemas["TouchEvent"]?["properties"]?["finger"]?["maximum"]?.number == Double(TouchInput.maxFingers - 1))
        #expect(schemas["GestureShorthand"]?["properties"]?["steps"]?["maximum"]?.number == Double(TouchInput.maxGestureSteps))

        // The page sizes the document states are the ones the server takes.
        let limit = try #require(document["paths"]?["/api/hierarchies"]?["get"]?["parameters"]?[0]?["schema"])
        let largest = try #require(limit["maximum"]?.number.map { Int($0) })
        #expect(largest == API.pageSizes.upperBound)
        #expect(limit["default"]?.number == Double(API.defaultPageSize))
        #expect(try app.get("/api/hierarchies?limit=\(largest)").status == 200)
        #expect(try app.get("/api/hierarchies?limit=\(largest + 1)").status == 400)
    }
}
