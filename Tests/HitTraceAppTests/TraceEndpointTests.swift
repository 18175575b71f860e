import Testing
import HitTestKit
import HitTraceJSON
import TestSupport
@testable import HitTraceApp

/// Touches on stored hierarchies, stored traces, and the one-shot hit-test (docs/API.md, "Trace format").
@Suite(.serialized) struct TraceEndpointTests {
    /// The seed demo's window → root → {grayView → {redView, blueView}, yellowView}. Subviews are asked front
    /// to back, so yellowView (root's last subview) is asked before grayView, and blueView before redView;
    /// (50, 100) lies in redView only, so every sibling in front of it is asked and refuses first.
    static let seedOrder = ["window", "root", "yellowView", "grayView", "blueView", "redView"]

    @Test func aTouchAnswers201WithLocationAndTheTrace() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.touch(hierarchyID, Fixtures.redTap)
        #expect(response.status == 201)
        let trace = try response.json()
        let id = try #require(trace["id"]?.string)
        #expect(id.hasPrefix("t_") && id.count == 34)  // "t_" + 32 hex digits of SHA-256
        #expect(response.header("Location") == "/api/traces/\(id)")
        #expect(trace.keys == ["id", "hierarchyId", "engineVersion", "touch", "point", "window", "hitView",
                               "hitTestOrder", "steps", "responderChain", "misses", "delivery", "receipt"])
        #expect(trace["hierarchyId"]?.string == hierarchyID)
        #expect(trace["touch"].map { JSONCanonical.render($0) } == Array(Fixtures.redTap.utf8))
        #expect(trace["window"]?.string == "window")
        #expect(trace["hitView"]?.string == "redView")
        #expect(trace["hitTestOrder"]?.strings == Self.seedOrder)
        // Each view refused or took the touch: no other view's area holds the point except redView's ancestors.
        #expect(trace["misses"]?.count == 0)

        // Every hitTest call is followed by pointInside, and answered by a return, deepest first.
        let steps = try #require(trace["steps"])
        #expect(steps.count == 18)
        let yellowReturn = try #require(steps[6])
        #expect(yellowReturn["call"]?.string == "return")
        #expect(yellowReturn["view"]?.string == "yellowView")
        #expect(yellowReturn["result"]?.isNull == true)
        #expect(yellowReturn["reason"]?.string == "outsideBounds")
        // yellowView's frame starts at y = 484, so the screen point (50, 100) is at y = 100 − 484 = −384 in it.
        #expect(yellowReturn["point"]?["y"]?.number == -384)
        let last = try #require(steps[17])
        #expect(last["view"]?.string == "window")
        #expect(last["result"]?.string == "redView")
        #expect(last["reason"]?.string == "hitDescendant")

        // The responder chain (rule book §RC): up the superviews, root's view controller right after its
        // view, then the window, the scene (iOS 13+), the application and its delegate.
        let chain = try #require(trace["responderChain"])
        #expect(chain.elements.map { "\($0["kind"]?.string ?? "?"):\($0["name"]?.string ?? "?")" } == [
            "view:GSRedView", "view:GSGrayView", "view:UIView", "viewController:ViewController", "window:UIWindow",
            "windowScene:UIWindowScene", "application:UIApplication", "appDelegate:AppDelegate",
        ])
        #expect(chain[3]?["view"]?.string == "root")
    }

    @Test func aStoredTraceReadsBackAsTheSameBytesAndAsAText() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let created = try app.touch(hierarchyID, Fixtures.redTap)
        let location = try #require(created.header("Location"))

        // The first GET builds the answer; later ones send it prepared (PreparedResponse): the same bytes.
        for _ in 1...3 {
            let fetched = try app.get(location)
            #expect(fetched.status == 200)
            #expect(fetched.mediaType == "application/json")
            #expect(fetched.body == created.body)
        }
        #expect(try app.get(location + "?format=json").body == created.body)

        let text = try app.get(location + "?format=text")
        #expect(text.status == 200)
        #expect(text.mediaType == "text/plain")
        #expect(text.text == """
            touch at (50, 100)
            hitTest      window (UIWindow) at (50, 100)
            pointInside  window → YES
              hitTest      root (UIView) at (50, 100)
              pointInside  root → YES
                hitTest      yellowView (GSYellowView) at (50, -384)
                pointInside  yellowView → NO
                return       yellowView → nil (outsideBounds)
                hitTest      grayView (GSGrayView) at (50, 36)
                pointInside  grayView → YES
                  hitTest      blueView (GSBlueView) at (-43.75, -230.66666666666669)
                  pointInside  blueView → NO
                  return       blueView → nil (outsideBounds)
                  hitTest      redView (GSRedView) at (50, 36)
                  pointInside  redView → YES
                  return       redView → redView (hitSelf)
                return       grayView → redView (hitDescendant)
              return       root → redView (hitDescendant)
            return       window → redView (hitDescendant)
            hit-test view: redView
            hitTest order: window -> root -> yellowView -> grayView -> blueView -> redView
            responder chain: redView -> grayView -> root -> ViewController -> window -> UIWindowScene -> UIApplication -> AppDelegate
            delivery:
                   0 ms  redView touchesBegan → AppDelegate: `redView` is the hit-test view: the touch is bound to it (4.5); nobody on the way handles it: UIView's default passes it up the responder chain to AppDelegate, where it stops (4.14, RC.6)
                  80 ms  redView touchesEnded → AppDelegate: the finger lifted; nobody on the way handles it: UIView's default passes it up the responder chain to AppDelegate, where it stops (4.14, RC.6)
            actions: none

            """)
        // `Accept: text/plain` asks for the same log.
        #expect(try app.get(location, headers: [("Accept", "text/plain")]).body == text.body)
    }

    @Test func theSameTouchGivesTheSameTraceIDAndAnotherTouchAnother() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let first = try app.touch(hierarchyID, Fixtures.redTap)
        // Compared canonically: key order and number spelling do not matter.
        for same in [Fixtures.redTap, #"{"y":100,"x":50}"#, #"{ "x": 5e1, "y": 100.0 }"#] {
            let again = try app.touch(hierarchyID, same)
            #expect(again.status == 201)
            #expect(again.header("Location") == first.header("Location"))
            #expect(again.body == first.body)
        }
        let other = try app.touch(hierarchyID, #"{"x":51,"y":100}"#)
        #expect(other.header("Location") != first.header("Location"))
        // The same touch on another copy of the hierarchy is another trace.
        let copy = try app.upload(try Fixtures.seedDemoJSON())
        #expect(try app.touch(copy, Fixtures.redTap).header("Location") != first.header("Location"))

        let list = try app.get("/api/hierarchies").json()
        let counts = list["items"]?.elements.map { ($0["id"]?.string ?? "", $0["traceCount"]?.number ?? -1) }
        #expect(counts?.first { $0.0 == hierarchyID }?.1 == 2)
    }

    @Test(arguments: [
        (#"{"sequence":[{"t":0,"phase":"began","x":50,"y":100},{"t":0.2,"phase":"moved","x":60,"y":110},{"t":0.3,"phase":"ended","x":60,"y":110}]}"#, "redView"),
        (#"{"gesture":"tap","x":150,"y":500}"#, "yellowView"),
        (#"{"gesture":"doubleTap","x":150,"y":400}"#, "blueView"),
        (#"{"gesture":"longPress","x":150,"y":100,"duration":1}"#, "grayView"),
        (#"{"gesture":"drag","from":[300,300],"to":{"x":10,"y":10}}"#, "root"),
        (#"{"gesture":"pinch","x":50,"y":100,"distance":20}"#, "redView"),
    ])
    func everyTouchFormIsHitTestedWhereTheFirstFingerComesDown(touch: String, hitView: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.touch(hierarchyID, touch)
        #expect(response.status == 201)
        #expect(try response.json()["hitView"]?.string == hitView)
    }

    @Test func anInvalidTouchIs422WithEveryProblemAtItsPath() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.touch(hierarchyID, #"{"sequence":[{"t":0,"phase":"jump","x":1,"y":"2"}]}"#)
        #expect(response.status == 422)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.string == "invalid_touch")
        #expect(error["errors"]?.elements.compactMap { $0["path"]?.string } == ["$.sequence[0].phase", "$.sequence[0].y"])
    }

    @Test func aTouchOnAnUnknownHierarchyIs404() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.touch("h_aaaaaaaaaaaaaaaa", Fixtures.redTap)
        #expect(response.status == 404)
        #expect(response.errorCode == "not_found")
    }

    @Test func theOneShotHitTestStoresNothing() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let body = "{\"hierarchy\": " + (try Fixtures.text("public/presets/seed-demo.json")) + #", "touch": {"x": 50, "y": 100}}"#
        let response = try app.request("POST", "/api/hit-test", json: body)
        #expect(response.status == 200)
        let trace = try response.json()
        // No id: nothing was stored.
        #expect(trace.keys == ["engineVersion", "touch", "point", "window", "hitView", "hitTestOrder", "steps",
                               "responderChain", "misses", "missGroups", "delivery", "receipt"])
        #expect(trace["hitTestOrder"]?.strings == Self.seedOrder)
        let health = try app.get("/healthz").json()
        #expect(health["hierarchies"]?.number == 0)

        let text = try app.request("POST", "/api/hit-test?format=text", json: body)
        #expect(text.mediaType == "text/plain")
        #expect(text.text.contains("hit-test view: redView\n"))
    }

    /// A miss answers "why not my view?": here a button lies under a full-size overlay that takes the touch.
    @Test func theOneShotTraceExplainsMisses() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hit-test", json: """
            {"hierarchy": {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [
                {"id": "button", "class": "UIButton", "frame": [10, 10, 50, 50]},
                {"id": "overlay", "frame": [0, 0, 100, 100]},
                {"id": "hiddenView", "frame": [0, 0, 100, 100], "hidden": true}]}},
             "touch": {"x": 20, "y": 20}}
            """)
        #expect(response.status == 200)
        let trace = try response.json()
        #expect(trace["hitView"]?.string == "overlay")
        // Front-most first: the hidden view (asked first, refused: hidden), then the button under the overlay.
        let misses = try #require(trace["misses"])
        #expect(misses.elements.map { "\($0["view"]?.string ?? "?") \($0["reason"]?.string ?? "?") \($0["by"]?.string ?? "null")" }
            == ["hiddenView hidden hiddenView", "button covered overlay"])
        #expect(misses[1]?["message"]?.string?.isEmpty == false)
    }

    @Test func theOneShotRefusesMissingAndUnknownFieldsWithPaths() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hit-test", json: #"{"hierarchy": {"root": {"frame": [0,0,1,1]}}, "toutch": {}}"#)
        #expect(response.status == 422)
        let paths = try response.json()["error"]?["errors"]?.elements.compactMap { $0["path"]?.string }
        #expect(paths == ["$.toutch", "$.touch"])
    }

    /// A trace retention pushed out leaves the app's cache too, so that GET answers 404 rather than the cached 200.
    @Test func retentionKeepsTheNewestTracesAndEvictedOnesAre404() throws {
        var options = AppOptions()
        options.maxTracesPerHierarchy = 2
        let app = try InProcessApp(options: options)
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        var locations: [String] = []
        for x in 1...3 {
            let response = try app.touch(hierarchyID, #"{"x":\#(x),"y":100}"#)
            #expect(response.status == 201)
            locations.append(try #require(response.header("Location")))
        }
        #expect(try app.get(locations[0]).status == 404)
        #expect(try app.get(locations[0] + "?format=text").status == 404)
        #expect(try app.get(locations[1]).status == 200)
        #expect(try app.get(locations[2]).status == 200)
        let summary = try app.get("/api/hierarchies").json()["items"]?[0]
        #expect(summary?["traceCount"]?.number == 2)
        // Posting the evicted touch again stores it again, under the same id.
        let again = try app.touch(hierarchyID, #"{"x":1,"y":100}"#)
        #expect(again.header("Location") == locations[0])
        #expect(try app.get(locations[0]).status == 200)
        #expect(try app.get(locations[1]).status == 404)
    }

    /// The same bytes posted again are answered from what they got the first time, while that trace is stored:
    /// the same 201 and bytes; another language, or the same touch written differently, the long way (same id);
    /// nothing once the hierarchy is deleted.
    @Test func aRepeatedTouchGetsTheSameAnswerWhileItsTraceIsStored() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let first = try app.touch(hierarchyID, Fixtures.redTap)
        let again = try app.touch(hierarchyID, Fixtures.redTap)
        #expect(first.status == 201 && again.status == 201)
        #expect(again.body == first.body)
        #expect(again.header("Location") == first.header("Location"))
        let spaced = try app.touch(hierarchyID, " " + Fixtures.redTap + "\n")
        #expect(spaced.header("Location") == first.header("Location"))
        let chinese = try app.request("POST", "/api/hierarchies/\(hierarchyID)/touches?lang=zh", json: Fixtures.redTap)
        #expect(chinese.status == 201 && chinese.header("Location") == first.header("Location"))
        #expect(chinese.text.contains("命中视图"))
        #expect(try app.request("DELETE", "/api/hierarchies/\(hierarchyID)").status == 204)
        #expect(try app.touch(hierarchyID, Fixtures.redTap).status == 404)
    }

    /// A touch already traced costs a lookup even once its answer has left the caches: the stored bytes are read
    /// back and sent, with nothing simulated and no insert (an insert follows a simulation), whether the same
    /// bytes come again or the same touch written differently.
    @Test func aRepeatedTouchOutOfTheCacheIsReadBackNotMadeAgain() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let first = try app.touch(hierarchyID, Fixtures.redTap)
        let traceID = try #require(first.header("Location")?.split(separator: "/").last.map(String.init))
        let simulated = OneSimulationTests.simulated(app)
        for body in [Fixtures.redTap, " " + Fixtures.redTap + "\n"] {
            app.app.api.traces.remove(traceID)
            app.app.api.simulations.remove(traceID)
            let again = try app.touch(hierarchyID, body)
            #expect(again.status == 201)
            #expect(again.body == first.body)
            #expect(again.header("Location") == first.header("Location"))
        }
        #expect(OneSimulationTests.simulated(app) == simulated)
    }

    /// `?include=missGroups` asks for the part a reader can work out (the misses' blockers, grouped): the default
    /// answer is the whole stored trace without it, byte for byte, in either language; each form has its tag; a
    /// name that is no part is a 400 at `query.include`.
    @Test func missGroupsAreLeftOutUnlessIncluded() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        // docs/API.md's dialog: errorButton and container are both behind dimmingView (one group).
        let hierarchyID = try app.upload(Array(#"""
            {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [
              {"id": "root", "class": "UIView", "frame": [0, 0, 375, 667], "subviews": [
                {"id": "container", "class": "UIView", "frame": [20, 100, 335, 300], "userInteractionEnabled": false, "subviews": [
                  {"id": "errorButton", "class": "UIButton", "frame": [20, 20, 120, 44]}]},
                {"id": "dimmingView", "class": "UIView", "frame": [0, 0, 375, 667]}]}]}}
            """#.utf8))
        let touch = #"{"x": 80, "y": 140}"#
        let plain = try app.touch(hierarchyID, touch)
        let whole = try app.request("POST", "/api/hierarchies/\(hierarchyID)/touches?include=missGroups", json: touch)
        #expect(plain.status == 201 && whole.status == 201)
        #expect(plain.header("Location") == whole.header("Location"))
        let location = try #require(plain.header("Location"))
        #expect(try plain.json()["missGroups"] == nil)
        #expect(try whole.json()["missGroups"].map { Array($0.elements).count } == 1)
        #expect(API.trace(whole.body, including: []) == plain.body)
        // The GET of each form is the POST's bytes; the stored row is the whole trace.
        let read = try app.get(location + "?include=missGroups")
        #expect(read.body == whole.body && read.header("ETag")?.hasSuffix("-missGroups\"") == true)
        #expect(try app.get(location).body == plain.body)
        let traceID = String(location.split(separator: "/").last!)
        #expect(try app.app.api.store.trace(id: traceID)?.body == whole.body)
        let chinese = try app.get(location + "?lang=zh&include=missGroups")
        #expect(try chinese.json()["missGroups"] != nil && chinese.header("ETag")?.hasSuffix("-zh-missGroups\"") == true)
        #expect(try app.get(location + "?lang=zh").json()["missGroups"] == nil)
        let refused = try app.get(location + "?include=groups")
        #expect(refused.status == 400 && refused.text.contains("query.include"))
    }
}
