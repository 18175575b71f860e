/// A view hierarchy as flat arrays indexed by view number, in depth-first pre-order over the windows (back
/// to front). Flat arrays make non-recursive walks natural and cost far less memory than a class per view.
public struct Hierarchy: Sendable {
    public var name: String?
    /// iOS 13+ responder chain: window → UIWindowScene → UIApplication (RC.4).
    public var windowScene: Bool
    public internal(set) var nodes: [HitNode]
    public let views: ViewTable
    public internal(set) var extras: [ViewExtras]
    /// The top-level views (windows), in the order given: back to front, in the engine's compact form.
    package var windows: [Int32]
    let indexByID: [String: Int32]

    public var viewCount: Int { nodes.count }

    /// The top-level views (windows), in the order given: back to front.
    public var windowIndexes: [ViewIndex] { windows.map(ViewIndex.init(raw:)) }
    public var windowCount: Int { windows.count }
    /// The windows in the order UIKit asks them: higher `windowLevel` first, then later in the list first (6.2).
    public var windowIndexesFrontToBack: [ViewIndex] { windowsFrontToBack.map(ViewIndex.init(raw:)) }

    package func extras(of view: Int) -> ViewExtras {
        let i = views[view].extrasIndex
        return i < 0 ? ViewExtras.defaults : extras[Int(i)]
    }

    /// One property of the view's extras, read in place: `extras(of:)` copies the whole record, its strings
    /// and arrays included (`h.extra(v, \.handlesTouches)`).
    @inline(__always)
    func extra<T>(_ view: Int, _ property: (ViewExtras) -> T) -> T {
        let i = views.records[view].extrasIndex
        return i < 0 ? property(ViewExtras.defaults) : property(extras[Int(i)])
    }

    package func id(_ view: Int) -> String { views.records[view].id }

    /// What the view's `pointInside` says about a point in its bounds space (1.5, 7.1).
    @inline(__always)
    package func pointInside(_ view: Int, _ p: Point) -> Bool {
        let node = nodes[view]
        switch node.pointInsideMode {
        case .bounds: return node.bounds.contains(p)
        case .never: return false
        case .always: return true
        case .grown: return hitArea(of: view).contains(p)
        }
    }

    /// The area the view's `pointInside` accepts, when it is a rectangle (its bounds, or grown by an override).
    package func hitArea(of view: Int) -> Rect {
        // Reads the one field in place: `extras(of:)` would copy the whole record, strings and arrays included.
        let i = views.records[view].extrasIndex
        return (i < 0 ? nil : extras[Int(i)].hitArea) ?? nodes[view].bounds
    }

    /// `windowIndexesFrontToBack` in the engine's compact form, for its walks.
    var windowsFrontToBack: [Int32] = []
    /// Some view overrides `hitTest` (then the general engine runs; otherwise the fast walk may).
    public let hasHitTestOverrides: Bool
    /// Levels of the deepest view below its window (a window alone is 0).
    public let maxViewDepth: Int
    /// UIKit's own windows and where each takes touches (6.6, `Hierarchy+SystemWindows`).
    var systemWindows: [Int32: [(view: Int32, box: Rect)]] = [:]
    package internal(set) var hasSystemWindows = false
    /// The names people use for the views (`Hierarchy+DisplayName`), worked out once.
    var naming = DisplayNames()

    init(name: String?, windowScene: Bool, nodes: [HitNode], records: [ViewRecord], classNames: [String],
         extras: [ViewExtras], windows: [Int32], indexByID: [String: Int32]) {
        self.name = name
        self.windowScene = windowScene
        self.nodes = nodes
        let views = ViewTable(records: records, nodes: nodes, classNames: classNames)
        self.views = views
        self.extras = extras
        self.windows = windows
        self.indexByID = indexByID
        var overrides = false
        var deepest = 0
        var depth = [Int32](repeating: 0, count: nodes.count)
        for (i, node) in nodes.enumerated() {
            if case .default = node.hitTestOverride {} else { overrides = true }
            // Pre-order: a parent always comes before its subviews.
            if node.parent >= 0 { depth[i] = depth[Int(node.parent)] + 1; deepest = max(deepest, Int(depth[i])) }
        }
        hasHitTestOverrides = overrides
        maxViewDepth = deepest
        func level(_ w: Int32) -> Double {
            let i = records[Int(w)].extrasIndex
            return i < 0 ? 0 : extras[Int(i)].windowLevel
        }
        windowsFrontToBack = windows.enumerated().sorted { l, r in
            let ll = level(l.element), rl = level(r.element)
            return ll != rl ? ll > rl : l.offset > r.offset
        }.map(\.element)
        systemWindows = Self.systemWindowAreas(self)
        hasSystemWindows = !systemWindows.isEmpty
        naming = Self.displayNames(self)
    }

    /// The subviews of a view, back to front (index 0 is the back-most, as in UIKit's `subviews`).
    package func subviews(of view: Int) -> [Int] {
        var result: [Int] = []
        var c = nodes[view].lastChild
        while c >= 0 { result.append(Int(c)); c = nodes[Int(c)].previousSibling }
        return result.reversed()
    }

    /// The view and its ancestors, from the view up to its window.
    package func ancestry(of view: Int) -> [Int] {
        var chain: [Int] = []
        var v = Int32(view)
        while v >= 0 { chain.append(Int(v)); v = nodes[Int(v)].parent }
        return chain
    }

    /// The depth of a view below its window (a window is 0).
    package func depth(of view: Int) -> Int { ancestry(of: view).count - 1 }

    /// A screen point in the view's bounds space, through every ancestor's conversion.
    package func convertFromScreen(_ p: Point, to view: Int) -> Point {
        var q = p
        for v in ancestry(of: view).reversed() { q = nodes[v].toLocal.apply(q) }
        return q
    }

    /// The view's frame in its superview: its bounds mapped through its transform about its anchor point;
    /// for a transformed view, the axis-aligned bounding box (UIKit's `frame` is undefined there; this is what
    /// `recursiveDescription` prints).
    package func frame(of view: Int) -> Rect {
        let info = views[view]
        let ext = extras(of: view)
        let b = info.bounds
        let k = Point(x: b.x + ext.anchorPoint.x * b.width, y: b.y + ext.anchorPoint.y * b.height)
        let t = ext.transform
        if t.isIdentity {
            return Rect(x: info.center.x - (k.x - b.x), y: info.center.y - (k.y - b.y), width: b.width, height: b.height)
        }
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)].map { q -> Point in
            let v = t.apply(Point(x: q.x - k.x, y: q.y - k.y))
            return Point(x: info.center.x + v.x, y: info.center.y + v.y)
        }
        return Rect.bounding(corners)
    }
}
