import Testing
@testable import HitTestKit
@testable import HitTraceFormats
import TestSupport

/// How each printed property becomes part of the hierarchy (dumps README, "Fields inside a view node"), with the
/// expected hierarchy written literally.
@Suite struct ImportMappingTests {
    /// Dump 03's shape: the top view is a plain view, not a window, and becomes the root as it is. The rotated
    /// view's printed frame is its bounding box (rule 2.4): a 100×100 square turned 22.5° spans
    /// 100·(cos + sin) = 130.656 each way, so the bounds come back 100×100 and the centre (50, 50).
    @Test func transformedFrameIsABoundingBox() throws {
        let h = try ImportFixtures.dump("""
            <UIView: 0x11cc1e820; frame = (0 0; 200 200); layer = <CALayer: 0x600000cc8b70>>
               | <UIView: 0x11ca04440; frame = (-15.328148243818827 -15.328148243818827; 130.65629648763766 130.65629648763766); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x600000c21170>>
            """)
        let v = try #require(h.index(of: "UIView_0x11ca04440"))
        #expect(h.views[0].className == "UIView")
        #expect(abs(h.views[v].bounds.width - 100) < 1e-9 && abs(h.views[v].bounds.height - 100) < 1e-9)
        #expect(abs(h.views[v].center.x - 50) < 1e-9 && abs(h.views[v].center.y - 50) < 1e-9)
        // The frame the engine works out again is the printed box.
        #expect(abs(h.frame(of: v).x + 15.328148243818827) < 1e-9)
    }

