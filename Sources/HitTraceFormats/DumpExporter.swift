import HitTestKit
import HitTraceJSON
/// Writes a hierarchy the way `recursiveDescription` prints it, so that it can be read by people used to
/// lldb and imported again: `DumpImporter.importDump(DumpExporter.render(h))` gives `h` back for everything a
/// dump can say (geometry, hidden, alpha, interaction, clipping, transform, anchor, tag, text, scroll offset
/// and size, text attributes). Overrides, recognizers and window levels have no place in a dump.
///
/// Beyond UIKit's own fields it writes what an exact round trip needs: `id = …` when the id is not
/// `<Class>_<address>`, and `bounds`/`center` for a transformed view (whose `frame` is only a bounding box).
/// Whatever the hierarchy's strings hold, each view stays one line and one node (`DumpQuoting`): an id or a
/// class that is not a plain token is written quoted, as `text` is, and reads back as itself.
public enum DumpExporter {
    public static func render(_ h: Hierarchy) -> String {
        var out = ""
        out.reserveCapacity(h.viewCount * 160)
        // Each entry prints a view, or (layers == true) the bare sublayers kept from its import, after its subviews.
        var stack: [(view: Int, depth: Int, layers: Bool)] = h.windows.reversed().map { (Int($0), 0, false) }
        while let (v, depth, layers) = stack.popLast() {
            let attributes = h.extras(of: v).attributes
            if layers {
                for (k, value) in attributes where stem(k) == DumpAttribute.sublayer {
                    out += indent(depth + 1) + DumpQuoting.oneLine(value) + " (layer)\n"
                }
                continue
            }
            line(v, depth: depth, h, &out)
            if attributes.contains(where: { stem($0.name) == DumpAttribute.sublayer }) { stack.append((v, depth, true)) }
            var c = h.nodes[v].lastChild
            var children: [Int] = []
            while c >= 0 { children.append(Int(c)); c = h.nodes[Int(c)].previousSibling }
            for child in children { stack.append((child, depth + 1, false)) }
        }
        return out
    }

    /// UIKit's indentation: none for the receiver, `   |` then `    |` per further level, then a space.
    static func indent(_ depth: Int) -> String {
        depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
    }

    static func stem(_ key: String) -> String {
        key.split(separator: "#", maxSplits: 1).first.map(String.init) ?? key
    }

    static func line(_ v: Int, depth: Int, _ h: Hierarchy, _ out: inout String) {
        let info = h.views[v]
        let node = h.nodes[v]
        let ext = h.extras(of: v)
        func attribute(_ name: String) -> String? { ext.attributes.first { $0.name == name }?.value }
        var s = indent(depth)
        if let ivar = attribute(DumpAttribute.ivar), DumpQuoting.isIdentifier(ivar) { s += ivar + " " }
        let wrapped = attribute(DumpAttribute.wrapped)
        s += wrapped == nil ? "<" : "<<"
        s += DumpQuoting.className(attribute(DumpAttribute.printedClass) ?? info.className)
        var fields: [String] = []
        if let address = address(of: info) { s += ": " + address } else { fields.append("id = " + DumpQuoting.value(info.id)) }
        if let base = ext.base, attribute("baseClass") == nil { fields.append("baseClass = " + base) }
        let b = info.bounds
        let anchor = ext.anchorPoint
        if ext.transform.isIdentity {
            let f = Rect(x: info.center.x - anchor.x * b.width, y: info.center.y - anchor.y * b.height, width: b.width, height: b.height)
            fields.append("frame = " + rect(f))
            if f.x + anchor.x * b.width != info.center.x || f.y + anchor.y * b.height != info.center.y {
                fields.append("center = " + point(info.center))
            }
        } else {
            fields.append("frame = " + rect(h.frame(of: v)))
            fields.append("bounds = " + rect(b))
            fields.append("center = " + point(info.center))
        }
        if let text = ext.text { fields.append("text = '" + DumpValues.escape(text) + "'") }
        if node.flags.contains(.clipsToBounds) { fields.append("clipsToBounds = YES") }
        if !ext.transform.isIdentity {
            let t = ext.transform
            fields.append("transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONText.number).joined(separator: ", ") + "]")
        }
        if anchor.x != 0.5 || anchor.y != 0.5 { fields.append("anchorPoint = " + point(anchor)) }
        if ext.alpha != 1 { fields.append("alpha = " + JSONText.number(ext.alpha)) }
        if node.flags.contains(.hidden) { fields.append("hidden = YES") }
        // UIKit prints `opaque` and `autoresize` before `userInteractionEnabled`; an imported view has them
        // first among its printed attributes, so printing that leading run here keeps the attributes' order.
        var attributes = ext.attributes.filter { !DumpAttribute.isPlacement($0.name) }[...]
        while let first = attributes.first, Self.beforeInteraction.contains(first.name) {
            fields.append(DumpQuoting.name(first.name) + " = " + DumpQuoting.attribute(first.value))
            attributes = attributes.dropFirst()
        }
        if !node.flags.contains(.userInteractionEnabled) { fields.append("userInteractionEnabled = NO") }
        if let tag = ext.tag { fields.append("tag = \(tag)") }
        if ext.attributes.isEmpty, ext.backgroundColor != nil {
            fields.append("backgroundColor = " + DumpQuoting.value(ext.backgroundColor ?? ""))
        }
        // The scroll-view tail goes where UIKit prints it: after `layer`, before the other `name: value` fields.
        var tail: [String] = []
        if node.flags.contains(.isScrollView) {
            tail.append("contentOffset: {" + JSONText.number(b.x) + ", " + JSONText.number(b.y) + "}")
            if let size = ext.contentSize {
                tail.append("contentSize: {" + JSONText.number(size.width) + ", " + JSONText.number(size.height) + "}")
            }
        }
        for (k, value) in attributes {
            let name = stem(k)
            if DumpAttribute.colonFields.contains(name) {
                fields += tail
                tail = []
                fields.append(name + ": " + DumpQuoting.attribute(value))
            } else {
                let name = DumpQuoting.name(name)
                fields.append(value.isEmpty ? name : name + " = " + DumpQuoting.attribute(value))
            }
        }
        fields += tail
        for f in fields { s += "; " + f }
        s += ">"
        if let wrapped { s += " " + DumpQuoting.oneLine(wrapped) + ">" }
        if let trailer = attribute(DumpAttribute.trailer) { s += " " + DumpQuoting.oneLine(trailer) }
        out += s + "\n"
    }

    static let beforeInteraction: Set<String> = ["opaque", "autoresize", "autoresizesSubviews"]

    /// The address inside an id the importer made (`UIButton_0x7fb3c2d0`), when the id is exactly that.
    static func address(of info: ViewInfo) -> String? {
        let prefix = SwiftClassName.short(info.className) + "_0x"
        guard info.id.hasPrefix(prefix) else { return nil }
        let hex = info.id.utf8.dropFirst(prefix.utf8.count)
        guard !hex.isEmpty, hex.allSatisfy(DumpNodeScanner.isHex) else { return nil }
        return "0x" + String(decoding: hex, as: UTF8.self)
    }

    static func rect(_ r: Rect) -> String {
        "(" + JSONText.number(r.x) + " " + JSONText.number(r.y) + "; " + JSONText.number(r.width) + " " + JSONText.number(r.height) + ")"
    }

    static func point(_ p: Point) -> String { "(" + JSONText.number(p.x) + ", " + JSONText.number(p.y) + ")" }
}
