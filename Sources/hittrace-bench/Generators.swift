import HitTestKit

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
}
