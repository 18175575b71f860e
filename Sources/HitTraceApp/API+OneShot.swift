import HTTPServer
import HitTestKit
import HitTraceFormats
import HitTraceJSON

/// The bodies of the one-shot routes (`POST /api/hit-test`, `/api/why-not`, `/api/hit-map`): the hierarchy comes
/// in the request and nothing is stored.
extension API {
    /// A JSON object with only `fields` (and `format`), those in `required` present, and its `"hierarchy"` decoded;
    /// `shape` shows the object in the error. `check` adds the caller's own issues with the fields. Every issue
    /// with the object is reported at once, before anything is decoded; the hierarchy's issues are at
    /// `$.hierarchy…` paths.
    ///
    /// The hierarchy is the hierarchy format, or a string holding anything `POST /api/hierarchies` imports
    /// (recognised from its content; `"format"` names it as `?format=` does there).
    func oneShotHierarchy(_ request: HTTPRequest, fields: [String], required: [String], shape: String,
                          check: (JSONValue) -> [ValidationIssue] = { _ in [] })
        throws(APIError) -> (root: JSONValue, hierarchy: Hierarchy) {
        let fields = fields + ["format"]
        try request.requireJSON()
        let doc = try parseJSON(request.body, maxNesting: configuration.limits.jsonNesting + 4)
        let root = doc.root
        guard root.kind == .object else {
            throw APIError(HierarchyError(code: .invalidOptions, issues: [ValidationIssue(path: "$", message: "expected \(shape)")]))
        }
        var issues: [ValidationIssue] = []
        for (key, _) in root.members where !fields.contains(key) {
            issues.append(ValidationIssue(path: "$" + JSONPath.member(key), message: "unknown field \"\(key)\"; expected \(Self.listed(fields))"))
        }
        for key in required where root[key] == nil { issues.append(ValidationIssue(path: "$." + key, message: "is required")) }
        issues += check(root)
        var format: HierarchyFormat?
        if let f = root["format"] {
            if let name = f.string, let named = HierarchyFormat(name: name) { format = named } else {
                issues.append(ValidationIssue(path: "$.format", message: "expected one of \(HierarchyFormat.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            if root["hierarchy"]?.string == nil, format != .json {
                issues.append(ValidationIssue(path: "$.format", message: "names the format of a hierarchy given as text (a string)"))
            }
        }
        guard issues.isEmpty, let hv = root["hierarchy"] else { throw APIError(HierarchyError(code: Self.code(of: issues), issues: issues)) }
        guard let text = hv.string else {
            do { return (root, try HierarchyDecoder.decode(hv, path: "$.hierarchy", limits: configuration.limits)) } catch { throw APIError(error) }
        }
        do {
            return (root, try HierarchyImporter.importHierarchy(Array(text.utf8), format: format, limits: configuration.limits).hierarchy)
        } catch {
            // Said where it is: inside the string at `$.hierarchy` (a dump's `line N`, or a JSON path in it).
            var inside = error
            inside.issues = error.issues.map { issue in
                issue.path.hasPrefix("$") ? ValidationIssue(path: "$.hierarchy" + issue.path.dropFirst(), message: issue.message)
                    : ValidationIssue(path: "$.hierarchy", message: "\(issue.path): \(issue.message)")
            }
            throw APIError(inside)
        }
    }

    /// The code of a refused request body, from its first problem: the hierarchy's, the touch's, or the
    /// request's own fields'.
    static func code(of issues: [ValidationIssue]) -> HierarchyError.Code {
        let path = issues.first?.path ?? "$"
        func under(_ field: String) -> Bool { path == "$." + field || path.hasPrefix("$." + field + ".") || path.hasPrefix("$." + field + "[") }
        if under("hierarchy") { return .invalidHierarchy }
        if under("touch") { return .invalidTouch }
        return .invalidOptions
    }

    /// `"a", "b" and "c"`: the fields an object may hold, as the errors list them.
    static func listed(_ fields: [String]) -> String {
        let names = fields.map { "\"\($0)\"" }
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
