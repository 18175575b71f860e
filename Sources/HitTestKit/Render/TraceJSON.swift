/// Writes a trace as the contract's JSON ("Trace"), keys in a fixed order so equal traces are equal bytes.
public enum TraceJSON {
    /// The version of the simulation; part of a stored trace's identity (a trace is a pure function of the
    /// hierarchy, the touch and this).
    public static let engineVersion = "2"

    /// A whole touch: the hit-test trace with its delivery.
    public static func render(_ s: TouchSimulation, in h: Hierarchy, touchJSON: [UInt8]? = nil, id: String? = nil,
                              hierarchyID: String? = nil) -> [UInt8] {
        render(s.trace, in: h, touchJSON: touchJSON, id: id, hierarchyID: hierarchyID,
               delivery: DeliveryJSON.render(s.delivery, in: h))
    }

    /// - Parameters:
    ///   - touchJSON: the touch as given (canonical JSON bytes), written back under "touch".
    ///   - id / hierarchyID: where the trace is stored, when it is.
    ///   - delivery: the delivery object's JSON, when touch delivery was simulated.
    public static func render(_ t: HitTrace, in h: Hierarchy, touchJSON: [UInt8]? = nil, id: String? = nil,
                              hierarchyID: String? = nil, delivery: [UInt8]? = nil) -> [UInt8] {
        var w = JSONWriter(capacity: 512 + t.steps.count * 120)
        w.beginObject()
        if let id { w.key("id"); w.string(id) }
        if let hierarchyID { w.key("hierarchyId"); w.string(hierarchyID) }
        w.key("engineVersion"); w.string(engineVersion)
        if let touchJSON { w.key("touch"); w.raw(touchJSON) }
        w.key("point"); point(t.screenPoint, &w)
        w.key("window"); viewRef(t.window, h, &w)
        w.key("hitView"); viewRef(t.hitView, h, &w)
        w.key("hitTestOrder")
        w.beginArray()
        for v in t.hitTestOrder { w.string(h.id(Int(v))) }
        w.endArray()
        w.key("steps")
        w.beginArray()
        for (i, s) in t.steps.enumerated() { step(s, index: i, h, &w) }
        w.endArray()
        w.key("responderChain")
        w.beginArray()
        for r in t.responderChain {
            w.beginObject()
            w.key("kind"); w.string(r.kind.rawValue)
            if let v = r.view, r.kind == .view || r.kind == .window { w.key("id"); w.string(h.id(Int(v))) }
            if let v = r.view, r.kind == .viewController { w.key("view"); w.string(h.id(Int(v))) }
            w.key("name"); w.string(r.name)
            w.endObject()
        }
        w.endArray()
        w.key("misses")
        w.beginArray()
        for m in t.misses {
            w.beginObject()
            w.key("view"); w.string(h.id(Int(m.view)))
            w.key("reason"); w.string(m.reason.rawValue)
            w.key("by"); viewRef(m.by, h, &w)
            w.key("message"); w.string(m.message)
            w.endObject()
        }
        w.endArray()
        if let delivery { w.key("delivery"); w.raw(delivery) }
        w.endObject()
        return w.bytes
    }

    static func step(_ s: HitTestStep, index: Int, _ h: Hierarchy, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("index"); w.int(index)
        w.key("call"); w.string(s.call.rawValue)
        w.key("view"); w.string(h.id(Int(s.view)))
        w.key("depth"); w.int(Int(s.depth))
        w.key("point"); point(s.point, &w)
        switch s.call {
        case .hitTest: break
        case .pointInside: w.key("result"); w.bool(s.result == 1)
        case .return:
            w.key("result"); viewRef(s.result, h, &w)
            w.key("reason"); w.string((s.reason ?? .hitSelf).rawValue)
        }
        w.key("message"); StepText.write(s, h, into: &w)
        w.endObject()
    }

    static func point(_ p: Point, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("x"); w.number(p.x)
        w.key("y"); w.number(p.y)
        w.endObject()
    }

    static func viewRef(_ v: Int32, _ h: Hierarchy, _ w: inout JSONWriter) {
        if v >= 0 { w.string(h.id(Int(v))) } else { w.null() }
    }
}

/// One short sentence per step, for the page's replay and the text log.
enum StepText {
    /// The step as a sentence (`redView.hitTest returns redView: no subview took it`), in pieces: the JSON
    /// writes them straight into its buffer, `sentence` joins them.
    static func pieces(_ s: HitTestStep, _ h: Hierarchy, _ emit: (String) -> Void) {
        emit(h.id(Int(s.view)))
        func at() {
            emit("(("); emit(HierarchyBuilder.fmt(s.point.x)); emit(", "); emit(HierarchyBuilder.fmt(s.point.y)); emit("))")
        }
        switch s.call {
        case .hitTest:
            emit(".hitTest"); at()
        case .pointInside:
            emit(".pointInside"); at(); emit(s.result == 1 ? " → YES" : " → NO")
        case .return:
            emit(".hitTest returns "); emit(s.result >= 0 ? h.id(Int(s.result)) : "nil"); emit(": "); emit(why(s, h))
        }
    }

    static func write(_ s: HitTestStep, _ h: Hierarchy, into w: inout JSONWriter) {
        w.beginString()
        pieces(s, h) { w.stringPiece($0) }
        w.endString()
    }

    static func sentence(_ s: HitTestStep, _ h: Hierarchy) -> String {
        var text = ""
        pieces(s, h) { text += $0 }
        return text
    }

    static func why(_ s: HitTestStep, _ h: Hierarchy) -> String {
        switch s.reason ?? .hitSelf {
        case .hidden: "hidden"
        case .userInteractionDisabled: "user interaction disabled"
        case .alphaBelowThreshold: "alpha below 0.01"
        case .disabledControl: "disabled control"
        case .outsideBounds: "point outside its bounds"
        case .hitSelf: "no subview took it"
        case .hitDescendant: "a subview took it"
        case .override: "hitTest override (\(h.nodes[Int(s.view)].hitTestOverride.name))"
        }
    }
}
