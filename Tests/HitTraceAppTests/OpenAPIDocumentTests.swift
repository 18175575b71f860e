import HTTPServer
import HitTestKit
@testable import HitTraceApp
import Testing
import QRCode
import TestSupport
import HitTraceJSON

/// The document's file and how it is served: the file is a valid document stating a default server's limits
/// and the code's constants; a server with other options rewrites exactly the phrases that state them.
@Suite struct OpenAPIDocumentTests {
    typealias Figure = OpenAPIDocument.Figure

    static func rendered(app: AppConfiguration = AppConfiguration(databasePath: ""),
                         server: ServerConfiguration = ServerConfiguration()) throws -> JSONValue {
        try JSONParser.parse(OpenAPIDocument.render(app: app, server: server)).root
    }

    /// The file is what a server without options serves, byte for byte, and every phrase the server may rewrite
    /// is in it (an edit of the file that loses one fails here, not silently in a served document).
    @Test func theFileIsTheDefaultServersDocumentAndHoldsEveryOptionPhrase() throws {
        let file = OpenAPIDocument.file
        let served = OpenAPIDocument.render(app: AppConfiguration(databasePath: ""), server: ServerConfiguration())
        #expect(served == Array(file.utf8))
        #expect(!file.contains("{{"))
        #expect(try JSONParser.parse(Array(file.utf8)).root["openapi"]?.string == "3.1.0")
        for p in OpenAPIDocument.optionPhrases(app: AppConfiguration(databasePath: ""), server: ServerConfiguration()) {
            #expect(file.contains(p.text(p.inFile)), "\(p.phrase)")
        }
    }

    /// The numbers the file writes in words are the code's constants: a constant that changes fails here until the
    /// document says the new value.
    @Test func theConstantsTheFileStatesAreTheCodes() throws {
        let file = OpenAPIDocument.file
        let delivery = DeliveryLimits()
        let phrases = [
            "Page size, 1 to \(API.pageSizes.upperBound) (default \(API.defaultPageSize))",
            "a touch: JSON nesting \(TouchInput.maxNesting), \(Figure.grouped(TouchInput.maxEvents)) events, \(TouchInput.maxFingers) fingers",
            "Default 0; at most \(TouchInput.maxFingers - 1).",
            "at most \(Figure.grouped(TouchInput.maxEvents)) events",
            "at most \(Figure.grouped(TouchInput.maxGestureSteps))",
            "a timeline keeps \(Figure.grouped(delivery.timelineEntries)) entries and actions, and a simulation stops after \(Figure.grouped(delivery.work)) units of work",
            "greater than 0, at most \(Figure.grouped(Int(HitMapGrid.maxCoordinate)))",
            "\(Figure.grouped(HitMapGrid.maxPoints))",
            "\(Figure.grouped(Int(HitMapGrid.maxWork)))",
            "1 to \(Figure.grouped(QRCode.maxBytes)) bytes of UTF-8",
            "at most \(Receipt.maxWaitsPerRecognizer) per recognizer and \(Receipt.maxWaits) in all are listed",
        ]
        for phrase in phrases { #expect(file.contains(phrase), "\(phrase)") }
    }

    @Test func numbersAreWrittenAsTheDescriptionsWriteThem() {
        #expect(Figure.grouped(0) == "0")
        #expect(Figure.grouped(999) == "999")
        #expect(Figure.grouped(1_000) == "1,000")
        #expect(Figure.grouped(4_000_000_000) == "4,000,000,000")
        #expect(Figure.bytes(16 << 20).text == "16 MiB")
        #expect(Figure.bytes(64 << 10).text == "64 KiB")
        #expect(Figure.bytes(1_500).text == "1,500 bytes")
        #expect(Figure.bytes(1_500).number == 1_500)
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
        #expect(operations == 37)
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
        #expect(info.contains("1,234 views per hierarchy (`--max-views`, default \(Figure.grouped(defaults.app.limits.maxViews)))"))
        #expect(info.contains("56 levels of nesting (`--max-depth`, default \(Figure.grouped(defaults.app.limits.maxDepth)))"))
        #expect(info.contains("at most 9 problems reported per answer;"))
        #expect(info.contains("JSON nesting \(TouchInput.maxNesting), \(Figure.grouped(TouchInput.maxEvents)) events, \(TouchInput.maxFingers) fingers"))
        #expect(info.contains("newest 7 traces (`--max-traces`, default \(Figure.grouped(defaults.app.maxTracesPerHierarchy)))"))
        let tooLarge = try #require(document["components"]?["responses"]?["PayloadTooLarge"]?["description"]?.string)
        #expect(tooLarge.contains("larger than 64 KiB"))
        // Only those phrases: the rest of the served document is the file's.
        var expected = OpenAPIDocument.file
        for (from, to) in [("request body 16 MiB (", "request body 64 KiB ("), ("larger than 16 MiB (", "larger than 64 KiB ("),
                           ("1,000,000 views per", "1,234 views per"), ("1,000 levels of", "56 levels of"),
                           ("at most 100 problems", "at most 9 problems"), ("every problem (up to 100)", "every problem (up to 9)"),
                           ("them all, up to 100)", "them all, up to 9)"),
                           ("newest 1,000 traces", "newest 7 traces")] {
            expected = expected.replacing(from, with: to)
        }
        #expect(try app.get("/api/openapi.json").text == expected)

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
