import Testing
@testable import HitTestKit
import TestSupport

/// A view's class is found from the bytes of its name (`ClassTable`, `KnownClasses`): every known class, and a
/// custom one, must bring what `UIKitClass` says it brings.
@Suite struct ClassTableTests {
    @Test func everyClassBringsWhatUIKitClassSays() throws {
        let names = UIKitClass.knownNames + ["MyCustomView"]
        // Each class twice: the second view of a class takes the cached entry.
        let subviews = (names + names).enumerated().map { i, name in
            "{\"id\": \"v\(i)\", \"class\": \"\(name)\", \"frame\": [0, 0, 1, 1]}"
        }
        let h = try Fixtures.hierarchy("""
            {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\(subviews.joined(separator: ","))]}}
            """)
        for view in 1..<h.viewCount {
            let name = names[(view - 1) % names.count]
            let behavior = UIKitClass.behavior(className: name, base: nil)
            #expect(h.views[view].className == name)
            #expect(h.views[view].behavior == behavior)
            let flags = h.nodes[view].flags
            #expect(flags.contains(.isControl) == UIKitClass.isKind(behavior, of: "UIControl"), "\(name)")
            #expect(flags.contains(.isScrollView) == UIKitClass.isKind(behavior, of: "UIScrollView"), "\(name)")
            #expect(flags.contains(.isWindow) == UIKitClass.isKind(behavior, of: "UIWindow"), "\(name)")
            #expect(flags.contains(.userInteractionEnabled) == UIKitClass.interactiveByDefault(behavior), "\(name)")
        }
    }
}
