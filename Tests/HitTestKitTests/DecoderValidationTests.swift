import Testing
@testable import HitTestKit
import TestSupport

/// The validating decoder: every problem named by its JSON path, all of them in one pass, and the limits.
@Suite struct DecoderValidationTests {
    /// Decodes a window holding one view with the given fields; returns the issues.
    static func issues(_ viewFields: String, limits: HierarchyLimits = HierarchyLimits()) -> [ValidationIssue] {
        let json = "{\"root\": {\"id\": \"w\", \"frame\": [0, 0, 100, 100], \"subviews\": [{\(viewFields)}]}}"
        return Fixtures.failure(json, limits: limits)?.issues ?? []
    }

    /// One problem each: the path names the field (or the array element), and the message says what is wrong.
    /// Swift's getter names (`isOn`, `isMomentary`, `isContinuous`, `isHidden`, a recognizer's `isEnabled`) are
    /// not second spellings: the format names UIKit's properties as they are (`on`, `momentary`…), one field
    /// each, as the normalized form writes them; the message points at the property and says why.
    @Test(arguments: [("UISwitch", "isOn", "on"), ("UISegmentedControl", "isMomentary", "momentary"),
                      ("UISlider", "isContinuous", "continuous"), ("UIStepper", "isContinuous", "continuous"),
                      ("UIView", "isHidden", "hidden"), ("UIView", "isUserInteractionEnabled", "userInteractionEnabled")])
    func swiftGetterNamesPointAtTheProperty(cls: String, key: String, property: String) throws {
        let issues = Self.issues("\"class\": \"\(cls)\", \"frame\": [0, 0, 10, 10], \"\(key)\": true")
        let hit = issues.first { $0.path == "$.root.subviews[0].\(key)" }
        #expect(hit?.message.hasSuffix("unknown field \"\(key)\" in a view; did you mean \"\(property)\"? (\"\(key)\" is Swift's name for the getter of UIKit's property \(property); the fields are named as the properties are)") == true, "\(issues)")
        let recognizer = Self.issues("\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [{\"type\": \"tap\", \"isEnabled\": false}]")
        #expect(recognizer.first?.message.contains("did you mean \"enabled\"? (\"isEnabled\" is Swift's name") == true, "\(recognizer)")
    }

