import Testing
@testable import HitTestKit

/// The touch as the API takes it (docs/API.md, "Touch format"): a point, a timed sequence, or a gesture shorthand.
@Suite struct TouchInputTests {
    typealias E = TouchInput.Event

    static func touch(_ json: String) throws(HierarchyError) -> TouchInput { try TouchInput.decode(json: Array(json.utf8)) }

    static func issues(_ json: String) -> [String] {
        do { _ = try touch(json); return [] } catch { return error.issues.map(\.description) }
    }

    static func e(_ t: Double, _ phase: TouchInput.Phase, _ x: Double, _ y: Double, _ finger: Int = 0) -> E {
        E(t: t, phase: phase, location: Point(x: x, y: y), finger: finger)
    }

    /// A bare point is a tap there: down at 0, up 80 ms later, in the same place. It is hit-tested where the
    /// first finger comes down.
    @Test func pointIsATap() throws {
        let t = try Self.touch("{\"x\": 120, \"y\": 300.5}")
        #expect(t.events == [Self.e(0, .began, 120, 300.5), Self.e(0.08, .ended, 120, 300.5)])
        #expect(t.firstTouchDown == Point(x: 120, y: 300.5))
    }

    /// The two keys in either order give the same tap (the common `{"x", "y"}` is read by a shorter path
    /// than the rest; both must agree).
    @Test func pointKeysInEitherOrder() throws {
        #expect(try Self.touch("{\"y\": 300.5, \"x\": 120}") == Self.touch("{\"x\": 120, \"y\": 300.5}"))
        #expect(try Self.touch("{\"x\": -0.5, \"y\": 0}").events == [Self.e(0, .began, -0.5, 0), Self.e(0.08, .ended, -0.5, 0)])
    }

