import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import Answers

/// The hierarchy format's fields (docs/API.md, "Hierarchy format"), their defaults, generated ids, and the normalized
/// output as a round trip. Validation errors are in DecoderValidationTests.
@Suite struct DecoderTests {
    static func one(_ view: String) throws -> (Hierarchy, ViewIndex) {
        let h = try Fixtures.window("{\"id\": \"v\", \(view)}")
        return (h, h.index(of: "v")!)
    }

    /// `frame` as an object or an array, and `center` + `bounds`, describe the same view (rule 2.4: the frame
    /// origin is center − anchor·size).
    @Test(arguments: ["\"frame\": {\"x\": 10, \"y\": 20, \"width\": 30, \"height\": 40}", "\"frame\": [10, 20, 30, 40]",
                      "\"center\": {\"x\": 25, \"y\": 40}, \"bounds\": {\"x\": 0, \"y\": 0, \"width\": 30, \"height\": 40}",
                      "\"center\": [25, 40], \"bounds\": [0, 0, 30, 40]",
                      "\"frame\": [10, 20, 30, 40], \"center\": [25, 40], \"bounds\": [0, 0, 30, 40]"])
    func geometryForms(fields: String) throws {
        let (h, v) = try Self.one(fields)
        #expect(h.views[v].center == Point(x: 25, y: 40))
        #expect(h.views[v].bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(h.frame(of: v) == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// `bounds` next to `frame` gives the bounds origin (the scroll offset, rule 2.9); `contentOffset` is the same
    /// thing for scroll views (rule 5.1).
    @Test func boundsOriginAndContentOffset() throws {
        let (a, va) = try Self.one("\"frame\": [0, 0, 100, 100], \"bounds\": {\"x\": 5, \"y\": 7, \"width\": 100, \"height\": 100}")
        #expect(a.views[va].bounds == Rect(x: 5, y: 7, width: 100, height: 100))
        let (b, vb) = try Self.one("\"class\": \"UICollectionView\", \"frame\": [0, 0, 100, 100], \"contentOffset\": {\"x\": 5, \"y\": 7}, \"contentSize\": [100, 900]")
        #expect(b.views[vb].bounds == Rect(x: 5, y: 7, width: 100, height: 100))
        #expect(b.extras(of: vb).contentSize == Size(width: 100, height: 900))
    }

    /// Rules 2.4, 2.5: the three transform spellings give the same matrix; the shorthand is scale, then rotate,
    /// then translate.
    @Test(arguments: ["{\"a\": 0, \"b\": 2, \"c\": -2, \"d\": 0, \"tx\": 5, \"ty\": 6}", "[0, 2, -2, 0, 5, 6]",
                      "{\"rotate\": 90, \"scale\": 2, \"translate\": [5, 6]}", "{\"scale\": [2, 2], \"translate\": {\"x\": 5, \"y\": 6}, \"rotate\": 90}"])
    func transformForms(transform: String) throws {
        let (h, v) = try Self.one("\"frame\": [0, 0, 10, 10], \"transform\": \(transform)")
        #expect(h.extras(of: v).transform == AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 5, ty: 6))
    }

    /// Rule 2.5: `rotate` is in degrees, `CGAffineTransform(rotationAngle:)`'s matrix [cos, sin, −sin, cos].
    @Test(arguments: [30.0, -45.0, 180.0, 270.0, 1.5])
    func rotateIsDegrees(degrees: Double) throws {
        let (h, v) = try Self.one("\"frame\": [0, 0, 10, 10], \"transform\": {\"rotate\": \(degrees)}")
        let t = h.extras(of: v).transform, r = degrees * Double.pi / 180
        for (got, want) in [(t.a, cos(r)), (t.b, sin(r)), (t.c, -sin(r)), (t.d, cos(r))] {
            #expect(abs(got - want) < 1e-12)
        }
    }

    /// The contract's defaults: class UIView (UIWindow at the top), identity transform, anchor (0.5, 0.5),
    /// visible, alpha 1, interactive except UILabel / UIImageView (3.6), enabled controls, no clipping, level 0.
    @Test func defaults() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"frame": [0, 0, 100, 100], "subviews": [{"frame": [0, 0, 1, 1]}, {"class": "UILabel", "frame": [0, 0, 1, 1]},
          {"class": "UIButton", "frame": [0, 0, 1, 1]}]}}
        """)
        #expect(h.windowScene == true && h.name == nil)
        #expect(h.views.map(\.className) == ["UIWindow", "UIView", "UILabel", "UIButton"])
        for v in 0..<4 {
            let e = h.extras(of: v)
            #expect(e.transform == .identity && e.anchorPoint == Point(x: 0.5, y: 0.5) && e.alpha == 1 && e.windowLevel == 0)
            #expect(e.pointInside == .default && h.nodes[v].hitTestOverride == .default && e.viewController == nil)
            #expect(!h.nodes[v].flags.contains(.hidden) && !h.nodes[v].flags.contains(.clipsToBounds))
        }
        #expect(h.nodes.map { $0.flags.contains(.userInteractionEnabled) } == [true, true, false, true])
        #expect(h.nodes[3].flags.contains(.enabled) && h.nodes[3].flags.contains(.isControl))
    }

    /// Every other view field of the contract is read into the model.
    @Test func everyViewField() throws {
        let h = try Fixtures.hierarchy("""
        {"name": "all", "windowScene": false, "windows": [{"id": "w", "class": "MyWindow", "base": "UIWindow", "frame": [0, 0, 100, 100],
          "windowLevel": 1000, "subviews": [
          {"id": "v", "class": "Fancy", "base": "UIControl", "frame": [0, 0, 50, 50], "anchorPoint": {"x": 0, "y": 1},
           "hidden": true, "alpha": 0.5, "userInteractionEnabled": false, "enabled": false, "clipsToBounds": true,
           "backgroundColor": "#ff0000", "text": "Hi", "tag": 7, "viewController": {"class": "VC", "presentedBy": "Other"},
           "pointInside": {"insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}, "hitTest": "selfOnly",
           "gestureRecognizers": [{"id": "g", "type": "longPress", "minimumPressDuration": 1, "allowableMovement": 3,
             "numberOfTouchesRequired": 2, "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false,
             "enabled": false, "shouldBegin": false, "shouldReceiveTouch": false, "requireToFail": ["g"], "simultaneousWith": ["g"]}]}]}]}
        """)
        #expect(h.name == "all" && h.windowScene == false)
        let v = h.index(of: "v")!, w = h.index(of: "w")!
        #expect(h.views[w].behavior == "UIWindow" && h.extras(of: w).windowLevel == 1000 && h.nodes[w.index].flags.contains(.isWindow))
        let e = h.extras(of: v), f = h.nodes[v.index].flags
        #expect(h.views[v].behavior == "UIControl" && e.base == "UIControl")
        #expect(e.anchorPoint == Point(x: 0, y: 1) && h.views[v].center == Point(x: 0, y: 50))
        #expect(f.contains(.hidden) && f.contains(.clipsToBounds) && f.contains(.isControl))
        #expect(!f.contains(.userInteractionEnabled) && !f.contains(.enabled))
        #expect(e.alpha == 0.5 && e.backgroundColor == "#ff0000" && e.text == "Hi" && e.tag == 7)
        #expect(e.viewController == ViewControllerSpec(className: "VC", presentedBy: "Other"))
        #expect(e.pointInside == .insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(h.nodes[v.index].hitTestOverride == .selfOnly)
        var g = GestureRecognizerSpec(id: "g", kind: .longPress)
        (g.minimumPressDuration, g.allowableMovement, g.numberOfTouchesRequired) = (1, 3, 2)
        (g.cancelsTouchesInView, g.delaysTouchesBegan, g.delaysTouchesEnded, g.enabled) = (false, true, false, false)
        (g.shouldBegin, g.shouldReceiveTouch, g.requireToFail, g.simultaneousWith) = (false, false, ["g"], ["g"])
        g.failureRequirements = ["g"]  // worked out from requireToFail (rule 4.23)
        #expect(e.gestureRecognizers == [g])
    }

    /// Gesture recognizers: UIKit's defaults per type where a field is absent (rule 4.C: cancels YES, delays
    /// began NO, delays ended YES; 4.E: tap 1 tap, 1 touch, 45 pt; long press 0.5 s, 10 pt; swipe right;
    /// pinch and rotation two touches), and the fields that are given, `direction` as a name or a list.
    @Test func gestureRecognizerFieldsAndDefaults() throws {
        let (h, v) = try Self.one("""
        "frame": [0, 0, 10, 10], "gestureRecognizers": [{"type": "tap"}, {"type": "longPress"}, {"type": "swipe"},
          {"type": "pinch"}, {"type": "rotation"}, {"type": "pan"}, {"type": "screenEdgePan"},
          {"type": "tap", "numberOfTapsRequired": 2, "numberOfTouchesRequired": 2},
          {"type": "swipe", "direction": "up"}, {"type": "swipe", "direction": ["left", "down"]}]
        """)
        let g = h.extras(of: v).gestureRecognizers
        #expect(g.map(\.kind) == [.tap, .longPress, .swipe, .pinch, .rotation, .pan, .screenEdgePan, .tap, .swipe, .swipe])
        #expect(g.allSatisfy { $0.cancelsTouchesInView && !$0.delaysTouchesBegan && $0.delaysTouchesEnded && $0.enabled })
        #expect(g.allSatisfy { $0.shouldBegin && $0.shouldReceiveTouch && $0.requireToFail.isEmpty && $0.simultaneousWith.isEmpty })
        #expect((g[0].numberOfTapsRequired, g[0].numberOfTouchesRequired, g[0].allowableMovement) == (1, 1, 45))
        #expect((g[1].minimumPressDuration, g[1].allowableMovement, g[1].numberOfTapsRequired) == (0.5, 10, 0))
        #expect(g[2].directions == [.right])
        #expect(g[3].numberOfTouchesRequired == 2 && g[4].numberOfTouchesRequired == 2 && g[5].numberOfTouchesRequired == 1)
        #expect((g[7].numberOfTapsRequired, g[7].numberOfTouchesRequired) == (2, 2))
        #expect(g[8].directions == [.up] && g[9].directions == [.left, .down])
    }

    /// Every recognizer type's normalized form is accepted again: `numberOfTapsRequired` is written for tap and
    /// long-press recognizers only (UIKit has it on those two), and the 0 that older normalized forms wrote for
    /// the others is still read, so a stored hierarchy with a pan reads back after a restart.
    @Test func everyRecognizerTypeRoundTrips() throws {
        let kinds = GestureRecognizerSpec.Kind.allCases.map { #"{"type": "\#($0.rawValue)"}"# }.joined(separator: ", ")
        let (h, v) = try Self.one(#""frame": [0, 0, 10, 10], "gestureRecognizers": [\#(kinds)]"#)
        let json = NormalizedJSON.render(h)
        let again = try HierarchyDecoder.decode(json: json)
        #expect(again.extras(of: v).gestureRecognizers == h.extras(of: v).gestureRecognizers)
        #expect(String(decoding: json, as: UTF8.self).components(separatedBy: "numberOfTapsRequired").count - 1 == 2)
        let older = try Self.one(#""frame": [0, 0, 10, 10], "gestureRecognizers": [{"type": "pan", "numberOfTapsRequired": 0}]"#)
        #expect(older.0.extras(of: older.1).gestureRecognizers.first?.kind == .pan)
    }

    /// Rule 3.2: `enabled: false` does not turn user interaction off; the normalized form shows both as given.
    @Test func disablingAControlLeavesUserInteractionOn() throws {
        let (h, _) = try Self.one("\"class\": \"UIButton\", \"frame\": [0, 0, 10, 10], \"enabled\": false")
        let json = String(decoding: NormalizedJSON.render(h), as: UTF8.self)
        #expect(json.contains("\"userInteractionEnabled\":true,\"enabled\":false"))
    }

    /// Every override spelling of the contract.
    @Test(arguments: [("\"default\"", PointInsideOverride.default), ("\"never\"", .never), ("\"always\"", .always),
                      ("{\"insets\": [1, 2, 3, 4]}", .insets(top: 1, left: 2, bottom: 3, right: 4)),
                      ("{\"minimumSize\": {\"width\": 44, \"height\": 40}}", .minimumSize(width: 44, height: 40))])
    func pointInsideSpellings(json: String, expected: PointInsideOverride) throws {
        let (h, v) = try Self.one("\"frame\": [0, 0, 10, 10], \"pointInside\": \(json)")
        #expect(h.extras(of: v).pointInside == expected)
    }

    @Test(arguments: [("\"default\"", "default"), ("\"passThrough\"", "passThrough"), ("\"selfOnly\"", "selfOnly"),
                      ("\"none\"", "none"), ("\"subviewsOutsideBounds\"", "subviewsOutsideBounds"),
                      ("{\"forwardTo\": \"window\"}", "forwardTo"), ("{\"forwardSelfTo\": \"window\"}", "forwardSelfTo")])
    func hitTestSpellings(json: String, name: String) throws {
        let (h, v) = try Self.one("\"frame\": [0, 0, 10, 10], \"hitTest\": \(json)")
        #expect(h.nodes[v.index].hitTestOverride.name == name)
    }

    /// Generated ids come from the class, numbered per class in document order, skipping ids the document
    /// already uses; recognizers keep their order and get "<view id>.<type>", then ".<type>2", skipping taken ids.
    @Test func generatedIDs() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"frame": [0, 0, 100, 100], "subviews": [
          {"class": "UIButton", "frame": [0, 0, 1, 1]}, {"id": "UIButton-1", "frame": [0, 0, 1, 1]},
          {"class": "UIButton", "frame": [0, 0, 1, 1], "subviews": [{"class": "UIButton", "frame": [0, 0, 1, 1]}]},
          {"frame": [0, 0, 1, 1], "gestureRecognizers": [{"type": "tap"}, {"type": "pan"}, {"type": "tap"}, {"id": "UIView-1.tap", "type": "pan"}]}]}}
        """)
        #expect(h.views.map(\.id) == ["UIWindow-1", "UIButton-2", "UIButton-1", "UIButton-3", "UIButton-4", "UIView-1"])
        #expect(h.extras(of: 5).gestureRecognizers.map(\.id) == ["UIView-1.tap2", "UIView-1.pan", "UIView-1.tap3", "UIView-1.tap"])
    }

    /// The normalized form fills in every default (docs/API.md, "Normalized form"): a bare label comes
    /// back with its class's non-interactive default (3.6), identity transform, default anchor, and so on.
    @Test func normalizedOutputSpellsOutTheDefaults() throws {
        let h = try Fixtures.hierarchy("{\"root\": {\"id\": \"w\", \"frame\": [0, 0, 10, 10], \"subviews\": [{\"id\": \"l\", \"class\": \"UILabel\", \"frame\": [1, 2, 3, 4]}]}}")
        let json = String(decoding: NormalizedJSON.render(h), as: UTF8.self)
        #expect(json.contains("""
        {"id":"l","displayName":"l","class":"UILabel","behavior":"UILabel","frame":{"x":1,"y":2,"width":3,"height":4},"center":{"x":2.5,"y":4},\
        "bounds":{"x":0,"y":0,"width":3,"height":4},"transform":{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0},\
        "anchorPoint":{"x":0.5,"y":0.5},"hidden":false,"alpha":1,"userInteractionEnabled":false,"clipsToBounds":false,\
        "handlesTouches":false,"pointInside":"default","hitTest":"default","gestureRecognizers":[],"subviews":[]}
        """))
        #expect(json.hasPrefix("{\"windowScene\":true,\"viewCount\":2,\"windowCount\":1,\"windows\":[{\"id\":\"w\",\"displayName\":\"w\",\"class\":\"UIWindow\""))
        #expect(json.contains("\"windowLevel\":0"))
    }

    /// A view so wide that its frame's origin swallows the low digits of its center (found by the hierarchy
    /// fuzz target, `Fuzz/corpus/hierarchy/regression-huge-bounds-center.json`): the normalized form, which writes
    /// the frame and the center, is accepted again, with the center as given.
    @Test func aHugeViewsNormalizedFormIsAcceptedAgain() throws {
        let h = try HierarchyDecoder.decode(json: Array("""
            {"root": {"id": "w", "frame": [0, 0, 375, 667], "subviews": [{"id": "wide", "center": {"x": 187.5, "y": 560},
             "bounds": {"x": 0, "y": 0, "width": 2e93, "height": 56}, "transform": {"rotate": 15}}]}}
            """.utf8))
        let again = try HierarchyDecoder.decode(json: NormalizedJSON.render(h))
        #expect(NormalizedJSON.render(again) == NormalizedJSON.render(h))
    }

    /// A round trip: the normalized form decodes to a hierarchy with the same hit results everywhere and the
    /// same normalized bytes, for the seed demo and for a hierarchy using every feature.
    @Test(arguments: ["seed", "rich"])
    func normalizedFormRoundTrips(which: String) throws {
        let h = which == "seed" ? try Fixtures.seedDemo() : try Self.rich()
        let first = NormalizedJSON.render(h)
        let again = try HierarchyDecoder.decode(json: first)
        #expect(NormalizedJSON.render(again) == first)
        for x in stride(from: -5.0, through: 405, by: 7.5) {
            for y in stride(from: -5.0, through: 680, by: 7.5) {
                #expect(again.hitID(x, y) == h.hitID(x, y), "at (\(x), \(y))")
            }
        }
        let p = Point(x: 100, y: 150)
        #expect(TraceJSON.render(again.trace(at: p), in: again) == TraceJSON.render(h.trace(at: p), in: h))
    }

    /// The round trip on 200 seeded random hierarchies with awkward geometry: random fractional frames or
    /// centres, anchor points, turns, scales and scroll offsets. The normalized bytes must be a fixed point,
    /// and every hit the same.
    @Test func randomHierarchiesRoundTrip() throws {
        var rng = SplitMix64(seed: 7)
        func r(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next() % 1_000_003) / 1_000_003 }
        for round in 0..<200 {
            var views: [String] = []
            for i in 0..<6 {
                var f = "\"id\": \"v\(i)\""
                if rng.next() % 2 == 0 {
                    f += ", \"frame\": [\(r(-50, 300)), \(r(-50, 300)), \(r(0, 200)), \(r(0, 200))]"
                } else {
                    f += ", \"center\": [\(r(0, 400)), \(r(0, 400))], \"bounds\": [\(r(-20, 20)), \(r(-20, 20)), \(r(0, 200)), \(r(0, 200))]"
                }
                if rng.next() % 2 == 0 { f += ", \"anchorPoint\": [\(r(0, 1)), \(r(0, 1))]" }
                if rng.next() % 2 == 0 { f += ", \"transform\": {\"rotate\": \(r(-180, 180)), \"scale\": \(r(0.2, 3))}" }
                views.append("{\(f)}")
            }
            let json = "{\"root\": {\"id\": \"w\", \"frame\": [0, 0, 400, 400], \"subviews\": [\(views[0]), \(views[1]), "
                + "{\"id\": \"sv\", \"class\": \"UIScrollView\", \"frame\": [\(r(0, 100)), \(r(0, 100)), 300, 300], "
                + "\"contentOffset\": [\(r(-50, 500)), \(r(-50, 500))], \"subviews\": [\(views[2...].joined(separator: ", "))]}]}}"
            let h = try Fixtures.hierarchy(json)
            let first = NormalizedJSON.render(h)
            let again = try HierarchyDecoder.decode(json: first)
            let second = NormalizedJSON.render(again)
            if second != first {
                let at = (0..<min(first.count, second.count)).first { first[$0] != second[$0] } ?? min(first.count, second.count)
                let show = { (b: [UInt8]) in String(decoding: b[max(0, at - 80)..<min(b.count, at + 40)], as: UTF8.self) }
                Issue.record("round \(round): the normalized form changed on the way back:\n\(show(first))\n\(show(second))")
            }
            for x in stride(from: 0.5, to: 400, by: 13) {
                for y in stride(from: 0.5, to: 400, by: 13) where again.hitID(x, y) != h.hitID(x, y) {
                    Issue.record("round \(round): (\(x), \(y)) hits \(again.hitID(x, y) ?? "nil") after the round trip, \(h.hitID(x, y) ?? "nil") before")
                }
            }
        }
    }

    /// Awkward numbers everywhere: thirds, a 30° turn, an off-centre anchor, offsets, two windows.
    static func rich() throws -> Hierarchy {
        try Fixtures.hierarchy("""
        {"name": "rich", "windowScene": false, "windows": [
          {"id": "main", "frame": [0, 0, 375, 667], "subviews": [
            {"id": "root", "frame": [0, 0, 375, 667], "viewController": "Root", "subviews": [
              {"id": "turned", "center": [187.5, 200.3333333333333], "bounds": [0.1, 0.2, 133.33333333333334, 66.66666666666667],
               "anchorPoint": [0.3, 0.7], "transform": {"rotate": 30, "scale": [1.1, 0.9], "translate": [3.3, -1.7]},
               "subviews": [{"id": "inner", "class": "UIButton", "frame": [1.1, 2.2, 40.7, 20.9], "pointInside": {"minimumSize": [44, 44]}}]},
              {"id": "list", "class": "UITableView", "frame": [0, 300, 375, 300], "contentOffset": [0, 123.45], "contentSize": [375, 2000],
               "delaysContentTouches": false, "subviews": [{"id": "cell", "class": "UITableViewCell", "frame": [0, 100, 375, 44.333]}]},
              {"id": "img", "class": "UIImageView", "frame": [10, 610, 50, 50], "alpha": 0.3,
               "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 20, 20], "enabled": false}]},
              {"id": "pass", "frame": [0, 0, 375, 100], "hitTest": "passThrough", "clipsToBounds": true,
               "gestureRecognizers": [{"id": "t2", "type": "tap", "numberOfTapsRequired": 2}, {"type": "tap", "requireToFail": ["t2"]}]}]}]},
          {"id": "hud", "frame": [100, 100, 100, 100], "windowLevel": 1, "hitTest": "passThrough", "subviews": [
            {"id": "hudRoot", "frame": [0, 0, 100, 100], "viewController": {"class": "HUD", "presentedBy": "Root"}, "hitTest": {"forwardSelfTo": "list"}}]}]}
        """)
    }
}
