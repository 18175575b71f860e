import HitTestKit

/// The delivery's sentences in Chinese: the timeline and the recognizers' notes.
extension Chinese {
    package func timeline(_ cause: TimelineCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        switch cause {
        case let .failed(r, why): return "\(code(r)) 失败：\(failure(why, in: h))"
        case let .began(r, why): return "\(code(r)) 开始了：\(recognition(why, in: h))"
        case let .recognized(r, why): return "\(code(r)) 识别成功：\(recognition(why, in: h))"
        case let .ended(r, oneOfTwo): return "\(code(r)) 结束：\(oneOfTwo ? "一根手指抬起了" : "手指抬起了")"
        case let .cancelled(r): return "\(code(r)) 被取消：触摸被取消了"
        case let .changed(r): return "\(code(r)) 已改变：触摸移动了"
        case let .scrolled(r, offset): return "\(code(r)) 已改变：手指移动了；contentOffset 现在是 \(Quoting.point(offset))"
        case let .waits(r, dep, begin):
            return "\(code(r)) 此时本可\(begin ? "开始" : "识别成功")，但在等待：它要求 \(code(dep)) 失败，而 \(code(dep)) 还在判断（4.17）"
        case let .scrollBeganWithinDelay(r, delay):
            return "\(code(r)) 识别成功：\(n(delay)) 秒内开始了滚动，所以它扣住的触摸被丢弃（5.3）"
        case let .delivered(why, route): return phase(why, in: h) + self.route(route, in: h)
        case let .held(v, by):
            return "\(name(v)) 暂时什么也没收到：\(code(by)) 还在判断，推迟了 touchesBegan（delaysTouchesBegan，4.12）"
        case let .heldByScrollDelay(v, sv, delay):
            return "\(name(v)) 暂时什么也没收到：滚动视图 \(name(sv)) 把内容的触摸推迟 \(n(delay)) 秒，看这是不是一次滚动（delaysContentTouches，5.3）"
        case let .endedHeld(v, by): return "\(name(v)) 的 touchesEnded 被扣住：\(code(by)) 还在判断，推迟了 touchesEnded（4.13）"
        case let .discardedWhileHeld(v): return "\(name(v)) 完全收不到这个触摸：它在被扣住时就被取消了"
        case let .discardedByRecognizer(v, r, began):
            return "\(name(v)) 完全收不到这个触摸：\(code(r)) 在 touchesBegan 被扣住时\(began ? "开始了" : "识别成功")，所以它被丢弃了（4.12）"
        case let .discardedHeldWithoutCancelling(v, r, began):
            return "\(name(v)) 完全收不到这个触摸：\(code(r)) 在扣住 touchesBegan 时\(began ? "开始了" : "识别成功")（delaysTouchesBegan），所以即使它不取消触摸，这个触摸也被丢弃了（4.12）"
        case let .discardedByScroll(v, sv, delay):
            return "\(name(v)) 完全收不到这个触摸：\(name(sv)) 在 \(n(delay)) 秒的延迟结束前就开始滚动了（5.3）"
        case let .refused(why): return refusal(why, in: h) + "；这根手指的任何阶段都不会到达它或响应链，而它的识别器仍然能看到这个触摸（8.3）"
        case let .touchDown(c): return "\(name(c)) 开始跟踪这个触摸：touchDown（3.4）"
        case let .touchDownRepeat(count): return "这是连续的第 \(count) 次轻点：还有 touchDownRepeat（3.4）"
        case let .dragEnter(c): return "手指回到了 \(name(c)) 的“基本在内”区域"
        case let .dragExit(c, margin): return "手指离开了 \(name(c)) 的“基本在内”区域（它的 bounds 向外扩大约 \(n(margin)) pt，3.4）"
        case let .dragMoved(c, inside): return "手指在 \(name(c)) \(inside ? "内" : "外")移动"
        case let .liftedBackInside(c):
            return "上一次移动在 \(name(c)) 的“基本在内”区域之外，手指在区域内抬起：先发 touchDragEnter（3.10）"
        case let .liftedOutside(c):
            return "上一次移动在 \(name(c)) 的“基本在内”区域之内，手指在区域外抬起：先发 touchDragExit（3.10）"
        case let .upInside(c): return "手指基本在 \(name(c)) 内抬起：touchUpInside，按钮的 action 通常挂在这个事件上（3.4）"
        case let .upOutside(c):
            return "手指在 \(name(c)) 的“基本在内”区域外抬起：touchUpOutside，所以挂在 touchUpInside 上的 action 不会执行（3.4）"
        case .primaryActionTriggered:
            return "按钮在 touchUpInside 之后紧接着发送 primaryActionTriggered：UIButton(primaryAction:) 和 addAction(_:for: .primaryActionTriggered) 执行的就是它（3.12）"
        case let .touchCancel(c): return "\(name(c)) 的触摸被取消：cancelTracking 发送 touchCancel（3.4）"
        case let .valueChanged(why): return valueChange(why, in: h)
        case let .cameToRest(_, paging, offset):
            return paging ? "pagingEnabled：内容停在最近的一页，contentOffset 为 \(Quoting.point(offset))（5.13）"
                          : "内容被拉过了边缘，弹回到 contentOffset \(Quoting.point(offset))（5.11）"
        }
    }

