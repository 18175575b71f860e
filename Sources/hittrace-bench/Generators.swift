import Foundation
import HitTestKit
import HitTraceFormats
import HitTraceJSON

/// Hierarchies of known shapes, written as JSON the way a user would send them.
enum Generators {
    /// A complete tree with `fanout` children per view, `count` views in all.
    static func balanced(_ count: Int, fanout: Int = 4) -> [UInt8] {
        tree(count) { i in i == 0 ? -1 : (i - 1) / fanout }
    }

    /// Each view the only subview of the one before: the deepest hierarchy of its size.
    static func chain(_ count: Int) -> [UInt8] {
        tree(count) { i in i - 1 }
    }

    /// A window with every other view as its direct subview.
    static func wide(_ count: Int) -> [UInt8] {
        tree(count) { i in i == 0 ? -1 : 0 }
    }

    /// Writes views given each one's parent (parents come before children), without recursion.
    static func tree(_ count: Int, parent: (Int) -> Int) -> [UInt8] {
        var children = [[Int]](repeating: [], count: count)
        for i in 1..<count { children[parent(i)].append(i) }
        var w = JSONWriter(capacity: count * 120)
        w.beginObject()
        w.key("name"); w.string("generated \(count)")
        w.key("root")
        var stack: [(Int, Bool)] = [(0, false)]
        while let (v, close) = stack.popLast() {
            if close { w.endArray(); w.endObject(); continue }
            w.beginObject()
            w.key("id"); w.string("v\(v)")
            if v == 0 { w.key("class"); w.string("UIWindow") }
            // Children are inset by 1 pt on every side: every point lands somewhere deep.
            let depthInset = Double(v % 7)
            w.key("frame"); w.beginArray()
            w.number(v == 0 ? 0 : depthInset); w.number(v == 0 ? 0 : depthInset); w.number(390); w.number(844)
            w.endArray()
            w.key("subviews"); w.beginArray()
            stack.append((v, true))
            for c in children[v].reversed() { stack.append((c, false)) }
        }
        w.endObject()
        return w.bytes
    }

    /// A realistic iPhone screen of about 100 views: navigation bar, a table of ten cells (image, two labels,
    /// a button each), a floating action button, a tab bar; labels and image views as UIKit makes them.
    static func realisticScreen() -> [UInt8] {
        var cells: [String] = []
        for i in 0..<10 {
            let y = i * 72
            cells.append("""
            {"id":"cell\(i)","class":"UITableViewCell","frame":[0,\(y),390,72],"subviews":[
              {"id":"content\(i)","class":"UITableViewCellContentView","frame":[0,0,390,72],"subviews":[
                {"id":"avatar\(i)","class":"UIImageView","frame":[16,12,48,48]},
                {"id":"title\(i)","class":"UILabel","frame":[76,12,220,22],"text":"Item \(i)"},
                {"id":"subtitle\(i)","class":"UILabel","frame":[76,38,220,18],"text":"Details"},
                {"id":"action\(i)","class":"UIButton","frame":[310,18,64,36],"subviews":[
                  {"id":"actionLabel\(i)","class":"UIButtonLabel","frame":[8,8,48,20],"text":"Open"}]},
                {"id":"separator\(i)","frame":[76,71,314,1]}]}]}
            """)
        }
        var tabs: [String] = []
        for i in 0..<4 {
            tabs.append("""
            {"id":"tab\(i)","class":"UITabBarButton","frame":[\(i * 97),0,97,49],"subviews":[
              {"id":"tabIcon\(i)","class":"UIImageView","frame":[36,6,25,25]},
              {"id":"tabTitle\(i)","class":"UILabel","frame":[20,33,57,12],"text":"Tab"}]}
            """)
        }
        let json = """
        {"name":"realistic screen","root":{"id":"window","class":"UIWindow","frame":[0,0,390,844],"subviews":[
          {"id":"transition","class":"UITransitionView","frame":[0,0,390,844],"subviews":[
            {"id":"layout","class":"UILayoutContainerView","frame":[0,0,390,844],"viewController":"UITabBarController","subviews":[
              {"id":"nav","class":"UILayoutContainerView","frame":[0,0,390,795],"viewController":"UINavigationController","subviews":[
                {"id":"navTransition","class":"UINavigationTransitionView","frame":[0,0,390,795],"subviews":[
                  {"id":"wrapper","class":"UIViewControllerWrapperView","frame":[0,0,390,795],"subviews":[
                    {"id":"table","class":"UITableView","frame":[0,0,390,795],"contentOffset":[0,-91],"viewController":"ListViewController","subviews":[
                      \(cells.joined(separator: ","))]},
                    {"id":"fab","class":"UIButton","frame":[318,715,56,56],"pointInside":{"minimumSize":[64,64]}}]}]},
                {"id":"navBar","class":"UINavigationBar","frame":[0,47,390,44],"subviews":[
                  {"id":"navTitle","class":"UILabel","frame":[150,11,90,22],"text":"Items"},
                  {"id":"back","class":"UIButton","frame":[8,0,44,44]},
                  {"id":"add","class":"UIButton","frame":[338,0,44,44]}]}]},
              {"id":"tabBar","class":"UITabBar","frame":[0,795,390,49],"subviews":[\(tabs.joined(separator: ","))]}]}]}]}}
        """
        return Array(json.utf8)
    }

