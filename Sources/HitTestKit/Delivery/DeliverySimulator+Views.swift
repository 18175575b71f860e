/// What the bound view hears of each phase, who in the responder chain takes it, and the control events it
/// turns into (4.11–4.14, 5.3, 3.3–3.4, RC.6).
extension DeliverySimulator {
    typealias Event = TouchDelivery.TimelineEntry.Event

    /// A phase the recognizers have seen goes to the view now, or is held back, or goes nowhere.
    mutating func sendToView(_ ti: Int, _ event: Event, at t: Double) {
        guard touches[ti].view >= 0, !touches[ti].unbound else { return }
        let v = id(touches[ti].view)
        switch event {
        case .touchesBegan:
            if let holder = holder(of: ti, began: true) {
                touches[ti].heldBegan = true
                held.append(ti)
                touches[ti].heldBeganAt = touches[ti].location
                touches[ti].lastHolder = holder
                timeline(t, v, .view, .held, state: "touchesBegan", finger: touches[ti].finger, reason: heldSentence(v, holder))
            } else {
                deliver(ti, .touchesBegan, at: t, reason: say("\(backticked(v)) is the hit-test view: the touch is bound to it (4.5)",
                                                           "\(backticked(v)) 是 hit-test 视图：触摸绑定到它（4.5）"))
            }
        case .touchesMoved:
            // While touchesBegan is held, moves are held too; one touchesMoved follows the release (4.12).
            if !touches[ti].heldBegan { deliver(ti, .touchesMoved, at: t, reason: say("the finger moved", "手指移动了")) }
        case .touchesEnded:
            if touches[ti].heldBegan {
                touches[ti].heldEnded = true
            } else if let holder = holder(of: ti, began: false) {
                touches[ti].heldEnded = true
                held.append(ti)
                touches[ti].lastHolder = holder
                timeline(t, v, .view, .held, state: "touchesEnded", finger: touches[ti].finger, reason: endedHeldSentence(v, holder))
            } else {
                deliver(ti, .touchesEnded, at: t, reason: say("the finger lifted", "手指抬起了"))
            }
        case .touchesCancelled:
            if touches[ti].heldBegan {
                touches[ti].heldBegan = false
                timeline(t, v, .view, .discarded, finger: touches[ti].finger, reason: say("\(backticked(v)) never hears of the touch: it was cancelled while held back",
                                                                                     "\(backticked(v)) 完全收不到这个触摸：它在被扣住时就被取消了"))
            } else if touches[ti].viewBegan && !touches[ti].viewFinished {
                deliver(ti, .touchesCancelled, at: t, reason: say("the system cancelled the touch", "系统取消了这个触摸"))
            }
        default:
            break
        }
    }

    /// The first recognizer that holds a phase back from this touch's view: one still deciding (`possible`)
    /// with `delaysTouchesBegan` (4.12; the scroll view's delay recognizer, 5.3) or `delaysTouchesEnded` (4.13).
    func holder(of ti: Int, began: Bool) -> Int? {
        touches[ti].recognizers.first { r in
            let rec = recognizers[r]
            return rec.state == .possible && rec.engaged && rec.touchIndexes.contains(ti)
                && (began ? rec.spec.delaysTouchesBegan : rec.spec.delaysTouchesEnded)
        }
    }

    private func heldSentence(_ v: String, _ holder: Int) -> String {
        if recognizers[holder].role == .scrollDelay {
            let sv = id(recognizers[holder].view)
            let delay = TimelineText.number(GestureThresholds.scrollTouchDelay)
            return say("\(backticked(v)) got nothing yet: the scroll view \(backticked(sv)) delays content touches for \(delay) s to see whether this is a scroll (delaysContentTouches, 5.3)",
                       "\(backticked(v)) 暂时什么也没收到：滚动视图 \(backticked(sv)) 把内容的触摸推迟 \(delay) 秒，看这是不是一次滚动（delaysContentTouches，5.3）")
        }
        return say("\(backticked(v)) got nothing yet: \(backticked(recognizerID(holder))) delays touches began while it is still deciding (delaysTouchesBegan, 4.12)",
                   "\(backticked(v)) 暂时什么也没收到：\(backticked(recognizerID(holder))) 还在判断，推迟了 touchesBegan（delaysTouchesBegan，4.12）")
    }

