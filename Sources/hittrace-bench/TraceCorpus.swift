import Foundation
import HitTestKit

/// Every rendering of a trace, for many hierarchies and touches, hashed: run before and after a change to the
/// renderers or the simulation, the hash (and the file of outputs, to compare with `cmp`) must not change.
/// `--trace-corpus [OUT]`: the presets of public/presets, the tricky hierarchies below, taps on a grid and at
/// awkward numbers, gestures and two-finger sequences; the trace JSON (with and without its storage ids), the
/// hit-test-only JSON and both text logs of each.
enum TraceCorpus {
    static func fnv1a(_ bytes: some Sequence<UInt8>, _ seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = seed
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    static func run(out: String?) {
        var outputs: [UInt8] = []
        var renders = 0
        var touchCount = 0
        for (name, h) in hierarchies() {
            for (touchJSON, input) in touches(for: h) {
                touchCount += 1
                let simulation = h.simulate(input)
                let id = name.hasPrefix("tricky") ? "t_\"</script>\\\u{1}é" : "t_0123456789abcdef0123456789abcdef"
                let pieces: [[UInt8]] = [
                    TraceJSON.render(simulation, in: h, touchJSON: touchJSON, id: id, hierarchyID: name),
                    TraceJSON.render(simulation, in: h, touchJSON: touchJSON),
                    TraceJSON.render(simulation.trace, in: h),
                    Array(TraceTextLog.render(simulation, in: h).utf8),
                    Array(TraceTextLog.render(simulation.trace, in: h).utf8),
                    // Delivery cut short by small limits: the "truncated" object.
                    TraceJSON.render(simulation.trace, in: h, delivery: DeliveryJSON.render(
                        h.deliver(input, misses: simulation.trace.misses, limits: DeliveryLimits(timelineEntries: 3, work: 40)), in: h)),
                    TraceJSON.render(simulation.trace, in: h, delivery: DeliveryJSON.render(
                        h.deliver(input, misses: simulation.trace.misses, limits: DeliveryLimits(work: 30)), in: h)),
                ]
                for p in pieces {
                    outputs += Array("\n=== \(name) \(String(decoding: touchJSON, as: UTF8.self))\n".utf8)
                    outputs += p
                    renders += 1
                }
            }
        }
        if let out, !FileManager.default.createFile(atPath: out, contents: Data(outputs)) { print("cannot write \(out)") }
        print(String(format: "%d touches, %d renderings, %d bytes, fnv1a %016llx", touchCount, renders, outputs.count,
                     fnv1a(outputs)))
    }

    /// The presets that are hierarchies (index.json is the list of them), then the tricky ones.
    static func hierarchies() -> [(String, Hierarchy)] {
        var result: [(String, Hierarchy)] = []
        let dir = "public/presets"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for file in files where file != "index.json" {
            guard let data = FileManager.default.contents(atPath: dir + "/" + file) else { continue }
            do { result.append((file, try HierarchyDecoder.decode(json: [UInt8](data)))) } catch {
                print("\(file): \(error)")
            }
        }
        if result.count != files.count - 1 { print("warning: only \(result.count) presets decoded from \(dir)") }
        for (i, json) in tricky.enumerated() {
            do { result.append(("tricky\(i)", try HierarchyDecoder.decode(json: Array(json.utf8)))) } catch {
                print("tricky\(i): \(error)")
            }
        }
        return result
    }

    /// Taps on a grid over the first window and beyond it, at numbers that are awkward to print, and the
    /// gestures and two-finger sequences, each as (canonical JSON, input).
    static func touches(for h: Hierarchy) -> [([UInt8], TouchInput)] {
        var texts: [String] = []
        for gx in stride(from: -10.0, through: 400, by: 23.5) {
            for gy in stride(from: -10.0, through: 700, by: 31.25) { texts.append("{\"x\": \(gx), \"y\": \(gy)}") }
        }
        let awkward = ["0.1", "1e-7", "-0.0", "0", "1e20", "-1e300", "12.345678901234567", "0.30000000000000004",
                       "187.5", "93.75", "133.33333333333334", "9007199254740993", "5e-324", "40", "100", "300"]
        for x in awkward { for y in awkward { texts.append("{\"x\": \(x), \"y\": \(y)}") } }
        for (x, y) in [(40, 100), (120, 300), (200, 200), (30, 620), (100, 150), (60, 160), (300, 400), (187, 500)] {
            texts.append("{\"gesture\": \"tap\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"doubleTap\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"doubleTap\", \"x\": \(x), \"y\": \(y), \"interval\": 0.4}")
            texts.append("{\"gesture\": \"longPress\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"longPress\", \"x\": \(x), \"y\": \(y), \"duration\": 0.3}")
            texts.append("{\"gesture\": \"drag\", \"from\": {\"x\": \(x), \"y\": \(y)}, \"to\": {\"x\": \(x + 5), \"y\": \(y - 200)}}")
            texts.append("{\"gesture\": \"drag\", \"from\": {\"x\": \(x), \"y\": \(y)}, \"to\": {\"x\": \(x + 3), \"y\": \(y + 4)}, \"duration\": 1.2, \"steps\": 3}")
            texts.append("{\"gesture\": \"pinch\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"pinch\", \"x\": \(x), \"y\": \(y), \"distance\": 200, \"endDistance\": 20}")
            texts.append("""
            {"sequence": [{"t": 0, "phase": "began", "x": \(x), "y": \(y)}, {"t": 0.05, "phase": "began", "x": \(x + 40), "y": \(y + 10), "finger": 1},
            {"t": 0.1, "phase": "moved", "x": \(x + 1), "y": \(y + 1)}, {"t": 0.12, "phase": "stationary", "x": \(x + 1), "y": \(y + 1)},
            {"t": 0.2, "phase": "moved", "x": \(x + 60), "y": \(y + 90), "finger": 1}, {"t": 0.3, "phase": "ended", "x": \(x + 1), "y": \(y + 1)},
            {"t": 0.35, "phase": "cancelled", "x": \(x + 60), "y": \(y + 90), "finger": 1}]}
            """)
            texts.append("""
            {"sequence": [{"t": 0, "phase": "began", "x": \(x), "y": \(y)}, {"t": 0.2, "phase": "moved", "x": \(x), "y": \(y + 30)},
            {"t": 0.7, "phase": "moved", "x": \(x), "y": \(y + 300)}, {"t": 1.0, "phase": "ended", "x": \(x), "y": \(y + 301)}]}
            """)
        }
        return texts.map { text in
            let doc = try! JSONParser.parse(Array(text.utf8))
            return (JSONCanonical.render(doc.root), try! TouchInput.decode(doc.root))
        }
    }

    /// Hierarchies whose ids, classes and recognizer ids need escaping (quotes, backslashes, `</script>`,
    /// non-ASCII), with every reason a view can miss the touch, every override, recognizers of every kind,
    /// scroll views and windows in front of each other.
    static let tricky: [String] = [
        #"""
        {"name": "tricky \"one\"", "windows": [
          {"id": "w\"1", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [
            {"id": "root</script>", "frame": [0, 0, 375, 667], "viewController": {"class": "VC<b>\"x\\"},
             "gestureRecognizers": [{"id": "rootPan\\", "type": "pan"}],
             "subviews": [
              {"id": "é✓ 日本\\u00e9", "class": "Ünïcode_View", "base": "UIView", "frame": [10, 100, 200, 200],
               "gestureRecognizers": [
                 {"id": "tap\"1</script>", "type": "tap", "delaysTouchesEnded": true},
                 {"id": "lp\\2", "type": "longPress", "delaysTouchesBegan": true},
                 {"id": "dis<a>", "type": "pan", "enabled": false},
                 {"id": "nope\"", "type": "swipe", "shouldReceiveTouch": false},
                 {"id": "dbl", "type": "tap", "numberOfTapsRequired": 2, "requireToFail": ["lp\\2"]},
                 {"id": "pinch\"p", "type": "pinch", "simultaneousWith": ["rot\\r"]},
                 {"id": "rot\\r", "type": "rotation", "cancelsTouchesInView": false},
                 {"id": "edge<", "type": "screenEdgePan", "edges": ["left"]},
                 {"id": "no-begin", "type": "pan", "shouldBegin": false}
               ],
               "subviews": [
                {"id": "ctl\"off", "class": "UIButton", "frame": [0, 0, 100, 40], "enabled": false},
                {"id": "btn\\on", "class": "UIButton", "frame": [0, 50, 100, 40]},
                {"id": "label<x>", "class": "UILabel", "frame": [0, 100, 100, 40]},
                {"id": "img\"", "class": "UIImageView", "frame": [100, 100, 100, 40]},
                {"id": "sw\\", "class": "UISwitch", "frame": [100, 0, 60, 40]}
               ]},
              {"id": "hidden\"v", "frame": [0, 0, 375, 90], "hidden": true, "subviews": [{"id": "inHidden", "frame": [0, 0, 50, 50]}]},
              {"id": "alpha<v", "frame": [220, 100, 100, 100], "alpha": 0.005, "subviews": [{"id": "inAlpha", "frame": [0, 0, 50, 50]}]},
              {"id": "alphaFloat", "frame": [220, 210, 100, 100], "alpha": 0.01},
              {"id": "noUI\\", "frame": [0, 320, 375, 60], "userInteractionEnabled": false, "subviews": [{"id": "inNoUI", "frame": [0, 0, 50, 50]}]},
              {"id": "pt-never", "frame": [0, 390, 90, 60], "pointInside": "never"},
              {"id": "pt-insets", "frame": [100, 390, 90, 60], "pointInside": {"insets": {"top": 10, "left": 10, "bottom": 10, "right": 10}}},
              {"id": "pt-min", "frame": [200, 390, 20, 20], "pointInside": {"minimumSize": {"width": 44, "height": 44}}},
              {"id": "alwaysBox", "frame": [300, 390, 60, 60], "subviews": [{"id": "pt-always", "frame": [0, 0, 10, 10], "pointInside": "always"}]},
              {"id": "ht-pass", "frame": [0, 460, 375, 60], "hitTest": "passThrough", "subviews": [{"id": "inPass", "frame": [0, 0, 40, 40]}]},
              {"id": "ht-self", "frame": [0, 530, 90, 60], "hitTest": "selfOnly", "subviews": [{"id": "inSelf", "frame": [0, 0, 40, 40]}]},
              {"id": "ht-none", "frame": [100, 530, 90, 60], "hitTest": "none", "subviews": [{"id": "inNone", "frame": [0, 0, 40, 40]}]},
              {"id": "ht-outside", "frame": [200, 530, 40, 40], "hitTest": "subviewsOutsideBounds",
               "subviews": [{"id": "sticksOut", "frame": [20, 20, 80, 80]}]},
              {"id": "ht-fwd", "frame": [250, 530, 50, 60], "hitTest": {"forwardTo": "btn\\on"}},
              {"id": "ht-fwdself", "frame": [310, 530, 60, 60], "hitTest": {"forwardSelfTo": "ht-none"}},
              {"id": "plainParent", "frame": [300, 600, 40, 40], "subviews": [{"id": "stick\"out", "frame": [20, -30, 80, 80]}]},
              {"id": "rot", "frame": [150, 300, 60, 60], "transform": {"rotate": 30, "scale": 1.5}},
              {"id": "SV\"", "class": "UIScrollView", "frame": [0, 600, 200, 67], "contentSize": {"width": 200, "height": 900},
               "contentOffset": {"x": 0, "y": 33.3}, "subviews": [{"id": "svBtn", "class": "UIButton", "frame": [10, 40, 100, 40]}]},
              {"id": "SVoff", "class": "UIScrollView", "frame": [200, 620, 100, 47], "scrollEnabled": false,
               "subviews": [{"id": "svLabel", "class": "UILabel", "frame": [0, 0, 50, 40], "userInteractionEnabled": true}]}
            ]}
          ]},
          {"id": "front\\w", "class": "UIWindow", "frame": [250, 0, 125, 80], "windowLevel": 1000.5,
           "subviews": [{"id": "alert\"", "class": "UIButton", "frame": [0, 0, 125, 80]}]},
          {"id": "hiddenW", "class": "UIWindow", "frame": [0, 0, 375, 667], "hidden": true, "windowLevel": 2000}
        ]}
        """#,
        #"""
        {"name": "tricky presented", "windowScene": false, "windows": [
          {"id": "w", "class": "UIWindow", "frame": [0, 0, 375, 667], "hitTest": "passThrough", "subviews": [
            {"id": "base", "frame": [0, 0, 375, 667], "viewController": "Base\"VC", "handlesTouches": true,
             "subviews": [{"id": "tiny</script>", "frame": [1e-7, 0.1, 0.30000000000000004, 1e15]}]}
          ]},
          {"id": "modal\"w", "class": "UIWindow", "frame": [0, 100, 375, 300], "windowLevel": 1,
           "viewController": {"class": "Modal\\VC", "presentedBy": "base"},
           "subviews": [{"id": "modalView", "class": "CustomCtl", "base": "UIControl", "frame": [0, 0, 375, 100]},
                        {"id": "scroller", "class": "UITableView", "frame": [0, 120, 375, 180], "delaysContentTouches": false,
                         "contentSize": {"width": 375, "height": 2000},
                         "subviews": [{"id": "cell\\1", "class": "UITableViewCell", "frame": [0, 0, 375, 44]}]}]}
        ]}
        """#,
    ]
}
