import HitTraceJSON
/// One view's fields as read from JSON, before defaults and geometry are worked out.
///
/// The decoder keeps one draft and reads each view into it in place (`FieldReader.viewDraft`): a draft is
/// several hundred bytes, and copying one per view cost more than reading the view.
struct ViewDraft {
    var id: String?
    var className: ClassName?
    var base: String?
    var frame: Rect?
    var center: Point?
    var bounds: Rect?
    var contentOffset: Point?
    var contentSize: Size?
    var transform: AffineTransform?
    var anchorPoint: Point?
    var hidden: Bool?
    var alpha: Double?
    var userInteractionEnabled: Bool?
    var enabled: Bool?
    var clipsToBounds: Bool?
    var backgroundColor: String?
    var text: String?
    var tag: Int?
    var windowLevel: Double?
    var viewController: ViewControllerSpec?
    var pointInside: PointInsideOverride?
    var hitTest: HitTestDraft?
    var gestureRecognizers: [GestureRecognizerDraft] = []
    var scrollEnabled: Bool?
    var delaysContentTouches: Bool?
    var canCancelContentTouches: Bool?
    var touchesShouldBegin: Bool?
    var touchesShouldCancel: Bool?
    var touchesShouldCancelGiven = false
    var handlesTouches: Bool?
    var multipleTouchEnabled: Bool?
    var exclusiveTouch: Bool?
    var value: Double?
    var minimumValue: Double?
    var maximumValue: Double?
    var thumbRect: Rect?
    var contentInset: ScrollSpec.EdgeInsets?
    var adjustedContentInset: ScrollSpec.EdgeInsets?
    var bounces: Bool?
    var pagingEnabled: Bool?
    var zoomScale: Double?
    var viewForZooming: String?
    var gestureRecognizerShouldBegin: Bool?
    var on: Bool?
    var numberOfSegments: Int?
    var selectedSegmentIndex: Int?
    var momentary: Bool?
    var stepValue: Double?
    var autorepeat: Bool?
    var continuous: Bool?
    var wraps: Bool?
    var attributes: [(name: String, value: String)] = []
    /// Fields an importer filled in from UIKit's defaults because its source does not carry them.
    var assumed: [String] = []
    /// The node of the `subviews` array.
    var subviews: Int?

    /// A valid class name as given. Spelt without escapes (nearly always) it stays a string node of the input,
    /// so that the class is found by its bytes (`ClassCache`) without making a String per view.
    enum ClassName {
        case node(Int)
        case string(String)
    }

    enum HitTestDraft {
        case plain(HitTestOverride)
        case forwardTo(String)
        case forwardSelfTo(String)
    }

    /// The view's keys, in the order they are read (an index into this list is a key's number).
    enum Key: Int, CaseIterable {
        case id, `class`, base, frame, center, bounds, contentOffset, contentSize, transform, anchorPoint, hidden
        case alpha, userInteractionEnabled, enabled, clipsToBounds, backgroundColor, text, tag, windowLevel
        case viewController, pointInside, hitTest, gestureRecognizers, scrollEnabled, delaysContentTouches
        case canCancelContentTouches, touchesShouldBegin, touchesShouldCancel, handlesTouches, attributes, assumed, subviews
        case multipleTouchEnabled, exclusiveTouch, value, minimumValue, maximumValue, thumbRect
        case contentInset, adjustedContentInset, bounces, pagingEnabled, zoomScale, viewForZooming
        case gestureRecognizerShouldBegin
        case on, numberOfSegments, selectedSegmentIndex, momentary, stepValue, autorepeat, continuous, wraps

        var name: String { String(describing: self) }
    }

    /// The view's keys, and the keys the normalized output adds, accepted (and recomputed) so that a fetched
    /// hierarchy can be posted back.
    struct Keys {
        let table = KeyTable(Key.allCases.map(\.name))
        let derived: Set<String> = ["behavior", "displayName"]
    }

    static let keys = Keys()
}

