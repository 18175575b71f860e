/// A scroll view's own recognizers and what its pan does to the content offset (§5).
extension DeliverySimulator {
    struct ScrollProgress {
        var startOffset: Point
        var offset: Point
        /// Where the finger was when the pan began: scrolling follows the finger from there.
        var anchor: Point
        var began: Bool
    }

    /// `SV.delay` (the delayed-touches-began recognizer: holds touchesBegan, 5.3) or `SV.pan` (5.8).
    mutating func builtIn(_ role: LiveRecognizer.Role, on sv: Int32) -> Int {
        let key = RecognizerKey(view: sv, slot: role == .scrollPan ? -1 : -2)
        let axes = scrollableAxes(sv)
        let ids = GestureRecognizerSpec.scrollViewRecognizerIDs(id(sv))
        let r = live(key) {
            var spec: GestureRecognizerSpec
            if role == .scrollPan {
                spec = GestureRecognizerSpec(id: ids.pan, kind: .pan)
            } else {
                spec = GestureRecognizerSpec(id: ids.delay, kind: .tap)
                spec.delaysTouchesBegan = true
                spec.delaysTouchesEnded = false
            }
            var rec = LiveRecognizer(spec: spec, view: sv, role: role)
            rec.canScrollX = axes.x
            rec.canScrollY = axes.y
            return rec
        }
        if role == .scrollPan && scrolling[r] == nil {
            let origin = h.nodes[Int(sv)].bounds.origin
            scrolling[r] = ScrollProgress(startOffset: origin, offset: origin, anchor: .zero, began: false)
        }
        return r
    }

    /// The content size, as given, or else what the subviews cover (from the content origin); and the axes
    /// along which the content is larger than the scroll view, the only ones it scrolls (bouncing not modelled).
    func contentSize(_ sv: Int32) -> Size {
        if let s = h.extras(of: Int(sv)).contentSize { return s }
        var w = 0.0, hgt = 0.0
        for s in h.subviews(of: Int(sv)) {
            let f = h.frame(of: s)
            w = max(w, f.maxX)
            hgt = max(hgt, f.maxY)
        }
        return Size(width: w, height: hgt)
    }

    /// An axis scrolls when the offset range along it (with the adjusted content inset, 5.10) is not a point.
    func scrollableAxes(_ sv: Int32) -> (x: Bool, y: Bool) {
        let r = offsetRange(sv)
        return (r.x.upperBound > r.x.lowerBound + 1e-9, r.y.upperBound > r.y.lowerBound + 1e-9)
    }

    /// 0.15 s after touch-down, no scroll yet: the scroll view asks `touchesShouldBegin(_:with:in:)` (5.3).
    mutating func scrollDelayElapsed(_ r: Int, at t: Double) {
        guard recognizers[r].state == .possible else { return }
        let sv = ViewIndex(raw: recognizers[r].view)
        let content = recognizers[r].touchIndexes.first.map { ViewIndex(raw: touches[$0].view) } ?? sv
        let delay = GestureThresholds.scrollTouchDelay
        if h.extras(of: Int(recognizers[r].view)).touchesShouldBegin {
            fail(r, .touchesShouldBeginYes(scrollView: sv, content: content, delay: delay), at: t)
        } else {
            recognizers[r].wish = (.recognized, .touchesShouldBeginNo(scrollView: sv, content: content, delay: delay))
        }
    }

    /// The scroll view's own say before its pan takes a touch from content that is already tracking it:
    /// `canCancelContentTouches` (5.5) and `touchesShouldCancel(in:)`, NO for a UIControl by default (5.6).
    func scrollPanRefusal(_ r: Int) -> RecognizerFailure? {
        let sv = recognizers[r].view
        let ext = h.extras(of: Int(sv))
        for ti in recognizers[r].touchIndexes where touches[ti].viewBegan && !touches[ti].viewFinished && !touches[ti].unbound {
            let v = touches[ti].view
            if !ext.canCancelContentTouches {
                return .cannotCancelContentTouches(scrollView: ViewIndex(raw: sv), content: ViewIndex(raw: v))
            }
            let isControl = h.nodes[Int(v)].flags.contains(.isControl)
            let cancel = ext.touchesShouldCancel ?? !isControl
            if !cancel {
                return .touchesShouldCancelNo(scrollView: ViewIndex(raw: sv), content: ViewIndex(raw: v), byDefault: ext.touchesShouldCancel == nil)
            }
        }
        return nil
    }

    /// The pan began: the delay recognizer's held touches are thrown away (5.3), and scrolling follows the
    /// finger from here.
    mutating func startScroll(_ r: Int, at t: Double) {
        let sv = recognizers[r].view
        if let d = recognizerIndex[RecognizerKey(view: sv, slot: -2)], recognizers[d].state == .possible, recognizers[d].engaged {
            recognizers[d].deadline = nil
            let delay = GestureThresholds.scrollTouchDelay
            setState(d, .recognized, .scrollBeganWithinDelay(recognizer: recognizerID(d), delay: delay), at: t)
            for ti in recognizers[d].touchIndexes where touches[ti].heldBegan && !touches[ti].unbound {
                touches[ti].unbound = true
                touches[ti].heldBegan = false
                touches[ti].heldEnded = false
                timeline(t, id(touches[ti].view), .view, .discarded, finger: touches[ti].finger,
                         cause: .discardedByScroll(view: ViewIndex(raw: touches[ti].view), scrollView: ViewIndex(raw: sv), delay: delay))
            }
        }
        scrolling[r]?.began = true
        scrolling[r]?.anchor = recognizers[r].centroid
    }

    /// The pan changed: the content follows the finger along the axes it scrolls, within the content.
    mutating func scroll(_ r: Int, at t: Double) {
        guard var p = scrolling[r] else { return }
        let sv = recognizers[r].view
        let range = offsetRange(sv)
        let bounces = (h.extra(Int(sv), \.scroll) ?? .defaults).bounces
        let f = recognizers[r].centroid
        var next = p.offset
        if recognizers[r].canScrollX { next.x = follow(p.startOffset.x - (f.x - p.anchor.x), range.x, bounces: bounces) }
        if recognizers[r].canScrollY { next.y = follow(p.startOffset.y - (f.y - p.anchor.y), range.y, bounces: bounces) }
        let moved = next != p.offset
        p.offset = next
        scrolling[r] = p
        setState(r, .changed, .scrolled(recognizer: recognizerID(r), contentOffset: next), at: t)
        if moved { action(t, id(sv), "scrollViewDidScroll") }
    }

    func scrollOutcomes() -> [TouchDelivery.ScrollOutcome] {
        scrolling.sorted { $0.key < $1.key }.compactMap { r, p in
            guard recognizers[r].sawTouch else { return nil }
            return .init(view: ViewIndex(raw: recognizers[r].view), scrolled: p.began && p.offset != p.startOffset,
                         by: Point(x: p.offset.x - p.startOffset.x, y: p.offset.y - p.startOffset.y), contentOffset: p.offset)
        }
    }

    /// Recognizers on views the hit-test passed over never see the touch (4.1): say why, with the miss.
    mutating func noteUnreachedRecognizers(_ misses: [Miss]) {
        for m in misses {
            for g in h.extras(of: m.view.index).gestureRecognizers where !result.recognizers.contains(where: { $0.id == g.id }) {
                result.recognizers.append(.init(id: g.id, view: m.view, type: g.kind.rawValue, builtIn: false, state: .possible, sawTouch: false,
                                                note: .viewMissed(m)))
            }
        }
    }
}
