import HitTraceJSON
/// Writes a hierarchy in its normalized form: every default filled in, every id assigned, always `windows`.
/// Posting it back gives the same hierarchy. Written without recursion (a view tree may be 1,000 levels deep).
public enum NormalizedJSON {
    public static func render(_ h: Hierarchy, id: String? = nil) -> [UInt8] {
        var w = JSONWriter(capacity: 256 + h.viewCount * 400)
        w.beginObject()
        if let id { w.key("id"); w.string(id) }
        if let name = h.name { w.key("name"); w.string(name) }
        w.key("windowScene"); w.bool(h.windowScene)
        w.key("viewCount"); w.int(h.viewCount)
        w.key("windowCount"); w.int(h.windows.count)
        w.key("windows")
        w.beginArray()
        // Each entry opens a view, or (close == true) ends the view whose subviews were written.
        var stack: [(view: Int32, close: Bool)] = h.windows.reversed().map { ($0, false) }
        while let (v, close) = stack.popLast() {
            if close {
                w.endArray()
                w.endObject()
                continue
            }
            writeFields(of: Int(v), h, &w)
            w.key("subviews")
            w.beginArray()
            stack.append((v, true))
            var c = h.nodes[Int(v)].lastChild
            while c >= 0 { stack.append((c, false)); c = h.nodes[Int(c)].previousSibling }
        }
        w.endArray()
        w.endObject()
        return w.bytes
    }

