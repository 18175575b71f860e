/// One link of the responder chain (rule book §RC).
public struct Responder: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case view, viewController, window, windowScene, application, appDelegate
    }

    public var kind: Kind
    /// The view (for views and windows) or the view controller's root view (for view controllers).
    public var view: ViewIndex?
    /// The class name.
    public var name: String
}

extension Hierarchy {
    /// The responder chain from a view up (RC.1–RC.5): a view → its view controller when it is one's root
    /// view (RC.2) → the superview (RC.3; a presented controller whose view has no superview goes to its
    /// presenter) … → the window → UIWindowScene (iOS 13+, RC.4) → UIApplication → AppDelegate (RC.5).
    package func responderChain(from view: Int) -> [Responder] {
        var chain: [Responder] = []
        chain.reserveCapacity(16)
        var v = Int32(view)
        // Up through superviews the chain cannot come back to a view (a superview precedes its subviews); only
        // a jump to a presenting controller can. So the views are remembered from the first jump on.
        var visited: Set<Int32>?
        while v >= 0 {
            if visited != nil, !visited!.insert(v).inserted { break }
            let node = nodes[Int(v)]
            let isTop = node.parent < 0
            chain.append(Responder(kind: isTop && node.flags.contains(.isWindow) ? .window : .view, view: ViewIndex(raw: v),
                                   name: className(of: Int(v))))
            if let vc = viewController(of: Int(v)) {
                chain.append(Responder(kind: .viewController, view: ViewIndex(raw: v), name: vc.className))
                if isTop, let presenter = vc.presentedBy, var p = presentingView(named: presenter) {
                    if visited == nil {
                        visited = Set(chain.compactMap { $0.kind == .view || $0.kind == .window ? $0.view?.raw : nil })
                    }
                    // A presented controller whose view has no superview: next is the presenting controller. The
                    // same rule applies to that one in turn (RC.3): while its view has no superview either and it
                    // was presented itself, go on to its own presenter. Each controller appears once, so a cycle
                    // in the input ends.
                    var seen: Set<Int32> = [v]
                    while seen.insert(p).inserted, let pvc = viewController(of: Int(p)) {
                        chain.append(Responder(kind: .viewController, view: ViewIndex(raw: p), name: pvc.className))
                        guard nodes[Int(p)].parent < 0, let next = pvc.presentedBy, let q = presentingView(named: next) else { break }
                        p = q
                    }
                    v = nodes[Int(p)].parent
                    continue
                }
            }
            v = node.parent
        }
        if windowScene, chain.last?.kind == .window {
            chain.append(Responder(kind: .windowScene, view: nil, name: "UIWindowScene"))
        }
        chain.append(Responder(kind: .application, view: nil, name: "UIApplication"))
        chain.append(Responder(kind: .appDelegate, view: nil, name: "AppDelegate"))
        return chain
    }

    /// The view's class name, read in place (`views[i]` assembles a whole `ViewInfo`).
    package func className(of view: Int) -> String { views.classNames[Int(views.records[view].classIndex)] }

    /// The view controller whose root view this is, read in place: `extras(of:)` copies the whole record, its
    /// strings and arrays included.
    func viewController(of view: Int) -> ViewControllerSpec? {
        let i = views.records[view].extrasIndex
        return i < 0 ? nil : extras[Int(i)].viewController
    }

    /// The root view of the controller named by `presentedBy`: a view id, or a view controller's class.
    func presentingView(named name: String) -> Int32? {
        if let i = indexByID[name], extras(of: Int(i)).viewController != nil { return i }
        for (i, info) in views.enumerated() where info.extrasIndex >= 0 {
            if extras[Int(info.extrasIndex)].viewController?.className == name { return Int32(i) }
        }
        return nil
    }
}