    private func endedHeldSentence(_ v: String, _ holder: Int) -> String {
        say("\(backticked(v))'s touchesEnded is held back: \(backticked(recognizerID(holder))) is still deciding and delays touches ended (4.13)",
            "\(backticked(v)) 的 touchesEnded 被扣住：\(backticked(recognizerID(holder))) 还在判断，推迟了 touchesEnded（4.13）")
    }

    /// Held phases whose holders have all moved on go out now: touchesBegan (with one touchesMoved if the
    /// finger moved meanwhile, 4.12), then a held touchesEnded (4.13, 5.3).
    mutating func releaseHeldPhases(at t: Double) {
        // Only the touches that have a phase held: a long sequence has thousands of finished touches.
        held.removeAll { touches[$0].unbound || !(touches[$0].heldBegan || touches[$0].heldEnded) }
        for ti in held {
            spend(1)
            let v = id(touches[ti].view)
            let was = touches[ti].lastHolder.map { TimelineText.reached(recognizerID($0), recognizers[$0].lastState, lang) }
                ?? say("nothing holds it any more", "已经没有识别器扣住它")
            if touches[ti].heldBegan {
                guard holder(of: ti, began: true) == nil else { continue }
                touches[ti].heldBegan = false
                deliver(ti, .touchesBegan, at: t, reason: say("\(backticked(v)) gets the held touchesBegan now: \(was)", "\(backticked(v)) 现在收到被扣住的 touchesBegan：\(was)"))
                if touches[ti].location != touches[ti].heldBeganAt {
                    deliver(ti, .touchesMoved, at: t, reason: say("the finger moved while touchesBegan was held: one touchesMoved with where it is now (4.12)",
                                                                          "touchesBegan 被扣住期间手指移动了：补发一次 touchesMoved，带上现在的位置（4.12）"))
                }
            }
            if touches[ti].heldEnded {
                if let holder = holder(of: ti, began: false) {
                    if touches[ti].lastHolder != holder {
                        touches[ti].lastHolder = holder
                        timeline(t, v, .view, .held, state: "touchesEnded", finger: touches[ti].finger, reason: endedHeldSentence(v, holder))
                    }
                    continue
                }
                touches[ti].heldEnded = false
                let why = touches[ti].lastHolder.map { TimelineText.reached(recognizerID($0), recognizers[$0].lastState, lang) }
                    ?? say("the finger lifted", "手指抬起了")
                deliver(ti, .touchesEnded, at: t, reason: say("\(backticked(v)) gets touchesEnded now: \(why)", "\(backticked(v)) 现在收到 touchesEnded：\(why)"))
            }
        }
    }

    /// A phase reaches the view, and through the default `touches…` methods whoever in the responder chain
    /// takes it (4.14, RC.6); a control turns it into control events (3.4).
    mutating func deliver(_ ti: Int, _ event: Event, at t: Double, reason: String) {
        if touches[ti].receiver == nil { touches[ti].receiver = receiver(of: ti) }
        let receiver = touches[ti].receiver!
        let v = id(touches[ti].view)
        let sentence = receiver.sentenceEnd.isEmpty ? reason : reason + receiver.sentenceEnd
        timeline(t, v, .view, event, finger: touches[ti].finger, receivedBy: receiver.name, reason: sentence)
        switch event {
        case .touchesBegan: touches[ti].viewBegan = true
        case .touchesEnded, .touchesCancelled: touches[ti].viewFinished = true
        default: break
        }
        if let c = receiver.control { controlEvents(c, ti, event, at: t) }
    }

    /// An id or class set in backticks, as the timeline's sentences quote them (`TimelineText.backticked`).
    func backticked(_ s: String) -> String { TimelineText.backticked(s) }