    static func writeFields(of v: Int, _ h: Hierarchy, _ w: inout JSONWriter) {
        let info = h.views[v]
        let node = h.nodes[v]
        let ext = h.extras(of: v)
        w.beginObject()
        w.key("id"); w.string(info.id)
        // The name people use for it (Hierarchy+DisplayName.swift): derived, like `behavior`, and ignored when
        // the form is posted back.
        w.key("displayName"); w.string(h.displayName(of: v))
        w.key("class"); w.string(info.className)
        if let base = ext.base { w.key("base"); w.string(base) }
        w.key("behavior"); w.string(info.behavior)
        let b = info.bounds
        let frame = Rect(x: info.center.x - ext.anchorPoint.x * b.width, y: info.center.y - ext.anchorPoint.y * b.height,
                         width: b.width, height: b.height)
        w.key("frame"); rect(frame, &w)
        w.key("center"); TraceJSON.point(info.center, &w)
        w.key("bounds"); rect(b, &w)
        let t = ext.transform
        w.key("transform")
        w.beginObject()
        w.key("a"); w.number(t.a); w.key("b"); w.number(t.b); w.key("c"); w.number(t.c)
        w.key("d"); w.number(t.d); w.key("tx"); w.number(t.tx); w.key("ty"); w.number(t.ty)
        w.endObject()
        w.key("anchorPoint"); TraceJSON.point(ext.anchorPoint, &w)
        w.key("hidden"); w.bool(node.flags.contains(.hidden))
        w.key("alpha"); w.number(ext.alpha)
        w.key("userInteractionEnabled"); w.bool(node.flags.contains(.userInteractionEnabled))
        if node.flags.contains(.isControl) { w.key("enabled"); w.bool(node.flags.contains(.enabled)) }
        w.key("clipsToBounds"); w.bool(node.flags.contains(.clipsToBounds))
        if let c = ext.backgroundColor { w.key("backgroundColor"); w.string(c) }
        if let text = ext.text { w.key("text"); w.string(text) }
        if let tag = ext.tag { w.key("tag"); w.int(tag) }
        if node.parent < 0 { w.key("windowLevel"); w.number(ext.windowLevel) }
        if node.flags.contains(.isScrollView) {
            w.key("contentOffset"); TraceJSON.point(b.origin, &w)
            if let s = ext.contentSize {
                w.key("contentSize"); w.beginObject(); w.key("width"); w.number(s.width); w.key("height"); w.number(s.height); w.endObject()
            }
            w.key("scrollEnabled"); w.bool(ext.scrollEnabled)
            w.key("delaysContentTouches"); w.bool(ext.delaysContentTouches)
            w.key("canCancelContentTouches"); w.bool(ext.canCancelContentTouches)
            w.key("touchesShouldBegin"); w.bool(ext.touchesShouldBegin)
            w.key("touchesShouldCancel")
            if let c = ext.touchesShouldCancel { w.bool(c) } else { w.string("default") }
            if let s = ext.scroll {
                func insets(_ i: ScrollSpec.EdgeInsets) {
                    w.beginObject(); w.key("top"); w.number(i.top); w.key("left"); w.number(i.left)
                    w.key("bottom"); w.number(i.bottom); w.key("right"); w.number(i.right); w.endObject()
                }
                w.key("contentInset"); insets(s.contentInset)
                if let a = s.adjustedContentInset { w.key("adjustedContentInset"); insets(a) }
                w.key("bounces"); w.bool(s.bounces)
                w.key("pagingEnabled"); w.bool(s.pagingEnabled)
                w.key("zoomScale"); w.number(s.zoomScale)
                if let z = s.viewForZooming { w.key("viewForZooming"); w.string(z) }
            }
        }
        if let vc = ext.viewController {
            w.key("viewController"); w.beginObject()
            w.key("class"); w.string(vc.className)
            if let p = vc.presentedBy { w.key("presentedBy"); w.string(p) }
            w.endObject()
        }
        w.key("handlesTouches"); w.bool(ext.handlesTouches)
        // The issue-15 fields are written when they differ from UIKit's defaults (docs/API.md, normalized form).
        if ext.multipleTouchEnabled { w.key("multipleTouchEnabled"); w.bool(true) }
        if ext.exclusiveTouch { w.key("exclusiveTouch"); w.bool(true) }
        if let b = ext.gestureRecognizerShouldBegin { w.key("gestureRecognizerShouldBegin"); w.bool(b) }
        /// A slider's or a stepper's value and range.
        func range(_ value: Double, _ minimum: Double, _ maximum: Double) {
            w.key("value"); w.number(value)
            w.key("minimumValue"); w.number(minimum)
            w.key("maximumValue"); w.number(maximum)
        }
        if let s = ext.slider {
            range(s.value, s.minimumValue, s.maximumValue)
            if let r = s.thumbRect { w.key("thumbRect"); rect(r, &w) }
            if !s.continuous { w.key("continuous"); w.bool(false) }
        }
        if ext.on { w.key("on"); w.bool(true) }
        if let s = ext.segmented {
            w.key("numberOfSegments"); w.number(Double(s.numberOfSegments))
            w.key("selectedSegmentIndex"); w.number(Double(s.selectedSegmentIndex))
            w.key("momentary"); w.bool(s.momentary)
        }
        if let s = ext.stepper {
            range(s.value, s.minimumValue, s.maximumValue)
            w.key("stepValue"); w.number(s.stepValue)
            w.key("autorepeat"); w.bool(s.autorepeat)
            w.key("continuous"); w.bool(s.continuous)
            w.key("wraps"); w.bool(s.wraps)
        }
        w.key("pointInside"); pointInside(ext.pointInside, &w)
        w.key("hitTest"); hitTest(node.hitTestOverride, h, &w)
        w.key("gestureRecognizers")
        w.beginArray()
        for g in ext.gestureRecognizers { recognizer(g, &w) }
        w.endArray()
        if !ext.attributes.isEmpty {
            w.key("attributes"); w.beginObject()
            for (k, v) in ext.attributes { w.key(text: k); w.string(v) }
            w.endObject()
        }
        if !ext.assumed.isEmpty {
            w.key("assumed"); w.beginArray()
            for a in ext.assumed { w.string(a) }
            w.endArray()
        }
    }

    static func rect(_ r: Rect, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("x"); w.number(r.x); w.key("y"); w.number(r.y)
        w.key("width"); w.number(r.width); w.key("height"); w.number(r.height)
        w.endObject()
    }

