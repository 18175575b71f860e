import HitTestKit
import HitTraceJSON
/// The line of the source each view was read from, for reports that point into the file (SARIF's `region`).
extension DumpJSON {
    /// Each imported view's line, by the index its id has in the decoded hierarchy.
    static func lines(_ views: [ImportedView], in h: Hierarchy) -> [Int32] {
        var lines = [Int32](repeating: 0, count: h.viewCount)
        for v in views { if let i = h.index(of: v.id) { lines[i.index] = Int32(clamping: v.line) } }
        return lines
    }
}

extension ImportedDump {
    /// The 1-based line of each view in `source` (the bytes it was imported from), by view index; 0 where
    /// it is not known. A dump's lines were kept by its importer; for the hierarchy format itself each view
    /// object's line is found here, on request, so that an upload does not parse its JSON twice.
    public func viewLines(source: [UInt8]) -> [Int] {
        guard format == .json else { return lines.map(Int.init) }
        var result = [Int](repeating: 0, count: hierarchy.viewCount)
        guard let doc = try? JSONParser.parse(source, limits: JSONParser.Limits(maxNesting: 2 * HierarchyLimits().maxDepth + 8)) else { return result }
        let sourceLines = SourceLines(source)
        var stack: [JSONValue] = []
        if let root = doc.root["root"] { stack.append(root) }
        if let windows = doc.root["windows"], windows.kind == .array { stack += windows.elements }
        while let view = stack.popLast() {
            guard view.kind == .object else { continue }
            if let id = view["id"]?.string, let i = hierarchy.index(of: id) { result[i.index] = sourceLines.line(at: view.byteOffset) }
            if let subviews = view["subviews"], subviews.kind == .array { stack += subviews.elements }
        }
        return result
    }
}