    /// A dense screen of exactly `2001` views (the 2,000-view screen the hit-map benchmark measures): a navigation bar, a tab bar, a
    /// floating button, and a collection view whose 220 cells are all on screen (10 × 22 tiles of 39×32 pt,
    /// direct subviews of the collection as UIKit makes them), each with a content view, an image, two labels,
    /// a button with a grown hit area (insets) and its icon and label, and a separator.
    static func denseScreen() -> [UInt8] {
        var cells: [String] = []
        for i in 0..<220 {
            let x = (i % 10) * 39, y = (i / 10) * 32
            cells.append("""
            {"id":"cell\(i)","class":"UICollectionViewCell","frame":[\(x),\(y),39,32],"subviews":[
              {"id":"cc\(i)","class":"UIView","frame":[0,0,39,32],"subviews":[
                {"id":"img\(i)","class":"UIImageView","frame":[3,2,33,16]},
                {"id":"title\(i)","class":"UILabel","frame":[3,19,24,6],"text":"T"},
                {"id":"sub\(i)","class":"UILabel","frame":[3,25,24,5],"text":"s"},
                {"id":"like\(i)","class":"UIButton","frame":[26,19,11,11],"pointInside":{"insets":{"top":4,"left":4,"bottom":4,"right":4}},"subviews":[
                  {"id":"likeIcon\(i)","class":"UIImageView","frame":[1,1,9,9]},
                  {"id":"likeLabel\(i)","class":"UIButtonLabel","frame":[2,2,7,7],"text":"+"}]},
                {"id":"sep\(i)","class":"UIView","frame":[0,31,39,1]}]}]}
            """)
        }
        var tabs: [String] = []
        for i in 0..<4 {
            tabs.append("""
            {"id":"tab\(i)","class":"UITabBarButton","frame":[\(Double(i) * 97.5),0,97.5,49],"subviews":[
              {"id":"tabIcon\(i)","class":"UIImageView","frame":[36,6,25,25]},
              {"id":"tabTitle\(i)","class":"UILabel","frame":[20,33,57,12],"text":"Tab"}]}
            """)
        }
        let json = """
        {"name":"dense screen, 2001 views","root":{"id":"window","class":"UIWindow","frame":[0,0,390,844],"subviews":[
          {"id":"root","class":"UIView","frame":[0,0,390,844],"viewController":"GridViewController","subviews":[
            {"id":"collection","class":"UICollectionView","frame":[0,91,390,704],"clipsToBounds":true,"subviews":[
              \(cells.joined(separator: ","))]},
            {"id":"navBar","class":"UINavigationBar","frame":[0,47,390,44],"subviews":[
              {"id":"navTitle","class":"UILabel","frame":[150,11,90,22],"text":"Grid"},
              {"id":"back","class":"UIButton","frame":[8,0,44,44]},
              {"id":"add","class":"UIButton","frame":[338,0,44,44]}]},
            {"id":"tabBar","class":"UITabBar","frame":[0,795,390,49],"subviews":[\(tabs.joined(separator: ","))]},
            {"id":"fab","class":"UIButton","frame":[318,715,56,56],"pointInside":{"minimumSize":[64,64]}}]}]}}
        """
        return Array(json.utf8)
    }

    /// A hierarchy from a file: JSON, or a recursiveDescription dump.
    static func hierarchy(file path: String) throws -> Hierarchy {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        return first == UInt8(ascii: "{") ? try HierarchyDecoder.decode(json: bytes) : try DumpImporter.importDump(bytes).hierarchy
    }

    /// The normalized hierarchy as the flat text `scripts/bench/hitmap_loop.c` reads: a header, the windows
    /// front to back, then per view in index order: parent, center, bounds, transform (a b c d tx ty), anchor
    /// point, alpha, flags (hidden 1, interaction 2, control 8, enabled 16), pointInside mode (0 bounds,
    /// 1 never, 2 always, 3 grown), the grown hit area, and 1 when the view overrides hitTest.
    static func flat(_ h: Hierarchy) -> String {
        var out = "hittrace-flat 1 views \(h.viewCount) windows \(h.windowCount)\n"
        out += h.windowIndexesFrontToBack.map { String($0.index) }.joined(separator: " ") + "\n"
        for v in 0..<h.viewCount {
            let info = h.views[v], ext = h.extras(of: v), node = h.nodes[v]
            let t = ext.transform, b = info.bounds, area = h.hitArea(of: v)
            let flags = node.flags.intersection([.hidden, .userInteractionEnabled, .isControl, .enabled]).rawValue
            let mode = switch node.pointInsideMode { case .bounds: 0; case .never: 1; case .always: 2; case .grown: 3 }
            let overrides = if case .default = node.hitTestOverride { 0 } else { 1 }
            let numbers: [Double] = [info.center.x, info.center.y, b.x, b.y, b.width, b.height, t.a, t.b, t.c, t.d, t.tx, t.ty,
                                     ext.anchorPoint.x, ext.anchorPoint.y, ext.alpha]
            out += "\(node.parent) " + numbers.map { "\($0)" }.joined(separator: " ")
                + " \(flags) \(mode) \(area.x) \(area.y) \(area.width) \(area.height) \(overrides)\n"
        }
        return out
    }
}
