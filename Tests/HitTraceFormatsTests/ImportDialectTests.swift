import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// The project's own dumps in `Tests/Fixtures/dumps` (written for HitTrace, not copied from anywhere; README
/// there), one for each way a `recursiveDescription` reaches a user: lldb's `po`, Xcode's console, Cycript,
/// Chisel's `pviews`, snapshot files with purged addresses, log prefixes, Frida's quotes, `recursiveDescription2`
/// ivars, mangled Swift and SwiftUI classes with bare layers, transforms, a cut-off last line, any indentation.
/// They cover the importer in a plain clone, where the team's real dumps (`ImportRealDumpTests`) are not there.
@Suite struct ImportDialectTests {
    /// What one view must have come out as: its class, its frame in its superview, its flags.
    struct ViewCheck: Sendable {
        var id: String
        var className: String
        var frame: Rect
        var hidden = false
        var alpha = 1.0
        var interactive = true
    }

    /// A point on the screen and the view UIKit's hit-test returns there.
    struct Hit: Sendable {
        var x: Double
        var y: Double
        var view: String
    }

    struct Dump: Sendable, CustomTestStringConvertible {
        var file: String
        /// Views imported (` (layer)` lines are not views).
        var views: Int
        var windows = 1
        /// Lines read past rather than imported (echoes, headers, prefixes, elisions, a cut-off line).
        var notes: [String] = []
        var checks: [ViewCheck]
        var hits: [Hit]
        var testDescription: String { file }
    }

    static func v(_ id: String, _ className: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                  hidden: Bool = false, alpha: Double = 1, interactive: Bool = true) -> ViewCheck {
        ViewCheck(id: id, className: className, frame: Rect(x: x, y: y, width: w, height: h), hidden: hidden, alpha: alpha,
                  interactive: interactive)
    }

    static func hit(_ x: Double, _ y: Double, _ view: String) -> Hit { Hit(x: x, y: y, view: view) }

