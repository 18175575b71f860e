import HTTPServer
import HitTestKit
import HitTraceJSON

/// The query parameters each operation takes, as the OpenAPI document lists them: the document is the one
/// place that says them, so a parameter it does not name is a mistake the client hears of (`?limt=5` is 400
/// with "did you mean "limit"?"), not one silently ignored.
struct QueryParameters: Sendable {
    /// By operation, as "GET /api/traces/{traceId}".
    private let byOperation: [String: Set<String>]

    init(openAPI: [UInt8]) {
        var table: [String: Set<String>] = [:]
        guard let document = try? JSONParser.parse(openAPI), let paths = document.root["paths"] else {
            byOperation = table
            return
        }
        let shared = document.root["components"]?["parameters"]
        func queryNames(_ list: JSONValue?) -> Set<String> {
            var names = Set<String>()
            guard let list else { return names }
            for parameter in list.elements {
                let resolved = parameter["$ref"]?.string.flatMap { ref in
                    ref.split(separator: "/").last.flatMap { shared?[String($0)] }
                } ?? parameter
                if resolved["in"]?.string == "query", let name = resolved["name"]?.string { names.insert(name) }
            }
            return names
        }
        for (path, item) in paths.members {
            let common = queryNames(item["parameters"])
            for (method, operation) in item.members where operation["responses"] != nil {
                table[method.uppercased() + " " + path] = common.union(queryNames(operation["parameters"]))
            }
        }
        byOperation = table
    }

    /// The names the operation takes; nil for one the document does not describe (its query is not checked).
    func names(_ method: HTTPMethod, _ pattern: String) -> Set<String>? {
        byOperation["\(method) \(pattern)"]
    }

    /// Refuses a request naming a parameter its operation does not take.
    static func check(_ request: HTTPRequest, takes names: Set<String>) throws(APIError) {
        for key in request.query.keys.sorted() where !names.contains(key) {
            var message = "unknown query parameter \"\(key.prefix(40))\""
            if let guess = DidYouMean.closest(key, in: names) { message += "; did you mean \"\(guess)\"?" }
            message += names.isEmpty ? "; this operation takes none" : "; this operation takes \(names.sorted().joined(separator: ", "))"
            throw APIError(status: .badRequest, code: .unknownQueryParameter, message: message, path: "query.\(key.prefix(40))")
        }
    }
}
