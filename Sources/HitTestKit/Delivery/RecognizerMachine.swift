import Foundation

/// What a recognizer's state machine makes of one touch event or timer (4.B, 4.E).
enum MachineOutput {
    case none
    /// possible → failed.
    case fail(String)
    /// It would leave `possible` now (to `began` or `recognized`); arbitration decides (4.18).
    case wish(RecognizerState, String)
    /// began/changed → changed.
    case changed
    /// began/changed → ended.
    case end(String)
    /// began/changed → cancelled.
    case cancel(String)
}

/// The state machines, one per recognizer type. They see only their own touches and read the thresholds of
/// `GestureThresholds`; they never decide whether a wish is granted (that is arbitration's part).
extension LiveRecognizer {
    private static func pt(_ v: Double) -> String { TimelineText.number(v) }

    mutating func touchBegan(_ finger: Int, at p: Point, t: Double) -> MachineOutput {
        fingers.append(finger)
        starts[finger] = p
        locations[finger] = p
        engaged = true
        sawTouch = true
        guard state == .possible, wish == nil else { return .none }
        let n = fingers.count
        let required = spec.numberOfTouchesRequired
        switch (role, spec.kind) {
        case (.scrollDelay, _):
            if n == 1 { deadline = t + GestureThresholds.scrollTouchDelay; timer = .scrollDelay }
            return .none
        case (.scrollPan, _):
            return .none
        case (_, .tap):
            if timer == .nextTap { deadline = nil }
            fingersThisTap = max(fingersThisTap, n)
            if n > required { return .fail("\(n) fingers came down; it needs \(required)") }
            if let origin = tapOrigin, distance(origin, p) > spec.allowableMovement {
                return .fail("tap \(tapCount + 1) came down \(Self.pt(distance(origin, p))) pt from tap 1, more than its allowableMovement of \(Self.pt(spec.allowableMovement)) pt")
            }
            if tapOrigin == nil { tapOrigin = p }
            if n == 1 { deadline = t + GestureThresholds.tapMaximumDuration; timer = .tapTooLong; startTime = t }
            return .none
        case (_, .longPress):
            if n > required { return .fail("\(n) fingers came down; it needs \(required)") }
            if n == required { deadline = t + spec.minimumPressDuration; timer = .press; startTime = t }
            return .none
        case (_, .swipe):
            if n > required { return .fail("\(n) fingers came down; it needs \(required)") }
            if n == 1 { deadline = t + GestureThresholds.swipeMaximumDuration; timer = .swipeTooSlow; startTime = t }
            return .none
        case (_, .pinch), (_, .rotation):
            if n == 2, let s = span { initialSpan = s.distance; initialAngle = s.angle }
            return .none
        case (_, .screenEdgePan):
            guard !spec.edges.isEmpty else {
                return .fail("its edges are empty, UIKit's default: a screen-edge pan with no edges never recognizes (set \"edges\", e.g. [\"left\"])")
            }
            guard n == 1 else { return .none }
            let near = spec.edges.contains { edgeDistance(p, $0) < GestureThresholds.screenEdgeWidth }
            if !near {
                let names = spec.edges.map(\.edgeName).joined(separator: " or ")
                return .fail("the touch began \(Self.pt(spec.edges.map { edgeDistance(p, $0) }.min() ?? 0)) pt from the \(names) edge; a screen-edge pan starts within \(Self.pt(GestureThresholds.screenEdgeWidth)) pt of it")
            }
            return .none
        case (_, .pan):
            return .none
        }
    }