    static let dumps: [Dump] = [
        // lldb: the command echoed before, the prompt after; the standard indentation; a hidden label, a view at
        // alpha 0 (not hittable) and one at 0.5 (hittable), a tag, a button whose label is not interactive.
        Dump(file: "lldb-po-keywindow.txt", views: 9, notes: ["line 1", "line 11"], checks: [
            v("UIWindow_0x104a0c3e0", "UIWindow", 0, 0, 390, 844),
            v("UILabel_0x104a13210", "UILabel", 24, 120, 342, 29, interactive: false),
            v("UILabel_0x104a13790", "UILabel", 24, 160, 342, 21, hidden: true, interactive: false),
            v("UIButton_0x104a14020", "UIButton", 24, 700, 342, 50),
            v("UIButtonLabel_0x104a14510", "UIButtonLabel", 131, 15, 80, 20, interactive: false),
            v("UIView_0x104a15330", "UIView", 0, 600, 390, 80, alpha: 0),
            v("UIView_0x104a156a0", "UIView", 0, 780, 390, 64, alpha: 0.5),
        ], hits: [
            hit(160, 725, "UIButton_0x104a14020"), hit(100, 640, "UIView_0x104a12f70"),
            hit(100, 800, "UIView_0x104a156a0"), hit(100, 130, "UIView_0x104a12f70"),
        ]),
        // Xcode's console: `po` of a Swift expression on a view controller's view (a plain view on top, not a
        // window), a blank line and the prompt after. A table view scrolled by 200 with its tail fields
        // (`contentOffset: {…}`, `dataSource: <…>`), a cell background with a nested `configuration = <…>`.
        Dump(file: "xcode-console-view-controller.txt", views: 9, notes: ["line 1", "line 12"], checks: [
            v("UIView_0x13bd0a6e0", "UIView", 0, 0, 390, 844),
            v("UITableView_0x13c02ae00", "UITableView", 0, 0, 390, 844),
            v("UITableViewCell_0x13c039a00", "UITableViewCell", 0, 300, 390, 44),
            v("UISwitch_0x13bd1cc20", "UISwitch", 255, 6.5, 51, 31),
            v("_UIScrollViewScrollIndicator_0x13bd1e060", "_UIScrollViewScrollIndicator", 384, 1168, 3, 96, alpha: 0),
        ], hits: [
            hit(280, 120, "UISwitch_0x13bd1cc20"), hit(360, 120, "_UISystemBackgroundView_0x13bd1c0a0"),
            hit(100, 160, "UITableViewCellContentView_0x13bd1d2a0"), hit(100, 50, "UITableView_0x13c02ae00"),
        ]),
        // Cycript: the `cy#` command, the dump in backticks (the opening one before the first view, the closing
        // one after the last `>`), `\u` escapes, an unquoted placeholder, hidden layout guides.
        Dump(file: "cycript-keywindow.txt", views: 10, notes: ["line 1", "line 2"], checks: [
            v("UIWindow_0x15d2e5a0", "UIWindow", 0, 0, 320, 568),
            v("_UILayoutGuide_0x15e1ab00", "_UILayoutGuide", 0, 0, 0, 20, hidden: true),
            v("UILabel_0x15e1b0f0", "UILabel", 20, 60, 280, 21, interactive: false),
            v("UITextField_0x15e1b5a0", "UITextField", 20, 90, 280, 30),
            v("UIButtonLabel_0x15e1e990", "UIButtonLabel", 118, 12, 44, 20, interactive: false),
        ], hits: [
            hit(160, 200, "UIButton_0x15e1e4a0"), hit(100, 100, "UITextField_0x15e1b5a0"),
            hit(100, 70, "UIView_0x15e1a7c0"), hit(100, 145, "UITextField_0x15e1d010"),
        ]),
        // Chisel's `pviews`, cut out of a larger dump: the first line already at one `|` with no spaces before
        // it, an elision line, a collection view scrolled by 315 with a ` collection view layout: <…>` trailer,
        // component views whose `baseClass` is UIKit's.
        Dump(file: "chisel-pviews-cut-out.txt", views: 9, notes: ["line 1", "line 8"], checks: [
            v("UICollectionView_0x7c8a3600", "UICollectionView", 0, 0, 375, 667),
            v("FeedCell_0x7b704a10", "FeedCell", 0, 600, 375, 120),
            v("CKTextComponentView_0x7b7030c0", "CKTextComponentView", 120, 10, 240, 60, interactive: false),
            v("CKButtonComponentView_0x7b7035d0", "CKButtonComponentView", 300, 76, 60, 36),
            v("UIImageView_0x7b706150", "UIImageView", 369, 860, 3, 7, alpha: 0, interactive: false),
        ], hits: [
            hit(330, 80, "CKButtonComponentView_0x7b7035d0"), hit(200, 20, "UIView_0x7b7015a0"),
            hit(60, 40, "UIView_0x7b7015a0"), hit(100, 300, "UIView_0x7b704c90"), hit(100, 200, "UICollectionView_0x7c8a3600"),
        ]),
        // swift-snapshot-testing's files: addresses purged (`<UIView; frame = …; layer = <CALayer>>`), so ids
        // come from the class; quotes inside text left unescaped; no line break at the end.
        Dump(file: "snapshot-purged-addresses.txt", views: 7, checks: [
            v("UIView_1", "UIView", 0, 0, 375, 667),
            v("UIStackView_1", "UIStackView", 16, 100, 343, 120),
            v("UILabel_2", "UILabel", 0, 40, 343, 40, interactive: false),
            v("UIButtonLabel_1", "UIButtonLabel", 140, 10, 63, 20, interactive: false),
            v("UIView_2", "UIView", 0, 617, 375, 50, hidden: true),
        ], hits: [hit(187, 190, "UIButton_1"), hit(100, 640, "UIView_1"), hit(100, 110, "UIStackView_1")]),
        // NSLog: the timestamp and process header before the first line only. A scroll view scrolled by 120
        // over module-qualified app classes.
        Dump(file: "log-nslog-first-line.txt", views: 5, notes: ["line 1"], checks: [
            v("UIScrollView_0x103822600", "UIScrollView", 0, 0, 414, 896),
            v("CardView_0x10311c3d0", "Wallet.CardView", 20, 140, 374, 220),
            v("UIButton_0x10311d5e0", "UIButton", 294, 170, 64, 34),
        ], hits: [
            hit(340, 200, "UIButton_0x10311d5e0"), hit(100, 100, "CardView_0x10311c3d0"),
            hit(100, 300, "CardView_0x10311e7f0"), hit(100, 600, "UIScrollView_0x103822600"),
        ]),
        // A device's console: the syslog header with a `<Notice>:` tag (a `<` that is not a view) on every line;
        // a `value: …` tail field.
        Dump(file: "log-device-console-every-line.txt", views: 5, notes: ["line 1"], checks: [
            v("UIStackView_0x12d611060", "UIStackView", 16, 100, 358, 88),
            v("UISegmentedControl_0x12d6122d0", "UISegmentedControl", 0, 0, 358, 32),
            v("UISlider_0x12d6134e0", "UISlider", 0, 48, 358, 40),
            v("UILabel_0x12d6146f0", "UILabel", 16, 200, 358, 20, interactive: false),
        ], hits: [
            hit(100, 110, "UISegmentedControl_0x12d6122d0"), hit(100, 165, "UISlider_0x12d6134e0"),
            hit(100, 210, "UIView_0x12d60e8b0"),
        ]),
        // A tool's log: a `View Hierarchy:` header line, every line indented by the log; React Native's
        // `reactTag: N` right after the address; `alpha = 0; hidden = YES` together.
        Dump(file: "log-tool-header-react-native.txt", views: 7, notes: ["line 1"], checks: [
            v("UIWindow_0x7fb1d8c0e1a0", "UIWindow", 0, 0, 375, 812),
            v("RCTView_0x7fb1d8d13e40", "RCTView", 24, 700, 327, 48, alpha: 0.4),
            v("RCTParagraphComponentView_0x7fb1d8d15050", "RCTParagraphComponentView", 120, 14, 87, 20, interactive: false),
            v("RCTModalHostView_0x7fb1d8d16260", "RCTModalHostView", 0, 0, 375, 812, hidden: true, alpha: 0),
        ], hits: [hit(187, 724, "RCTView_0x7fb1d8d13e40"), hit(187, 400, "RCTView_0x7fb1d8d12c30")]),
        // `recursiveDescription2`: the controller label before the root, ivar names before each `<`, bars with
        // no spaces before them, ` - (null)` and `-><UIImage…>` trailers, an old private button class.
        Dump(file: "recursivedescription2-ivars.txt", views: 7, notes: ["line 1"], checks: [
            v("UIView_0x7a52e1f0", "UIView", 0, 0, 320, 480),
            v("UIRoundedRectButton_0x7a52f0e0", "UIRoundedRectButton", 20, 140, 280, 44),
            v("UIButtonLabel_0x7a52f420", "UIButtonLabel", 115, 12, 50, 20, interactive: false),
            v("UIImageView_0x7a52f7d0", "UIImageView", 20, 200, 280, 200, interactive: false),
        ], hits: [
            hit(160, 162, "UIRoundedRectButton_0x7a52f0e0"), hit(60, 60, "UIView_0x7a52e5c0"), hit(100, 300, "UIView_0x7a52e1f0"),
        ]),
        // SwiftUI on a recent iOS: a generic mangled hosting view under UITransitionView/UIDropShadowView,
        // file-private and nested mangled classes, `anchorPoint = (0, 0)`, bare sublayers as ` (layer)` lines.
        Dump(file: "swiftui-hosting-layers.txt", views: 7, checks: [
            v("_UIHostingView_0x101f10a00", "SwiftUI._UIHostingView<…>", 0, 0, 402, 874),
            v("_UIShapeHitTestingView_0x101f11c40", "SwiftUI._UIShapeHitTestingView", 24, 700, 354, 50),
            v("CGDrawingView_0x101f12e80", "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView", 24, 120, 200, 41, interactive: false),
            v("CGDrawingView_0x101f13f90", "SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView", 24, 170, 354, 20.3333, interactive: false),
        ], hits: [
            hit(200, 725, "_UIShapeHitTestingView_0x101f11c40"), hit(100, 140, "_UIHostingView_0x101f10a00"),
            hit(100, 400, "_UIHostingView_0x101f10a00"),
        ]),
        // A SwiftUI List: `$` in a mangled name, a module-qualified collection view with `baseClass`, pulled
        // down under the bars (negative offset), a local class, scroll indicators at alpha 0.
        Dump(file: "swiftui-list-mangled.txt", views: 14, checks: [
            v("PlatformViewHost_0x12be11f30", "SwiftUI.PlatformViewHost<…>", 0, 0, 390, 844),
            v("UpdateCoalescingCollectionView_0x12c81ae00", "SwiftUI.UpdateCoalescingCollectionView", 0, 0, 390, 844),
            v("ListCollectionViewCell_0x12c82a400", "SwiftUI.ListCollectionViewCell", 16, 35, 358, 44),
            v("BadgeView_0x12c82c700", "Coffee.BadgeView", 300, 10, 40, 24),
            v("OrderRowView_0x12c82d800", "Coffee.OrderRowView", 0, 0, 358, 44),
            v("_UIScrollViewScrollIndicator_0x12be15e20", "_UIScrollViewScrollIndicator", 384, 85, 3, 705, alpha: 0),
        ], hits: [
            hit(330, 148, "BadgeView_0x12c82c700"), hit(100, 148, "CellHostingView_0x12c82b600"),
            hit(100, 190, "OrderRowView_0x12c82d800"), hit(100, 500, "UpdateCoalescingCollectionView_0x12c81ae00"),
            hit(385, 400, "UpdateCoalescingCollectionView_0x12c81ae00"),
        ]),
        // Transforms: the printed frame is the bounding box. A quarter turn, an eighth of a turn (whose box
        // corners are outside the view), a scale about the top-left corner with a translation, a mirror
        // (`-0` in the matrix) whose subview ends up on the other side.
        Dump(file: "transforms.txt", views: 7, checks: [
            v("UIView_0x10c40b7f0", "UIView", 50, 250, 200, 100),
            v("UIView_0x10c40d3a0", "UIView", 229.289, 29.2893, 141.421, 141.421),
            v("UIView_0x10c40e5d0", "UIView", 8, 9, 20, 40),
            v("UIView_0x10c40f810", "UIView", 0, 360, 400, 40),
        ], hits: [
            hit(225, 300, "UIButton_0x10c40c120"), hit(75, 300, "UIView_0x10c40b7f0"),
            hit(300, 100, "UIView_0x10c40d3a0"), hit(300, 160, "UIView_0x10c40d3a0"), hit(240, 40, "UIView_0x10c40a2b0"),
            hit(20, 40, "UIView_0x10c40e5d0"), hit(360, 380, "UIButton_0x10c410a40"), hit(40, 380, "UIView_0x10c40f810"),
        ]),
        // A dump cut off in its last line after the frame: the view is kept, with a note.
        Dump(file: "cut-off-last-line-kept.txt", views: 4, notes: ["line 4"], checks: [
            v("UIButton_0x7f9e3c60d880", "UIButton", 16, 591, 343, 50),
        ], hits: [hit(100, 600, "UIButton_0x7f9e3c60d880"), hit(100, 90, "UIView_0x7f9e3c60b1d0")]),
        // Cut off before the frame: the view is left out, with a note.
        Dump(file: "cut-off-last-line-dropped.txt", views: 3, notes: ["line 4"], checks: [
            v("UIView_0x7f9e3c60b1d0", "UIView", 0, 0, 375, 667),
        ], hits: [hit(100, 600, "UIView_0x7f9e3c60b1d0")]),
        // Every indentation at once: two spaces, four, tabs, none (Chisel), bars with no space before `<`,
        // extra log indentation. Depth is the number of bars.
        Dump(file: "any-indent.txt", views: 8, checks: [
            v("UIButton_0x7ff0a1c07b20", "UIButton", 20, 20, 100, 44),
            v("UISwitch_0x7ff0a1c09d40", "UISwitch", 200, 26, 51, 31),
            v("UIView_0x7ff0a1c0ae50", "UIView", 0, 240, 320, 240),
            v("_UITextFieldCanvasView_0x7ff0a1c0d070", "_UITextFieldCanvasView", 8, 0, 264, 34),
        ], hits: [
            hit(60, 42, "UIButton_0x7ff0a1c07b20"), hit(220, 40, "UISwitch_0x7ff0a1c09d40"),
            hit(100, 277, "_UITextFieldCanvasView_0x7ff0a1c0d070"), hit(10, 300, "UIView_0x7ff0a1c0ae50"),
        ]),
        // A sheet on iOS 13+: a dimming view far larger than the screen, trailers after `>`
        // (`clientRequestedContentView effect=none`, `buttonBar=0x…`), a text view's `<<_UITextContainerView…>>
        // minSize = …>` line.
        Dump(file: "sheet-presentation-textview.txt", views: 12, checks: [
            v("UIDimmingView_0x104f1c9a0", "UIDimmingView", -390, -844, 1170, 2532),
            v("UIDropShadowView_0x104f1dcb0", "UIDropShadowView", 0, 59, 390, 785),
            v("_UIVisualEffectContentView_0x104f20140", "_UIVisualEffectContentView", 0, 0, 390, 785, interactive: false),
            v("UITextView_0x105814600", "UITextView", 16, 72, 358, 200),
            v("_UITextContainerView_0x104f25c30", "_UITextContainerView", 0, 0, 358, 420),
        ], hits: [
            hit(200, 30, "UIDimmingView_0x104f1c9a0"), hit(340, 85, "_UIButtonBarButton_0x104f24a00"),
            hit(100, 200, "_UITextContainerView_0x104f25c30"), hit(200, 600, "UILayoutContainerView_0x104f21370"),
        ]),
        // Frida's REPL: the dump inside double quotes.
        Dump(file: "frida-quoted.txt", views: 4, checks: [
            v("UIWindow_0x1059e4b70", "UIWindow", 0, 0, 375, 667),
            v("UIButton_0x1059e9d10", "UIButton", 24, 260, 327, 50),
        ], hits: [hit(100, 220, "UITextField_0x105a0f000"), hit(100, 280, "UIButton_0x1059e9d10")]),
        // Lines cut out of a bug report with "...": the views printed after it are nested three levels deeper
        // than the one above it, siblings of each other, under the view the elision stands in.
        Dump(file: "elision-skips-levels.txt", views: 7, notes: ["line 3"], checks: [
            v("UILabel_0x10b40c2f0", "UILabel", 20, 100, 350, 30, interactive: false),
            v("UIButton_0x10b40d4c0", "UIButton", 20, 700, 350, 50),
            v("UIView_0x10b40f880", "UIView", 0, 790, 390, 54, hidden: true),
            v("UIView_0x10b30f9a0", "UIView", 0, 0, 390, 44, alpha: 0),
        ], hits: [
            hit(100, 720, "UIButton_0x10b40d4c0"), hit(190, 725, "UIButton_0x10b40d4c0"),
            hit(100, 115, "UITransitionView_0x10b30a1e0"), hit(100, 800, "UITransitionView_0x10b30a1e0"),
            hit(100, 20, "UITransitionView_0x10b30a1e0"),
        ]),
    ]

