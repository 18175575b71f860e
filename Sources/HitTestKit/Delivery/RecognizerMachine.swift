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
    private func say(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String { lang.say(en(), zh()) }
    private func tooMany(_ n: Int, _ required: Int) -> MachineOutput {
        .fail(say("\(n) fingers came down; it needs \(required)", "按下了 \(n) 根手指；它需要 \(required) 根"))
    }

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
                return .fail(say("tap \(tapCount + 1) came down \(Self.pt(distance(origin, c))) pt from tap 1, more than its allowableMovement of \(Self.pt(spec.allowableMovement)) pt",
                                 "第 \(tapCount + 1) 次轻点落在离第 1 次 \(Self.pt(distance(origin, c))) pt 处，超过了它的 allowableMovement \(Self.pt(spec.allowableMovement)) pt"))
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
                return .fail(say("its edges are empty, UIKit's default: a screen-edge pan with no edges never recognizes (set \"edges\", e.g. [\"left\"])",
                                 "它的 edges 为空（UIKit 的默认值）：没有 edges 的屏幕边缘拖动永远不会识别成功（请设置 \"edges\"，例如 [\"left\"]）"))
            }
            guard n == 1 else { return .none }
            let near = spec.edges.contains { edgeDistance(p, $0) < GestureThresholds.screenEdgeWidth }
            if !near {
                let names = spec.edges.map(\.edgeName).joined(separator: " or ")
                let away = Self.pt(spec.edges.map { edgeDistance(p, $0) }.min() ?? 0), width = Self.pt(GestureThresholds.screenEdgeWidth)
                return .fail(say("the touch began \(away) pt from the \(names) edge; a screen-edge pan starts within \(width) pt of it",
                                 "触摸开始于离屏幕\(spec.edges.map(Self.zh).joined(separator: "或"))边缘 \(away) pt 处；屏幕边缘拖动要在离边缘 \(width) pt 以内开始"))
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
                return .fail(say("the finger moved \(Self.pt(max(dx, dy))) pt along an axis the scroll view cannot scroll: the held touches go out early",
                                 "手指沿滚动视图不能滚动的方向移动了 \(Self.pt(max(dx, dy))) pt：扣住的触摸提前发出"))
            }
            return .none
        case (.scrollPan, _):
            let dx = abs(p.x - start.x), dy = abs(p.y - start.y)
            let h = GestureThresholds.scrollHysteresis
            if (canScrollY && dy >= h) || (canScrollX && dx >= h) {
                let moved = Self.pt(canScrollY && dy >= h ? dy : dx)
                return .wish(.began, say("the finger moved \(moved) pt along an axis the scroll view can scroll, past its \(Self.pt(h)) pt hysteresis (5.9)",
                                         "手指沿滚动视图能滚动的方向移动了 \(moved) pt，超过了 \(Self.pt(h)) pt 的滞后距离（5.9）"))
            }
            return .none
        case (_, .tap):
            // The centroid of the required fingers, once they are all down (4.E).
            guard let origin = tapOrigin, fingers.count == spec.numberOfTouchesRequired else { return .none }
            let d = distance(origin, centroid)
            if d > spec.allowableMovement {
                return .fail(say("the finger moved \(Self.pt(d)) pt from where it came down, more than the \(Self.pt(spec.allowableMovement)) pt a tap allows (4.E)",
                                 "手指从按下处移动了 \(Self.pt(d)) pt，超过了轻点允许的 \(Self.pt(spec.allowableMovement)) pt（4.E）"))
            }
            return .none
        case (_, .longPress):
            // Several touches: the centroid's movement since they were all down, as for a tap (4.E, 4.25).
            guard let origin = pressOrigin, fingers.count == spec.numberOfTouchesRequired else { return .none }
            let moved = distance(origin, centroid)
            if moved > spec.allowableMovement {
                return .fail(say("the finger moved \(Self.pt(moved)) pt before \(Self.pt(spec.minimumPressDuration)) s had passed, more than its allowableMovement of \(Self.pt(spec.allowableMovement)) pt",
                                 "不到 \(Self.pt(spec.minimumPressDuration)) 秒手指就移动了 \(Self.pt(moved)) pt，超过了它的 allowableMovement \(Self.pt(spec.allowableMovement)) pt"))
            }
            return .none
        case (_, .pan):
            // minimumNumberOfTouches…maximumNumberOfTouches fingers down (4.22).
            let n = fingers.count
            if n >= max(spec.numberOfTouchesRequired, spec.minimumNumberOfTouches), n <= spec.maximumNumberOfTouches ?? Int.max,
               moved >= GestureThresholds.panHysteresis {
                return .wish(.began, say("the finger moved \(Self.pt(moved)) pt, past the \(Self.pt(GestureThresholds.panHysteresis)) pt a pan needs (4.E)",
                                         "手指移动了 \(Self.pt(moved)) pt，超过了拖动所需的 \(Self.pt(GestureThresholds.panHysteresis)) pt（4.E）"))
            }
            return .none
        case (_, .screenEdgePan):
            if moved >= GestureThresholds.panHysteresis {
                return .wish(.began, say("the finger moved \(Self.pt(moved)) pt in from the screen edge", "手指从屏幕边缘向内移动了 \(Self.pt(moved)) pt"))
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
                    let distance = Self.pt(GestureThresholds.swipeMinimumDistance), within = Self.pt(GestureThresholds.swipeMaximumDuration)
                    return .wish(.recognized, say("the finger moved \(Self.pt(along)) pt \(d.rawValue) within \(Self.pt(t - startTime)) s (at least \(distance) pt within \(within) s)",
                                                  "手指在 \(Self.pt(t - startTime)) 秒内向\(Self.zh(d))移动了 \(Self.pt(along)) pt（需要在 \(within) 秒内至少 \(distance) pt）"))
                }
            }
            return .none
        case (_, .pinch):
            guard let s = span else { return .none }
            let change = abs(s.distance - initialSpan)
            if change >= GestureThresholds.pinchHysteresis {
                return .wish(.began, say("the two fingers moved \(Self.pt(change)) pt \(s.distance > initialSpan ? "apart" : "together")",
                                         "两根手指\(s.distance > initialSpan ? "分开" : "靠拢")了 \(Self.pt(change)) pt"))
            }
            return .none
        case (_, .rotation):
            guard let s = span else { return .none }
            var turn = abs(s.angle - initialAngle)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            if turn >= GestureThresholds.rotationHysteresisRadians {
                return .wish(.began, say("the two fingers turned \(Self.pt(turn * 180 / Double.pi))°", "两根手指转动了 \(Self.pt(turn * 180 / Double.pi))°"))
            }
            return .none
        }
    }

    mutating func touchEnded(_ finger: Int, at p: Point, t: Double) -> MachineOutput {
        locations[finger] = p
        fingers.removeAll { $0 == finger }
        if state == .began || state == .changed {
            if spec.kind == .pinch || spec.kind == .rotation {
                return fingers.count < 2 ? .end(say("a finger lifted", "一根手指抬起了")) : .changed
            }
            return fingers.isEmpty || fingers.count < spec.numberOfTouchesRequired ? .end(say("the finger lifted", "手指抬起了")) : .none
        }
        guard state == .possible, wish == nil else { return .none }
        switch (role, spec.kind) {
        case (.scrollDelay, _):
            return .fail(say("the finger lifted before \(Self.pt(GestureThresholds.scrollTouchDelay)) s: the held touchesBegan goes out now, touchesEnded right after (5.3)",
                             "手指在 \(Self.pt(GestureThresholds.scrollTouchDelay)) 秒前抬起：扣住的 touchesBegan 现在发出，紧接着是 touchesEnded（5.3）"))
        case (.scrollPan, _):
            return fingers.isEmpty ? .fail(say("the finger lifted without moving \(Self.pt(GestureThresholds.scrollHysteresis)) pt along an axis the scroll view can scroll",
                                               "手指抬起前没有沿滚动视图能滚动的方向移动 \(Self.pt(GestureThresholds.scrollHysteresis)) pt")) : .none
        case (_, .tap):
            guard fingers.isEmpty else { return .none }
            let touches = fingersThisTap
            fingersThisTap = 0
            guard touches == spec.numberOfTouchesRequired else {
                return .fail(say("tap \(tapCount + 1) had \(touches) finger\(touches == 1 ? "" : "s"); it needs \(spec.numberOfTouchesRequired)",
                                 "第 \(tapCount + 1) 次轻点用了 \(touches) 根手指；它需要 \(spec.numberOfTouchesRequired) 根"))
            }
            tapCount += 1
            if tapCount >= spec.numberOfTapsRequired {
                deadline = nil
                let which = spec.numberOfTapsRequired == 1 ? say("the tap", "这次轻点") : say("tap \(tapCount) of \(spec.numberOfTapsRequired)", "\(spec.numberOfTapsRequired) 次轻点中的第 \(tapCount) 次")
                return .wish(.recognized, say("\(which) ended within \(Self.pt(spec.allowableMovement)) pt of where it began",
                                              "\(which)在离起点 \(Self.pt(spec.allowableMovement)) pt 以内结束"))
            }
            deadline = t + GestureThresholds.tapMaximumInterval
            timer = .nextTap
            return .none
        case (_, .longPress):
            return .fail(say("the finger lifted after \(Self.pt(t - startTime)) s, before its minimumPressDuration of \(Self.pt(spec.minimumPressDuration)) s",
                             "手指在 \(Self.pt(t - startTime)) 秒后抬起，没到它的 minimumPressDuration \(Self.pt(spec.minimumPressDuration)) 秒"))
        case (_, .swipe):
            return .fail(say("the finger lifted before moving \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt \(spec.directions.map(\.rawValue).joined(separator: " or "))",
                             "手指抬起前没有向\(spec.directions.map(Self.zh).joined(separator: "或"))移动 \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt"))
        case (_, .pan), (_, .screenEdgePan):
            return fingers.isEmpty ? .fail(say("the finger lifted without moving \(Self.pt(GestureThresholds.panHysteresis)) pt",
                                               "手指抬起前没有移动 \(Self.pt(GestureThresholds.panHysteresis)) pt")) : .none
        case (_, .pinch), (_, .rotation):
            return fingers.isEmpty ? .fail(spec.kind == .pinch ? say("two fingers never moved apart or together", "两根手指始终没有分开或靠拢")
                                                               : say("two fingers never turned", "两根手指始终没有转动")) : .none
        }
    }

    mutating func touchCancelled(_ finger: Int) -> MachineOutput {
        fingers.removeAll { $0 == finger }
        let cancelled = say("the touch was cancelled", "触摸被取消了")
        if state == .began || state == .changed { return .cancel(cancelled) }
        return state == .possible && wish == nil ? .fail(cancelled) : .none
    }

    mutating func timerFired(at t: Double) -> MachineOutput {
        deadline = nil
        guard state == .possible, wish == nil else { return .none }
        switch timer {
        case .tapTooLong:
            return .fail(say("the finger stayed down longer than \(Self.pt(GestureThresholds.tapMaximumDuration)) s, too long for a tap",
                             "手指按住超过 \(Self.pt(GestureThresholds.tapMaximumDuration)) 秒，对轻点来说太久了"))
        case .nextTap:
            return .fail(say("tap \(tapCount + 1) did not come within \(Self.pt(GestureThresholds.tapMaximumInterval)) s",
                             "第 \(tapCount + 1) 次轻点没有在 \(Self.pt(GestureThresholds.tapMaximumInterval)) 秒内到来"))
        case .swipeTooSlow:
            return .fail(say("\(Self.pt(GestureThresholds.swipeMaximumDuration)) s passed without a swipe of \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt",
                             "过了 \(Self.pt(GestureThresholds.swipeMaximumDuration)) 秒也没有 \(Self.pt(GestureThresholds.swipeMinimumDistance)) pt 的轻扫"))
        case .press:
            guard fingers.count == spec.numberOfTouchesRequired else { return .none }
            return .wish(.began, say("the finger stayed down \(Self.pt(spec.minimumPressDuration)) s without moving more than \(Self.pt(spec.allowableMovement)) pt",
                                     "手指按住了 \(Self.pt(spec.minimumPressDuration)) 秒，移动没有超过 \(Self.pt(spec.allowableMovement)) pt"))
        case .scrollDelay:
            return .none // the simulator asks the scroll view (touchesShouldBegin) itself: see DeliverySimulator+Scroll
        }
    }

    /// A direction in Chinese ("向右移动").
    private static func zh(_ d: GestureRecognizerSpec.Direction) -> String {
        switch d {
        case .left: "左"
        case .right: "右"
        case .up: "上"
        case .down: "下"
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
