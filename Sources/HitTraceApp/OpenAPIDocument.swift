import HTTPServer
import HitTestKit
import Answers
import HitTraceJSON
import Sentences

/// The OpenAPI 3.1 document served at /api/openapi.json: every endpoint `Routes` registers (HEAD beside each
/// GET), every status its handlers (and the HTTP layer under them) can answer, and the JSON shapes of
/// `TraceJSON`, `NormalizedJSON`, the summaries and `APIError`.
///
/// The document is `Resources/openapi.json`, compiled into the binary (`.embedInCode` in Package.swift: no
/// bundle or file to find at run time). The file is a valid document as it is, stating the limits of a server
/// started without options, so that OpenAPI tools read it from the repository. A server started with other
/// limits states its own: `render` rewrites the few phrases that say an option's value (`optionPhrases`), and
/// nothing else. Numbers that are constants of the code (page sizes, touch limits, hit-map bounds) are written
/// in the file; `OpenAPIDocumentTests` checks that they are the code's.
///
/// Kept true to the code by `HitTraceAppTests/OpenAPIConformanceTests` (every documented operation exists on a
/// live server, every route is documented, real responses validate against the schemas here) and by the
/// Python tests in Tests/openapi, which hold every answer the Swift tests record and answers of every operation
/// to the file with openapi-core. Response objects are left open so that clients tolerate added fields; input
/// schemas are closed (`additionalProperties: false`) because the decoder refuses unknown fields.
enum OpenAPIDocument {
    /// A limit as the document writes it: `number`, and `text` as descriptions say it ("16 MiB", "1,000").
    struct Figure: Equatable {
        var number: Int
        var text: String

        static func count(_ n: Int) -> Figure { Figure(number: n, text: grouped(n)) }

        /// Seconds, as `--max-request-seconds` takes them (`number` in milliseconds).
        static func seconds(_ s: Double) -> Figure { Figure(number: Int((s * 1_000).rounded()), text: JSONText.number(s)) }

        static func bytes(_ n: Int) -> Figure {
            let text = n >= 1 << 20 && n % (1 << 20) == 0 ? "\(grouped(n >> 20)) MiB"
                : n >= 1 << 10 && n % (1 << 10) == 0 ? "\(grouped(n >> 10)) KiB" : "\(grouped(n)) bytes"
            return Figure(number: n, text: text)
        }

        /// 1000000 → "1,000,000", as every message of the server writes a count (`GroupedNumber`).
        static func grouped(_ n: Int) -> String {
            GroupedNumber.text(n)
        }
    }

    /// A phrase that states an option's value, `#` where the value goes: as the file says it (`inFile`, the
    /// default) and as a server with these options says it (`served`).
    struct OptionPhrase: Equatable {
        var phrase: String
        var inFile: Figure
        var served: Figure

        func text(_ figure: Figure) -> String { phrase.replacing("#", with: figure.text) }
    }

    /// The document as Resources/openapi.json has it (a server's defaults).
    static var file: String { String(decoding: PackageResources.openapi_json, as: UTF8.self) }

    /// Every phrase of the document that states a server option, with the file's value and this server's.
    static func optionPhrases(app: AppConfiguration, server: ServerConfiguration) -> [OptionPhrase] {
        let defaults = (app: AppConfiguration(databasePath: ""), server: ServerConfiguration())
        func option(_ phrases: [String], _ inFile: Figure, _ served: Figure) -> [OptionPhrase] {
            phrases.map { OptionPhrase(phrase: $0, inFile: inFile, served: served) }
        }
        return option(["request body # (`--max-body`", "larger than # (`--max-body`"],
                      .bytes(defaults.server.maxBodyBytes), .bytes(server.maxBodyBytes))
            + option(["# views per hierarchy"], .count(defaults.app.limits.maxViews), .count(app.limits.maxViews))
            + option(["# levels of nesting"], .count(defaults.app.limits.maxDepth), .count(app.limits.maxDepth))
            + option(["at most # problems", "every problem (up to #)", "them all, up to #)"],
                     .count(defaults.app.limits.maxIssues), .count(app.limits.maxIssues))
            + option(["newest # traces"], .count(defaults.app.maxTracesPerHierarchy), .count(app.maxTracesPerHierarchy))
            + option(["past # s of work", "(# s of work, `--max-request-seconds`)", "waited # s (`--max-request-seconds`)"],
                     .seconds(defaults.server.maxRequestSeconds), .seconds(server.maxRequestSeconds))
            + option(["an answer over #, `--max-answer-bytes`", "an answer larger than #, `--max-answer-bytes`"],
                     .bytes(defaults.server.maxAnswerBytes), .bytes(server.maxAnswerBytes))
            + option(["and # such requests waiting"], .count(defaults.server.heavyQueue), .count(server.heavyQueue))
    }

    /// The document a server with these options serves: the file, with the phrases of the options it changes.
    static func render(app: AppConfiguration, server: ServerConfiguration) -> [UInt8] {
        var text = file
        for p in optionPhrases(app: app, server: server) where p.served != p.inFile {
            text = text.replacing(p.text(p.inFile), with: p.text(p.served))
        }
        return Array(text.utf8)
    }
}

extension HitTraceApp {
    /// The OpenAPI document a server with these options serves at /api/openapi.json (`hittrace openapi`).
    public static func openAPIDocument(configuration: AppConfiguration, server: ServerConfiguration) -> [UInt8] {
        OpenAPIDocument.render(app: configuration, server: server)
    }
}