    @Test(arguments: [
        ("\"frame\": [0, 0, -5, 10]", ".frame[2]", "must not be negative (found -5)"),
        ("\"frame\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": -1}", ".frame.height", "must not be negative (found -1)"),
        ("\"frame\": [0, 0, 1e999, 10]", ".frame[2]", "1e999 is not a finite number"),
        ("\"frame\": [0, 0, 10, 10], \"center\": {\"x\": -1e400, \"y\": 0}", ".center.x", "-1e400 is not a finite number"),
        ("\"frame\": [0, 0, 10, 10], \"alpha\": 1.5", ".alpha", "must be between 0 and 1 (found 1.5)"),
        ("\"frame\": [0, 0, 10, 10], \"alpha\": -0.1", ".alpha", "must be between 0 and 1 (found -0.1)"),
        ("\"frame\": [0, 0, 10, 10], \"hiden\": true", ".hiden", "unknown field \"hiden\" in a view; did you mean \"hidden\"?"),
        ("\"frame\": [0, 0, 10, 10], \"backgroundColour\": \"red\"", ".backgroundColour", "did you mean \"backgroundColor\"?"),
        ("\"frame\": [0, 0, 10, 10], \"hidden\": \"yes\"", ".hidden", "expected true or false, found a string"),
        ("\"frame\": \"0,0,1,1\"", ".frame", "expected {x, y, width, height} or an array of 4 numbers, found a string"),
        ("\"frame\": [0, 0, 1]", ".frame", "expected 4 numbers [x, y, width, height], found 3"),
        ("\"frame\": [0, 0, 10, null]", ".frame[3]", "expected a number, found null"),
        ("\"frame\": {\"x\": 0, \"y\": 0, \"widht\": 1, \"height\": 1}", ".frame.widht", "did you mean \"width\"?"),
        ("\"frame\": {\"x\": 0, \"y\": 0, \"widht\": 1, \"height\": 1}", ".frame.width", "is required"),
        ("\"frame\": [0, 0, 10, 10], \"subviews\": {}", ".subviews", "expected an array of views"),
        ("\"frame\": [0, 0, 10, 10], \"hitTest\": \"passthrough\"", ".hitTest", "unknown hitTest override \"passthrough\""),
        ("\"frame\": [0, 0, 10, 10], \"pointInside\": {\"insets\": [1, 2, 3]}", ".pointInside.insets", "expected 4 numbers"),
        ("\"frame\": [0, 0, 10, 10], \"pointInside\": {\"insets\": [1, 1, 1, 1], \"minimumSize\": [44, 44]}", ".pointInside", "exactly one of"),
        ("\"frame\": [0, 0, 10, 10], \"enabled\": false", ".enabled", "applies to UIControl subclasses only"),
        ("\"frame\": [0, 0, 10, 10], \"contentOffset\": [0, 1]", ".contentOffset", "applies to UIScrollView subclasses only"),
        ("\"frame\": [0, 0, 10, 10], \"windowLevel\": 1", ".windowLevel", "applies to windows (top-level views) only"),
        ("\"id\": \"x\"", ".frame", "is required (or give both \"center\" and \"bounds\")"),
        ("\"center\": [5, 5]", ".frame", "is required"),
        ("\"frame\": [0, 0, 10, 10], \"center\": [1, 1]", ".center", "disagrees with frame, which puts it at (5, 5)"),
        ("\"frame\": [0, 0, 10, 10], \"bounds\": [0, 0, 5, 5]", ".bounds", "differs from frame size 10×10"),
        ("\"class\": \"UIScrollView\", \"frame\": [0, 0, 10, 10], \"bounds\": [0, 3, 10, 10], \"contentOffset\": [0, 4]", ".contentOffset", "disagrees with bounds.origin"),
        ("\"frame\": [0, 0, 10, 10], \"base\": \"UIFoo\"", ".base", "\"UIFoo\" is not a UIKit class the simulator knows"),
        ("\"frame\": [0, 0, 10, 10], \"id\": \"\"", ".id", "must not be empty"),
        ("\"frame\": [0, 0, 10, 10], \"id\": 5", ".id", "expected a string, found a number"),
        ("\"frame\": [0, 0, 10, 10], \"id\": \"a\\nb\"", ".id", "must not contain control characters"),
        ("\"frame\": [0, 0, 10, 10], \"id\": \"a\", \"id\": \"b\"", ".id", "duplicate key \"id\""),
        ("\"frame\": [0, 0, 10, 10], \"transform\": {\"rotate\": \"90\"}", ".transform.rotate", "expected a number, found a string"),
        ("\"frame\": [0, 0, 10, 10], \"transform\": [1, 0, 0, 1, 0]", ".transform", "expected 6 numbers"),
        ("\"frame\": [0, 0, 10, 10], \"tag\": 1.5", ".tag", "expected a whole number, found 1.5"),
        ("\"frame\": [0, 0, 10, 10], \"text\": 42", ".text", "expected a string, found a number"),
        ("\"frame\": [0, 0, 10, 10], \"anchorPoint\": {\"x\": 0.5}", ".anchorPoint.y", "is required"),
        ("\"frame\": [0, 0, 10, 10], \"viewController\": 3", ".viewController", "expected a view controller (an object), found a number"),
        ("\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [{\"type\": \"tapp\"}]", ".gestureRecognizers[0].type", "unknown recognizer type \"tapp\""),
        ("\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [{\"id\": \"g\"}]", ".gestureRecognizers[0].type", "is required"),
        ("\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [{\"type\": \"tap\", \"numberOfTapsRequired\": 0}]",
         ".gestureRecognizers[0].numberOfTapsRequired", "must be at least 1"),
        ("\"frame\": [0, 0, 10, 10], \"gestureRecognizers\": [{\"type\": \"swipe\", \"direction\": \"diagonal\"}]",
         ".gestureRecognizers[0].direction", "unknown direction \"diagonal\""),
    ])
    func problemIsReportedAtItsPath(fields: String, path: String, message: String) throws {
        let issues = Self.issues(fields)
        let hit = issues.first { $0.path == "$.root.subviews[0]" + path }
        #expect(hit != nil, "issues: \(issues)")
        #expect(hit?.message.contains(message) == true, "issues: \(issues)")
    }

    /// A geometry field that is given but unreadable is reported once, at its own path, and not a second time as
    /// "frame is required"; a misspelt `frame` does leave the frame missing.
    @Test(arguments: [("\"frame\": [0, 0, -1, 10]", ["$.root.subviews[0].frame[2]"]),
                      ("\"frame\": \"big\"", ["$.root.subviews[0].frame"]),
                      ("\"center\": [1, 1], \"bounds\": {\"x\": 0}", ["$.root.subviews[0].bounds.y", "$.root.subviews[0].bounds.width",
                                                                    "$.root.subviews[0].bounds.height"]),
                      ("\"frames\": [0, 0, 1, 1]", ["$.root.subviews[0].frames", "$.root.subviews[0].frame"])])
    func unreadableGeometryIsReportedOnce(fields: String, paths: [String]) throws {
        #expect(Self.issues(fields).map(\.path) == paths)
    }