    mutating func touchMoved(_ finger: Int, to p: Point, t: Double) -> MachineOutput {
        locations[finger] = p
        if state == .began || state == .changed { return .changed }
        guard state == .possible, wish == nil, let start = starts[finger] else { return .none }
        let moved = distance(start, p)
        switch (role, spec.kind) {
        case (.scrollDelay, _):
            // Movement along an axis the scroll view cannot scroll sends the held touches early (5.3, item 4).
            let dx = abs(p.x - start.x), dy = abs(p.y - start.y)
            let h = GestureThresholds.scrollHysteresis
            let alongScrollable = (canScrollX && dx >= h) || (canScrollY && dy >= h)
            let alongFixed = (!canScrollX && dx >= h) || (!canScrollY && dy >= h)
            if alongFixed && !alongScrollable {
                return .fail("the finger moved \(Self.pt(max(dx, dy))) pt along an axis the scroll view cannot scroll: the held touches go out early")
            }
            return .none
        case (.scrollPan, _):
            let dx = abs(p.x - start.x), dy = abs(p.y - start.y)
            let h = GestureThresholds.scrollHysteresis
            if (canScrollY && dy >= h) || (canScrollX && dx >= h) {
                return .wish(.began, "the finger moved \(Self.pt(canScrollY && dy >= h ? dy : dx)) pt along an axis the scroll view can scroll, past its \(Self.pt(h)) pt hysteresis (5.9)")
            }
            return .none
        case (_, .tap):
            guard let origin = tapOrigin else { return .none }
            let d = distance(origin, p)
            if d > spec.allowableMovement {
                return .fail("the finger moved \(Self.pt(d)) pt from where it came down, more than the \(Self.pt(spec.allowableMovement)) pt a tap allows (4.E)")
            }
            return .none
        case (_, .longPress):
            if moved > spec.allowableMovement {
                return .fail("the finger moved \(Self.pt(moved)) pt before \(Self.pt(spec.minimumPressDuration)) s had passed, more than its allowableMovement of \(Self.pt(spec.allowableMovement)) pt")
            }
            return .none
        case (_, .pan):
            // minimumNumberOfTouches…maximumNumberOfTouches fingers down (4.22).
            let n = fingers.count
            if n >= max(spec.numberOfTouchesRequired, spec.minimumNumberOfTouches), n <= spec.maximumNumberOfTouches ?? Int.max,
               moved >= GestureThresholds.panHysteresis {
                return .wish(.began, "the finger moved \(Self.pt(moved)) pt, past the \(Self.pt(GestureThresholds.panHysteresis)) pt a pan needs (4.E)")
            }
            return .none
        case (_, .screenEdgePan):
            if moved >= GestureThresholds.panHysteresis {
                return .wish(.began, "the finger moved \(Self.pt(moved)) pt in from the screen edge")
            }
            return .none
        case (_, .swipe):
            guard fingers.count == spec.numberOfTouchesRequired else { return .none }
            let dx = p.x - start.x, dy = p.y - start.y
            for d in spec.directions {
                let along: Double, across: Double
                switch d {
                case .right: along = dx; across = abs(dy)
                case .left: along = -dx; across = abs(dy)
                case .down: along = dy; across = abs(dx)
                case .up: along = -dy; across = abs(dx)
                }
                if along >= GestureThresholds.swipeMinimumDistance && across <= GestureThresholds.swipeMaximumCrossMovement {
                    return .wish(.recognized, "the finger moved \(Self.pt(along)) pt \(d.rawValue) within \(Self.pt(t - startTime)) s (at least \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt within \(Self.pt(GestureThresholds.swipeMaximumDuration)) s)")
                }
            }
            return .none
        case (_, .pinch):
            guard let s = span else { return .none }
            let change = abs(s.distance - initialSpan)
            if change >= GestureThresholds.pinchHysteresis {
                return .wish(.began, "the two fingers moved \(Self.pt(change)) pt \(s.distance > initialSpan ? "apart" : "together")")
            }
            return .none
        case (_, .rotation):
            guard let s = span else { return .none }
            var turn = abs(s.angle - initialAngle)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            if turn >= GestureThresholds.rotationHysteresisRadians {
                return .wish(.began, "the two fingers turned \(Self.pt(turn * 180 / Double.pi))°")
            }
            return .none
        }
    }

