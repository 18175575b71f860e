import Testing
@testable import HitTestKit
import TestSupport

/// Rule 7.7 (docs/UIKIT-RULES.md): `pointInside` insets are `UIEdgeInsets`, applied as
/// `bounds.inset(by:)` (https://developer.apple.com/documentation/uikit/uiedgeinsets,
/// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)), and `insetBy` is
/// `CGRect.insetBy(dx:dy:)` (https://developer.apple.com/documentation/corefoundation/cgrect/insetby(dx:dy:)).
@Suite struct EdgeInsetsTests {
    /// `back` fills the window; `button` (100,100 24×24) sits in front with the given pointInside.
    static func button(_ pointInside: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "button", "class": "UIButton", "frame": [100, 100, 24, 24], "pointInside": \(pointInside)}
        """)
    }

    /// Rule 7.7: the recipe `UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)` turns the 24×24
    /// button into a 44×44 area, 90…134.
    @Test(arguments: [(90.0, 90.0, "button"), (89.9, 100.0, "back"), (133.9, 133.9, "button"), (134.0, 110.0, "back")])
    func negativeInsetsGrowTheArea(x: Double, y: Double, expected: String) throws {
        let h = try Self.button(#"{"insets": {"top": -10, "left": -10, "bottom": -10, "right": -10}}"#)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.7: positive insets shrink the area, as `UIEdgeInsetsInsetRect` does: 5 pt in from each edge.
    @Test(arguments: [(104.9, 110.0, "back"), (105.0, 110.0, "button"), (118.9, 118.9, "button"), (119.0, 110.0, "back")])
    func positiveInsetsShrinkTheArea(x: Double, y: Double, expected: String) throws {
        let h = try Self.button(#"{"insets": [5, 5, 5, 5]}"#)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.7: `bounds.insetBy(dx: -10, dy: -4)` grows the sides by 10 and the top and bottom by 4.
    @Test(arguments: [(90.0, 110.0, "button"), (89.9, 110.0, "back"), (110.0, 96.0, "button"), (110.0, 95.9, "back"),
                      (133.9, 127.9, "button"), (110.0, 128.0, "back")])
    func insetByGrowsBothSides(x: Double, y: Double, expected: String) throws {
        let h = try Self.button(#"{"insetBy": {"dx": -10, "dy": -4}}"#)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.7: `insetBy` past the middle is `CGRect.null`, which contains no point at all.
    @Test func insetByPastTheMiddleIsNull() throws {
        let h = try Self.button(#"{"insetBy": [13, 0]}"#)
        #expect(h.hitID(112, 112) == "back")
        #expect(h.hitID(100, 100) == "back")
    }

    /// Rule 7.7: insets that cross leave a rectangle of negative width, which Core Graphics standardizes
    /// before it tests containment (https://developer.apple.com/documentation/corefoundation/cgrect): 20 pt in
    /// from the left and right of a 24 pt wide button is x 20…4 in its bounds, standardized to 4…20 (104…120 on screen).
    @Test func crossingInsetsAreStandardized() throws {
        let h = try Self.button(#"{"insets": {"top": 0, "left": 20, "bottom": 0, "right": 20}}"#)
        #expect(h.extras(of: 2).hitArea == Rect(x: 4, y: 0, width: 16, height: 24))
        #expect(h.hitID(110, 110) == "button")
        #expect(h.hitID(102, 110) == "back")
    }

    /// The normalized form writes the spelling given, so that posting it back means the same.
    @Test func theNormalizedFormKeepsInsetBy() throws {
        let h = try Self.button(#"{"insetBy": [-3, -2]}"#)
        #expect(h.extras(of: 2).pointInside == .insetBy(dx: -3, dy: -2))
        let text = String(decoding: NormalizedJSON.render(h, id: "h"), as: UTF8.self)
        #expect(text.contains(#""pointInside":{"insetBy":{"dx":-3,"dy":-2}}"#))
    }

    /// Errors name the field as a developer writes it.
    @Test(arguments: [(#"{"insetBy": {"dx": 1}}"#, "pointInside.insetBy.dy"), (#"{"insetBy": [1, 2, 3]}"#, "expected 2 numbers"),
                      (#"{"insetBy": {"dx": 1, "dy": 1, "dz": 1}}"#, "dz"), (#"{"inset": [1, 1, 1, 1]}"#, "inset")])
    func badInsetByIsRefused(json: String, fragment: String) throws {
        #expect(throws: HierarchyError.self) { try Self.button(json) }
        do { _ = try Self.button(json) } catch let e as HierarchyError {
            #expect(e.issues.contains { $0.message.contains(fragment) || $0.path.contains(fragment) })
        }
    }
}