    /// Every problem in one pass, in document order, with the 422 code.
    @Test func severalProblemsInOnePass() throws {
        let e = try #require(Fixtures.failure("""
        {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [
          {"id": "a", "frame": [0, 0, -1, 10]},
          {"id": "b", "frame": [0, 0, 10, 10], "alpha": 2, "subviews": [{"id": "c", "frame": [0, 0, 1, 1], "hidden": 1}]},
          {"id": "a", "frame": [0, 0, 10, 10], "hitTest": {"forwardTo": "nope"}}]}}
        """))
        #expect(e.code == .invalidHierarchy)
        #expect(e.issues.map(\.path) == ["$.root.subviews[0].frame[2]", "$.root.subviews[1].alpha",
                                         "$.root.subviews[1].subviews[0].hidden", "$.root.subviews[2].id",
                                         "$.root.subviews[2].hitTest.forwardTo"])
        // Each message names the view by its id and the field as a developer writes it (errors in UIKit's words).
        #expect(e.issues.map(\.message) == [
            "a.frame.width must not be negative (found -1)", "b.alpha must be between 0 and 1 (found 2)",
            "c.hidden: expected true or false, found a number", "a.id: duplicate id \"a\": also used at $.root.subviews[0]",
            "a.hitTest.forwardTo: no view has the id \"nope\"",
        ])
    }

    /// References by id are checked after the whole document is read: forward references are fine; unknown
    /// recognizer ids in `requireToFail` / `simultaneousWith` and duplicate recognizer ids are named.
    @Test func referencesAreResolvedAfterReading() throws {
        #expect(Self.issues("\"frame\": [0, 0, 10, 10], \"hitTest\": {\"forwardSelfTo\": \"later\"}}, {\"id\": \"later\", \"frame\": [0, 0, 1, 1]").isEmpty)
        // A generated recognizer id ("<view id>.<type>") can be named too.
        #expect(Self.issues("""
        "id": "v", "frame": [0, 0, 10, 10], "gestureRecognizers": [{"type": "tap", "numberOfTapsRequired": 2}, {"type": "tap", "requireToFail": ["v.tap"]}]
        """).isEmpty)
        let issues = Self.issues("""
        "frame": [0, 0, 10, 10], "gestureRecognizers": [{"id": "g", "type": "tap", "requireToFail": ["x"], "simultaneousWith": ["g", "y"]}, {"id": "g", "type": "pan"}]
        """)
        #expect(issues.map(\.description).sorted() == [
            "$.root.subviews[0].gestureRecognizers[0].requireToFail[0]: UIView-1.gestureRecognizers[0].requireToFail[0]: no gesture recognizer has the id \"x\"",
            "$.root.subviews[0].gestureRecognizers[0].simultaneousWith[1]: UIView-1.gestureRecognizers[0].simultaneousWith[1]: no gesture recognizer has the id \"y\"",
            "$.root.subviews[0].gestureRecognizers[1].id: UIView-1.gestureRecognizers[1].id: duplicate recognizer id \"g\": also used at $.root.subviews[0].gestureRecognizers[0]",
        ])
    }

    /// The top level: `root` or `windows`, not both, not neither; unknown keys with a suggestion.
    @Test(arguments: [
        ("{\"name\": \"x\"}", "$.root", "is required (or give \"windows\")"),
        ("{\"root\": {\"frame\": [0, 0, 1, 1]}, \"windows\": [{\"frame\": [0, 0, 1, 1]}]}", "$", "give either \"root\" or \"windows\", not both"),
        ("{\"windows\": []}", "$.windows", "must hold at least one window"),
        ("{\"windows\": {}}", "$.windows", "expected an array of windows"),
        ("{\"roots\": {}}", "$.roots", "did you mean \"root\"?"),
        ("{\"root\": {\"frame\": [0, 0, 1, 1]}, \"windowScene\": \"yes\"}", "$.windowScene", "expected true or false"),
        ("[]", "$", "expected a hierarchy (an object), found an array"),
        ("{\"windows\": [{\"frame\": [0, 0, 1, 1]}, {\"frame\": [0, 0, 1, -1]}]}", "$.windows[1].frame[3]", "must not be negative"),
    ])
    func topLevelProblems(json: String, path: String, message: String) throws {
        let e = try #require(Fixtures.failure(json))
        #expect(e.issues.contains { $0.path == path && $0.message.contains(message) }, "issues: \(e.issues)")
    }

    /// Not JSON at all is a different code (HTTP 400) and says where, by line and column.
    @Test func malformedJSONSaysWhere() throws {
        let e = try #require(Fixtures.failure("{\"root\": {\n  \"frame\": [0, 0, 1, 1],\n}}"))
        #expect(e.code == .malformedJSON)
        #expect(e.issues.count == 1)
        #expect(e.issues[0].message == "expected a member name after ',' (line 3, column 1)")
    }

    /// The number of problems reported is capped, so a huge bad document gives a bounded answer.
    @Test func issuesAreCapped() throws {
        let views = Array(repeating: "{\"frame\": [0, 0, -1, -1]}", count: 300).joined(separator: ",")
        let e = try #require(Fixtures.failure("{\"root\": {\"frame\": [0, 0, 1, 1], \"subviews\": [\(views)]}}",
                                              limits: HierarchyLimits(maxIssues: 25)))
        #expect(e.issues.count == 25)
    }

    /// The view limit: a clear `limit_exceeded` error naming the limit.
    @Test func maxViews() throws {
        let json = "{\"root\": {\"frame\": [0, 0, 1, 1], \"subviews\": [{\"frame\": [0, 0, 1, 1]}, {\"frame\": [0, 0, 1, 1]}, {\"frame\": [0, 0, 1, 1]}]}}"
        #expect(throws: Never.self) { try Fixtures.hierarchy(json, limits: HierarchyLimits(maxViews: 4)) }
        let e = try #require(Fixtures.failure(json, limits: HierarchyLimits(maxViews: 3)))
        #expect(e.code == .limitExceeded)
        #expect(e.issues.map(\.description) == ["$.root: more than 3 views (the limit of views per hierarchy)"])
    }

    /// Class names are numbered in 16 bits: the 65,536th distinct name is refused with an error, not
    /// silently given the first name's number (which it once was: the report was made and then dropped).
    @Test func moreThan65535DistinctClassNamesAreRefused() throws {
        let views = (0..<65_536).map { "{\"class\": \"C\($0)\", \"frame\": [0, 0, 1, 1]}" }.joined(separator: ",")
        // Outside the expectations, which would print the 3 MB of JSON if they failed.
        let json = "{\"root\": {\"frame\": [0, 0, 1, 1], \"subviews\": [\(views)]}}"
        let refused = Fixtures.failure(json)?.issues.map(\.description).contains("$: more than 65535 distinct class names")
        #expect(refused == true)
    }

    /// The depth limit counts view levels (a window alone is 1): a chain of 3 passes maxDepth 3, 4 does not.
    @Test func maxDepth() throws {
        let three = DeepHierarchy.chainJSON(levels: 3)
        #expect(throws: Never.self) { try Fixtures.hierarchy(three, limits: HierarchyLimits(maxDepth: 3)) }
        let e = try #require(Fixtures.failure(DeepHierarchy.chainJSON(levels: 4), limits: HierarchyLimits(maxDepth: 3)))
        #expect(e.code == .limitExceeded)
        #expect(e.issues.map(\.description) == ["$.root.subviews[0].subviews[0].subviews: views nested deeper than 3 levels (the depth limit)"])
    }

    /// 5,000 levels of view nesting (10,000 of JSON) under the default limits: refused cleanly by the parser's
    /// nesting guard, not by a crash.
    @Test func fiveThousandLevelsAreRefusedCleanly() throws {
        let e = try #require(Fixtures.failure(DeepHierarchy.chainJSON(levels: 5_000)))
        #expect(e.code == .limitExceeded)
        #expect(e.issues.first?.message == "arrays and objects nested deeper than 2008 levels (each view takes two: its object "
                + "and its subviews array; views may be nested at most 1000 levels deep)")
    }
}

/// A chain of views, each the only subview of the one before, all at 0,0 10×10.
enum DeepHierarchy {
    static func chainJSON(levels: Int) -> String {
        var s = "{\"root\": "
        s.reserveCapacity(levels * 60)
        for i in 0..<levels { s += "{\"id\": \"v\(i)\", \"frame\": [0, 0, 10, 10]" + (i < levels - 1 ? ", \"subviews\": [" : "") }
        for i in 0..<levels { s += i == 0 ? "}" : "]}" }
        return s + "}"
    }
}
