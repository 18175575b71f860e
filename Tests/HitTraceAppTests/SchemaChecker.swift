import HitTestKit
import HitTraceJSON

/// Checks JSON values against the schemas of an OpenAPI 3.1 document (JSON Schema 2020-12), for the subset the
/// document uses: `$ref`, `type` (one name or a list: `["string", "null"]`), `properties`, `required`,
/// `additionalProperties`, `items`, `enum`, `oneOf`, `allOf`, `minItems`/`maxItems`, `minimum`/`maximum`,
/// `exclusiveMinimum` (a number) and `maxLength`. Other keywords (`description`, `format`, `example`, `default`,
/// `readOnly`) say nothing about validity and are skipped. The Python tests (Tests/openapi) hold real answers to
/// the document with openapi-core, a complete validator; this one gives the Swift tests a fast first word.
///
/// Stricter than OpenAPI on purpose: an object schema that lists `properties` is checked as closed unless
/// `additionalProperties` says otherwise. The document leaves response objects open so that clients tolerate
/// fields added later; the tests hold it to naming every field the server really sends.
struct SchemaChecker {
    let document: JSONValue

    /// `#/components/schemas/Name` and the like, followed until a schema that is not a reference.
    func resolve(_ schema: JSONValue) -> JSONValue? {
        var current = schema
        var hops = 0
        while let ref = current["$ref"]?.string {
            guard ref.hasPrefix("#/"), hops < 32 else { return nil }
            var target: JSONValue? = document
            for part in ref.dropFirst(2).split(separator: "/") { target = target?[String(part)] }
            guard let target else { return nil }
            current = target
            hops += 1
        }
        return current
    }

    func schema(named name: String) -> JSONValue? {
        document["components"]?["schemas"]?[name]
    }

    /// Every way `value` breaks `schema`, each with the path of the value; empty when it conforms.
    func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        problems(value, schema, path, closed: true)
    }

    private func problems(_ value: JSONValue, _ unresolved: JSONValue, _ path: String, closed: Bool) -> [String] {
        guard let schema = resolve(unresolved) else { return ["\(path): unresolvable schema \(unresolved.sourceText)"] }
        // Stricter than JSON Schema: a schema that describes an object or array without naming its type takes
        // no null (the document always writes `"type"` where it means one).
        if value.isNull, schema["type"] == nil, schema["properties"] != nil || schema["items"] != nil {
            return ["\(path): null is not allowed here"]
        }
        var found: [String] = []
        if let type = schema["type"] {
            let types = type.strings ?? type.string.map { [$0] } ?? []
            if !types.contains(where: { Self.has(value, type: $0) }) {
                return ["\(path): expected \(types.joined(separator: " or ")), found \(value.sourceText.prefix(60))"]
            }
        }
        if let options = schema["enum"], !options.elements.contains(where: { Self.equal($0, value) }) {
            found.append("\(path): \(value.sourceText) is not one of \(options.sourceText)")
        }
        if let branches = schema["oneOf"] {
            let matching = branches.elements.filter { problems(value, $0, path, closed: true).isEmpty }.count
            if matching != 1 {
                let why = branches.elements.map { problems(value, $0, path, closed: true).first ?? "matches" }
                found.append("\(path): matches \(matching) of the oneOf schemas, not exactly one (\(why.joined(separator: "; ")))")
            }
        }
        for branch in schema["allOf"]?.elements ?? JSONValue.emptyElements {
            // The branches together name the properties: closedness is checked once, below, on their union.
            found += problems(value, branch, path, closed: false)
        }
        switch value.kind {
        case .object: found += objectProblems(value, schema, path, closed: closed)
        case .array:
            if let min = schema["minItems"]?.number, Double(value.count) < min { found.append("\(path): fewer than \(Int(min)) items") }
            if let max = schema["maxItems"]?.number, Double(value.count) > max { found.append("\(path): more than \(Int(max)) items") }
            if let items = schema["items"] {
                for (i, element) in value.elements.enumerated() { found += problems(element, items, "\(path)[\(i)]", closed: true) }
            }
        case .number:
            let n = value.number ?? 0
            if let min = schema["minimum"]?.number, n < min { found.append("\(path): \(n) is below the minimum \(min)") }
            if let max = schema["maximum"]?.number, n > max { found.append("\(path): \(n) is above the maximum \(max)") }
            if let min = schema["exclusiveMinimum"]?.number, n <= min { found.append("\(path): \(n) is not above \(min)") }
        case .string:
            if let max = schema["maxLength"]?.number, Double(value.string?.count ?? 0) > max { found.append("\(path): longer than \(Int(max))") }
        default: break
        }
        return found
    }

    private func objectProblems(_ value: JSONValue, _ schema: JSONValue, _ path: String, closed: Bool) -> [String] {
        var found: [String] = []
        let keys = Set(value.members.map(\.0))
        for name in requiredNames(schema) where !keys.contains(name) {
            found.append("\(path): the required \"\(name)\" is missing")
        }
        let properties = schema["properties"]
        let additional = schema["additionalProperties"]
        for (key, member) in value.members {
            if let property = properties?[key] {
                found += problems(member, property, path + "." + key, closed: true)
            } else if let additional, additional.kind == .object {
                found += problems(member, additional, path + "." + key, closed: true)
            }
        }
        let isClosed = additional?.bool == false || (closed && additional == nil)
        if isClosed, let names = propertyNames(schema) {
            for key in keys.subtracting(names).sorted() { found.append("\(path): \"\(key)\" is not in the schema") }
        }
        return found
    }

    /// The properties a schema names, its `allOf` branches' included; nil when it names none (says nothing).
    private func propertyNames(_ unresolved: JSONValue) -> Set<String>? {
        guard let schema = resolve(unresolved) else { return nil }
        var names: Set<String>?
        if let properties = schema["properties"] { names = Set(properties.members.map(\.0)) }
        for branch in schema["allOf"]?.elements ?? JSONValue.emptyElements {
            if let more = propertyNames(branch) { names = (names ?? []).union(more) }
        }
        return names
    }

    private func requiredNames(_ schema: JSONValue) -> [String] {
        schema["required"]?.strings ?? []
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch type {
        case "object": value.kind == .object
        case "array": value.kind == .array
        case "string": value.kind == .string
        case "boolean": value.kind == .bool
        case "number": value.kind == .number
        case "integer": value.number.map { $0 == $0.rounded() } ?? false
        case "null": value.isNull
        default: false
        }
    }

    /// JSON equality, for `enum`.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        JSONCanonical.render(a) == JSONCanonical.render(b)
    }
}

extension JSONValue {
    /// The elements of an empty array, for iterating over an absent keyword.
    static let emptyElements: JSONElements = (try! JSONParser.parse("[]")).root.elements
}