    /// A transform with a translation and a non-default anchor: the centre is the box's centre moved back by
    /// (tx, ty) and by the matrix applied to (bounds centre − anchor). Scale 2 about the top-left corner of a
    /// 10×20 view whose frame would be (5 5; 10 20) before the transform, moved by (3, 4): the box is
    /// (8 9; 20 40).
    @Test func translationAndAnchorPoint() throws {
        let h = try ImportFixtures.dump("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (8 9; 20 40); anchorPoint = (0, 0); transform = [2, 0, 0, 2, 3, 4]>
            """)
        let v = try #require(h.index(of: "UIView_0x2"))
        #expect(h.views[v].bounds == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(h.views[v].center == Point(x: 5, y: 5))
        #expect(h.frame(of: v) == Rect(x: 8, y: 9, width: 20, height: 40))
    }

    /// Mangled Swift names get a readable class (module, nesting, `<…>` for generic arguments); the printed name
    /// is kept in `attributes.printedClass`. Module-qualified names are readable already. `baseClass` names
    /// the UIKit class whose behaviour applies when UIKit knows it, and is kept as text when it does not.
    @Test func classNames() throws {
        let h = try ImportFixtures.dump("""
            <UIWindow: 0x13f61bdd0; frame = (0 0; 300 500); layer = <UIWindowLayer: 0x600003e63570>>
               | <_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5NeverGVS_9TupleViewTGVS_7SectionVS_4TextS6_VS_9EmptyView_GS5_S7_S6_S7_______: 0x12f811200; frame = (0 0; 300 500); layer = <CALayer: 0x600003151800>>
               |    | <_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____: 0x12f514910; baseClass = _UIConstraintBasedLayoutHostingView; frame = (0 0; 300 500); anchorPoint = (0, 0); layer = <CALayer: 0x6000031ad620>>
               |    |    | <SwiftUI.UpdateCoalescingCollectionView: 0x15f836400; baseClass = UICollectionView; frame = (0 0; 300 500); clipsToBounds = YES; layer = <CALayer: 0x6000031ac6c0>; contentOffset: {0, -59}; contentSize: {300, 182}; adjustedContentInset: {59, 0, 0, 0}; layout: <UICollectionViewCompositionalLayout: 0x15f54a2a0>>
               |    |    |    | <_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView: 0x13a9053c0; frame = (16 12; 45.5 20.5); anchorPoint = (0, 0); opaque = NO; layer = <_TtCOCV7SwiftUI11DisplayList11ViewUpdater8PlatformP33_65A81BD07F0108B0485D2E15DE104A7514CGDrawingLayer: 0x600001500540>>
            """)
        #expect(ImportFixtures.normalized(h) == (try ImportFixtures.expected("""
            {"root": {"id": "UIWindow_0x13f61bdd0", "class": "UIWindow", "frame": [0, 0, 300, 500], "userInteractionEnabled": true,
              "attributes": {"layer": "<UIWindowLayer: 0x600003e63570>"},
              "subviews": [
                {"id": "_UIHostingView_0x12f811200", "class": "SwiftUI._UIHostingView<…>", "frame": [0, 0, 300, 500], "userInteractionEnabled": true,
                 "attributes": {"printedClass": "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5NeverGVS_9TupleViewTGVS_7SectionVS_4TextS6_VS_9EmptyView_GS5_S7_S6_S7_______",
                                "layer": "<CALayer: 0x600003151800>"},
                 "subviews": [
                   {"id": "PlatformViewHost_0x12f514910", "class": "SwiftUI.PlatformViewHost<…>", "frame": [0, 0, 300, 500], "anchorPoint": [0, 0],
                    "userInteractionEnabled": true,
                    "attributes": {"printedClass": "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____",
                                   "baseClass": "_UIConstraintBasedLayoutHostingView", "layer": "<CALayer: 0x6000031ad620>"},
                    "subviews": [
                      {"id": "UpdateCoalescingCollectionView_0x15f836400", "class": "SwiftUI.UpdateCoalescingCollectionView", "base": "UICollectionView",
                       "frame": [0, 0, 300, 500], "clipsToBounds": true, "userInteractionEnabled": true,
                       "contentOffset": [0, -59], "contentSize": [300, 182],
                       "attributes": {"layer": "<CALayer: 0x6000031ac6c0>", "adjustedContentInset": "{59, 0, 0, 0}",
                                      "layout": "<UICollectionViewCompositionalLayout: 0x15f54a2a0>"},
                       "subviews": [
                         {"id": "CGDrawingView_0x13a9053c0", "class": "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView",
                          "frame": [16, 12, 45.5, 20.5], "anchorPoint": [0, 0], "userInteractionEnabled": true,
                          "attributes": {"printedClass": "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView", "opaque": "NO",
                                         "layer": "<_TtCOCV7SwiftUI11DisplayList11ViewUpdater8PlatformP33_65A81BD07F0108B0485D2E15DE104A7514CGDrawingLayer: 0x600001500540>"}}
                       ]}
                    ]}
                 ]}
              ]}}
            """)))
        // The scroll offset is the bounds origin (rule 5.1).
        let scroll = try #require(h.index(of: "UpdateCoalescingCollectionView_0x15f836400"))
        #expect(h.views[scroll].bounds.origin == Point(x: 0, y: -59))
    }

    @Test(arguments: [
        ("_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer", "SwiftUI.CGDrawingLayer"),
        ("_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__", "SwiftUI.CellHostingView<…>"),
        ("_TtCFC11SentryTests14SomeTestsClass8testFoo FT_T_L_11AnotherView", "SentryTests.AnotherView"),
        ("_TtC5MyApp11ProfileView", "MyApp.ProfileView"),
    ])
    func readableSwiftNames(mangled: String, readable: String) {
        #expect(SwiftClassName.readable(mangled.replacingOccurrences(of: " ", with: "")) == readable)
    }

    /// ` (layer)` lines are sublayers, not views: kept as text on the view that owns them. Elision lines and
    /// text after a node's `>` are read past, the latter kept as `trailer`; `recursiveDescription2`'s ivar names
    /// are kept as `ivar`; a `<<…>` text-container line keeps its tail as `wrapped`.
    @Test func layersElisionsTrailersAndIvars() throws {
        let imported = try DumpImporter.importDump(Array("""
            0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x10; frame = (0 0; 100 100)>
            | _hosting <UIView: 0x11; frame = (0 0; 100 100); gestureRecognizers = <NSArray: 0x6000>>
            |    | <CALayer: 0x600000ceccf0> (layer)
            |    | <UIImageView: 0x12; frame = (0 0; 10 10); userInteractionEnabled = NO> - (null)
            ...................................
            |    | <<_UITextContainerView: 0x13; frame = (0 0; 40 30)> minSize = {0, 0}, textContainer = <NSTextContainer: 0x6003 size = (40.000000,inf); widthTracksTextView = YES>; lineBreakMode = 0>
            | <UICollectionView: 0x14; frame = (0 0; 100 100); animations = { position=<CASpringAnimation: 0x600003a94b60>; }; contentOffset: {0, 315}; contentSize: {100, 5951}> collection view layout: <UICollectionViewFlowLayout: 0x7ae60ab0>
            """.utf8))
        #expect(ImportFixtures.normalized(imported.hierarchy) == (try ImportFixtures.expected("""
            {"root": {"id": "UIView_0x10", "class": "UIView", "frame": [0, 0, 100, 100], "userInteractionEnabled": true,
              "subviews": [
                {"id": "UIView_0x11", "class": "UIView", "frame": [0, 0, 100, 100], "userInteractionEnabled": true,
                 "attributes": {"gestureRecognizers": "<NSArray: 0x6000>", "ivar": "_hosting", "sublayer": "<CALayer: 0x600000ceccf0>"},
                 "subviews": [
                   {"id": "UIImageView_0x12", "class": "UIImageView", "frame": [0, 0, 10, 10], "userInteractionEnabled": false,
                    "attributes": {"trailer": "- (null)"}},
                   {"id": "_UITextContainerView_0x13", "class": "_UITextContainerView", "frame": [0, 0, 40, 30], "userInteractionEnabled": true,
                    "attributes": {"wrapped": "minSize = {0, 0}, textContainer = <NSTextContainer: 0x6003 size = (40.000000,inf); widthTracksTextView = YES>; lineBreakMode = 0"}}
                 ]},
                {"id": "UICollectionView_0x14", "class": "UICollectionView", "frame": [0, 0, 100, 100], "userInteractionEnabled": true,
                 "contentOffset": [0, 315], "contentSize": [100, 5951],
                 "attributes": {"animations": "{ position=<CASpringAnimation: 0x600003a94b60>; }",
                                "trailer": "collection view layout: <UICollectionViewFlowLayout: 0x7ae60ab0>"}}
              ]}}
            """)))
        #expect(imported.notes.map(\.path) == ["line 1", "line 5"])
    }

    /// Alpha, tag, Cycript's `\\u` escapes in text, a text that is only `''`, a `placeholder` kept unquoted.
    @Test func alphaTagAndEscapedText() throws {
        let h = try ImportFixtures.dump(#"""
            <UIView: 0x1; frame = (0 0; 100 100); alpha = 0.5; tag = 1886548836>
               | <UITextField: 0x2; frame = (0 0; 10 10); text = '\u7535\u5b50\xa0ID'; placeholder = \u7535\u5b50; borderStyle = None>
               | <UILabel: 0x3; frame = (0 0; 10 10); text = ''; alpha = 0; userInteractionEnabled = NO>
            """#)
        #expect(ImportFixtures.normalized(h) == (try ImportFixtures.expected(#"""
            {"root": {"id": "UIView_0x1", "class": "UIView", "frame": [0, 0, 100, 100], "alpha": 0.5, "tag": 1886548836, "userInteractionEnabled": true,
              "subviews": [
                {"id": "UITextField_0x2", "class": "UITextField", "frame": [0, 0, 10, 10], "text": "电子\u00a0ID", "userInteractionEnabled": true,
                 "attributes": {"placeholder": "\\u7535\\u5b50", "borderStyle": "None"}},
                {"id": "UILabel_0x3", "class": "UILabel", "frame": [0, 0, 10, 10], "text": "", "alpha": 0, "userInteractionEnabled": false}
              ]}}
            """#)))
    }

    /// A dump cut off in the middle of its last line: the view is kept when its frame was printed (with a note),
    /// and left out with a note on its parent when it was not.
    @Test func cutOffLastLine() throws {
        let kept = try DumpImporter.importDump(Array("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UILabel: 0x2; frame = (0 0; 10 10); text = 'Hel
            """.utf8))
        #expect(kept.hierarchy.viewCount == 2)
        #expect(kept.hierarchy.extras(of: 1).attributes.map(\.name) == ["importNote"])
        #expect(kept.notes.map(\.path) == ["line 2"])