/// A gesture recognizer as read, before its id is settled and its references are checked.
struct GestureRecognizerDraft {
    var spec: GestureRecognizerSpec
    var explicitID: Bool
    var index: Int
}

extension FieldReader {
    /// Reads every field of the view object at node `i` into `d` (which must be empty). Fields are read in the
    /// table's order, whatever their order in the input, so that problems are always reported in that order.
    /// `keys` is `ViewDraft.keys`, passed in: reading a static costs a call (`swift_once`) each time.
    mutating func viewDraft(_ i: Int, in t: JSONTape, keys: ViewDraft.Keys, into d: inout ViewDraft, path: () -> String) {
        Self.withFieldSlots(keys.table) { slots in
            guard let f = fields(i, in: t, keys.table, slots: slots, ignored: keys.derived, path(), what: "a view") else {
                return
            }
            var remaining = f.present
            while remaining != 0 {
                let k = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                let n = f.node(k)
                // Only a few keys are on every view; they are read from the tape directly. The others go through
                // the `JSONValue` readers.
                guard let key = ViewDraft.Key(rawValue: k) else { continue }
                func p() -> String { path() + "." + key.name }
                switch key {
                case .id: d.id = identifier(n, in: t, p())
                case .class:
                    if Self.isPlainIdentifier(n, in: t) {
                        d.className = .node(n)
                    } else if let name = identifier(t.value(n), p()) {
                        d.className = .string(name)
                    }
                case .frame: d.frame = rect(n, in: t, p())
                case .center: d.center = point(n, in: t, p())
                case .bounds: d.bounds = rect(n, in: t, p())
                case .text: d.text = string(n, in: t, p())
                case .subviews:
                    if t[n].kind == .array { d.subviews = n } else { report(p(), "expected an array of views") }
                case .hidden: d.hidden = bool(n, in: t, p())
                case .userInteractionEnabled: d.userInteractionEnabled = bool(n, in: t, p())
                case .clipsToBounds: d.clipsToBounds = bool(n, in: t, p())
                default: readRareField(key, t.value(n), into: &d, p())
                }
            }
        }
    }

