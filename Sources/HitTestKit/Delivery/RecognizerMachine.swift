import Foundation

/// What a recognizer's state machine makes of one touch event or timer (4.B, 4.E).
enum MachineOutput {
    case none
    /// possible → failed.
    case fail(RecognizerFailure)
    /// It would leave `possible` now (to `began` or `recognized`); arbitration decides (4.18).
    case wish(RecognizerState, Recognition)
    /// began/changed → changed.
    case changed
    /// began/changed → ended: the finger lifted (for a pinch or a rotation, one of the two).
    case end(oneOfTwoFingers: Bool)
    /// began/changed → cancelled: the touch was cancelled.
    case cancel
}

/// The state machines, one per recognizer type. They see only their own touches and read the thresholds of
/// `GestureThresholds`; they never decide whether a wish is granted (that is arbitration's part).
extension LiveRecognizer {
    private func tooMany(_ n: Int, _ required: Int) -> MachineOutput { .fail(.tooManyFingers(count: n, required: required)) }

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
            if n > required { return tooMany(n, required) }
            if n == 1 { deadline = t + GestureThresholds.tapMaximumDuration; timer = .tapTooLong; startTime = t }
            // Movement is measured from the fingers' centroid once all the required fingers are down (4.E):
            // how far apart the fingers are does not matter.
            guard n == required else { return .none }
            let c = centroid
            if let origin = tapOrigin, distance(origin, c) > spec.allowableMovement {
                return .fail(.tapLandedTooFar(tap: tapCount + 1, distance: distance(origin, c), allowed: spec.allowableMovement))
            }
            if tapOrigin == nil { tapOrigin = c }
            return .none
        case (_, .longPress):
            if n > required { return tooMany(n, required) }
            if n == required { deadline = t + spec.minimumPressDuration; timer = .press; startTime = t; pressOrigin = centroid }
            return .none
        case (_, .swipe):
            if n > required { return tooMany(n, required) }
            if n == 1 { deadline = t + GestureThresholds.swipeMaximumDuration; timer = .swipeTooSlow; startTime = t }
            return .none
        case (_, .pinch), (_, .rotation):
            if n == 2, let s = span { initialSpan = s.distance; initialAngle = s.angle }
            return .none
        case (_, .screenEdgePan):
            guard !spec.edges.isEmpty else {
                return .fail(.noEdges)
            }
            guard n == 1 else { return .none }
            let near = spec.edges.contains { edgeDistance(p, $0) < GestureThresholds.screenEdgeWidth }
            if !near {
                let away = spec.edges.map { edgeDistance(p, $0) }.min() ?? 0
                return .fail(.farFromEdge(distance: away, edges: spec.edges, within: GestureThresholds.screenEdgeWidth))
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
                return .fail(.movedAlongFixedAxis(distance: max(dx, dy)))
            }
            return .none
        case (.scrollPan, _):
            let dx = abs(p.x - start.x), dy = abs(p.y - start.y)
            let h = GestureThresholds.scrollHysteresis
            if (canScrollY && dy >= h) || (canScrollX && dx >= h) {
                return .wish(.began, .scrollPanMoved(distance: canScrollY && dy >= h ? dy : dx, hysteresis: h))
            }
            return .none
        case (_, .tap):
            // The centroid of the required fingers, once they are all down (4.E).
            guard let origin = tapOrigin, fingers.count == spec.numberOfTouchesRequired else { return .none }
            let d = distance(origin, centroid)
            if d > spec.allowableMovement {
                return .fail(.tapMoved(distance: d, allowed: spec.allowableMovement))
            }
            return .none
        case (_, .longPress):
            // Several touches: the centroid's movement since they were all down, as for a tap (4.E, 4.25).
            guard let origin = pressOrigin, fingers.count == spec.numberOfTouchesRequired else { return .none }
            let moved = distance(origin, centroid)
            if moved > spec.allowableMovement {
                return .fail(.pressMoved(distance: moved, duration: spec.minimumPressDuration, allowed: spec.allowableMovement))
            }
            return .none
        case (_, .pan):
            // minimumNumberOfTouches…maximumNumberOfTouches fingers down (4.22).
            let n = fingers.count
            if n >= max(spec.numberOfTouchesRequired, spec.minimumNumberOfTouches), n <= spec.maximumNumberOfTouches ?? Int.max,
               moved >= GestureThresholds.panHysteresis {
                return .wish(.began, .panMoved(distance: moved, hysteresis: GestureThresholds.panHysteresis))
            }
            return .none
        case (_, .screenEdgePan):
            if moved >= GestureThresholds.panHysteresis {
                return .wish(.began, .edgePanMoved(distance: moved))
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
                    return .wish(.recognized, .swiped(distance: along, direction: d, after: t - startTime,
                                                      minimum: GestureThresholds.swipeMinimumDistance, within: GestureThresholds.swipeMaximumDuration))
                }
            }
            return .none
        case (_, .pinch):
            guard let s = span else { return .none }
            let change = abs(s.distance - initialSpan)
            if change >= GestureThresholds.pinchHysteresis {
                return .wish(.began, .pinched(change: change, apart: s.distance > initialSpan))
            }
            return .none
        case (_, .rotation):
            guard let s = span else { return .none }
            var turn = abs(s.angle - initialAngle)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            if turn >= GestureThresholds.rotationHysteresisRadians {
                return .wish(.began, .rotated(degrees: turn * 180 / Double.pi))
            }
            return .none
        }
    }

    mutating func touchEnded(_ finger: Int, at p: Point, t: Double) -> MachineOutput {
        locations[finger] = p
        fingers.removeAll { $0 == finger }
        if state == .began || state == .changed {
            if spec.kind == .pinch || spec.kind == .rotation {
                return fingers.count < 2 ? .end(oneOfTwoFingers: true) : .changed
            }
            return fingers.isEmpty || fingers.count < spec.numberOfTouchesRequired ? .end(oneOfTwoFingers: false) : .none
        }
        guard state == .possible, wish == nil else { return .none }
        switch (role, spec.kind) {
        case (.scrollDelay, _):
            return .fail(.liftedBeforeDelay(delay: GestureThresholds.scrollTouchDelay))
        case (.scrollPan, _):
            return fingers.isEmpty ? .fail(.liftedWithoutScrolling(hysteresis: GestureThresholds.scrollHysteresis)) : .none
        case (_, .tap):
            guard fingers.isEmpty else { return .none }
            let touches = fingersThisTap
            fingersThisTap = 0
            guard touches == spec.numberOfTouchesRequired else {
                return .fail(.tapFingers(tap: tapCount + 1, fingers: touches, required: spec.numberOfTouchesRequired))
            }
            tapCount += 1
            if tapCount >= spec.numberOfTapsRequired {
                deadline = nil
                return .wish(.recognized, .tapped(tap: tapCount, of: spec.numberOfTapsRequired, allowed: spec.allowableMovement))
            }
            deadline = t + GestureThresholds.tapMaximumInterval
            timer = .nextTap
            return .none
        case (_, .longPress):
            return .fail(.liftedBeforePress(after: t - startTime, minimum: spec.minimumPressDuration))
        case (_, .swipe):
            return .fail(.liftedBeforeSwipe(distance: GestureThresholds.swipeMinimumDistance, directions: spec.directions))
        case (_, .pan), (_, .screenEdgePan):
            return fingers.isEmpty ? .fail(.liftedWithoutPanning(hysteresis: GestureThresholds.panHysteresis)) : .none
        case (_, .pinch), (_, .rotation):
            return fingers.isEmpty ? .fail(spec.kind == .pinch ? .neverPinched : .neverRotated) : .none
        }
    }

    mutating func touchCancelled(_ finger: Int) -> MachineOutput {
        fingers.removeAll { $0 == finger }
        if state == .began || state == .changed { return .cancel }
        return state == .possible && wish == nil ? .fail(.touchCancelled) : .none
    }

    mutating func timerFired(at t: Double) -> MachineOutput {
        deadline = nil
        guard state == .possible, wish == nil else { return .none }
        switch timer {
        case .tapTooLong:
            return .fail(.heldTooLong(maximum: GestureThresholds.tapMaximumDuration))
        case .nextTap:
            return .fail(.nextTapLate(tap: tapCount + 1, within: GestureThresholds.tapMaximumInterval))
        case .swipeTooSlow:
            return .fail(.swipeTooSlow(within: GestureThresholds.swipeMaximumDuration, distance: GestureThresholds.swipeMinimumDistance))
        case .press:
            guard fingers.count == spec.numberOfTouchesRequired else { return .none }
            return .wish(.began, .pressed(duration: spec.minimumPressDuration, allowed: spec.allowableMovement))
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