    package func note(_ note: RecognizerNote, in h: Hierarchy) -> String {
        switch note {
        case let .scrollingDisabled(sv):
            return "\(Quoting.named(sv, in: h)) 的 scrollEnabled 为 NO：它的拖动识别器关闭，触摸沿响应链向上传递（5.7）"
        case .disabled: return "它被禁用了（isEnabled 为 NO），所以完全看不到这个触摸（4.2）"
        case .delegateRefusesTouch: return "它的 delegate 的 gestureRecognizer(_:shouldReceive:) 返回 NO，所以它完全看不到这个触摸（4.2）"
        case let .alreadyFinished(state): return "它已在一个仍按着的更早触摸上进入 \(Quoting.code(state.rawValue)) 状态，重置前忽略新的触摸（4.9）"
        case let .viewMissed(m):
            return "它所在的视图 \(Quoting.named(m.view, in: h)) 没有得到触摸，所以它完全看不到这个触摸（4.1）：\(miss(m, in: h))"
        }
    }

    /// A direction, or a screen edge, in Chinese ("向右移动").
    static func direction(_ d: GestureRecognizerSpec.Direction) -> String {
        switch d {
        case .left: "左"
        case .right: "右"
        case .up: "上"
        case .down: "下"
        }
    }

    func failure(_ why: RecognizerFailure, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        switch why {
        case let .tooManyFingers(count, required): return "按下了 \(count) 根手指；它需要 \(required) 根"
        case let .tapLandedTooFar(tap, distance, allowed):
            return "第 \(tap) 次轻点落在离第 1 次 \(n(distance)) pt 处，超过了它的 allowableMovement \(n(allowed)) pt"
        case .noEdges:
            return "它的 edges 为空（UIKit 的默认值）：没有 edges 的屏幕边缘拖动永远不会识别成功（请设置 \"edges\"，例如 [\"left\"]）"
        case let .farFromEdge(distance, edges, within):
            return "触摸开始于离屏幕\(edges.map(Self.direction).joined(separator: "或"))边缘 \(n(distance)) pt 处；屏幕边缘拖动要在离边缘 \(n(within)) pt 以内开始"
        case let .movedAlongFixedAxis(distance): return "手指沿滚动视图不能滚动的方向移动了 \(n(distance)) pt：扣住的触摸提前发出"
        case let .tapMoved(distance, allowed): return "手指从按下处移动了 \(n(distance)) pt，超过了轻点允许的 \(n(allowed)) pt（4.E）"
        case let .pressMoved(distance, duration, allowed):
            return "不到 \(n(duration)) 秒手指就移动了 \(n(distance)) pt，超过了它的 allowableMovement \(n(allowed)) pt"
        case let .tapFingers(tap, fingers, required): return "第 \(tap) 次轻点用了 \(fingers) 根手指；它需要 \(required) 根"
        case let .liftedBeforeDelay(delay):
            return "手指在 \(n(delay)) 秒前抬起：扣住的 touchesBegan 现在发出，紧接着是 touchesEnded（5.3）"
        case let .liftedWithoutScrolling(hysteresis): return "手指抬起前没有沿滚动视图能滚动的方向移动 \(n(hysteresis)) pt"
        case let .liftedBeforePress(after, minimum): return "手指在 \(n(after)) 秒后抬起，没到它的 minimumPressDuration \(n(minimum)) 秒"
        case let .liftedBeforeSwipe(distance, directions):
            return "手指抬起前没有向\(directions.map(Self.direction).joined(separator: "或"))移动 \(n(distance)) pt"
        case let .liftedWithoutPanning(hysteresis): return "手指抬起前没有移动 \(n(hysteresis)) pt"
        case .neverPinched: return "两根手指始终没有分开或靠拢"
        case .neverRotated: return "两根手指始终没有转动"
        case .touchCancelled: return "触摸被取消了"
        case let .heldTooLong(maximum): return "手指按住超过 \(n(maximum)) 秒，对轻点来说太久了"
        case let .nextTapLate(tap, within): return "第 \(tap) 次轻点没有在 \(n(within)) 秒内到来"
        case let .swipeTooSlow(within, distance): return "过了 \(n(within)) 秒也没有 \(n(distance)) pt 的轻扫"
        case let .failureRequirementRecognized(dep, began):
            return "它要求 \(code(dep)) 失败，而 \(code(dep)) \(began ? "已开始" : "识别成功了")（4.17）"
        case let .requiredRecognizerRecognized(winner, began):
            return "它要求 \(code(winner)) 失败，而 \(code(winner)) \(began ? "开始了" : "识别成功了")（4.17）"
        case let .exclusive(winner, began):
            return "\(code(winner)) 先\(began ? "开始了" : "识别成功了")；同一个触摸上的两个识别器互斥，除非其中一个允许同时识别（4.15）"
        case .delegateShouldBeginNo: return "它的 delegate 的 gestureRecognizerShouldBegin(_:) 返回 NO（4.18）"
        case let .cannotCancelContentTouches(sv, v):
            return "\(name(sv)) 不滚动：\(name(v)) 已经拿到了触摸，而 canCancelContentTouches 为 NO（5.5）"
        case let .touchesShouldCancelNo(sv, v, byDefault):
            let why = byDefault ? "UIScrollView 默认的 touchesShouldCancel(in:) 对 UIControl 返回 NO" : "它重写的 touchesShouldCancel(in:) 返回 NO"
            return "\(name(sv)) 不滚动：\(name(v)) 已经拿到了触摸，而且\(why)（5.5、5.6）"
        case let .viewShouldBeginNo(v):
            return "\(name(v)) 重写的 gestureRecognizerShouldBegin(_:) 返回 NO，而识别会取消它的触摸（4.18、4.24）"
        case let .controlVetoesTap(c, part):
            return "\(name(c)) 是 \(control(c, part: part, in: h))，会否决别的视图的单击：它的 gestureRecognizerShouldBegin(_:) 返回 NO（4.19）"
        case let .sliderVetoes(c, part, swipe):
            return "\(name(c)) 是 \(control(c, part: part, in: h))，会否决从滑块上开始、沿轨道方向的\(swipe ? "轻扫" : "拖动")（4.19、4.20）"
        case let .switchVetoes(c, part):
            return "\(name(c)) 是 \(control(c, part: part, in: h))，会否决从开关圆钮上开始、沿开关方向的拖动（4.19；模拟器假定触摸从圆钮上开始）"
        case let .touchesShouldBeginYes(sv, content, delay):
            return "过了 \(n(delay)) 秒仍没有滚动：\(name(sv)) 询问 touchesShouldBegin(_:with:in:)，它返回 YES，于是把触摸交给 \(name(content))（5.3）"
        }
    }