    /// The fields most views leave out.
    private mutating func readRareField(_ key: ViewDraft.Key, _ v: JSONValue, into d: inout ViewDraft,
                                        _ p: @autoclosure () -> String) {
        switch key {
        case .id, .class, .frame, .center, .bounds, .text, .subviews, .hidden, .userInteractionEnabled, .clipsToBounds:
            break  // read by `viewDraft`
        case .base: d.base = identifier(v, p())
        case .contentOffset: d.contentOffset = point(v, p())
        case .contentSize: d.contentSize = size(v, p())
        case .transform: d.transform = transform(v, p())
        case .anchorPoint: d.anchorPoint = point(v, p())
        case .alpha:
            if let a = number(v, p()) {
                if a < 0 || a > 1 { report(p(), "must be between 0 and 1 (found \(v.sourceText))") } else { d.alpha = a }
            }
        case .enabled: d.enabled = bool(v, p())
        case .backgroundColor: d.backgroundColor = string(v, p(), maxLength: 256)
        case .tag: d.tag = integer(v, min: Int.min / 2, p())
        case .windowLevel: d.windowLevel = number(v, p())
        case .viewController: d.viewController = viewController(v, p())
        case .pointInside: d.pointInside = pointInsideOverride(v, p())
        case .hitTest: d.hitTest = hitTestOverride(v, p())
        case .gestureRecognizers:
            guard v.kind == .array else { report(p(), "expected an array of gesture recognizers"); break }
            for (i, g) in v.elements.enumerated() {
                if let r = gestureRecognizer(g, p() + "[\(i)]") { d.gestureRecognizers.append(GestureRecognizerDraft(spec: r.0, explicitID: r.1, index: i)) }
            }
        case .scrollEnabled: d.scrollEnabled = bool(v, p())
        case .delaysContentTouches: d.delaysContentTouches = bool(v, p())
        case .canCancelContentTouches: d.canCancelContentTouches = bool(v, p())
        case .touchesShouldBegin: d.touchesShouldBegin = bool(v, p())
        case .touchesShouldCancel:
            // "default" (UIKit's rule, what the normalized form writes) or a fixed answer.
            if v.string == "default" { d.touchesShouldCancelGiven = true } else { d.touchesShouldCancel = bool(v, p()) }
        case .handlesTouches: d.handlesTouches = bool(v, p())
        case .multipleTouchEnabled: d.multipleTouchEnabled = bool(v, p())
        case .exclusiveTouch: d.exclusiveTouch = bool(v, p())
        case .value: d.value = number(v, p())
        case .minimumValue: d.minimumValue = number(v, p())
        case .maximumValue: d.maximumValue = number(v, p())
        case .thumbRect: d.thumbRect = rect(v, p())
        case .contentInset: d.contentInset = edgeInsets(v, p())
        case .adjustedContentInset: d.adjustedContentInset = edgeInsets(v, p())
        case .bounces: d.bounces = bool(v, p())
        case .pagingEnabled: d.pagingEnabled = bool(v, p())
        case .zoomScale:
            if let z = number(v, p()) {
                if z > 0 { d.zoomScale = z } else { report(p(), "must be greater than 0 (found \(v.sourceText))") }
            }
        case .viewForZooming: d.viewForZooming = identifier(v, p())
        case .gestureRecognizerShouldBegin:
            // "default" (the class's own answer, what the normalized form writes) or a fixed answer.
            if v.string != "default" { d.gestureRecognizerShouldBegin = bool(v, p()) }
        case .on: d.on = bool(v, p())
        case .numberOfSegments: d.numberOfSegments = integer(v, min: 0, p())
        case .selectedSegmentIndex: d.selectedSegmentIndex = integer(v, min: SegmentedControlSpec.noSegment, p())
        case .momentary: d.momentary = bool(v, p())
        case .stepValue:
            if let s = number(v, p()) {
                // UIStepper raises NSInvalidArgumentException for a step of 0 or less.
                if s > 0 { d.stepValue = s } else { report(p(), "must be greater than 0 (found \(v.sourceText))") }
            }
        case .autorepeat: d.autorepeat = bool(v, p())
        case .continuous: d.continuous = bool(v, p())
        case .wraps: d.wraps = bool(v, p())
        case .attributes:
            guard v.kind == .object else { report(p(), "expected an object of text attributes"); break }
            for (k, a) in v.members {
                if let s = string(a, p() + JSONPath.member(k)) { d.attributes.append((k, s)) }
            }
        case .assumed:
            d.assumed = assumedFields(v, p())
        }
    }

    /// `{a,b,c,d,tx,ty}`, `[a,b,c,d,tx,ty]`, or `{"rotate": degrees, "scale": s | [sx,sy], "translate": [tx,ty]}`
    /// meaning scale first, then rotate, then translate.
    mutating func transform(_ v: JSONValue, _ path: @autoclosure () -> String) -> AffineTransform? {
        let matrixNames = ["a", "b", "c", "d", "tx", "ty"]
        if v.kind == .array || (v.kind == .object && v.members.contains { matrixNames.contains($0.0) }) {
            guard let m = numbers(v, path(), table: Self.matrix) else { return nil }
            return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        }
        guard let fields = members(v, known: ["rotate", "scale", "translate"], path(),
                                   what: "a transform ({a,b,c,d,tx,ty} or {rotate, scale, translate})") else { return nil }
        var t = AffineTransform.identity
        var scale = AffineTransform.identity, rotate = AffineTransform.identity, translate = AffineTransform.identity
        var ok = true
        for (key, value) in fields {
            switch key {
            case "rotate":
                if let deg = number(value, path() + ".rotate") { rotate = .rotation(degrees: deg) } else { ok = false }
            case "scale":
                if value.kind == .number {
                    if let s = number(value, path() + ".scale") { scale = .scale(s, s) } else { ok = false }
                } else if let s = numbers(value, path() + ".scale", table: Self.xy) {
                    scale = .scale(s[0], s[1])
                } else { ok = false }
            case "translate":
                if let p = point(value, path() + ".translate") { translate = .translation(p.x, p.y) } else { ok = false }
            default: break
            }
        }
        t = scale.concatenating(rotate).concatenating(translate)
        return ok ? t : nil
    }

