/// Which recognizer may leave `possible`, and what that does to the others and to the view (4.11, 4.15–4.19).
extension DeliverySimulator {
    enum Verdict {
        case proceed
        case wait(String)
        case fail(String)
    }

    /// Grants or refuses every pending wish, in the recognizers' order (4.4: the first wins a tie), until
    /// nothing changes: one recognizer failing can free another that required it to fail.
    mutating func resolve(_ t: Double) {
        var changed = true
        var rounds = 0
        while changed && rounds <= recognizers.count + 1 {
            changed = false
            rounds += 1
            for r in recognizers.indices {
                guard !stopped else { return }
                guard recognizers[r].state == .possible, let wish = recognizers[r].wish else { continue }
                spend(1)
                switch check(r) {
                case let .wait(why):
                    if !recognizers[r].waitAnnounced {
                        recognizers[r].waitAnnounced = true
                        timeline(t, recognizerID(r), .recognizer, .stateChanged, state: RecognizerState.possible.rawValue, reason: why)
                    }
                case let .fail(why):
                    fail(r, why, at: t)
                    changed = true
                case .proceed:
                    grant(r, wish, at: t)
                    changed = true
                }
            }
        }
    }

    /// The checks before a recognizer may leave `possible`, in the simulator's order (4.18).
    func check(_ r: Int) -> Verdict {
        let rec = recognizers[r]
        let verb = rec.wish?.state == .began ? say("begin", "开始") : say("recognize", "识别成功")
        // 1. Failure requirements (4.17). A recognizer that never saw this touch holds nothing back.
        for dep in rec.spec.failureRequirements {
            guard let d = recognizers.firstIndex(where: { $0.spec.id == dep && $0.engaged }) else { continue }
            let state = recognizers[d].state
            if state == .possible {
                return .wait(say("\(backticked(rec.spec.id)) would \(verb) now but waits: it requires \(backticked(dep)) to fail, and \(backticked(dep)) is still deciding (4.17)",
                                 "\(backticked(rec.spec.id)) 此时本可\(verb)，但在等待：它要求 \(backticked(dep)) 失败，而 \(backticked(dep)) 还在判断（4.17）"))
            }
            if state.isRecognizing {
                return .fail(say("it requires \(backticked(dep)) to fail, and \(backticked(dep)) \(state == .recognized ? "recognized" : "began") (4.17)",
                                 "它要求 \(backticked(dep)) 失败，而 \(backticked(dep)) \(state == .recognized ? "识别成功了" : "已开始")（4.17）"))
            }
        }
        // 2. The delegate's gestureRecognizerShouldBegin.
        if !rec.spec.shouldBegin {
            return .fail(say("its delegate's gestureRecognizerShouldBegin(_:) returns NO (4.18)", "它的 delegate 的 gestureRecognizerShouldBegin(_:) 返回 NO（4.18）"))
        }
        // 2b. A scroll view asks itself before its pan takes a touch from content that is tracking it (5.5, 5.6).
        if rec.role == .scrollPan, let why = scrollPanRefusal(r) { return .fail(why) }
        // 3. Each view whose touches this would cancel: UIView.gestureRecognizerShouldBegin (4.18, 4.19).
        if rec.spec.cancelsTouchesInView && rec.role != .scrollDelay {
            for ti in rec.touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 {
                // A scroll view's pan that begins while the content's touchesBegan is still held back by the
                // content-touch delay throws the held touch away instead of cancelling it (5.3, step 3): no
                // touch of the content view will be cancelled, so it is not asked (4.18, 4.21).
                if rec.role == .scrollPan && touches[ti].heldBegan { continue }
                if let why = viewVeto(ti, r) { return .fail(why) }
            }
        }
        return .proceed
    }