    /// A vetoing control's class (and the UIKit class it behaves as), and the private part the touch is on.
    private func control(_ c: ViewIndex, part: ViewIndex?, in h: Hierarchy) -> String {
        let info = h.views[c.index]
        let what = info.className == info.behavior ? Quoting.code(info.className) : "\(Quoting.code(info.className))（一种 \(info.behavior)）"
        return what + (part.map { "（触摸落在它的私有子视图 \(Quoting.named($0, in: h)) 上，3.11）" } ?? "")
    }

    func recognition(_ why: Recognition, in h: Hierarchy) -> String {
        let n = Quoting.number
        switch why {
        case let .scrollPanMoved(distance, hysteresis):
            return "手指沿滚动视图能滚动的方向移动了 \(n(distance)) pt，超过了 \(n(hysteresis)) pt 的滞后距离（5.9）"
        case let .panMoved(distance, hysteresis): return "手指移动了 \(n(distance)) pt，超过了拖动所需的 \(n(hysteresis)) pt（4.E）"
        case let .edgePanMoved(distance): return "手指从屏幕边缘向内移动了 \(n(distance)) pt"
        case let .swiped(distance, direction, after, minimum, within):
            return "手指在 \(n(after)) 秒内向\(Self.direction(direction))移动了 \(n(distance)) pt（需要在 \(n(within)) 秒内至少 \(n(minimum)) pt）"
        case let .pinched(change, apart): return "两根手指\(apart ? "分开" : "靠拢")了 \(n(change)) pt"
        case let .rotated(degrees): return "两根手指转动了 \(n(degrees))°"
        case let .tapped(tap, of, allowed):
            return "\(of == 1 ? "这次轻点" : "\(of) 次轻点中的第 \(tap) 次")在离起点 \(n(allowed)) pt 以内结束"
        case let .pressed(duration, allowed): return "手指按住了 \(n(duration)) 秒，移动没有超过 \(n(allowed)) pt"
        case let .touchesShouldBeginNo(sv, content, delay):
            return "过了 \(n(delay)) 秒，\(Quoting.named(sv, in: h)) 的 touchesShouldBegin(_:with:in:) 返回 NO：\(Quoting.named(content, in: h)) 什么也收不到（5.3）"
        }
    }