    mutating func viewController(_ v: JSONValue, _ path: @autoclosure () -> String) -> ViewControllerSpec? {
        if v.kind == .string { return identifier(v, path()).map { ViewControllerSpec(className: $0, presentedBy: nil) } }
        guard let fields = members(v, known: ["class", "presentedBy"], path(), what: "a view controller") else { return nil }
        var spec = ViewControllerSpec(className: "UIViewController", presentedBy: nil)
        for (key, value) in fields {
            if key == "class", let c = identifier(value, path() + ".class") { spec.className = c }
            if key == "presentedBy", let p = identifier(value, path() + ".presentedBy") { spec.presentedBy = p }
        }
        return spec
    }

    mutating func pointInsideOverride(_ v: JSONValue, _ path: @autoclosure () -> String) -> PointInsideOverride? {
        if let s = v.string {
            switch s {
            case "default": return .default
            case "never": return .never
            case "always": return .always
            default:
                report(path(), "unknown pointInside override \"\(s)\"; expected \"default\", \"never\", \"always\", {\"insets\": …}, {\"insetBy\": …} or {\"minimumSize\": …}")
                return nil
            }
        }
        guard let fields = members(v, known: ["insets", "insetBy", "minimumSize"], path(), what: "a pointInside override"),
              fields.count == 1 else {
            if v.kind == .object { report(path(), "give exactly one of \"insets\", \"insetBy\" or \"minimumSize\"") }
            return nil
        }
        let (key, value) = fields[0]
        if key == "insets" {
            guard let q = numbers(value, path() + ".insets", table: Self.edgeInsets) else { return nil }
            return .insets(top: q[0], left: q[1], bottom: q[2], right: q[3])
        }
        if key == "insetBy" {
            guard let q = numbers(value, path() + ".insetBy", table: Self.insetBy) else { return nil }
            return .insetBy(dx: q[0], dy: q[1])
        }
        guard let s = size(value, path() + ".minimumSize") else { return nil }
        return .minimumSize(width: s.width, height: s.height)
    }

    /// A `UIEdgeInsets`: `{top, left, bottom, right}` or `[top, left, bottom, right]`.
    mutating func edgeInsets(_ v: JSONValue, _ path: @autoclosure () -> String) -> ScrollSpec.EdgeInsets? {
        guard let q = numbers(v, path(), table: Self.edgeInsets) else { return nil }
        return ScrollSpec.EdgeInsets(top: q[0], left: q[1], bottom: q[2], right: q[3])
    }

    mutating func hitTestOverride(_ v: JSONValue, _ path: @autoclosure () -> String) -> ViewDraft.HitTestDraft? {
        if let s = v.string {
            switch s {
            case "default": return .plain(.default)
            case "passThrough": return .plain(.passThrough)
            case "selfOnly": return .plain(.selfOnly)
            case "none": return .plain(.none)
            case "subviewsOutsideBounds": return .plain(.subviewsOutsideBounds)
            default:
                report(path(), "unknown hitTest override \"\(s)\"; expected \"default\", \"passThrough\", \"selfOnly\", \"none\", \"subviewsOutsideBounds\", {\"forwardTo\": id} or {\"forwardSelfTo\": id}")
                return nil
            }
        }
        guard let fields = members(v, known: ["forwardTo", "forwardSelfTo"], path(), what: "a hitTest override"),
              fields.count == 1 else {
            if v.kind == .object { report(path(), "give exactly one of \"forwardTo\" or \"forwardSelfTo\"") }
            return nil
        }
        let (key, value) = fields[0]
        guard let target = identifier(value, path() + "." + key) else { return nil }
        return key == "forwardTo" ? .forwardTo(target) : .forwardSelfTo(target)
    }
}