        let dropped = try DumpImporter.importDump(Array("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UILabel: 0x2; frame = (0 0; 1
            """.utf8))
        #expect(dropped.hierarchy.viewCount == 1)
        #expect(dropped.hierarchy.extras(of: 0).attributes.map(\.value) == ["line 2 was cut off before its frame, so that subview is left out"])
    }

    /// Several top views (two windows pasted one after the other) become `windows`, back to front.
    @Test func severalTopViewsAreWindows() throws {
        let h = try ImportFixtures.dump("""
            <UIWindow: 0x1; frame = (0 0; 100 100)>
            <UITextEffectsWindow: 0x2; frame = (0 0; 100 100)>
               | <UIView: 0x3; frame = (0 0; 10 10)>
            """)
        #expect(h.windows.map { h.id(Int($0)) } == ["UIWindow_0x1", "UITextEffectsWindow_0x2"])
        // The text-effects window is UIKit's own and has no input view here: it takes no touches (rule 6.6).
        #expect(h.hitID(5, 5) == "UIWindow_0x1")
    }

    /// The page and the command line take text that does not start with `{` for a dump.
    @Test(arguments: [("  {\"root\": {}}", false), ("<UIView: 0x1; frame = (0 0; 1 1)>", true), ("`<UIWindow…", true), ("  \n", false)])
    func jsonOrDump(text: String, isDump: Bool) {
        #expect(DumpImporter.looksLikeDump(Array(text.utf8)) == isDump)
    }

    /// A class name longer than an identifier may be (and not one the readable form shortens) is cut for the
    /// `class` and kept whole as `printedClass`; the export prints it whole again.
    @Test func overlongClassNames() throws {
        let long = "$s7SwiftUI" + String(repeating: "VeryLongGenericArgument", count: 20)
        let h = try ImportFixtures.dump("<\(long): 0x1; frame = (0 0; 10 10)>")
        #expect(h.views[0].className.utf8.count <= 256)
        #expect(h.extras(of: 0).attributes.first?.value == long)
        #expect(DumpExporter.render(h).hasPrefix("<" + long + ": 0x1;"))
        #expect(ImportFixtures.normalized(try ImportFixtures.dump(DumpExporter.render(h))) == ImportFixtures.normalized(h))
    }
}