    static func pointInside(_ o: PointInsideOverride, _ w: inout JSONWriter) {
        switch o {
        case .default: w.string("default")
        case .never: w.string("never")
        case .always: w.string("always")
        case let .insets(top, left, bottom, right):
            w.beginObject(); w.key("insets"); w.beginObject()
            w.key("top"); w.number(top); w.key("left"); w.number(left)
            w.key("bottom"); w.number(bottom); w.key("right"); w.number(right)
            w.endObject(); w.endObject()
        case let .insetBy(dx, dy):
            w.beginObject(); w.key("insetBy"); w.beginObject()
            w.key("dx"); w.number(dx); w.key("dy"); w.number(dy)
            w.endObject(); w.endObject()
        case let .minimumSize(width, height):
            w.beginObject(); w.key("minimumSize"); w.beginObject()
            w.key("width"); w.number(width); w.key("height"); w.number(height)
            w.endObject(); w.endObject()
        }
    }

    static func hitTest(_ o: HitTestOverride, _ h: Hierarchy, _ w: inout JSONWriter) {
        switch o {
        case let .forwardTo(t): w.beginObject(); w.key("forwardTo"); w.string(h.id(t.index)); w.endObject()
        case let .forwardSelfTo(t): w.beginObject(); w.key("forwardSelfTo"); w.string(h.id(t.index)); w.endObject()
        default: w.string(o.name)
        }
    }

    static func recognizer(_ g: GestureRecognizerSpec, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("id"); w.string(g.id)
        w.key("type"); w.string(g.kind.rawValue)
        // UIKit has numberOfTapsRequired on tap and long-press recognizers only.
        if g.kind == .tap || g.kind == .longPress { w.key("numberOfTapsRequired"); w.int(g.numberOfTapsRequired) }
        w.key("numberOfTouchesRequired"); w.int(g.numberOfTouchesRequired)
        if g.kind == .longPress { w.key("minimumPressDuration"); w.number(g.minimumPressDuration) }
        if g.kind == .longPress || g.kind == .tap { w.key("allowableMovement"); w.number(g.allowableMovement) }
        if g.kind == .swipe { w.key("direction"); w.beginArray(); for d in g.directions { w.string(d.rawValue) }; w.endArray() }
        if g.kind == .screenEdgePan { w.key("edges"); w.beginArray(); for d in g.edges { w.string(d.edgeName) }; w.endArray() }
        w.key("cancelsTouchesInView"); w.bool(g.cancelsTouchesInView)
        w.key("delaysTouchesBegan"); w.bool(g.delaysTouchesBegan)
        w.key("delaysTouchesEnded"); w.bool(g.delaysTouchesEnded)
        w.key("enabled"); w.bool(g.enabled)
        w.key("requireToFail"); w.beginArray(); for r in g.requireToFail { w.string(r) }; w.endArray()
        w.key("simultaneousWith"); w.beginArray(); for r in g.simultaneousWith { w.string(r) }; w.endArray()
        w.key("shouldBegin"); w.bool(g.shouldBegin)
        w.key("shouldReceiveTouch"); w.bool(g.shouldReceiveTouch)
        if g.kind == .pan && g.minimumNumberOfTouches != 1 { w.key("minimumNumberOfTouches"); w.int(g.minimumNumberOfTouches) }
        if let m = g.maximumNumberOfTouches { w.key("maximumNumberOfTouches"); w.int(m) }
        if !g.shouldRequireFailureOf.isEmpty {
            w.key("shouldRequireFailureOf"); w.beginArray(); for r in g.shouldRequireFailureOf { w.string(r) }; w.endArray()
        }
        if !g.shouldBeRequiredToFailBy.isEmpty {
            w.key("shouldBeRequiredToFailBy"); w.beginArray(); for r in g.shouldBeRequiredToFailBy { w.string(r) }; w.endArray()
        }
        w.endObject()
    }
}
