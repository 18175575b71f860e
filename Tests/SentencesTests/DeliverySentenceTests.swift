import Testing
@testable import HitTestKit
@testable import Sentences

/// The delivery's sentences, in each table: every kind of timeline cause, recognizer failure, recognition, phase,
/// route, value change, refusal and note has a sentence in English and in Chinese, and the Chinese keeps no
/// English but code and names.
@Suite struct DeliverySentenceTests {
    static let h = Samples.hierarchy
    static func v(_ id: String) -> ViewIndex { Samples.v(id) }

    static let failures: [RecognizerFailure] = [
        .tooManyFingers(count: 3, required: 2), .tapLandedTooFar(tap: 2, distance: 60, allowed: 45), .noEdges,
        .farFromEdge(distance: 120, edges: [.left, .right], within: 20), .movedAlongFixedAxis(distance: 12),
        .tapMoved(distance: 50, allowed: 45), .pressMoved(distance: 12, duration: 0.5, allowed: 10),
        .tapFingers(tap: 1, fingers: 1, required: 2), .liftedBeforeDelay(delay: 0.15), .liftedWithoutScrolling(hysteresis: 10),
        .liftedBeforePress(after: 0.3, minimum: 0.5), .liftedBeforeSwipe(distance: 50, directions: [.left, .up]),
        .liftedWithoutPanning(hysteresis: 10), .neverPinched, .neverRotated, .touchCancelled, .heldTooLong(maximum: 0.75),
        .nextTapLate(tap: 2, within: 0.35), .swipeTooSlow(within: 0.5, distance: 50),
        .failureRequirementRecognized(of: "doubleTap", began: false), .requiredRecognizerRecognized(winner: "doubleTap", began: true),
        .exclusive(winner: "pan", began: true), .delegateShouldBeginNo,
        .cannotCancelContentTouches(scrollView: v("SV"), content: v("Cell1")),
        .touchesShouldCancelNo(scrollView: v("SV"), content: v("Btn"), byDefault: true),
        .viewShouldBeginNo(view: v("Btn")), .controlVetoesTap(control: v("sw"), part: v("knob")),
        .sliderVetoes(control: v("slider"), part: nil, swipe: true), .switchVetoes(control: v("sw"), part: nil),
        .touchesShouldBeginYes(scrollView: v("SV"), content: v("Cell1"), delay: 0.15),
    ]

    static let recognitions: [Recognition] = [
        .scrollPanMoved(distance: 12, hysteresis: 10), .panMoved(distance: 11, hysteresis: 10), .edgePanMoved(distance: 30),
        .swiped(distance: 80, direction: .right, after: 0.2, minimum: 50, within: 0.5), .pinched(change: 40, apart: true),
        .rotated(degrees: 12.5), .tapped(tap: 2, of: 2, allowed: 45), .pressed(duration: 0.5, allowed: 10),
        .touchesShouldBeginNo(scrollView: v("SV"), content: v("Cell1"), delay: 0.15),
    ]

    static let routes: [PhaseRoute] = [
        PhaseRoute(view: v("knob"), receiver: .itself),
        PhaseRoute(view: v("knob"), receiver: .handledAbove(v("card")), passedControls: [v("Btn")]),
        PhaseRoute(view: v("knob"), receiver: .owningControl(v("sw"))),
        PhaseRoute(view: v("Cell1"), receiver: .chainEnd("AppDelegate"), passedControls: [v("Btn"), v("sw")]),
    ]

    static let phases: [PhaseCause] = [
        .hitTestView(v("Btn")), .fingerMoved, .fingerLifted, .systemCancelled,
        .heldBeganReleased(view: v("Cell1"), holder: RecognizerReached(recognizer: "SV.delay", state: .failed)),
        .heldBeganReleased(view: v("Cell1"), holder: nil), .movedWhileHeld,
        .heldEndedReleased(view: v("Cell1"), holder: RecognizerReached(recognizer: "tap", state: .possible)),
        .heldEndedReleased(view: v("Cell1"), holder: nil), .cancelledByRecognizer(recognizer: "pan", view: v("Btn"), began: true),
    ]

    static let valueChanges: [ValueChangeCause] = [
        .stepped(control: v("slider"), up: false, before: 1, after: 0.5, stepValue: 0.5, wraps: true),
        .steppedAgain(control: v("slider"), up: true, before: 0.5, after: 1), .thumbFollows(value: 0.25), .knobDragged(on: true),
        .toggled(control: v("sw"), before: false, after: true), .momentarySegment(control: v("Btn"), segment: 1),
        .segmentSelected(control: v("Btn"), before: 0, segment: 2), .sliderLifted(control: v("slider"), value: 0.4),
        .stepperLifted(control: v("slider"), value: 3),
    ]

    static let refusals: [TouchRefusal] = [
        .exclusiveElsewhere(view: v("Btn"), exclusive: v("sw"), finger: 0), .exclusiveItself(view: v("sw"), other: v("Btn"), finger: 0),
        .notMultipleTouch(view: v("card"), finger: 0),
    ]

