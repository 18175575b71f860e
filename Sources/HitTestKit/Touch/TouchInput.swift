import HitTraceJSON
/// A touch as the API takes it (docs/API.md, "Touch format"): a bare point (a tap), a sequence of timed phases,
/// or a gesture shorthand, turned into one timed sequence of events.
public struct TouchInput: Sendable, Equatable {
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    public struct Event: Sendable, Equatable {
        public var t: Double
        public var phase: Phase
        public var location: Point
        public var finger: Int
    }

    public var events: [Event]

    /// Where the first finger comes down: the point that is hit-tested.
    public var firstTouchDown: Point { events.first { $0.phase == .began }?.location ?? events[0].location }

    public static let maxEvents = 10_000
    public static let maxFingers = 10
    /// The deepest JSON nesting a touch may have.
    public static let maxNesting = 16
    /// The most moved events a `drag` shorthand may ask for (`steps`).
    public static let maxGestureSteps = 1_000

    /// A bare point: one finger down and up 80 ms later, a tap.
    static func tap(at p: Point) -> TouchInput {
        TouchInput(events: [.init(t: 0, phase: .began, location: p, finger: 0),
                            .init(t: 0.08, phase: .ended, location: p, finger: 0)])
    }
}

extension TouchInput {
    /// Reads a touch from JSON, every problem with its path (at most `maxIssues`, the same cap as a hierarchy's).
    public static func decode(_ value: JSONValue, path: String = "$",
                              maxIssues: Int = HierarchyLimits().maxIssues) throws(HierarchyError) -> TouchInput {
        var r = FieldReader(maxIssues: maxIssues)
        let input = r.touch(value, path: path)
        if let input, r.issues.isEmpty { return input }
        throw HierarchyError(code: .invalidTouch, issues: r.issues.isEmpty
            ? [ValidationIssue(path: path, message: "not a touch")] : r.issues)
    }

    public static func decode(json bytes: [UInt8]) throws(HierarchyError) -> TouchInput {
        let doc: JSONDocument
        do { doc = try JSONParser.parse(bytes, limits: JSONParser.Limits(maxNesting: maxNesting)) } catch { throw HierarchyError(error) }
        return try decode(doc.root)
    }
}

extension FieldReader {
    mutating func touch(_ v: JSONValue, path: String) -> TouchInput? {
        guard v.kind == .object else { report(path, "expected a touch: {\"x\", \"y\"}, {\"sequence\": […]} or {\"gesture\": …}"); return nil }
        if let point = Self.plainPoint(v) { return TouchInput.tap(at: point) }
        if v["sequence"] != nil { return sequence(v, path: path) }
        if v["gesture"] != nil { return gesture(v, path: path) }
        guard let fields = members(v, known: ["x", "y"], path, what: "a touch point") else { return nil }
        // x and y are read from the members just checked: `point(v)` would check the object again and report
        // an unknown key twice.
        var xy: [Double?] = [nil, nil]
        var ok = true
        for (key, value) in fields {
            if let n = number(value, path + "." + key) { xy[key == "x" ? 0 : 1] = n } else { ok = false }
        }
        for name in ["x", "y"] where !fields.contains(where: { $0.0 == name }) { report(path + "." + name, "is required"); ok = false }
        guard ok, let x = xy[0], let y = xy[1] else { return nil }
        return TouchInput.tap(at: Point(x: x, y: y))
    }

    /// `{"x": <finite number>, "y": <finite number>}` (either order), the touch nearly every request sends,
    /// or nil for anything else, which the general reading above then checks and reports. Read without the
    /// field list, key sets and per-field paths the general reading builds: those were most of the cost of
    /// a repeated touch's request.
    private static func plainPoint(_ v: JSONValue) -> Point? {
        guard v.count == 2 else { return nil }
        var x: Double?, y: Double?
        for (key, value) in v.members {
            guard let n = value.number, n.isFinite else { return nil }
            switch key {
            case "x" where x == nil: x = n
            case "y" where y == nil: y = n
            default: return nil
            }
        }
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }

    private mutating func sequence(_ v: JSONValue, path: String) -> TouchInput? {
        guard let fields = members(v, known: ["sequence"], path, what: "a touch sequence"),
              let seq = fields.first?.1 else { return nil }
        let p = path + ".sequence"
        guard seq.kind == .array, seq.count > 0 else { report(p, "expected a non-empty array of touch events"); return nil }
        guard seq.count <= TouchInput.maxEvents else { report(p, "more than \(TouchInput.maxEvents) events"); return nil }
        var events: [TouchInput.Event] = []
        var down = Set<Int>()
        var lastT = -Double.infinity
        for (i, e) in seq.elements.enumerated() {
            let ep = p + "[\(i)]"
            guard let ef = members(e, known: ["t", "phase", "x", "y", "finger"], ep, what: "a touch event") else { continue }
            var t: Double?, phase: TouchInput.Phase?, x: Double?, y: Double?, finger = 0
            for (key, value) in ef {
                switch key {
                case "t": t = nonNegative(value, ep + ".t")
                case "x": x = number(value, ep + ".x")
                case "y": y = number(value, ep + ".y")
                case "finger": finger = integer(value, min: 0, ep + ".finger") ?? 0
                case "phase":
                    if let s = string(value, ep + ".phase") {
                        phase = TouchInput.Phase(rawValue: s)
                        if phase == nil { report(ep + ".phase", "unknown phase \"\(s)\"; expected began, moved, stationary, ended or cancelled") }
                    }
                default: break
                }
            }
            for (name, val) in [("t", t), ("x", x), ("y", y)] where val == nil && ef.first(where: { $0.0 == name }) == nil {
                report(ep + "." + name, "is required")
            }
            if phase == nil && ef.first(where: { $0.0 == "phase" }) == nil { report(ep + ".phase", "is required") }
            guard let t, let phase, let x, let y else { continue }
            if finger >= TouchInput.maxFingers { report(ep + ".finger", "at most \(TouchInput.maxFingers) fingers"); continue }
            if t < lastT { report(ep + ".t", "events must be in time order (\(t) comes after \(lastT))") }
            lastT = max(lastT, t)
            switch phase {
            case .began:
                if !down.insert(finger).inserted { report(ep + ".phase", "finger \(finger) is already down") }
            case .moved, .stationary:
                if !down.contains(finger) { report(ep + ".phase", "finger \(finger) is not down") }
            case .ended, .cancelled:
                if down.remove(finger) == nil { report(ep + ".phase", "finger \(finger) is not down") }
            }
            events.append(.init(t: t, phase: phase, location: Point(x: x, y: y), finger: finger))
        }
        if let first = events.first, first.phase != .began { report(p + "[0].phase", "a sequence starts with \"began\"") }
        return events.isEmpty ? nil : TouchInput(events: events)
    }
}
