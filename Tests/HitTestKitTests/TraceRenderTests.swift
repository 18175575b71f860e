import Testing
@testable import HitTestKit
import HitTraceJSON
@testable import Answers
import TestSupport

/// The trace as the contract's JSON and as the NSLog-style text log, compared whole against literals.
@Suite struct TraceRenderTests {
    /// The seed article's tap on redView as a complete log (rules 2.1, 2.4, 1.6, 1.7, RC.2–RC.5): yellowView is
    /// asked first and is far below the point (it starts at root y 484, so the point is at its y −384); grayView
    /// holds it; within grayView, blueView (front) says no, then redView takes it. Every ancestor of redView
    /// holds the point, so there are no misses.
    @Test func seedDemoFullLog() throws {
        let h = try Fixtures.seedDemo()
        #expect(TraceTextLog.render(h.trace(40, 100), in: h) == """
        touch at (40, 100)
        hitTest      window (UIWindow) at (40, 100)
        pointInside  window → YES
          hitTest      root (UIView) at (40, 100)
          pointInside  root → YES
            hitTest      yellowView (GSYellowView) at (40, -384)
            pointInside  yellowView → NO
            return       yellowView → nil (outsideBounds)
            hitTest      grayView (GSGrayView) at (40, 36)
            pointInside  grayView → YES
              hitTest      blueView (GSBlueView) at (-53.75, -230.66666666666669)
              pointInside  blueView → NO
              return       blueView → nil (outsideBounds)
              hitTest      redView (GSRedView) at (40, 36)
              pointInside  redView → YES
              return       redView → redView (hitSelf)
            return       grayView → redView (hitDescendant)
          return       root → redView (hitDescendant)
        return       window → redView (hitDescendant)
        hit-test view: redView
        hitTest order: window -> root -> yellowView -> grayView -> blueView -> redView
        responder chain: redView -> grayView -> root -> ViewController -> window -> UIWindowScene -> UIApplication -> AppDelegate

        """)
    }

    /// The contract's trace JSON, byte for byte: `window`, `hitView`, `hitTestOrder`, every step with its index,
    /// call, view, depth, local point, result and reason, the responder chain and the misses. The hidden `b` in
    /// front is asked first and returns nil at once (rule 1.1); `a` takes the touch.
    @Test func traceJSONIsTheContractsShape() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "a", "frame": [0, 0, 50, 50]},
          {"id": "b", "frame": [0, 0, 50, 50], "hidden": true}]}}
        """)
        let json = String(decoding: TraceJSON.render(h.explained(10, 10), in: h, touchJSON: Array("{\"x\":10,\"y\":10}".utf8),
                                                     id: "t1", hierarchyID: "h1"), as: UTF8.self)
        let p = "\"point\":{\"x\":10,\"y\":10}"
        #expect(json == """
        {"id":"t1","hierarchyId":"h1","engineVersion":"4","touch":{"x":10,"y":10},\(p),"window":"w","hitView":"a",\
        "hitTestOrder":["w","b","a"],"steps":[\
        {"index":0,"call":"hitTest","view":"w","depth":0,\(p),"message":"w.hitTest((10, 10))"},\
        {"index":1,"call":"pointInside","view":"w","depth":0,\(p),"result":true,"message":"w.pointInside((10, 10)) → YES"},\
        {"index":2,"call":"hitTest","view":"b","depth":1,\(p),"message":"b.hitTest((10, 10))"},\
        {"index":3,"call":"return","view":"b","depth":1,\(p),"result":null,"reason":"hidden","message":"b.hitTest returns nil: hidden"},\
        {"index":4,"call":"hitTest","view":"a","depth":1,\(p),"message":"a.hitTest((10, 10))"},\
        {"index":5,"call":"pointInside","view":"a","depth":1,\(p),"result":true,"message":"a.pointInside((10, 10)) → YES"},\
        {"index":6,"call":"return","view":"a","depth":1,\(p),"result":"a","reason":"hitSelf","message":"a.hitTest returns a: no subview took it"},\
        {"index":7,"call":"return","view":"w","depth":0,\(p),"result":"a","reason":"hitDescendant","message":"w.hitTest returns a: a subview took it"}],\
        "responderChain":[{"kind":"view","id":"a","name":"UIView"},{"kind":"window","id":"w","name":"UIWindow"},\
        {"kind":"windowScene","name":"UIWindowScene"},{"kind":"application","name":"UIApplication"},{"kind":"appDelegate","name":"AppDelegate"}],\
        "misses":[{"view":"b","reason":"hidden","by":"b","message":"`b` (UIView) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1).",\
        "blockers":[{"kind":"hidden","view":"b","rule":"1.1","rules":["1.1"],"pathView":"b",\
        "text":{"en":"`b` is hidden (isHidden = YES) (rule 1.1)."}}]}],"missGroups":[]}
        """)
    }

    /// When no window takes the touch, `window` and `hitView` are null and the chain is empty; the delivery
    /// object, when given, is written through as is. The output is always JSON our own strict parser accepts.
    @Test func traceWithNoHitView() throws {
        let h = try Fixtures.window("")
        let bytes = TraceJSON.render(h.trace(500, 500), in: h, delivery: Array("{\"timeline\":[],\"actions\":[]}".utf8))
        let doc = try JSONParser.parse(bytes)
        #expect(doc.root["window"]?.isNull == true && doc.root["hitView"]?.isNull == true)
        #expect(doc.root["responderChain"]?.count == 0)
        #expect(doc.root["delivery"]?["timeline"]?.kind == .array)
        #expect(doc.root["hitTestOrder"]?.elements.map { $0.string } == ["window"])
    }

    /// Traces are a pure function of the hierarchy and the point: equal inputs give equal bytes.
    @Test func tracesAreDeterministic() throws {
        let a = try Fixtures.seedDemo(), b = try Fixtures.seedDemo()
        for (x, y) in [(40.0, 100.0), (150.0, 400.0), (10.0, 600.0), (-1.0, -1.0)] {
            #expect(TraceJSON.render(a.explained(x, y), in: a) == TraceJSON.render(b.explained(x, y), in: b))
        }
    }

    /// The shape of every trace, on a grid over two hierarchies (rules 1.10, 1.2, 2.2, 6.2): one canonical pass
    /// in which each view's hitTest is called at most once; calls nest (each hitTest has one return at its
    /// depth, a pointInside only inside its own call); a non-nil answer ends its parent's search at once; and
    /// the last window's answer is the trace's hit view, the same one the trace-free path finds.
    @Test(arguments: ["seed", "rich"])
    func everyTraceIsOneWellNestedPass(which: String) throws {
        let h = which == "seed" ? try Fixtures.seedDemo() : try DecoderTests.rich()
        for x in stride(from: -10.0, through: 400, by: 17) {
            for y in stride(from: -10.0, through: 680, by: 17) {
                let t = h.trace(x, y)
                #expect(Set(t.hitTestOrder).count == t.hitTestOrder.count, "(\(x), \(y)): a view asked twice")
                var open: [Int32] = []
                var last: HitTestStep?
                for s in t.steps {
                    switch s.call {
                    case .hitTest:
                        #expect(Int(s.depth) == open.count)
                        #expect(last?.call != .return || last!.result < 0 || last!.depth < s.depth, "(\(x), \(y)): asked on after a hit")
                        open.append(s.view)
                    case .pointInside: #expect(open.last == s.view && Int(s.depth) == open.count - 1)
                    case .return:
                        #expect(open.popLast() == s.view && Int(s.depth) == open.count)
                    }
                    last = s
                }
                #expect(open.isEmpty)
                let final = t.steps.last { $0.call == .return && $0.depth == 0 }
                #expect((final?.result ?? -1) == t.hitView.raw)
                // The trace-free fast path agrees with the traced engine.
                #expect(h.hitTest(Point(x: x, y: y)).map { $0.view.raw } ?? -1 == t.hitView.raw)
            }
        }
    }

    /// The override name shows in the step's sentence (§7), and the text log marks the override's return.
    @Test func overrideStepsNameTheOverride() throws {
        let h = try Fixtures.window("{\"id\": \"back\", \"frame\": [0, 0, 400, 400]}, {\"id\": \"o\", \"frame\": [0, 0, 400, 400], \"hitTest\": \"passThrough\"}")
        let t = h.trace(5, 5)
        let ret = try #require(t.steps.firstIndex { $0.call == .return && h.id(Int($0.view)) == "o" })
        let steps = try #require(try JSONParser.parse(TraceJSON.render(t, in: h)).root["steps"]).elements.map { $0 }
        #expect(steps[ret]["message"]?.string == "o.hitTest returns nil: hitTest override (passThrough)")
        #expect(TraceTextLog.render(t, in: h).contains("\n  return       o → nil (override)\n"))
    }
}