    /// `touch.view.gestureRecognizerShouldBegin(recognizer)` for the controls that override it (4.19).
    func viewVeto(_ ti: Int, _ r: Int) -> String? {
        let rec = recognizers[r]
        let v = touches[ti].view
        // A declared override of the view's gestureRecognizerShouldBegin(_:) answers for every recognizer whose
        // recognition would cancel the view's touches, its own included (4.24).
        if let answer = h.extra(Int(v), \.gestureRecognizerShouldBegin) {
            return answer ? nil : say("\(backticked(id(v)))'s gestureRecognizerShouldBegin(_:) override returns NO, and recognizing would cancel its touch (4.18, 4.24)",
                                      "\(backticked(id(v))) 重写的 gestureRecognizerShouldBegin(_:) 返回 NO，而识别会取消它的触摸（4.18、4.24）")
        }
        // The control that owns the touched view answers for it: a touch on a switch's private visual element
        // is the switch's (3.11).
        let c = h.owningControl(of: Int(v)).map(Int32.init) ?? v
        // A control's own recognizers (on it or on its private parts) are not foreign.
        guard rec.view != c, !(c != v && h.ancestry(of: Int(rec.view)).contains(Int(c))) else { return nil }
        let info = h.views[Int(c)]
        let part = c == v ? "" : say(" (the touch is on \(backticked(id(v))), one of its private parts, 3.11)",
                                     "（触摸落在它的私有子视图 \(backticked(id(v))) 上，3.11）")
        let what = (info.className == info.behavior ? backticked(info.className)
            : say("\(backticked(info.className)) (a \(info.behavior))", "\(backticked(info.className))（一种 \(info.behavior)）")) + part
        let kind = rec.role == .scrollPan ? GestureRecognizerSpec.Kind.pan : rec.spec.kind
        if rec.role == .app, kind == .tap, rec.spec.numberOfTapsRequired == 1, rec.spec.numberOfTouchesRequired == 1,
           UIKitClass.vetoesForeignSingleTap.contains(where: { UIKitClass.isKind(info.behavior, of: $0) }) {
            return say("\(backticked(id(c))) is a \(what) and vetoes a foreign single tap: its gestureRecognizerShouldBegin(_:) returns NO (4.19)",
                       "\(backticked(id(c))) 是 \(what)，会否决别的视图的单击：它的 gestureRecognizerShouldBegin(_:) 返回 NO（4.19）")
        }
        let start = rec.starts[touches[ti].finger] ?? touches[ti].location
        let now = touches[ti].location
        let alongTrack = abs(now.x - start.x) > abs(now.y - start.y)
            || (kind == .swipe && rec.spec.directions.allSatisfy { $0 == .left || $0 == .right })
        if UIKitClass.isKind(info.behavior, of: "UISlider"), kind == .swipe || kind == .pan, alongTrack,
           onThumb(Int(c), start) {
            return say("\(backticked(id(c))) is a \(what) and vetoes a \(kind == .swipe ? "swipe" : "pan") along its track that starts on its thumb (4.19, 4.20)",
                       "\(backticked(id(c))) 是 \(what)，会否决从滑块上开始、沿轨道方向的\(kind == .swipe ? "轻扫" : "拖动")（4.19、4.20）")
        }
        if UIKitClass.isKind(info.behavior, of: "UISwitch"), kind == .pan, alongTrack {
            return say("\(backticked(id(c))) is a \(what) and vetoes a pan along the switch that starts on its knob (4.19; the simulator takes the touch to start on the knob)",
                       "\(backticked(id(c))) 是 \(what)，会否决从开关圆钮上开始、沿开关方向的拖动（4.19；模拟器假定触摸从圆钮上开始）")
        }
        return nil
    }

    /// Whether a touch that started at `screen` started on the slider's thumb (rule 4.20).
    func onThumb(_ slider: Int, _ screen: Point) -> Bool {
        let bounds = h.nodes[slider].bounds
        let thumb = (h.extra(slider, \.slider) ?? SliderSpec()).thumb(in: bounds)
        return thumb.contains(h.convertFromScreen(screen, to: slider))
    }

    /// The recognizer leaves `possible`: the state, the action, then exclusivity, then the view's touches.
    mutating func grant(_ r: Int, _ wish: (state: RecognizerState, reason: String), at t: Double) {
        recognizers[r].wish = nil
        recognizers[r].deadline = nil
        let verb = wish.state == .began ? say("began", "开始了") : say("recognized", "识别成功")
        setState(r, wish.state, "\(TimelineText.backticked(recognizerID(r))) \(verb)\(say(": ", "："))\(wish.reason)", at: t)
        preventOthers(r, at: t)
        if recognizers[r].role == .scrollPan { startScroll(r, at: t) }
        // The action comes first and the view's touchesCancelled right after it, as devices log it (4.11).
        if recognizers[r].spec.cancelsTouchesInView {
            takeTouchesFromViews(r, at: t)
        } else if recognizers[r].role == .app && recognizers[r].spec.delaysTouchesBegan {
            dropHeldTouches(r, at: t)
        }
    }

