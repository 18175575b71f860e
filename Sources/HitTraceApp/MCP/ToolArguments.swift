import HitTestKit
import Sentences
import HitTraceJSON

/// A tool's arguments, read with the REST API's errors: `invalid_arguments` (a 400 over REST) at the argument's
/// path (`$.hierarchyId`), saying what was expected.
struct ToolArguments {
    let root: JSONValue?

    init(_ root: JSONValue?) { self.root = root }

    static func invalid(_ path: String, _ message: String) -> APIError {
        APIError(status: .badRequest, code: .invalidArguments, message: "\(path.dropFirst(2)) \(message)", path: path)
    }

    subscript(key: String) -> JSONValue? {
        guard let v = root?[key], !v.isNull else { return nil }
        return v
    }

    func string(_ key: String) throws(APIError) -> String {
        guard let v = self[key] else { throw Self.invalid("$." + key, "is required") }
        guard let s = v.string, !s.isEmpty else { throw Self.invalid("$." + key, "must be a non-empty string") }
        return s
    }

    func optionalString(_ key: String) throws(APIError) -> String? {
        guard self[key] != nil else { return nil }
        return try string(key)
    }

    func number(_ key: String) throws(APIError) -> Double {
        guard let v = self[key] else { throw Self.invalid("$." + key, "is required") }
        guard let n = v.number, n.isFinite else { throw Self.invalid("$." + key, "must be a number of points") }
        return n
    }

    /// `lang`: en (the default) or zh.
    func language() throws(APIError) -> SentenceLanguage {
        guard let v = self["lang"] else { return .en }
        switch v.string {
        case "en": return .en
        case "zh": return .zh
        default: throw Self.invalid("$.lang", "must be en or zh")
        }
    }

    /// The view an argument names, as everywhere else: an id, an accessibility identifier, or a label.
    func view(_ key: String, in h: Hierarchy) throws(APIError) -> ViewIndex {
        let name = try string(key)
        return try API.view(named: name, in: h, path: "$." + key)
    }
}