    /// A point needs both coordinates, finite numbers, and nothing else; each problem is reported once.
    @Test(arguments: [("{\"x\": 1}", ["$.y: is required"]), ("{\"x\": 1, \"y\": \"2\"}", ["$.y: expected a number, found a string"]),
                      ("{\"x\": 1, \"y\": 1e999}", ["$.y: 1e999 is not a finite number"]),
                      ("{\"x\": 1, \"y\": 2, \"z\": 3}", ["$.z: unknown field \"z\" in a touch point"]),
                      ("[1, 2]", ["$: expected a touch: {\"x\", \"y\"}, {\"sequence\": […]} or {\"gesture\": …}"]),
                      ("{}", ["$.x: is required", "$.y: is required"]),
                      ("{\"x\": 1, \"x\": 2}", ["$.x: duplicate key \"x\"", "$.y: is required"]),
                      ("{\"x\": 1, \"sequence\": 2}", ["$.x: unknown field \"x\" in a touch sequence",
                                                     "$.sequence: expected a non-empty array of touch events"]),
                      ("{\"x\": null, \"y\": 2}", ["$.x: expected a number, found null"])])
    func pointProblems(json: String, expected: [String]) throws {
        let issues = Self.issues(json)
        #expect(issues.count == expected.count, "\(issues)")
        for (got, want) in zip(issues, expected) { #expect(got.hasPrefix(want), "\(issues)") }
    }

    /// A sequence is taken as given: several fingers, `moved`, `stationary`, `cancelled`; the first finger down
    /// is the point that is hit-tested.
    @Test func validSequence() throws {
        let t = try Self.touch("""
        {"sequence": [{"t": 0, "phase": "began", "x": 10, "y": 10},
                      {"t": 0.1, "phase": "began", "x": 50, "y": 50, "finger": 1},
                      {"t": 0.2, "phase": "moved", "x": 12, "y": 10},
                      {"t": 0.2, "phase": "stationary", "x": 50, "y": 50, "finger": 1},
                      {"t": 0.3, "phase": "cancelled", "x": 50, "y": 50, "finger": 1},
                      {"t": 0.3, "phase": "ended", "x": 12, "y": 11}]}
        """)
        #expect(t.events == [Self.e(0, .began, 10, 10), Self.e(0.1, .began, 50, 50, 1), Self.e(0.2, .moved, 12, 10),
                             Self.e(0.2, .stationary, 50, 50, 1), Self.e(0.3, .cancelled, 50, 50, 1), Self.e(0.3, .ended, 12, 11)])
        #expect(t.firstTouchDown == Point(x: 10, y: 10))
    }

    /// Every problem of a sequence, each at its event's path, in one pass.
    @Test func sequenceProblemsInOnePass() throws {
        let issues = Self.issues("""
        {"sequence": [{"t": 0, "phase": "moved", "x": 1, "y": 1},
                      {"t": 0.2, "phase": "began", "x": 1, "y": 1},
                      {"t": 0.1, "phase": "began", "x": 1, "y": 1},
                      {"t": -1, "phase": "ended", "x": 1, "y": 1, "finger": 3},
                      {"t": 0.3, "phase": "lifted", "x": 1, "y": 1},
                      {"t": 0.4, "x": 1},
                      {"t": 0.5, "phase": "began", "x": 1, "y": 1, "finger": 10},
                      {"t": 0.6, "phase": "ended", "x": 1, "y": 1, "fingr": 0}]}
        """)
        #expect(issues == [
            "$.sequence[0].phase: finger 0 is not down",
            "$.sequence[2].t: events must be in time order (0.1 comes after 0.2)",
            "$.sequence[2].phase: finger 0 is already down",
            "$.sequence[3].t: must not be negative (found -1)",
            "$.sequence[4].phase: unknown phase \"lifted\"; expected began, moved, stationary, ended or cancelled",
            "$.sequence[5].y: is required",
            "$.sequence[5].phase: is required",
            "$.sequence[6].finger: at most 10 fingers",
            "$.sequence[7].fingr: unknown field \"fingr\" in a touch event; did you mean \"finger\"?",
            "$.sequence[0].phase: a sequence starts with \"began\"",
        ])
    }

    @Test(arguments: [("{\"sequence\": []}", "$.sequence: expected a non-empty array of touch events"),
                      ("{\"sequence\": {}}", "$.sequence: expected a non-empty array of touch events"),
                      ("{\"sequence\": [1]}", "$.sequence[0]: expected a touch event (an object), found a number"),
                      ("{\"sequence\": [{\"t\": 0, \"phase\": \"began\", \"x\": 0, \"y\": 0}], \"x\": 1}", "$.x: unknown field \"x\" in a touch sequence")])
    func sequenceShapeProblems(json: String, expected: String) throws {
        #expect(Self.issues(json).contains(expected), "\(Self.issues(json))")
    }

    /// The event limit keeps a request's work bounded.
    @Test func eventLimit() throws {
        let one = "{\"t\": 0, \"phase\": \"stationary\", \"x\": 0, \"y\": 0}"
        let json = "{\"sequence\": [" + Array(repeating: one, count: TouchInput.maxEvents + 1).joined(separator: ",") + "]}"
        #expect(Self.issues(json) == ["$.sequence: more than 10000 events"])
    }

    /// Shorthand `tap`: as a bare point.
    @Test func tapShorthand() throws {
        #expect(try Self.touch("{\"gesture\": \"tap\", \"x\": 5, \"y\": 6}") == Self.touch("{\"x\": 5, \"y\": 6}"))
    }

    /// Shorthand `doubleTap`: two 80 ms taps, 0.15 s apart by default (inside UIKit's 0.35 s between taps, 4.E).
    @Test(arguments: [("", 0.15), (", \"interval\": 0.3", 0.3)])
    func doubleTapShorthand(extra: String, gap: Double) throws {
        let t = try Self.touch("{\"gesture\": \"doubleTap\", \"x\": 5, \"y\": 6\(extra)}")
        #expect(t.events == [Self.e(0, .began, 5, 6), Self.e(0.08, .ended, 5, 6),
                             Self.e(0.08 + gap, .began, 5, 6), Self.e(0.08 + gap + 0.08, .ended, 5, 6)])
    }

    /// Shorthand `longPress`: held 0.8 s by default (past the 0.5 s minimum, 4.E), or as long as asked.
    @Test(arguments: [("", 0.8), (", \"duration\": 2", 2.0)])
    func longPressShorthand(extra: String, duration: Double) throws {
        let t = try Self.touch("{\"gesture\": \"longPress\", \"x\": 5, \"y\": 6\(extra)}")
        #expect(t.events == [Self.e(0, .began, 5, 6), Self.e(duration, .ended, 5, 6)])
    }

    /// Shorthand `drag`: down at `from`, `steps` evenly spaced moves ending at `to`, then up at `to`.
    @Test func dragShorthand() throws {
        let t = try Self.touch("{\"gesture\": \"drag\", \"from\": [0, 0], \"to\": {\"x\": 100, \"y\": 40}, \"duration\": 1, \"steps\": 4}")
        #expect(t.events == [Self.e(0, .began, 0, 0), Self.e(0.25, .moved, 25, 10), Self.e(0.5, .moved, 50, 20),
                             Self.e(0.75, .moved, 75, 30), Self.e(1, .moved, 100, 40), Self.e(1, .ended, 100, 40)])
        let defaults = try Self.touch("{\"gesture\": \"drag\", \"from\": [0, 0], \"to\": [10, 0]}")
        #expect(defaults.events.count == 12)
        #expect(defaults.events.last == Self.e(0.3, .ended, 10, 0))
    }

    /// Shorthand `pinch`: two fingers either side of the centre, from `distance` apart (100) to `endDistance`
    /// (twice the start), in five steps.
    @Test func pinchShorthand() throws {
        let t = try Self.touch("{\"gesture\": \"pinch\", \"x\": 200, \"y\": 300}")
        #expect(t.events.count == 12)
        #expect(t.events.prefix(2) == [Self.e(0, .began, 150, 300, 0), Self.e(0, .began, 250, 300, 1)])
        #expect(t.events.suffix(2) == [Self.e(0.4, .ended, 100, 300, 0), Self.e(0.4, .ended, 300, 300, 1)])
        #expect(Set(t.events.map(\.finger)) == [0, 1])
        let closing = try Self.touch("{\"gesture\": \"pinch\", \"x\": 0, \"y\": 0, \"distance\": 200, \"endDistance\": 20}")
        #expect(closing.events.suffix(2).map(\.location) == [Point(x: -10, y: 0), Point(x: 10, y: 0)])
    }

    /// Shorthand problems, each at its path.
    @Test(arguments: [("{\"gesture\": \"swipe\", \"x\": 1, \"y\": 1}", "$.gesture: unknown gesture \"swipe\"; expected tap, doubleTap, longPress, drag or pinch"),
                      ("{\"gesture\": \"tap\", \"y\": 1}", "$.x: is required"),
                      ("{\"gesture\": \"drag\", \"from\": [0, 0]}", "$.to: is required"),
                      ("{\"gesture\": \"drag\", \"from\": [0, 0], \"to\": [1, 1], \"steps\": 5000}", "$.steps: at most 1000"),
                      ("{\"gesture\": \"drag\", \"from\": [0, 0], \"to\": [1, 1], \"steps\": 0}", "$.steps: must be at least 1 (found 0)"),
                      ("{\"gesture\": \"longPress\", \"x\": 1, \"y\": 1, \"duration\": -1}", "$.duration: must not be negative (found -1)"),
                      ("{\"gesture\": \"tap\", \"x\": 1, \"y\": 1, \"durration\": 1}", "$.durration: unknown field \"durration\" in a gesture shorthand; did you mean \"duration\"?"),
                      ("{\"gesture\": 3, \"x\": 1, \"y\": 1}", "$.gesture: expected a string, found a number")])
    func shorthandProblems(json: String, expected: String) throws {
        #expect(Self.issues(json).contains(expected), "\(Self.issues(json))")
    }

    /// Not JSON at all is reported as malformed, with its position.
    @Test func malformedTouchJSON() throws {
        do throws(HierarchyError) {
            _ = try Self.touch("{\"x\": 1,, \"y\": 2}")
            Issue.record("accepted")
        } catch {
            #expect(error.code == .malformedJSON)
            #expect(error.issues.first?.message.hasSuffix("(line 1, column 9)") == true)
        }
    }
}