    /// Exclusivity (4.15): every other recognizer still deciding on a shared touch fails, unless either allows
    /// simultaneous recognition, or the tap exception applies (4.16). The scroll view's delay recognizer is
    /// UIKit's own plumbing and takes no part.
    private mutating func preventOthers(_ r: Int, at t: Double) {
        let winner = recognizers[r]
        guard winner.role != .scrollDelay else { return }
        for o in recognizers.indices where o != r {
            let other = recognizers[o]
            guard other.state == .possible, other.engaged, other.role != .scrollDelay,
                  other.touchIndexes.contains(where: winner.touchIndexes.contains) else { continue }
            spend(1)
            if winner.spec.simultaneousWith.contains(other.spec.id) || other.spec.simultaneousWith.contains(winner.spec.id) { continue }
            if winner.spec.kind == .tap, winner.role == .app, other.spec.kind == .tap, other.role == .app,
               other.spec.numberOfTapsRequired > winner.spec.numberOfTapsRequired { continue }
            let verb = winner.state == .began ? say("began", "开始了") : say("recognized", "识别成功了")
            let w = TimelineText.backticked(winner.spec.id)
            if other.spec.failureRequirements.contains(winner.spec.id) {
                fail(o, say("it requires \(w) to fail, and \(w) \(verb) (4.17)", "它要求 \(w) 失败，而 \(w) \(verb)（4.17）"), at: t)
            } else {
                fail(o, say("\(w) \(verb) first, and two recognizers on one touch are exclusive unless one of them allows simultaneous recognition (4.15)",
                            "\(w) 先\(verb)；同一个触摸上的两个识别器互斥，除非其中一个允许同时识别（4.15）"), at: t)
            }
        }
    }

    /// `delaysTouchesBegan` without `cancelsTouchesInView` (4.12): a touch whose touchesBegan this recognizer
    /// still holds is thrown away when it recognizes — "these touch objects are discarded" — and its view
    /// never hears of it; a touch its view already has stays with the view.
    private mutating func dropHeldTouches(_ r: Int, at t: Double) {
        let verb = recognizers[r].state == .began ? say("began", "开始了") : say("recognized", "识别成功")
        for ti in recognizers[r].touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 && touches[ti].heldBegan {
            touches[ti].unbound = true
            touches[ti].heldBegan = false
            touches[ti].heldEnded = false
            let v = id(touches[ti].view)
            timeline(t, v, .view, .discarded, finger: touches[ti].finger,
                     reason: say("\(backticked(v)) never hears of the touch: \(backticked(recognizerID(r))) \(verb) while it held the touchesBegan back (delaysTouchesBegan), so it is thrown away even though it does not cancel touches (4.12)",
                                 "\(backticked(v)) 完全收不到这个触摸：\(backticked(recognizerID(r))) 在扣住 touchesBegan 时\(verb)（delaysTouchesBegan），所以即使它不取消触摸，这个触摸也被丢弃了（4.12）"))
        }
    }

    /// `cancelsTouchesInView` (4.11): the touches leave their views; a view that had them gets
    /// touchesCancelled, a view still waiting for a held touchesBegan never hears of them (4.12).
    private mutating func takeTouchesFromViews(_ r: Int, at t: Double) {
        let verb = recognizers[r].state == .began ? say("began", "开始了") : say("recognized", "识别成功")
        for ti in recognizers[r].touchIndexes where !touches[ti].unbound && touches[ti].view >= 0 {
            touches[ti].unbound = true
            let v = id(touches[ti].view)
            if touches[ti].heldBegan {
                touches[ti].heldBegan = false
                touches[ti].heldEnded = false
                timeline(t, v, .view, .discarded, finger: touches[ti].finger,
                         reason: say("\(backticked(v)) never hears of the touch: \(backticked(recognizerID(r))) \(verb) while the touchesBegan was held back, so it is thrown away (4.12)",
                                     "\(backticked(v)) 完全收不到这个触摸：\(backticked(recognizerID(r))) 在 touchesBegan 被扣住时\(verb)，所以它被丢弃了（4.12）"))
            } else if touches[ti].viewBegan && !touches[ti].viewFinished {
                touches[ti].heldEnded = false
                deliver(ti, .touchesCancelled, at: t,
                        reason: say("\(backticked(recognizerID(r))) \(verb) and cancels touches in its view: \(backticked(v)) gets touchesCancelled (4.11)",
                                    "\(backticked(recognizerID(r))) \(verb)，并取消它所在视图中的触摸：\(backticked(v)) 收到 touchesCancelled（4.11）"))
            }
        }
    }
}
