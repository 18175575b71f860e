import HitTraceJSON
/// `"assumed": ["userInteractionEnabled", …]`: the view fields an importer filled in from UIKit's defaults
/// because its source (an accessibility tree, a crash reporter's capture) does not carry them. Each name is a
/// view field (`subviews`: their order, front to back); the list keeps its order and holds each name once.
extension FieldReader {
    static let assumableFields: Set<String> = Set(ViewDraft.Key.allCases.map(\.name))
        .subtracting(["id", "class", "assumed", "attributes"])

    mutating func assumedFields(_ v: JSONValue, _ path: @autoclosure () -> String) -> [String] {
        guard v.kind == .array else { report(path(), "expected an array of view field names"); return [] }
        var result: [String] = []
        for (i, e) in v.elements.enumerated() {
            guard let name = e.string else { report(path() + "[\(i)]", "expected a view field name (a string)"); continue }
            guard Self.assumableFields.contains(name) else {
                reportUnknown(name, in: "", known: Self.assumableFields, path() + "[\(i)]",
                              message: "\"\(Self.shortened(name))\" is not a view field that can be assumed")
                continue
            }
            if result.contains(name) { report(path() + "[\(i)]", "\"\(name)\" is listed twice"); continue }
            result.append(name)
        }
        return result
    }
}
