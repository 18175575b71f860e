import Foundation
import HitTestKit
import HitTraceFormats

/// Import speed of the XML page sources (Appium / WebDriverAgent and Detox): the fixtures, a generated page
/// source of 5,000 elements shaped like a real one, and issue 33's hostile shapes (each once linear or not).
/// Run from the repository's root (the fixtures are read from Tests/Fixtures).
enum XMLImportBenchmark {
    static func run() {
        let limits = HierarchyLimits(maxViews: 10_000_000, maxDepth: 100_000)
        var rows: [(String, [UInt8], HierarchyFormat)] = []
        for (file, format) in [("appium/checkout.xml", HierarchyFormat.appium), ("appium/checkout-truncated.xml", .appium),
                               ("detox/login.xml", .detox), ("detox/detox-pr4806-cut-off.xml", .detox)] {
            guard let data = FileManager.default.contents(atPath: "Tests/Fixtures/" + file) else { print("missing Tests/Fixtures/\(file)"); return }
            rows.append((file, [UInt8](data), format))
        }
        rows.append(("Appium page source, 5,000 elements", Array(appiumPage(elements: 5_000).utf8), .appium))
        rows.append(("Detox hierarchy, 5,000 elements", Array(detoxPage(elements: 5_000).utf8), .detox))
        let window = "<AppiumAUT><XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\""
        rows.append(("2,000 equal attributes", Array((window + " " + Array(repeating: "name=\"a\"", count: 2_000).joined(separator: " ") + "/></AppiumAUT>").utf8), .appium))
        rows.append(("10,000 elements of one name", Array((window + ">" + String(repeating: "<XCUIElementTypeButton name=\"same\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>", count: 10_000) + "</XCUIElementTypeWindow></AppiumAUT>").utf8), .appium))
        rows.append(("40,000 stray closing tags", Array((window + ">" + String(repeating: "</x>", count: 40_000) + "</XCUIElementTypeWindow></AppiumAUT>").utf8), .appium))
        rows.append(("900 open, 20,000 stray closing tags", Array(("<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther x=\"0\" y=\"0\" width=\"390\" height=\"844\">", count: 900) + String(repeating: "</x>", count: 20_000)).utf8), .appium))
        rows.append(("60 KB of <a <a <a after a window", Array((window + ">" + String(repeating: "<a ", count: 20_000)).utf8), .appium))
        for (name, bytes, format) in rows {
            let result: String
            do {
                let imported = try HierarchyImporter.importHierarchy(bytes, format: format, limits: limits)
                result = "\(imported.hierarchy.viewCount) views, \(imported.notes.count) notes"
            } catch {
                result = "refused: \(error.issues.first?.message.prefix(60) ?? "")"
            }
            let perRun = Measure.bestPerRun(5, iterations: Measure.iterations(forBytes: bytes.count)) {
                _ = try? HierarchyImporter.importHierarchy(bytes, format: format, limits: limits)
            }
            print(name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%9d B %10.3f ms  ", bytes.count, perRun * 1000) + result)
        }
    }

    /// A page source as WebDriverAgent prints one: nested containers of buttons, texts and cells, every
    /// element with its type, name, label, enabled, visible and frame.
    static func appiumPage(elements: Int) -> String {
        var rng = SplitMix(seed: 7)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Shop\" label=\"Shop\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        var open: [String] = []
        let types = ["Other", "Button", "StaticText", "Cell", "Image", "TextField", "Switch"]
        for n in 0..<elements {
            if open.count > 1, rng.next() % 3 == 0 { out += String(repeating: "  ", count: open.count) + "</XCUIElementType\(open.removeLast())>\n" }
            let type = open.count < 12 && rng.next() % 4 == 0 ? "Other" : types[Int(rng.next() % UInt64(types.count))]
            let x = Double(rng.next() % 300), y = Double(rng.next() % 800)
            let attrs = "type=\"XCUIElementType\(type)\" name=\"item\(n)\" label=\"Item &quot;\(n)&quot; &amp; more\" enabled=\"true\" visible=\"\(n % 9 == 0 ? "false" : "true")\" x=\"\(x)\" y=\"\(y)\" width=\"\(40 + n % 200)\" height=\"44\""
            out += String(repeating: "  ", count: open.count + 1)
            if type == "Other" || type == "Cell" { out += "<XCUIElementType\(type) \(attrs)>\n"; open.append(type) } else { out += "<XCUIElementType\(type) \(attrs)/>\n" }
        }
        while let type = open.popLast() { out += "</XCUIElementType\(type)>\n" }
        return out + "</XCUIElementTypeApplication>\n</AppiumAUT>\n"
    }

    /// Detox's view hierarchy of the same shape: one element per UIView, named by its class.
    static func detoxPage(elements: Int) -> String {
        var rng = SplitMix(seed: 9)
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<ViewHierarchy>\n<UIWindow alpha=\"1.0\" class=\"UIWindow\" focused=\"false\" height=\"844\" visibility=\"visible\" width=\"390\">\n"
        var open: [String] = []
        let classes = ["UIView", "UIButton", "UILabel", "UIImageView", "UIStackView"]
        for n in 0..<elements {
            if open.count > 1, rng.next() % 3 == 0 { out += "</\(open.removeLast())>\n" }
            let cls = classes[Int(rng.next() % UInt64(classes.count))]
            let attrs = "alpha=\"1.0\" class=\"\(cls)\" focused=\"false\" height=\"44\" id=\"v\(n)\" label=\"Row &quot;\(n)&quot;\" visibility=\"visible\" width=\"\(40 + n % 300)\" x=\"\(rng.next() % 300)\" y=\"\(rng.next() % 800)\""
            if cls == "UIView" || cls == "UIStackView", open.count < 14 { out += "<\(cls) \(attrs)>\n"; open.append(cls) } else { out += "<\(cls) \(attrs) />\n" }
        }
        while let cls = open.popLast() { out += "</\(cls)>\n" }
        return out + "</UIWindow>\n</ViewHierarchy>\n"
    }
}