    static func imported(_ file: String) throws -> ImportedDump {
        try DumpImporter.importDump(try OwnDumps.dump(file))
    }

    static func hierarchy(_ file: String) throws -> Hierarchy { try imported(file).hierarchy }

    static func close(_ a: Rect, _ b: Rect, within e: Double = 1e-3) -> Bool {
        abs(a.x - b.x) < e && abs(a.y - b.y) < e && abs(a.width - b.width) < e && abs(a.height - b.height) < e
    }

    @Test(arguments: dumps)
    func importsWithItsViewsFlagsAndHits(_ dump: Dump) throws {
        let imported = try Self.imported(dump.file)
        let h = imported.hierarchy
        #expect(h.viewCount == dump.views)
        #expect(h.windows.count == dump.windows)
        #expect(imported.notes.map(\.path) == dump.notes, "\(imported.notes)")
        for check in dump.checks {
            let i = try #require(h.index(of: check.id), "\(check.id) in \(dump.file)")
            #expect(h.views[i].className == check.className, "\(check.id)")
            #expect(Self.close(h.frame(of: i), check.frame), "\(check.id): \(h.frame(of: i))")
            #expect(h.nodes[i.index].flags.contains(.hidden) == check.hidden, "\(check.id) hidden")
            #expect(h.extras(of: i).alpha == check.alpha, "\(check.id) alpha")
            #expect(h.nodes[i.index].flags.contains(.alphaHittable) == (check.alpha >= 0.01), "\(check.id) alpha")
            #expect(h.nodes[i.index].flags.contains(.userInteractionEnabled) == check.interactive, "\(check.id) userInteractionEnabled")
        }
        for hit in dump.hits {
            #expect(h.hitID(hit.x, hit.y) == hit.view, "hit at (\(hit.x), \(hit.y)) in \(dump.file)")
        }
    }

