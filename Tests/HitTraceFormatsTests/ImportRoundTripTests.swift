import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats
import HitTraceJSON

/// Export → import is the identity on generated hierarchies: everything a dump can say (ids, classes and
/// bases, frames, bounds origins, transforms, anchor points, hidden, alpha, interaction, clipping, tags,
/// awkward text, scroll sizes, text attributes, several windows) comes back exactly.
@Suite struct ImportRoundTripTests {
    struct Generator {
        var rng: SplitMix64

        mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
        /// Multiples of 0.5 (points and half points): frame and centre convert exactly both ways.
        mutating func coordinate(_ range: Int) -> Double { Double(int(range * 2) - range) / 2 }

        static let classes: [(String, String?)] = [
            ("UIView", nil), ("UILabel", nil), ("UIButton", nil), ("UIImageView", nil), ("UIScrollView", nil),
            ("UITableView", nil), ("UIStackView", nil), ("MyApp.CardView", "UIControl"), ("AAUILabel", "UILabel"),
            ("SwiftUI._UIHostingView<…>", nil), ("_UIPrivateThing", nil),
        ]
        static let texts = ["", "OK", "What's", "it's 'quoted'; and >", "电子邮件或电话", "a\\u0041b", "two\nlines\ttab",
                            "semi; colon = x", "<b>bold</b>", "end'", "🙂 emoji", "back\\slash"]
        static let attributes: [(String, String)] = [
            ("layer", "<CALayer: 0x600003a0dde0>"), ("opaque", "NO"), ("autoresize", "W+H"),
            ("gestureRecognizers", "<NSArray: 0x600003478330>"),
            ("backgroundColor", "<UIDynamicSystemColor: 0x6000024f1800; name = systemGroupedBackgroundColor>"),
            ("animations", "{ position=<CASpringAnimation: 0x600003a94b60>; opacity=<CABasicAnimation: 0x1>; }"),
            ("tintColor", "UIExtendedSRGBColorSpace 0 0.478431 1 1"), ("adjustedContentInset", "{59, 0, 0, 0}"),
            ("configuration", "<UIBackgroundConfiguration: 0x600000431d40; Base Style = List Grouped Cell; cornerRadius = 10>"),
        ]

        mutating func view(_ w: inout JSONWriter, depth: Int, number: inout Int) {
            number += 1
            let (className, base) = pick(Self.classes)
            w.beginObject()
            let short = SwiftClassName.short(className)
            w.key("id"); w.string(chance(70) ? short + "_0x" + String(0x7f00_0000 + number * 16, radix: 16) : "view\(number)")
            w.key("class"); w.string(className)
            if let base { w.key("base"); w.string(base) }
            let width = Double(int(400)) / 2, height = Double(int(400)) / 2
            w.key("frame"); numbers([coordinate(200), coordinate(200), width, height], &w)
            if chance(20) { w.key("anchorPoint"); numbers([pick([0, 0.25, 0.5, 1]), pick([0, 0.5, 0.75, 1])], &w) }
            if chance(15) {
                w.key("transform")
                w.beginObject()
                w.key("rotate"); w.number(Double(int(360)))
                w.key("scale"); w.number(pick([0.5, 1, 1.5, 2]))
                w.key("translate"); numbers([coordinate(20), coordinate(20)], &w)
                w.endObject()
            }
            if chance(15) { w.key("hidden"); w.bool(true) }
            if chance(20) { w.key("alpha"); w.number(pick([0, 0.005, 0.01, 0.25, 0.5, 0.999])) }
            if chance(30) { w.key("userInteractionEnabled"); w.bool(chance(50)) }
            if chance(20) { w.key("clipsToBounds"); w.bool(true) }
            if chance(15) { w.key("tag"); w.int(int(20_000) - 10_000) }
            if chance(30) { w.key("text"); w.string(pick(Self.texts)) }
            if className.hasSuffix("ScrollView") || className == "UITableView" {
                if chance(70) { w.key("contentOffset"); numbers([coordinate(100), coordinate(300)], &w) }
                if chance(70) { w.key("contentSize"); numbers([Double(int(1000)), Double(int(3000))], &w) }
            }
            if chance(60) {
                w.key("attributes")
                w.beginObject()
                var used = Set<String>()
                for _ in 0...int(3) {
                    let (k, v) = pick(Self.attributes)
                    if used.insert(k).inserted { w.key(text: k); w.string(v) }
                }
                w.endObject()
            }
            if depth < 6 && chance(70) {
                w.key("subviews")
                w.beginArray()
                for _ in 0..<int(4) { view(&w, depth: depth + 1, number: &number) }
                w.endArray()
            }
            w.endObject()
        }

        func numbers(_ values: [Double], _ w: inout JSONWriter) {
            w.beginArray()
            for v in values { w.number(v) }
            w.endArray()
        }

        mutating func hierarchy() -> [UInt8] {
            var w = JSONWriter()
            var number = 0
            w.beginObject()
            w.key("windows")
            w.beginArray()
            for _ in 0...int(2) { view(&w, depth: 0, number: &number) }
            w.endArray()
            w.endObject()
            return w.bytes
        }
    }

    @Test func exportThenImportIsTheIdentity() throws {
        var g = Generator(rng: SplitMix64(seed: 0xD0_5EED))
        for _ in 0..<300 {
            let h = try HierarchyDecoder.decode(json: g.hierarchy())
            let text = DumpExporter.render(h)
            let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
            let before = ImportFixtures.normalized(h), after = ImportFixtures.normalized(again)
            #expect(after == before, "\(text)")
            if after != before { break }
        }
    }

    /// The exporter writes UIKit's layout: no indent for the receiver, `   |` then `    |` per level.
    @Test func exportLooksLikeUIKit() throws {
        let h = try ImportFixtures.dump("""
            <UIWindow: 0x7fb3c2d0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000a2>>
               | <UIView: 0x7fb3c300; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000a3>>
               |    | <UILabel: 0x7fb3c400; frame = (20 100; 200 21); text = 'Tap 'here''; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000a4>>
               |    | <UIScrollView: 0x7fb3c500; frame = (0 0; 100 100); layer = <CALayer: 0x6000a5>; contentOffset: {0, 40}; contentSize: {100, 900}; adjustedContentInset: {0, 0, 0, 0}>
            """)
        #expect(DumpExporter.render(h) == """
            <UIWindow: 0x7fb3c2d0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000a2>>
               | <UIView: 0x7fb3c300; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000a3>>
               |    | <UILabel: 0x7fb3c400; frame = (20 100; 200 21); text = 'Tap \\'here\\''; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000a4>>
               |    | <UIScrollView: 0x7fb3c500; frame = (0 0; 100 100); layer = <CALayer: 0x6000a5>; contentOffset: {0, 40}; contentSize: {100, 900}; adjustedContentInset: {0, 0, 0, 0}>

            """)
    }

    /// A hierarchy written as JSON exports with its ids (`id = …`, since no address gives them back) and
    /// imports to the same views.
    @Test func seedDemoRoundTrips() throws {
        let h = try Fixtures.seedDemo()
        let again = try DumpImporter.importDump(Array(DumpExporter.render(h).utf8)).hierarchy
        #expect(again.viewCount == h.viewCount)
        #expect((0..<h.viewCount).map(h.id) == (0..<again.viewCount).map(again.id))
        #expect((0..<h.viewCount).map { h.frame(of: $0) } == (0..<again.viewCount).map { again.frame(of: $0) })
        #expect(again.hitID(40, 100) == h.hitID(40, 100))
    }
}
