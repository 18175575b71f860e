import HTTPServer
import HitTestKit
import QRCode

/// The OpenAPI 3.0.3 document served at /api/openapi.json: every endpoint `Routes` registers, every status its
/// handlers (and the HTTP layer under them) can answer, and the JSON shapes of `TraceJSON`, `NormalizedJSON`,
/// the summaries and `APIError`.
///
/// The document is `Resources/openapi.json`, compiled into the binary (`.embedInCode` in Package.swift: no
/// bundle or file to find at run time). The limits and defaults it states are not written there but named,
/// `{{maxBody}}` in a description and `"{{maxEvents}}"` where a schema wants a number; `render` fills them from
/// the configuration the server runs with and from the constants the code enforces (`placeholders`), so the
/// document states the numbers this server applies. Edit the JSON; `OpenAPIDocumentTests` checks that every
/// placeholder is known and filled, and `scripts/test.sh` validates what `hittrace openapi` prints.
///
/// Kept true to the code by `HitTraceAppTests/OpenAPIConformanceTests`: every documented operation exists on a
/// live server, every route is documented, and real responses validate against the schemas here (objects with
/// `properties` are checked as closed there, though the document leaves them open so that clients tolerate
/// added fields). Input schemas are closed (`additionalProperties: false`) because the decoder refuses unknown
/// fields.
enum OpenAPIDocument {
    /// A limit or default the document states: `number` where the JSON has `"{{name}}"` (quotes included),
    /// `text` where a description says `{{name}}`.
    struct Placeholder: Equatable {
        var name: String
        var number: Int
        var text: String

        static func count(_ name: String, _ n: Int) -> Placeholder { Placeholder(name: name, number: n, text: grouped(n)) }

        static func bytes(_ name: String, _ n: Int) -> Placeholder {
            let text = n >= 1 << 20 && n % (1 << 20) == 0 ? "\(grouped(n >> 20)) MiB"
                : n >= 1 << 10 && n % (1 << 10) == 0 ? "\(grouped(n >> 10)) KiB" : "\(grouped(n)) bytes"
            return Placeholder(name: name, number: n, text: text)
        }

        /// 1000000 → "1,000,000".
        static func grouped(_ n: Int) -> String {
            let digits = String(n.magnitude)
            var out = ""
            for (i, digit) in digits.enumerated() {
                if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
                out.append(digit)
            }
            return n < 0 ? "-" + out : out
        }
    }

    /// The document as Resources/openapi.json has it, placeholders unfilled.
    static var template: String { String(decoding: PackageResources.openapi_json, as: UTF8.self) }

    /// Every placeholder, from where the server takes the value: its options (`app`, `server`), their
    /// defaults (what `hittrace serve` uses without the option), and the limits the code enforces.
    static func placeholders(app: AppConfiguration, server: ServerConfiguration) -> [Placeholder] {
        let defaults = (app: AppConfiguration(databasePath: ""), server: ServerConfiguration(), delivery: DeliveryLimits())
        return [
            .bytes("maxBody", server.maxBodyBytes),
            .bytes("defaultMaxBody", defaults.server.maxBodyBytes),
            .count("maxViews", app.limits.maxViews),
            .count("defaultMaxViews", defaults.app.limits.maxViews),
            .count("maxDepth", app.limits.maxDepth),
            .count("defaultMaxDepth", defaults.app.limits.maxDepth),
            .count("maxIssues", app.limits.maxIssues),
            .count("maxTraces", app.maxTracesPerHierarchy),
            .count("defaultMaxTraces", defaults.app.maxTracesPerHierarchy),
            .count("maxPageSize", API.pageSizes.upperBound),
            .count("defaultPageSize", API.defaultPageSize),
            .count("touchMaxIssues", TouchInput.maxIssues),
            .count("touchNesting", TouchInput.maxNesting),
            .count("maxEvents", TouchInput.maxEvents),
            .count("maxFingers", TouchInput.maxFingers),
            .count("highestFinger", TouchInput.maxFingers - 1),
            .count("maxGestureSteps", TouchInput.maxGestureSteps),
            .count("timelineEntries", defaults.delivery.timelineEntries),
            .count("deliveryWork", defaults.delivery.work),
            .count("hitMapPoints", HitMapGrid.maxPoints),
            .count("hitMapWork", Int(HitMapGrid.maxWork)),
            .count("hitMapMaxCoordinate", Int(HitMapGrid.maxCoordinate)),
            .count("hitMapMinCoordinate", -Int(HitMapGrid.maxCoordinate)),
            .count("qrMaxBytes", QRCode.maxBytes),
        ]
    }

    /// The document a server with these options serves.
    static func render(app: AppConfiguration, server: ServerConfiguration) -> [UInt8] {
        var text = template
        for p in placeholders(app: app, server: server) {
            text = text.replacing("\"{{\(p.name)}}\"", with: String(p.number)).replacing("{{\(p.name)}}", with: p.text)
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