    /// The first responder from the bound view up that keeps touches: the bound view itself when it is an
    /// enabled, interactive control (it tracks, 3.3), or a view whose class handles them (`handlesTouches`);
    /// otherwise the end of the chain. A control above the bound view does not track a touch passed up to it:
    /// `-[UIControl touchesBegan:]` tracks only the touches whose view is the control, and passes the others on
    /// (RC.6, 3.9).
    private func receiver(of ti: Int) -> LiveTouch.Receiver {
        let v = id(touches[ti].view)
        var passedControls: [String] = []
        func handled(_ name: String, control: Int32?) -> LiveTouch.Receiver {
            let end = name == v ? "" : say("; \(backticked(v)) passes it up the responder chain to \(backticked(name)), which handles it (4.14)",
                                           "；\(backticked(v)) 把它沿响应链传给 \(backticked(name))，由它处理（4.14）")
            return LiveTouch.Receiver(name: name, control: control, sentenceEnd: end + passedSentence(passedControls))
        }
        // A touch on a control's private part (a switch's visual element, a button's label) is the control's (3.11).
        let owner = h.owningControl(of: Int(touches[ti].view)).map(Int32.init)
        for responder in touches[ti].chain {
            guard let r = responder.view?.raw, responder.kind == .view || responder.kind == .window else { continue }
            let flags = h.nodes[Int(r)].flags
            if flags.contains(.isControl) && flags.contains(.enabled) && flags.contains(.userInteractionEnabled) {
                if r == touches[ti].view { return handled(id(r), control: r) }
                if r == owner {
                    return LiveTouch.Receiver(name: id(r), control: r, sentenceEnd: say(
                        "; \(backticked(v)) is one of \(backticked(id(r)))'s private parts, so \(backticked(id(r))) tracks the touch (3.11)",
                        "；\(backticked(v)) 是 \(backticked(id(r))) 的私有子视图，所以由 \(backticked(id(r))) 跟踪这个触摸（3.11）") + passedSentence(passedControls))
                }
                passedControls.append(id(r))
                continue
            }
            if h.extra(Int(r), \.handlesTouches) { return handled(id(r), control: nil) }
        }
        let name = touches[ti].chain.last?.name ?? "AppDelegate"
        let end = name == v ? "" : say("; nobody on the way handles it: UIView's default passes it up the responder chain to \(name), where it stops (4.14, RC.6)",
                                       "；途中没有谁处理它：UIView 的默认实现把它沿响应链传到 \(name)，在那里停下（4.14、RC.6）")
        return LiveTouch.Receiver(name: name, control: nil, sentenceEnd: end + passedSentence(passedControls))
    }

    private func passedSentence(_ controls: [String]) -> String {
        guard !controls.isEmpty else { return "" }
        let names = controls.map(backticked).joined(separator: say(", ", "、"))
        return say("; \(names) passes it on without tracking it and sends no control events: a control tracks only touches whose hit-test view is the control itself, not those of its interactive subviews (3.9, RC.6)",
                   "；\(names) 不跟踪就把它传了上去，也不发送控件事件：控件只跟踪 hit-test 视图就是它自己的触摸，不跟踪它的可交互子视图的触摸（3.9、RC.6）")
    }