    mutating func touchEnded(_ finger: Int, at p: Point, t: Double) -> MachineOutput {
        locations[finger] = p
        fingers.removeAll { $0 == finger }
        if state == .began || state == .changed {
            if spec.kind == .pinch || spec.kind == .rotation {
                return fingers.count < 2 ? .end("a finger lifted") : .changed
            }
            return fingers.isEmpty || fingers.count < spec.numberOfTouchesRequired ? .end("the finger lifted") : .none
        }
        guard state == .possible, wish == nil else { return .none }
        switch (role, spec.kind) {
        case (.scrollDelay, _):
            return .fail("the finger lifted before \(Self.pt(GestureThresholds.scrollTouchDelay)) s: the held touchesBegan goes out now, touchesEnded right after (5.3)")
        case (.scrollPan, _):
            return fingers.isEmpty ? .fail("the finger lifted without moving \(Self.pt(GestureThresholds.scrollHysteresis)) pt along an axis the scroll view can scroll") : .none
        case (_, .tap):
            guard fingers.isEmpty else { return .none }
            let touches = fingersThisTap
            fingersThisTap = 0
            guard touches == spec.numberOfTouchesRequired else {
                return .fail("tap \(tapCount + 1) had \(touches) finger\(touches == 1 ? "" : "s"); it needs \(spec.numberOfTouchesRequired)")
            }
            tapCount += 1
            if tapCount >= spec.numberOfTapsRequired {
                deadline = nil
                let which = spec.numberOfTapsRequired == 1 ? "the tap" : "tap \(tapCount) of \(spec.numberOfTapsRequired)"
                return .wish(.recognized, "\(which) ended within \(Self.pt(spec.allowableMovement)) pt of where it began")
            }
            deadline = t + GestureThresholds.tapMaximumInterval
            timer = .nextTap
            return .none
        case (_, .longPress):
            return .fail("the finger lifted after \(Self.pt(t - startTime)) s, before its minimumPressDuration of \(Self.pt(spec.minimumPressDuration)) s")
        case (_, .swipe):
            return .fail("the finger lifted before moving \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt \(spec.directions.map(\.rawValue).joined(separator: " or "))")
        case (_, .pan), (_, .screenEdgePan):
            return fingers.isEmpty ? .fail("the finger lifted without moving \(Self.pt(GestureThresholds.panHysteresis)) pt") : .none
        case (_, .pinch), (_, .rotation):
            return fingers.isEmpty ? .fail(spec.kind == .pinch ? "two fingers never moved apart or together" : "two fingers never turned") : .none
        }
    }

    mutating func touchCancelled(_ finger: Int) -> MachineOutput {
        fingers.removeAll { $0 == finger }
        if state == .began || state == .changed { return .cancel("the touch was cancelled") }
        return state == .possible && wish == nil ? .fail("the touch was cancelled") : .none
    }

    mutating func timerFired(at t: Double) -> MachineOutput {
        deadline = nil
        guard state == .possible, wish == nil else { return .none }
        switch timer {
        case .tapTooLong:
            return .fail("the finger stayed down longer than \(Self.pt(GestureThresholds.tapMaximumDuration)) s, too long for a tap")
        case .nextTap:
            return .fail("tap \(tapCount + 1) did not come within \(Self.pt(GestureThresholds.tapMaximumInterval)) s")
        case .swipeTooSlow:
            return .fail("\(Self.pt(GestureThresholds.swipeMaximumDuration)) s passed without a swipe of \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt")
        case .press:
            guard fingers.count == spec.numberOfTouchesRequired else { return .none }
            return .wish(.began, "the finger stayed down \(Self.pt(spec.minimumPressDuration)) s without moving more than \(Self.pt(spec.allowableMovement)) pt")
        case .scrollDelay:
            return .none // the simulator asks the scroll view (touchesShouldBegin) itself: see DeliverySimulator+Scroll
        }
    }

    /// How far a screen point is from one edge of the touch's window.
    private func edgeDistance(_ p: Point, _ edge: GestureRecognizerSpec.Direction) -> Double {
        switch edge {
        case .left: p.x - screenBounds.minX
        case .right: screenBounds.maxX - p.x
        case .up: p.y - screenBounds.minY
        case .down: screenBounds.maxY - p.y
        }
    }
}
