import HitTestKit
import HitTraceJSON
/// Writes imported views as the hierarchy format, and maps the decoder's JSON paths back to dump lines.
enum DumpJSON {
    /// The hierarchy JSON, and each view's JSON path (to turn a decoder's complaint into `line N`).
    /// One top view is the `root` (a dump of a view controller's view has no window); several are `windows`.
    static func write(_ views: [ImportedView], tops: [Int]) -> (json: [UInt8], paths: [String: Int]) {
        var w = JSONWriter(capacity: 256 + views.count * 300)
        var paths: [String: Int] = [:]
        paths.reserveCapacity(views.count)
        w.beginObject()
        // Each entry opens a view, or (close == true) ends the view whose subviews were written.
        var stack: [(view: Int, path: String, close: Bool)] = []
        if tops.count == 1 {
            w.key("root")
            stack.append((tops[0], "$.root", false))
        } else {
            w.key("windows")
            w.beginArray()
            for (i, t) in tops.enumerated().reversed() { stack.append((t, "$.windows[\(i)]", false)) }
        }
        while let (v, path, close) = stack.popLast() {
            if close { w.endArray(); w.endObject(); continue }
            paths[path] = v
            fields(views[v], &w)
            let children = views[v].children
            if children.isEmpty { w.endObject(); continue }
            w.key("subviews")
            w.beginArray()
            stack.append((v, path, true))
            for (i, c) in children.enumerated().reversed() { stack.append((c, path + ".subviews[\(i)]", false)) }
        }
        if tops.count != 1 { w.endArray() }
        w.endObject()
        return (w.bytes, paths)
    }

    static func fields(_ v: ImportedView, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.string(v.id)
        w.key("class"); w.string(v.className)
        if let base = v.base { w.key("base"); w.string(base) }
        if let c = v.center, let b = v.bounds {
            w.key("center"); numbers([c.x, c.y], &w)
            w.key("bounds"); numbers([v.contentOffset?.x ?? b.x, v.contentOffset?.y ?? b.y, b.width, b.height], &w)
        } else if let f = v.frame {
            w.key("frame"); numbers([f.x, f.y, f.width, f.height], &w)
            // HitTrace's export adds the centre when frame.origin + anchor × size would miss it by an ulp.
            if let c = v.center { w.key("center"); numbers([c.x, c.y], &w) }
        }
        if let t = v.transform { w.key("transform"); numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], &w) }
        if let p = v.anchorPoint { w.key("anchorPoint"); numbers([p.x, p.y], &w) }
        if v.hidden { w.key("hidden"); w.bool(true) }
        if let a = v.alpha { w.key("alpha"); w.number(a) }
        if !v.assumed.contains("userInteractionEnabled") { w.key("userInteractionEnabled"); w.bool(v.userInteractionEnabled) }
        if let e = v.enabled { w.key("enabled"); w.bool(e) }
        if let o = v.hitTest { w.key("hitTest"); w.string(o) }
        if v.clipsToBounds { w.key("clipsToBounds"); w.bool(true) }
        if let t = v.tag { w.key("tag"); w.int(t) }
        if let text = v.text { w.key("text"); w.string(text) }
        if let p = v.contentOffset { w.key("contentOffset"); numbers([p.x, p.y], &w) }
        if let s = v.contentSize { w.key("contentSize"); numbers([s.width, s.height], &w) }
        if let n = v.numberOfSegments { w.key("numberOfSegments"); w.int(n) }
        if let i = v.selectedSegmentIndex { w.key("selectedSegmentIndex"); w.int(i) }
        if !v.attributes.isEmpty {
            w.key("attributes")
            w.beginObject()
            for (k, value) in v.attributes { w.key(text: k); w.string(value) }
            w.endObject()
        }
        if let vc = v.viewController {
            w.key("viewController"); w.beginObject()
            w.key("class"); w.string(vc.className)
            if let p = vc.presentedBy { w.key("presentedBy"); w.string(p) }
            w.endObject()
        }
        if !v.assumed.isEmpty {
            w.key("assumed"); w.beginArray()
            for a in v.assumed { w.string(a) }
            w.endArray()
        }
    }

    static func numbers(_ values: [Double], _ w: inout JSONWriter) {
        w.beginArray()
        for v in values { w.number(v) }
        w.endArray()
    }

    /// The decoder's issues at `line N` of the view they concern (the longest view path that leads the
    /// issue's path), with the field named. Limits stay `limit_exceeded`; the rest is `invalid_dump`.
    static func lineError(_ e: HierarchyError, paths: [String: Int], views: [ImportedView]) -> HierarchyError {
        let issues = e.issues.map { issue -> ValidationIssue in
            var p = Substring(issue.path)
            while !p.isEmpty, paths[String(p)] == nil {
                guard let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) else { p = ""; break }
                p = p[..<cut]
            }
            guard let view = paths[String(p)] else { return issue }
            let rest = issue.path.dropFirst(p.count)
            let what = rest.isEmpty ? "" : " (\(rest.drop { $0 == "." }))"
            return ValidationIssue(path: "line \(views[view].line)", message: issue.message + what)
        }
        return HierarchyError(code: e.code == .limitExceeded ? .limitExceeded : .invalidDump, issues: issues)
    }
}