    /// beginTracking / continueTracking / endTracking / cancelTracking as control events (3.4).
    private mutating func controlEvents(_ c: Int32, _ ti: Int, _ event: Event, at t: Double) {
        let name = id(c)
        switch event {
        case .touchesBegan:
            guard tracking.insert(c).inserted else { return } // one touch at a time
            touches[ti].trackingInside = true
            touches[ti].tracks = true
            // UIControl's touchesBegan calls beginTracking, then sends touchDown (decompiled UIControl.mm).
            beginValueTracking(c, ti, at: t)
            controlEvent(name, "touchDown", say("\(backticked(name)) begins tracking the touch: touchDown (3.4)", "\(backticked(name)) 开始跟踪这个触摸：touchDown（3.4）"), at: t)
            if touches[ti].tapCount > 1 {
                controlEvent(name, "touchDownRepeat", say("this is tap \(touches[ti].tapCount) in a row: touchDownRepeat too (3.4)", "这是连续的第 \(touches[ti].tapCount) 次轻点：还有 touchDownRepeat（3.4）"), at: t)
            }
        case .touchesMoved:
            guard touches[ti].tracks else { return }
            // continueTracking (where a slider's value follows the finger) runs before the drag events are sent
            // (decompiled UIControl.mm, touchesMoved:).
            continueValueTracking(c, ti, at: t)
            let inside = mostlyInside(c, touches[ti].location)
            if inside != touches[ti].trackingInside {
                touches[ti].trackingInside = inside
                controlEvent(name, inside ? "touchDragEnter" : "touchDragExit",
                             inside ? say("the finger came back within \(backticked(name))'s mostly-inside area", "手指回到了 \(backticked(name)) 的“基本在内”区域")
                                    : say("the finger left \(backticked(name))'s mostly-inside area (its bounds grown by about \(TimelineText.number(GestureThresholds.controlMostlyInsideMargin)) pt, 3.4)",
                                          "手指离开了 \(backticked(name)) 的“基本在内”区域（它的 bounds 向外扩大约 \(TimelineText.number(GestureThresholds.controlMostlyInsideMargin)) pt，3.4）"), at: t)
            }
            controlEvent(name, inside ? "touchDragInside" : "touchDragOutside",
                         say("the finger moved \(inside ? "inside" : "outside") \(backticked(name))", "手指在 \(backticked(name)) \(inside ? "内" : "外")移动"), at: t)
        case .touchesEnded:
            guard touches[ti].tracks else { return }
            tracking.remove(c)
            touches[ti].tracks = false
            let inside = mostlyInside(c, touches[ti].location)
            // At the lift, a change of "mostly inside" since the last move is sent first (3.10).
            if inside != touches[ti].trackingInside {
                touches[ti].trackingInside = inside
                controlEvent(name, inside ? "touchDragEnter" : "touchDragExit",
                             inside ? say("the finger lifted back within \(backticked(name))'s mostly-inside area, after its last move outside it: touchDragEnter comes first (3.10)",
                                          "上一次移动在 \(backticked(name)) 的“基本在内”区域之外，手指在区域内抬起：先发 touchDragEnter（3.10）")
                                    : say("the finger lifted outside \(backticked(name))'s mostly-inside area, after its last move inside it: touchDragExit comes first (3.10)",
                                          "上一次移动在 \(backticked(name)) 的“基本在内”区域之内，手指在区域外抬起：先发 touchDragExit（3.10）"), at: t)
            }
            // endTracking (where a value control commits its value) runs before the up event is sent (3.13–3.16).
            endValueTracking(c, ti, inside: inside, at: t)
            controlEvent(name, inside ? "touchUpInside" : "touchUpOutside",
                         inside ? say("the finger lifted mostly inside \(backticked(name)): touchUpInside, the event a button's action is usually on (3.4)",
                                      "手指基本在 \(backticked(name)) 内抬起：touchUpInside，按钮的 action 通常挂在这个事件上（3.4）")
                                : say("the finger lifted outside \(backticked(name))'s mostly-inside area: touchUpOutside, so a touchUpInside action does not run (3.4)",
                                      "手指在 \(backticked(name)) 的“基本在内”区域外抬起：touchUpOutside，所以挂在 touchUpInside 上的 action 不会执行（3.4）"), at: t)
            if inside, UIKitClass.isKind(h.views[Int(c)].behavior, of: "UIButton") {
                controlEvent(name, "primaryActionTriggered",
                             say("a button sends primaryActionTriggered right after touchUpInside: what UIButton(primaryAction:) and addAction(_:for: .primaryActionTriggered) run (3.12)",
                                 "按钮在 touchUpInside 之后紧接着发送 primaryActionTriggered：UIButton(primaryAction:) 和 addAction(_:for: .primaryActionTriggered) 执行的就是它（3.12）"), at: t)
            }
        case .touchesCancelled:
            guard touches[ti].tracks else { return }
            tracking.remove(c)
            touches[ti].tracks = false
            touches[ti].valueTracking = nil
            controlEvent(name, "touchCancel", say("\(backticked(name))'s touch was cancelled: cancelTracking sends touchCancel (3.4)", "\(backticked(name)) 的触摸被取消：cancelTracking 发送 touchCancel（3.4）"), at: t)
        default:
            break
        }
    }

    mutating func controlEvent(_ control: String, _ event: String, _ reason: String, at t: Double,
                               value: TouchDelivery.ValueChange? = nil) {
        timeline(t, control, .control, .controlEvent, state: event, reason: reason, value: value)
        action(t, control, event, value: value)
    }

    /// `pointMostlyInside:`: the bounds grown by the mostly-inside margin, or the view's own `pointInside` (3.4).
    func mostlyInside(_ c: Int32, _ screen: Point) -> Bool {
        let local = h.convertFromScreen(screen, to: Int(c))
        let m = GestureThresholds.controlMostlyInsideMargin
        return h.nodes[Int(c)].bounds.grown(top: m, left: m, bottom: m, right: m).contains(local) || h.pointInside(Int(c), local)
    }
}
