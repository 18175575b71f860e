import Foundation

extension Generators {
    /// A screen of the dense screen's cells (nine views each: cell, content view, image, two labels, a button
    /// with a grown hit area and its icon and label, a separator) under a navigation bar and above a tab bar,
    /// with `percent` of the cells' views transformed as real apps transform them: badges and buttons
    /// rotated, cards caught mid-animation (rotated and scaled about an off-centre anchor point), sheared
    /// content, and, at higher fractions, transformed views inside transformed cells (nested). 2,001 views
    /// (220 cells) fill an iPhone screen; 20,001 (2,220 cells) an iPad's 1024×1366. Seeded: the same bytes
    /// every run.
    static func transformedScreen(views: Int, percent: Int) -> [UInt8] {
        let cellCount = (views - 21) / 9
        let large = cellCount > 220
        let (width, height): (Double, Double) = large ? (1024, 1366) : (390, 844)
        let columns = large ? 37 : 10
        let rowCount = (cellCount + columns - 1) / columns
        let top = 91.0, bottom = height - 49
        let cw = (width / Double(columns)).rounded(.down), ch = ((bottom - top) / Double(rowCount)).rounded(.down)
        let sx = cw / 39, sy = ch / 32
        var rng = SplitMix(seed: UInt64(views * 100 + percent))
        func chance() -> Bool { Int(rng.next() % 100) < percent }
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next() % 1_000_001) / 1_000_000 }
        /// The transform (and anchor point) of a transformed view, or "" for an untransformed one.
        func transform() -> String {
            guard chance() else { return "" }
            let anchor = rng.next() % 3 == 0 ? ",\"anchorPoint\":[\(uniform(0, 1)),\(uniform(0, 1))]" : ""
            switch rng.next() % 10 {
            case 0..<5: return ",\"transform\":{\"rotate\":\(uniform(-40, 40))}" + anchor
            case 5..<7: return ",\"transform\":{\"rotate\":\(uniform(-15, 15)),\"scale\":\(uniform(0.8, 1.2))}" + anchor
            case 7: return ",\"transform\":{\"a\":1,\"b\":0,\"c\":\(uniform(-0.4, 0.4)),\"d\":1,\"tx\":0,\"ty\":0}" + anchor
            case 8: return ",\"transform\":{\"scale\":[\(uniform(0.7, 1.3)),\(uniform(0.7, 1.3))],\"translate\":[\(uniform(-3, 3)),\(uniform(-3, 3))]}" + anchor
            default: return ",\"transform\":{\"rotate\":\([90, 180, -90][Int(rng.next() % 3)])}" + anchor
            }
        }
        func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String { "[\(x * sx),\(y * sy),\(w * sx),\(h * sy)]" }
        var cells: [String] = []
        for i in 0..<cellCount {
            let x = Double(i % columns) * cw, y = Double(i / columns) * ch
            cells.append("""
            {"id":"cell\(i)","class":"UICollectionViewCell","frame":[\(x),\(y),\(cw),\(ch)]\(transform()),"subviews":[
              {"id":"cc\(i)","class":"UIView","frame":\(frame(0, 0, 39, 32))\(transform()),"subviews":[
                {"id":"img\(i)","class":"UIImageView","frame":\(frame(3, 2, 33, 16))\(transform())},
                {"id":"title\(i)","class":"UILabel","frame":\(frame(3, 19, 24, 6)),"text":"T"\(transform())},
                {"id":"sub\(i)","class":"UILabel","frame":\(frame(3, 25, 24, 5)),"text":"s"\(transform())},
                {"id":"like\(i)","class":"UIButton","frame":\(frame(26, 19, 11, 11)),"pointInside":{"insets":{"top":4,"left":4,"bottom":4,"right":4}}\(transform()),"subviews":[
                  {"id":"likeIcon\(i)","class":"UIImageView","frame":\(frame(1, 1, 9, 9))\(transform())},
                  {"id":"likeLabel\(i)","class":"UIButtonLabel","frame":\(frame(2, 2, 7, 7)),"text":"+"\(transform())}]},
                {"id":"sep\(i)","class":"UIView","frame":\(frame(0, 31, 39, 1))\(transform())}]}]}
            """)
        }
        var tabs: [String] = []
        for i in 0..<4 {
            let w = width / 4
            tabs.append("""
            {"id":"tab\(i)","class":"UITabBarButton","frame":[\(Double(i) * w),0,\(w),49],"subviews":[
              {"id":"tabIcon\(i)","class":"UIImageView","frame":[\(w / 2 - 12.5),6,25,25]},
              {"id":"tabTitle\(i)","class":"UILabel","frame":[\(w / 2 - 28.5),33,57,12],"text":"Tab"}]}
            """)
        }
        let json = """
        {"name":"\(views) views, \(percent)% transformed","root":{"id":"window","class":"UIWindow","frame":[0,0,\(width),\(height)],"subviews":[
          {"id":"root","class":"UIView","frame":[0,0,\(width),\(height)],"viewController":"GridViewController","subviews":[
            {"id":"collection","class":"UICollectionView","frame":[0,\(top),\(width),\(bottom - top)],"clipsToBounds":true,"subviews":[
              \(cells.joined(separator: ","))]},
            {"id":"navBar","class":"UINavigationBar","frame":[0,47,\(width),44],"subviews":[
              {"id":"navTitle","class":"UILabel","frame":[\(width / 2 - 45),11,90,22],"text":"Grid"},
              {"id":"back","class":"UIButton","frame":[8,0,44,44]},
              {"id":"add","class":"UIButton","frame":[\(width - 52),0,44,44]}]},
            {"id":"tabBar","class":"UITabBar","frame":[0,\(bottom),\(width),49],"subviews":[\(tabs.joined(separator: ","))]},
            {"id":"fab","class":"UIButton","frame":[\(width - 72),\(bottom - 80),56,56],"pointInside":{"minimumSize":[64,64]}}]}]}}
        """
        return Array(json.utf8)
    }
}