    static var causes: [TimelineCause] {
        failures.map { .failed(recognizer: "tap", $0) } + recognitions.flatMap { [.began(recognizer: "pan", $0), .recognized(recognizer: "tap", $0)] }
            + [.ended(recognizer: "pinch", oneOfTwoFingers: true), .ended(recognizer: "pan", oneOfTwoFingers: false),
               .cancelled(recognizer: "pan"), .changed(recognizer: "pan"),
               .scrolled(recognizer: "SV.pan", contentOffset: Point(x: 0, y: 120.5)),
               .waits(recognizer: "singleTap", for: "doubleTap", wouldBegin: false),
               .scrollBeganWithinDelay(recognizer: "SV.delay", delay: 0.15)]
            + phases.flatMap { p in routes.map { .delivered(p, route: $0) } }
            + [.held(view: v("Cell1"), by: "hold"), .heldByScrollDelay(view: v("Cell1"), scrollView: v("SV"), delay: 0.15),
               .endedHeld(view: v("Btn"), by: "doubleTap"), .discardedWhileHeld(view: v("Cell1")),
               .discardedByRecognizer(view: v("Cell1"), recognizer: "hold", began: true),
               .discardedHeldWithoutCancelling(view: v("Cell1"), recognizer: "hold", began: false),
               .discardedByScroll(view: v("Cell1"), scrollView: v("SV"), delay: 0.15)]
            + refusals.map { .refused($0) }
            + [.touchDown(control: v("Btn")), .touchDownRepeat(tapCount: 2), .dragEnter(control: v("Btn")),
               .dragExit(control: v("Btn"), margin: 70), .dragMoved(control: v("Btn"), inside: true), .dragMoved(control: v("Btn"), inside: false),
               .liftedBackInside(control: v("Btn")), .liftedOutside(control: v("Btn")), .upInside(control: v("Btn")),
               .upOutside(control: v("Btn")), .primaryActionTriggered, .touchCancel(control: v("Btn"))]
            + valueChanges.map { .valueChanged($0) }
            + [.cameToRest(scrollView: v("SV"), paging: true, contentOffset: Point(x: 0, y: 367)),
               .cameToRest(scrollView: v("SV"), paging: false, contentOffset: Point(x: 0, y: 0))]
    }

    static let notes: [RecognizerNote] = [
        .scrollingDisabled(scrollView: v("SV")), .disabled, .delegateRefusesTouch, .alreadyFinished(.recognized),
    ]

    @Test func theSamplesHaveEveryKind() {
        #expect(Set(Self.causes.map(\.kind)) == Set(TimelineCause.Kind.allCases))
        #expect(Set(Self.failures.map(\.kind)) == Set(RecognizerFailure.Kind.allCases))
        #expect(Set(Self.recognitions.map(\.kind)) == Set(Recognition.Kind.allCases))
        #expect(Set(Self.phases.map(\.kind)) == Set(PhaseCause.Kind.allCases))
        #expect(Set(Self.routes.map(\.receiver.kind)) == Set(PhaseRoute.Receiver.Kind.allCases))
        #expect(Set(Self.valueChanges.map(\.kind)) == Set(ValueChangeCause.Kind.allCases))
        #expect(Set(Self.refusals.map(\.kind)) == Set(TouchRefusal.Kind.allCases))
        // `viewMissed` carries a miss: the misses' tests say it (MissSentenceTests).
        #expect(Set(Self.notes.map(\.kind)) == Set(RecognizerNote.Kind.allCases).subtracting([.viewMissed]))
    }