    private func phase(_ why: PhaseCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .hitTestView(v): return "\(name(v)) 是 hit-test 视图：触摸绑定到它（4.5）"
        case .fingerMoved: return "手指移动了"
        case .fingerLifted: return "手指抬起了"
        case .systemCancelled: return "系统取消了这个触摸"
        case let .heldBeganReleased(v, holder): return "\(name(v)) 现在收到被扣住的 touchesBegan：\(holder.map(reached) ?? "已经没有识别器扣住它")"
        case .movedWhileHeld: return "touchesBegan 被扣住期间手指移动了：补发一次 touchesMoved，带上现在的位置（4.12）"
        case let .heldEndedReleased(v, holder): return "\(name(v)) 现在收到 touchesEnded：\(holder.map(reached) ?? "手指抬起了")"
        case let .cancelledByRecognizer(r, v, began):
            return "\(Quoting.code(r)) \(began ? "开始了" : "识别成功")，并取消它所在视图中的触摸：\(name(v)) 收到 touchesCancelled（4.11）"
        }
    }

    /// "`tap` 失败了": a recognizer and the state it reached.
    private func reached(_ r: RecognizerReached) -> String {
        let state = switch r.state {
        case .possible: "仍在判断"
        case .began: "开始了"
        case .changed: "改变了"
        case .ended: "结束了"
        case .recognized: "识别成功了"
        case .cancelled: "被取消了"
        case .failed: "失败了"
        }
        return Quoting.code(r.recognizer) + " " + state
    }

    private func route(_ route: PhaseRoute, in h: Hierarchy) -> String {
        let v = Quoting.named(route.view, in: h)
        var end: String
        switch route.receiver {
        case .itself: end = ""
        case let .handledAbove(r): end = "；\(v) 把它沿响应链传给 \(Quoting.named(r, in: h))，由它处理（4.14）"
        case let .owningControl(c):
            let control = Quoting.named(c, in: h)
            end = "；\(v) 是 \(control) 的私有子视图，所以由 \(control) 跟踪这个触摸（3.11）"
        case let .chainEnd(name): end = "；途中没有谁处理它：UIView 的默认实现把它沿响应链传到 \(name)，在那里停下（4.14、RC.6）"
        }
        if !route.passedControls.isEmpty {
            let names = route.passedControls.map { Quoting.named($0, in: h) }.joined(separator: "、")
            end += "；\(names) 不跟踪就把它传了上去，也不发送控件事件：控件只跟踪 hit-test 视图就是它自己的触摸，不跟踪它的可交互子视图的触摸（3.9、RC.6）"
        }
        return end
    }

    private func refusal(_ why: TouchRefusal, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .exclusiveElsewhere(v, exclusive, finger):
            return "\(name(v)) 收不到这个触摸：\(name(exclusive)) 的 exclusiveTouch 为 YES，正在跟踪第 \(finger) 根手指，这会挡住发往同一窗口中其他所有视图的触摸（8.2）"
        case let .exclusiveItself(v, other, finger):
            return "\(name(v)) 收不到这个触摸：它的 exclusiveTouch 为 YES，而独占触摸的视图只有在只有它一个视图在跟踪触摸时才接收触摸；\(name(other)) 正在跟踪第 \(finger) 根手指（8.2）"
        case let .notMultipleTouch(v, finger):
            return "\(name(v)) 收不到这个触摸：它的 multipleTouchEnabled 为 NO（默认值），所以在多点触摸中只接收第一个触摸，即第 \(finger) 根手指（8.1）"
        }
    }

    private func valueChange(_ why: ValueChangeCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number
        switch why {
        case let .stepped(c, up, before, after, stepValue, wraps):
            return "手指在 \(name(c)) 的 \(up ? "+" : "−") 上抬起：value 从 \(n(before)) 变为 \(n(after))（stepValue \(n(stepValue))\(wraps ? "，wraps" : "")，3.16）"
        case let .steppedAgain(c, up, before, after):
            return "手指仍按在 \(name(c)) 的 \(up ? "+" : "−") 上：autorepeat 走一步，value 从 \(n(before)) 变为 \(n(after))（3.16）"
        case let .thumbFollows(value): return "滑块跟着手指走：value 为 \(n(value))（isContinuous 为 YES，3.15）"
        case let .knobDragged(on): return "圆钮被拖动后在\(on ? "开" : "关")的一侧松开：isOn 变为 \(on)（3.13）"
        case let .toggled(c, before, after): return "轻点 \(name(c)) 会切换它：isOn 从 \(before) 变为 \(after)（3.13）"
        case let .momentarySegment(c, segment):
            return "手指在 \(name(c)) 的第 \(segment) 段上抬起，它是 momentary：发送 valueChanged，selectedSegmentIndex 为 \(segment)，之后不保留选中（3.14）"
        case let .segmentSelected(c, before, segment):
            return "手指在 \(name(c)) 的第 \(segment) 段上抬起：selectedSegmentIndex 从 \(before) 变为 \(segment)（3.14）"
        case let .sliderLifted(c, value):
            return "手指抬起：\(name(c)) 的 isContinuous 为 NO，只发送一次 valueChanged，带上到达的值 \(n(value))（3.15）"
        case let .stepperLifted(c, value):
            return "手指抬起：\(name(c)) 的 isContinuous 为 NO，只发送一次 valueChanged，带上到达的值 \(n(value))（3.16）"
        }
    }
}