    @Test(arguments: dumps.map(\.file))
    func exportThenImportGivesTheSameHierarchy(file: String) throws {
        let h = try Self.hierarchy(file)
        let text = DumpExporter.render(h)
        let again = try DumpImporter.importDump(Array(text.utf8)).hierarchy
        // The importer's own notes (a cut-off line's) hold no "; ", so the exporter's unquoted field reads back whole.
        #expect(ImportFixtures.normalized(again) == ImportFixtures.normalized(h), "\(text)")
    }

    /// Every file in the folder is listed above, so a new fixture cannot go untested.
    @Test func everyFixtureIsTested() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: OwnDumps.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.dumps.map(\.file)))
    }

    /// The matrices as printed, and the bounds and centres worked out from the bounding boxes.
    @Test func transformsKeepTheMatrixAndRecoverTheBounds() throws {
        let h = try Self.hierarchy("transforms.txt")
        func view(_ id: String) throws -> ViewIndex { try #require(h.index(of: id)) }

        let quarter = try view("UIView_0x10c40b7f0")
        #expect(h.extras(of: quarter).transform == AffineTransform(a: 6.123233995736766e-17, b: 1, c: -1, d: 6.123233995736766e-17, tx: 0, ty: 0))
        #expect(Self.close(h.views[quarter].bounds, Rect(x: 0, y: 0, width: 100, height: 200)))
        #expect(abs(h.views[quarter].center.x - 150) < 1e-9 && abs(h.views[quarter].center.y - 300) < 1e-9)

        // At 45° every width + height gives the same box: the importer assumes a square.
        let eighth = try view("UIView_0x10c40d3a0")
        #expect(abs(h.extras(of: eighth).transform.b - 0.70710678118654746) < 1e-15)
        #expect(Self.close(h.views[eighth].bounds, Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(abs(h.views[eighth].center.x - 300) < 1e-3 && abs(h.views[eighth].center.y - 100) < 1e-3)

        let scaled = try view("UIView_0x10c40e5d0")
        #expect(h.extras(of: scaled).transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
        #expect(h.extras(of: scaled).anchorPoint == Point(x: 0, y: 0))
        #expect(h.views[scaled].bounds == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(h.views[scaled].center == Point(x: 5, y: 5))

        let mirrored = try view("UIView_0x10c40f810")
        #expect(h.extras(of: mirrored).transform == AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(h.views[mirrored].bounds == Rect(x: 0, y: 0, width: 400, height: 40))
        // The button at the left of the mirrored view's bounds is at the right of the screen.
        let button = try view("UIButton_0x10c410a40")
        #expect(h.convertFromScreen(Point(x: 360, y: 380), to: button) == Point(x: 40, y: 20))
    }

    /// Text as each tool prints it: Cycript's `\u` escapes, quotes UIKit leaves unescaped, an empty text; a
    /// placeholder is not quoted and stays as printed.
    @Test func texts() throws {
        let cycript = try Self.hierarchy("cycript-keywindow.txt")
        func text(_ h: Hierarchy, _ id: String) throws -> String? { h.extras(of: try #require(h.index(of: id))).text }
        #expect(try text(cycript, "UILabel_0x15e1b0f0") == "用户名")
        #expect(try text(cycript, "UIButtonLabel_0x15e1e990") == "登录")
        #expect(try text(cycript, "UITextField_0x15e1b5a0") == "")
        let field = try #require(cycript.index(of: "UITextField_0x15e1d010"))
        #expect(cycript.extras(of: field).attributes.first { $0.name == "placeholder" }?.value == #"\u5bc6\u7801"#)

        let snapshot = try Self.hierarchy("snapshot-purged-addresses.txt")
        #expect(try text(snapshot, "UILabel_1") == "Don't miss out")
        #expect(try text(snapshot, "UILabel_2") == "It's 50% off")
        #expect(try text(Self.hierarchy("log-device-console-every-line.txt"), "UILabel_0x12d6146f0") == "Loud: 50%")
        #expect(try text(Self.hierarchy("frida-quoted.txt"), "UITextField_0x105a0f000") == "hunter2")
    }

    /// What does not matter for touches is kept as text, in its place: trailers, ivars, the text-container
    /// tail, bare sublayers, the printed mangled class, a base class UIKit does not know, colon fields.
    @Test func whatIsKeptAsText() throws {
        func attributes(_ file: String, _ id: String) throws -> [String: String] {
            let h = try Self.hierarchy(file)
            let i = try #require(h.index(of: id), "\(id)")
            return Dictionary(h.extras(of: i).attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        let ivars = "recursivedescription2-ivars.txt"
        #expect(try attributes(ivars, "UIRoundedRectButton_0x7a52f0e0")["ivar"] == "_followButton")
        #expect(try attributes(ivars, "UIImageView_0x7a52f7d0")["trailer"] == "- (null)")
        #expect(try attributes(ivars, "UIImageView_0x7a52e8d0")["trailer"] == "-><UIImage: 0x7a530f10> size:{80, 80}")

        let sheet = "sheet-presentation-textview.txt"
        #expect(try attributes(sheet, "UIVisualEffectView_0x104f1ef10")["trailer"] == "clientRequestedContentView effect=none")
        #expect(try attributes(sheet, "_UIButtonBarStackView_0x104f237d0")["trailer"] == "buttonBar=0x6000036d4b40")
        #expect(try attributes(sheet, "_UITextContainerView_0x104f25c30")["wrapped"]?.hasPrefix("minSize = {0, 0}, maxSize = ") == true)
        #expect(try attributes(sheet, "UITextView_0x105814600")["adjustedContentInset"] == "{0, 0, 0, 0}")

        let layers = try attributes("swiftui-hosting-layers.txt", "_UIHostingView_0x101f10a00")
        #expect(layers["sublayer"] == "<_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer: 0x600002d0c2a0>")
        #expect(layers["sublayer#2"] == "<SwiftUI.ImageLayer: 0x600002d0c3f0>")
        #expect(layers["printedClass"]?.hasPrefix("_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContent") == true)

        let list = "swiftui-list-mangled.txt"
        #expect(try attributes(list, "ListCollectionViewCell_0x12c82a400")["baseClass"] == "UICollectionViewListCell")
        #expect(try attributes(list, "PlatformViewHost_0x12be11f30")["printedClass"]?.contains("$1d4b6f8a4") == true)
        #expect(try attributes(list, "UpdateCoalescingCollectionView_0x12c81ae00")["layout"] == "<UICollectionViewCompositionalLayout: 0x12be13a40>")
        #expect(try attributes("chisel-pviews-cut-out.txt", "UICollectionView_0x7c8a3600")["trailer"]
                == "collection view layout: <UICollectionViewFlowLayout: 0x7b6f2d50>")
        #expect(try attributes("log-tool-header-react-native.txt", "RCTRootContentView_0x7fb1d8d11a20")["reactTag"] == "1")
        #expect(try attributes("log-device-console-every-line.txt", "UISlider_0x12d6134e0")["value"] == "0.500000")
        #expect(try attributes("lldb-po-keywindow.txt", "UIWindow_0x104a0c3e0")["backgroundColor"]
                == "<UIDynamicSystemColor: 0x600001f7a0c0; name = systemBackgroundColor>")
    }

    /// Scroll views keep their offset (the bounds origin) and content size; base classes UIKit knows decide
    /// the behaviour; the tag is read.
    @Test func scrollOffsetsBaseClassesAndTags() throws {
        let list = try Self.hierarchy("swiftui-list-mangled.txt")
        let collection = try #require(list.index(of: "UpdateCoalescingCollectionView_0x12c81ae00"))
        #expect(list.views[collection].bounds.origin == Point(x: 0, y: -91))
        #expect(list.extras(of: collection).contentSize == Size(width: 390, height: 360))
        #expect(list.views[collection].behavior == "UICollectionView")
        #expect(list.nodes[collection.index].flags.contains(.isScrollView))

        let chisel = try Self.hierarchy("chisel-pviews-cut-out.txt")
        let button = try #require(chisel.index(of: "CKButtonComponentView_0x7b7035d0"))
        #expect(chisel.views[button].behavior == "UIButton")
        #expect(chisel.nodes[button.index].flags.contains(.isControl))
        let collectionView = try #require(chisel.index(of: "UICollectionView_0x7c8a3600"))
        #expect(chisel.views[collectionView].bounds.origin == Point(x: 0, y: 315))

        let lldb = try Self.hierarchy("lldb-po-keywindow.txt")
        #expect(lldb.extras(of: try #require(lldb.index(of: "UIButton_0x104a14020"))).tag == 42)
    }

    /// Whatever the indentation, the depth is the number of bars: each view has the parent its bars give.
    @Test func anyIndentNestsByTheBars() throws {
        let h = try Self.hierarchy("any-indent.txt")
        let parents = (0..<h.viewCount).map { i in h.nodes[i].parent < 0 ? "-" : h.id(Int(h.nodes[i].parent)) }
        #expect(parents == ["-", "UIView_0x7ff0a1c05e30", "UIView_0x7ff0a1c06a10", "UIButton_0x7ff0a1c07b20", "UIView_0x7ff0a1c06a10",
                            "UIView_0x7ff0a1c05e30", "UIView_0x7ff0a1c0ae50", "UITextField_0x7ff0a1c0bf60"])
    }

    /// A cut-off last line: kept with a note on the view when its frame was printed, left out with a note on
    /// its parent when not.
    @Test func cutOffLastLines() throws {
        let kept = try Self.hierarchy("cut-off-last-line-kept.txt")
        let button = try #require(kept.index(of: "UIButton_0x7f9e3c60d880"))
        #expect(kept.extras(of: button).attributes.map(\.name) == ["opaque", "importNote"])

        let dropped = try Self.hierarchy("cut-off-last-line-dropped.txt")
        let parent = try #require(dropped.index(of: "UIView_0x7f9e3c60b1d0"))
        #expect(dropped.extras(of: parent).attributes.last?.value == "line 4 was cut off before its frame, so that subview is left out")
    }
}
