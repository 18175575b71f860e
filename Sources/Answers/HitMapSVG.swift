import HitTestKit
import HitTraceJSON
import Sentences
/// The hit map as a picture (SVG): each view's receiving area in its own colour (runs of the map merged into
/// rectangles), points where no view receives the touch left grey, dead zones (interactive views' visible
/// areas where touches go elsewhere) outlined and hatched in red, and audit findings outlined in orange with
/// the view's id. Coordinates are screen points.
public enum HitMapSVG {
    public static func render(_ r: HitMapReport, in h: Hierarchy, findings: [AuditProfileFinding] = [], title: String? = nil) -> String {
        let g = r.grid
        let region = g.region
        let scale = max(0.25, min(2, 800 / max(region.width, region.height)))
        func n(_ d: Double) -> String {
            let v = (d * 100).rounded() / 100
            return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(region.width * scale))\" height=\"\(n(region.height * scale))\" "
        out += "viewBox=\"\(n(region.x)) \(n(region.y)) \(n(region.width)) \(n(region.height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        out += "<title>\(xml(title ?? "Hit map"))</title>\n"
        out += "<defs><pattern id=\"dead\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        out += "<rect width=\"6\" height=\"6\" fill=\"#d62728\" fill-opacity=\"0.15\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#d62728\" stroke-width=\"2\"/></pattern></defs>\n"
        out += "<rect x=\"\(n(region.x))\" y=\"\(n(region.y))\" width=\"\(n(region.width))\" height=\"\(n(region.height))\" fill=\"#e8e8e8\"/>\n"
        // Receiving areas: a run continues the rectangle above it when it has the same columns and view.
        var open: [Int: (row: Int, view: Int32, start: Int, end: Int, height: Int)] = [:]
        var rects: [(view: Int32, i: Int, j: Int, w: Int, h: Int)] = []
        for j in 0..<g.rows {
            var next: [Int: (row: Int, view: Int32, start: Int, end: Int, height: Int)] = [:]
            var start = 0
            let runs = r.map.rows[j]
            for k in stride(from: 0, to: runs.count, by: 2) {
                let v = runs[k], length = Int(runs[k + 1])
                defer { start += length }
                guard v >= 0 else { continue }
                if var o = open[start], o.view == v, o.end == start + length {
                    o.height += 1
                    next[start] = o
                    open[start] = nil
                } else {
                    next[start] = (j, v, start, start + length, 1)
                }
            }
            for (_, o) in open { rects.append((o.view, o.start, o.row, o.end - o.start, o.height)) }
            open = next
        }
        for (_, o) in open { rects.append((o.view, o.start, o.row, o.end - o.start, o.height)) }
        rects.sort { ($0.view, $0.j, $0.i) < ($1.view, $1.j, $1.i) }
        var current: Int32 = -1
        for rect in rects {
            if rect.view != current {
                if current >= 0 { out += "</g>\n" }
                current = rect.view
                out += "<g fill=\"\(color(Int(rect.view)))\" shape-rendering=\"crispEdges\"><title>\(xml(h.id(Int(rect.view))))</title>"
            }
            let o = g.point(column: rect.i, row: rect.j)
            out += "<rect x=\"\(n(o.x))\" y=\"\(n(o.y))\" width=\"\(n(Double(rect.w) * g.step))\" height=\"\(n(Double(rect.h) * g.step))\"/>"
        }
        if current >= 0 { out += "</g>\n" }
        // Outlines of interactive views as drawn, with their ids.
        let fontSize = max(6, min(12, region.width / 40))
        for v in 0..<h.viewCount where h.isInteractive(v) && r.drawnArea[v] > 0 {
            let b = h.screenBox(of: v)
            out += "<rect x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" fill=\"none\" stroke=\"#333\" stroke-width=\"0.5\"/>"
            out += "<text x=\"\(n(b.x + 2))\" y=\"\(n(b.y + fontSize))\" font-size=\"\(n(fontSize))\" fill=\"#111\">\(xml(h.id(v)))</text>\n"
        }
        for z in r.deadZones {
            let b = h.screenBox(of: z.view)
            let why = z.causes.first.map { English().miss($0.miss, in: h) } ?? ""
            out += "<rect x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" fill=\"url(#dead)\" stroke=\"#d62728\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\">"
            out += "<title>dead zone: \(xml(h.id(z.view))): \(xml(why))</title></rect>\n"
        }
        for f in findings {
            let b = f.box
            out += "<rect x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\" fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\">"
            out += "<title>\(xml(f.rule)): \(xml(English().auditFinding(f, in: h)))</title></rect>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// A colour per view, spread around the hue circle by the golden angle.
    static func color(_ v: Int) -> String {
        let hue = Double((v * 137) % 360)
        return "hsl(\(Int(hue)), 65%, 72%)"
    }

    static func xml(_ s: String) -> String { CheckReports.xml(s) }
}