    @Test func everyCauseHasASentenceInBothLanguages() {
        for cause in Self.causes {
            let en = English().timeline(cause, in: Self.h), zh = Chinese().timeline(cause, in: Self.h)
            #expect(!en.isEmpty && !zh.isEmpty && en != zh, "\(cause)")
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh): \(ChineseWords.english(in: zh))")
            #expect(ChineseWords.english(in: en).count > 1, "\(en) reads as English")
        }
        for note in Self.notes {
            let zh = Chinese().note(note, in: Self.h)
            #expect(!English().note(note, in: Self.h).isEmpty)
            #expect(ChineseWords.english(in: zh).isEmpty, "\(zh): \(ChineseWords.english(in: zh))")
        }
    }

    /// Sentences as they read, one of each family, in both languages.
    @Test func literalSentences() {
        let h = Self.h, v = Self.v
        func both(_ c: TimelineCause) -> [String] { [English().timeline(c, in: h), Chinese().timeline(c, in: h)] }
        #expect(both(.failed(recognizer: "cardTap", .controlVetoesTap(control: v("Btn"), part: nil))) == [
            "`cardTap` failed: `Btn` is a `UIButton` and vetoes a foreign single tap: its gestureRecognizerShouldBegin(_:) returns NO (4.19)",
            "`cardTap` 失败：`Btn` 是 `UIButton`，会否决别的视图的单击：它的 gestureRecognizerShouldBegin(_:) 返回 NO（4.19）",
        ])
        #expect(both(.failed(recognizer: "cardTap", .controlVetoesTap(control: v("sw"), part: v("knob"))))[0]
                == "`cardTap` failed: `sw` is a `UISwitch` (the touch is on `knob`, one of its private parts, 3.11) and vetoes a foreign single tap: its gestureRecognizerShouldBegin(_:) returns NO (4.19)")
        #expect(both(.failed(recognizer: "cardSwipe", .sliderVetoes(control: v("slider"), part: nil, swipe: true)))[0]
                == "`cardSwipe` failed: `slider` is a `RatingSlider` (a UISlider) and vetoes a swipe along its track that starts on its thumb (4.19, 4.20)")
        #expect(both(.failed(recognizer: "lp", .liftedBeforePress(after: 0.3, minimum: 0.5))) == [
            "`lp` failed: the finger lifted after 0.3 s, before its minimumPressDuration of 0.5 s",
            "`lp` 失败：手指在 0.3 秒后抬起，没到它的 minimumPressDuration 0.5 秒",
        ])
        #expect(both(.failed(recognizer: "s", .liftedBeforeSwipe(distance: 50, directions: [.left])))[0]
                == "`s` failed: the finger lifted before moving 50 pt left")
        #expect(both(.failed(recognizer: "singleTap", .requiredRecognizerRecognized(winner: "doubleTap", began: false)))[0]
                == "`singleTap` failed: it requires `doubleTap` to fail, and `doubleTap` recognized (4.17)")
        #expect(both(.waits(recognizer: "singleTap", for: "doubleTap", wouldBegin: false)) == [
            "`singleTap` would recognize now but waits: it requires `doubleTap` to fail, and `doubleTap` is still deciding (4.17)",
            "`singleTap` 此时本可识别成功，但在等待：它要求 `doubleTap` 失败，而 `doubleTap` 还在判断（4.17）",
        ])
        #expect(both(.failed(recognizer: "no", .delegateShouldBeginNo))[0] == "`no` failed: its delegate's gestureRecognizerShouldBegin(_:) returns NO (4.18)")
        #expect(both(.failed(recognizer: "SV.pan", .touchesShouldCancelNo(scrollView: v("SV"), content: v("Btn"), byDefault: true)))[0]
                == "`SV.pan` failed: `SV` does not scroll: `Btn` already has the touch and UIScrollView's default touchesShouldCancel(in:) says NO for a UIControl (5.5, 5.6)")
        #expect(both(.heldByScrollDelay(view: v("Cell1"), scrollView: v("SV"), delay: 0.15)) == [
            "`Cell1` got nothing yet: the scroll view `SV` delays content touches for 0.15 s to see whether this is a scroll (delaysContentTouches, 5.3)",
            "`Cell1` 暂时什么也没收到：滚动视图 `SV` 把内容的触摸推迟 0.15 秒，看这是不是一次滚动（delaysContentTouches，5.3）",
        ])
        #expect(both(.delivered(.hitTestView(v("knob")), route: PhaseRoute(view: v("knob"), receiver: .handledAbove(v("card")))))[0]
                == "`knob` is the hit-test view: the touch is bound to it (4.5); `knob` passes it up the responder chain to `card`, which handles it (4.14)")
        #expect(both(.delivered(.fingerLifted, route: PhaseRoute(view: v("Cell1"), receiver: .chainEnd("AppDelegate"), passedControls: [v("Btn")])))[1]
                == "手指抬起了；途中没有谁处理它：UIView 的默认实现把它沿响应链传到 AppDelegate，在那里停下（4.14、RC.6）；`Btn` 不跟踪就把它传了上去，也不发送控件事件：控件只跟踪 hit-test 视图就是它自己的触摸，不跟踪它的可交互子视图的触摸（3.9、RC.6）")
        #expect(both(.refused(.notMultipleTouch(view: v("card"), finger: 0)))[0]
                == "`card` does not receive this touch: its multipleTouchEnabled is NO (the default), so it receives only the first touch of a multi-touch sequence, finger 0 (8.1); none of this finger's phases reach it or the responder chain, while its recognizers still see it (8.3)")
        #expect(both(.cameToRest(scrollView: v("SV"), paging: false, contentOffset: Point(x: 0, y: 0)))[0]
                == "the content was pulled past its edge and bounces back to contentOffset (0, 0) (5.11)")
        #expect(both(.valueChanged(.toggled(control: v("sw"), before: false, after: true))) == [
            "a tap on `sw` toggles it: isOn goes from false to true (3.13)", "轻点 `sw` 会切换它：isOn 从 false 变为 true（3.13）",
        ])
        #expect(English().note(.scrollingDisabled(scrollView: v("SV")), in: h)
                == "`SV` has scrollEnabled NO: its pan is off and it passes touches up the responder chain (5.7)")
        #expect(English().note(.disabled, in: h) == "it is disabled (isEnabled is NO), so it never sees the touch (4.2)")
    }
}
