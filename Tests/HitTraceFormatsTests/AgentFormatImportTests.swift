import Foundation
import Testing
@testable import HitTestKit
@testable import HitTraceFormats
import HitTraceJSON
@testable import Answers
@testable import Sentences
import TestSupport

/// The importers of the trees coding agents hold (idb/AXe, EarlGrey, Detox, LookInside) on the fixtures in
/// Tests/Fixtures/<format>/ (README there names each file's source): counts, frames, names, what is assumed,
/// a hit at each view's centre, and bad input refused naming the line and the field.
@Suite struct IDBImportTests {
    @Test func theFlatFormIsOneWindowWithAnAssumedOrder() throws {
        let imported = try FormatFixtures.imported("idb/cart-flat.json")
        let h = imported.hierarchy
        #expect(imported.format == .idb)
        // 11 elements: the Application is the window, the placeholder frame {{X, Y}, {W, H}} is left out.
        #expect(h.viewCount == 10)
        #expect(h.windows.count == 1)
        let window = Int(h.windows[0])
        #expect(h.views[window].className == "UIWindow")
        #expect(h.frame(of: window) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(h.extras(of: window).assumed.contains("subviews"))
        #expect(imported.notes.contains { $0.message.contains("flat form gives no containment and no z-order") })
        #expect(imported.notes.contains { $0.message.contains("placeholder") })
        let pay = try #require(h.index(of: "payButton"))
        #expect(h.views[pay].className == "UIButton")
        #expect(h.frame(of: pay) == Rect(x: 20, y: 700, width: 350, height: 50))
        #expect(FormatFixtures.attribute(h, pay, "accessibilityValue") == "$42")
        #expect(FormatFixtures.attribute(h, pay, "accessibilityCustomActions") == "Pay with card, Pay later")
        let heading = try #require(h.index(of: "StaticText \"Cart\""))
        #expect(h.views[heading].className == "UILabel")
        #expect(FormatFixtures.attribute(h, heading, "idbType") == "Heading")
        #expect(h.index(of: "12345") != nil)  // the older idb's numeric AXUniqueId
        #expect(h.index(of: "Cell \"Item\"") != nil && h.index(of: "Cell \"Item\" #2") != nil)
        let coupon = try #require(h.index(of: "couponButton"))
        #expect(!h.nodes[coupon.index].flags.contains(.enabled))
        #expect(!h.extras(of: coupon).assumed.contains("enabled"))
        #expect(h.extras(of: pay).assumed.contains("userInteractionEnabled"))
        #expect(h.trace(at: Point(x: 195, y: 725)).hitView == pay)
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    /// Rule 2.1 (subviews front to back) decides between siblings only when their order is known.
    @Test func aCoverBetweenSiblingsOfAssumedOrderIsUnknownNotCovered() throws {
        let h = try FormatFixtures.imported("idb/cart-flat.json").hierarchy
        let pay = try #require(h.index(of: "payButton")), tip = try #require(h.index(of: "tipBadge"))
        let point = Point(x: 340, y: 720)
        let trace = h.trace(at: point)
        #expect(trace.hitView == tip)
        let miss = try #require(trace.misses.first { $0.view == pay })
        #expect(miss.reason == .covered && miss.zOrderAssumed)
        #expect(miss.cause == .covered(by: tip, pathView: pay, took: tip, zOrderAssumed: true))
        let blocker = try #require(h.blockers(of: pay, at: point).first { $0.kind == .covered })
        #expect(blocker.zOrderAssumed)
        let json = String(decoding: TraceJSON.render(trace, in: h), as: UTF8.self)
        #expect(json.contains("\"zOrderAssumed\":true"))
        // The check's verdict says unknown, and carries it as data.
        let e = Expectation(kind: .tap(point, hits: "payButton"), name: nil, path: "$.expect[0]")
        let result = TouchCheck.run([e], on: h).results[0]
        #expect(!result.passed && result.zOrderAssumed)
        #expect(result.outcome == .tapUnknown(view: pay, point: point, got: tip, cover: tip))
        let sure = Expectation(kind: .tap(Point(x: 195, y: 725), hits: "tipBadge"), name: nil, path: "$.expect[1]")
        let report = TouchCheck.run([e, sure], on: h)
        let sarif = try JSONParser.parse(SARIFReport.render(report, in: h, artifact: SARIFReport.Artifact(uri: "cart-flat.json", baseURI: nil), version: "test", rulesURL: SARIFReport.defaultRulesURL)).root
        let run = try #require(sarif["runs"].flatMap { Array($0.elements).first })
        let levels = run["results"].map { Array($0.elements).compactMap { $0["level"]?.string } }
        #expect(levels == ["warning", "error"])  // the unknown one warns; the one the order does not decide fails
        #expect(String(decoding: CheckReports.json(report, in: h), as: UTF8.self).contains("\"zOrderAssumed\":true"))
    }

    @Test func groupsOfViewsBehindACoverOfAssumedOrderSayUnknown() throws {
        let h = try FormatFixtures.imported("idb/cart-flat.json").hierarchy
        let trace = h.trace(at: Point(x: 340, y: 720))
        let group = try #require(h.missBlockers(trace).groups.first { $0.kind == .covered && h.id($0.view.index) == "tipBadge" })
        #expect(group.zOrderAssumed && group.views.count == 2)  // payButton and bottomSheet
        let report = HitMapReport(h, plan: HitMapPlan.coarsened(h, region: try #require(h.screenRegion), step: 4))
        let zone = try #require(report.deadZones.first { h.id($0.view.index) == "payButton" })
        #expect(zone.causes.contains { $0.reason == .covered && $0.zOrderAssumed })
    }

    @Test func aCoverWhoseOrderTheSourceGivesIsStillCovered() throws {
        let h = try Fixtures.hierarchy(#"{"root": {"id": "r", "frame": [0, 0, 100, 100], "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 50, 50]}, {"id": "c", "frame": [0, 0, 50, 50]}]}}"#)
        let miss = try #require(h.trace(at: Point(x: 10, y: 10)).misses.first { h.id($0.view.index) == "b" })
        #expect(miss.reason == .covered && !miss.zOrderAssumed)
        #expect(miss.cause == .covered(by: h.v("c"), pathView: h.v("b"), took: h.v("c"), zOrderAssumed: false))
    }

    @Test func aFlatListWhoseElementsCarryEmptyChildrenIsStillFlat() throws {
        let text = #"[{"type": "Application", "AXFrame": "{{0, 0}, {390, 844}}", "children": []}, {"type": "Button", "AXFrame": "{{0, 0}, {44, 44}}", "AXLabel": "A", "children": []}, {"type": "Button", "AXFrame": "{{10, 10}, {44, 44}}", "AXLabel": "B", "children": []}]"#
        let imported = try HierarchyImporter.importHierarchy(Array(text.utf8))
        #expect(imported.format == .idb)
        #expect(imported.hierarchy.extras(of: Int(imported.hierarchy.windows[0])).assumed.contains("subviews"))
        let miss = try #require(imported.hierarchy.trace(at: Point(x: 20, y: 20)).misses.first { imported.hierarchy.id($0.view.index) == "Button \"A\"" })
        #expect(miss.zOrderAssumed)
    }

    @Test func theNestedFormKeepsContainment() throws {
        let imported = try FormatFixtures.imported("idb/settings-nested.json")
        let h = imported.hierarchy
        #expect(h.viewCount == 7)
        let row = try #require(h.index(of: "wifiRow"))
        #expect(h.views[row].className == "UITableViewCell")
        let toggle = try #require(h.index(of: "wifiSwitch"))
        #expect(h.views[toggle].className == "UISwitch")
        #expect(h.nodes[toggle.index].parent == row.raw)
        #expect(h.frame(of: toggle) == Rect(x: 320, y: 14, width: 51, height: 31))  // screen (320, 105) in the row at (0, 91)
        #expect(h.trace(at: FormatFixtures.centre(h, toggle)).hitView == toggle)
        #expect(h.trace(at: FormatFixtures.centre(h, try #require(h.index(of: "signOut")))).hitView.map { h.id($0.index) } == "signOut")
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func realCapturesCopiedIntoTheFixtures() throws {
        let tuist = try FormatFixtures.imported("idb/tuist-axe-nested.json").hierarchy
        #expect(tuist.viewCount == 3)
        let run = try #require(tuist.index(of: "Button \"Run\""))
        #expect(!tuist.nodes[run.index].flags.contains(.enabled))
        #expect(tuist.frame(of: run) == Rect(x: 305.66665649414062, y: 229.33332824707031, width: 55.333343505859375, height: 28.333328247070312))
        #expect(FormatFixtures.unexplainedCentreHits(tuist) == [])
        let cut = try FormatFixtures.imported("idb/maestro-flat-cut-off.json")
        #expect(cut.notes.contains { $0.message.contains("cut off") && $0.message.contains("2 complete top-level elements") })
        #expect(cut.hierarchy.viewCount == 2)
        let account = try #require(cut.hierarchy.index(of: "account_switcher_button"))
        #expect(cut.hierarchy.trace(at: FormatFixtures.centre(cut.hierarchy, account)).hitView == account)
    }

    @Test func badElementsAreRefusedNamingTheLineAndTheField() throws {
        func failure(_ text: String) -> HierarchyError? { FormatFixtures.failure(text, as: .idb) }
        let negative = try #require(failure("[{\"type\": \"Application\", \"AXFrame\": \"{{0, 0}, {390, 844}}\"},\n {\"type\": \"Button\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -4, \"height\": 4}}]"))
        #expect(negative.issues.first?.path == "line 2 ($[1].frame)")
        #expect(negative.issues.first?.message.contains("not negative") == true)
        let garbage = try #require(failure("[{\"type\": \"Button\", \"AXFrame\": \"{{0, 0}, {a, b}}\"}]"))
        #expect(garbage.issues.first?.path == "line 1 ($[0].AXFrame)")
        let enabled = try #require(failure("[{\"type\": \"Button\", \"AXFrame\": \"{{0, 0}, {4, 4}}\", \"enabled\": \"yes\"}]"))
        #expect(enabled.issues.first?.path == "line 1 ($[0].enabled)")
        #expect(failure("[]")?.issues.first?.message.contains("empty") == true)
        #expect(failure("[1]")?.issues.first?.message.contains("expected an element") == true)
    }

    /// 2,000 elements with one label: names and attribute keys are counted on, not searched from #2 each time.
    @Test func equalLabelsGetDistinctNamesInOnePass() throws {
        let element = #"{"type": "Button", "AXFrame": "{{0, 0}, {10, 10}}", "AXLabel": "OK"}"#
        let text = "[{\"type\": \"Application\", \"AXFrame\": \"{{0, 0}, {390, 844}}\"}," + Array(repeating: element, count: 2000).joined(separator: ",") + "]"
        let h = try IDBImporter.importDescription(Array(text.utf8)).hierarchy
        #expect(h.viewCount == 2001)
        #expect(h.index(of: "Button \"OK\"") != nil && h.index(of: "Button \"OK\" #2000") != nil)
        var view = ImportedView(line: 1, depth: 0, className: "UIView")
        view.attribute("a#2", "literal")
        for _ in 0..<2000 { view.attribute("a", "x") }
        #expect(view.attributes.count == 2001)
        #expect(Set(view.attributes.map(\.name)).count == 2001)
        #expect(view.attributes.last?.name == "a#2001")
    }
}

@Suite struct EarlGreyImportTests {
    @Test func theHierarchyBecomesViewsWithItsFlagsAndScrollOffset() throws {
        let imported = try FormatFixtures.imported("earlgrey/login-scrolled.txt")
        let h = imported.hierarchy
        #expect(imported.format == .earlgrey)
        #expect(h.viewCount == 11)
        let scroll = try #require(h.index(of: "UIScrollView_0x7f0000000200"))
        #expect(!h.extras(of: scroll).assumed.contains("contentOffset"))
        let signIn = try #require(h.index(of: "signInButton"))
        // frame (20, 200) in a scroll view scrolled by 120 (AX.frame (20, 180) on screen, the scroll view at 100).
        #expect(h.frame(of: signIn) == Rect(x: 20, y: 200, width: 350, height: 50))
        #expect(h.screenBox(of: signIn) == Rect(x: 20, y: 180, width: 350, height: 50))
        #expect(h.trace(at: Point(x: 195, y: 205)).hitView == signIn)
        let label = try #require(h.index(of: "UIButtonLabel_0x7f0000000310"))
        #expect(!h.nodes[label.index].flags.contains(.userInteractionEnabled))  // UIE=N
        #expect(h.extras(of: label).text == "Sign In")
        let create = try #require(h.index(of: "UIButton_0x7f0000000400"))
        #expect(!h.nodes[create.index].flags.contains(.enabled))
        #expect(!h.extras(of: create).assumed.contains("enabled"))
        #expect(h.nodes[try #require(h.index(of: "banner")).index].flags.contains(.hidden))
        let toast = try #require(h.index(of: "toast"))
        #expect(!h.nodes[toast.index].flags.contains(.alphaHittable))
        #expect(FormatFixtures.attribute(h, toast, "accessibilityLabel") == "I'm done; really")
        #expect(!h.extras(of: signIn).assumed.contains("userInteractionEnabled"))
        #expect(!h.extras(of: signIn).assumed.contains("alpha"))
        #expect(h.extras(of: signIn).assumed.contains("clipsToBounds"))
        // The logo sits above the scrolled content: outside the scroll view's bounds (rule 2.6).
        let logo = try #require(h.index(of: "logo"))
        #expect(h.trace(at: FormatFixtures.centre(h, logo)).misses.first { $0.view == logo }?.reason == .outsideSuperviewBounds)
        // The last line is cut inside its frame: its screen frame places it, with the frame marked assumed.
        let help = try #require(h.index(of: "help"))
        #expect(h.frame(of: help) == Rect(x: 340, y: 790, width: 44, height: 44))
        #expect(h.extras(of: help).assumed.contains("frame"))
        #expect(imported.notes.contains { $0.path == "line 11" && $0.message.contains("cut off") })
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func realExcerptsCopiedIntoTheFixtures() throws {
        let signin = try FormatFixtures.imported("earlgrey/earlgrey-784-cut-off.txt")
        #expect(signin.hierarchy.viewCount == 6)
        let bar = try #require(signin.hierarchy.index(of: "Youtab Sign In"))
        #expect(signin.hierarchy.views[bar].className == "UINavigationBar")
        #expect(signin.hierarchy.nodes[try #require(signin.hierarchy.index(of: "_UINavigationBarModernPromptView_0x7fa199e443c0")).index].flags.contains(.hidden))
        #expect(signin.notes.contains { $0.path == "line 6" && $0.message.contains("last complete field") })
        #expect(FormatFixtures.unexplainedCentreHits(signin.hierarchy) == [])
        let detox = try FormatFixtures.imported("earlgrey/detox-pr33-log-prefix.txt")
        #expect(detox.hierarchy.viewCount == 5)  // the sixth line is cut before its frame
        #expect(detox.hierarchy.views[0].className == "UIWindow")
        #expect(detox.notes.contains { $0.path == "line 6" && $0.message.contains("left out") })
    }

    @Test func badInputIsRefusedNamingTheLineAndTheField() {
        func failure(_ text: String) -> HierarchyError? { FormatFixtures.failure(text, as: .earlgrey) }
        let text = "<UIWindow:0x1; AX=N; frame={{0, 0}, {390, 844}}; alpha=1>\n  |--<UIView:0x2; AX=N; frame={{0, 0}, {a, 4}}; alpha=1>\n"
        let e = failure(text)
        #expect(e?.issues.first?.path == "line 2")
        #expect(e?.issues.first?.message.hasPrefix("UIView frame: expected {{x, y}, {w, h}}") == true)
        #expect(failure("<UIWindow:0x1; AX=N; frame={{0, 0}, {390, 844}}; alpha=x>")?.issues.first?.message.contains("alpha: expected a number") == true)
        #expect(failure("hello\nworld\n")?.issues.first?.message.hasPrefix("expected EarlGrey's hierarchy") == true)
    }
}

@Suite struct DetoxImportTests {
    @Test func theXMLBecomesViewsWithLocalFrames() throws {
        let imported = try FormatFixtures.imported("detox/login.xml")
        let h = imported.hierarchy
        #expect(imported.format == .detox)
        #expect(h.viewCount == 10)
        let login = try #require(h.index(of: "loginButton"))
        #expect(h.frame(of: login) == Rect(x: 20, y: 300, width: 350, height: 50))
        #expect(h.trace(at: FormatFixtures.centre(h, login)).hitView == login)  // the alpha-0 overlay is skipped (1.3)
        #expect(!h.nodes[try #require(h.index(of: "fadedOverlay")).index].flags.contains(.alphaHittable))
        #expect(h.nodes[try #require(h.index(of: "hiddenButton")).index].flags.contains(.hidden))
        let row = try #require(h.index(of: "row1"))
        #expect(FormatFixtures.attribute(h, row, "accessibilityLabel") == "Row \"one\" & more")
        #expect(h.extras(of: row).tag == 7)
        let promo = try #require(h.index(of: "detox_temp_0"))
        #expect(h.views[promo].className == "Shop.PromoCard")
        #expect(h.extras(of: try #require(h.index(of: "list"))).assumed.contains("contentOffset"))
        #expect(h.extras(of: login).assumed.contains("enabled"))
        #expect(h.extras(of: login).assumed.contains("userInteractionEnabled"))
        #expect(!h.extras(of: login).assumed.contains("hidden"))
        let welcome = try #require(h.index(of: "UILabel \"Welcome\""))
        #expect(h.extras(of: welcome).text == "Welcome")
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func aRealExcerptCutOffIsRead() throws {
        let cut = try FormatFixtures.imported("detox/detox-pr4806-cut-off.xml")
        #expect(cut.hierarchy.viewCount == 6)
        #expect(cut.notes.contains { $0.message.contains("ends inside an element") })
        #expect(cut.hierarchy.frame(of: try #require(cut.hierarchy.index(of: "overlayStackView"))) == Rect(x: 0, y: 48, width: 414, height: 16))
        #expect(FormatFixtures.unexplainedCentreHits(cut.hierarchy) == [])
    }

    @Test func badInputIsRefusedNamingTheLineAndTheField() {
        func failure(_ text: String) -> HierarchyError? { FormatFixtures.failure(text, as: .detox) }
        let e = failure("<ViewHierarchy>\n<UIWindow class=\"UIWindow\" width=\"390\" height=\"844\">\n<UIView class=\"UIView\" x=\"0\" y=\"0\" width=\"wide\" height=\"4\"/></UIWindow></ViewHierarchy>")
        #expect(e?.issues.first?.path == "line 3")
        #expect(e?.issues.first?.message == "<UIView> width: expected a number, found \"wide\"")
        #expect(failure("<ViewHierarchy><UIView class=\"UIView\" width=\"4\"/></ViewHierarchy>")?.issues.first?.message.contains("height: missing") == true)
        #expect(failure("<ViewHierarchy></ViewHierarchy>")?.issues.first?.message.hasPrefix("expected Detox's view hierarchy") == true)
    }
}

@Suite struct LookInsideImportTests {
    @Test func theTextTreeBecomesViewsAndLayersPassTheirChildrenUp() throws {
        let imported = try FormatFixtures.imported("lookinside/checkout-tree.txt")
        let h = imported.hierarchy
        #expect(imported.format == .lookinside)
        #expect(h.viewCount == 10)  // 11 lines; the _UIMultiLayer is a layer
        #expect(imported.notes.contains { $0.path == "line 3" && $0.message.contains("is a layer") })
        let shadow = try #require(h.index(of: "UIDropShadowView#14"))
        let transition = try #require(h.index(of: "UITransitionView#11"))
        #expect(h.nodes[shadow.index].parent == transition.raw)
        let buy = try #require(h.index(of: "UIButton#31"))
        #expect(h.frame(of: buy) == Rect(x: 20, y: 300, width: 350, height: 50))
        #expect(FormatFixtures.attribute(h, buy, "lookinOid") == "31")
        #expect(h.trace(at: FormatFixtures.centre(h, buy)).hitView == buy)
        #expect(h.nodes[try #require(h.index(of: "UIButton#33")).index].flags.contains(.hidden))
        #expect(!h.nodes[try #require(h.index(of: "UIView#34")).index].flags.contains(.alphaHittable))
        #expect(FormatFixtures.attribute(h, try #require(h.index(of: "UIWindow#2")), "keyWindow") == "YES")
        #expect(h.extras(of: try #require(h.index(of: "UIScrollView#40"))).assumed.contains("contentOffset"))
        #expect(!h.extras(of: buy).assumed.contains("hidden") && !h.extras(of: buy).assumed.contains("alpha"))
        #expect(h.extras(of: buy).assumed.contains("enabled"))
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func theJSONGivesBoundsAndFlags() throws {
        let imported = try FormatFixtures.imported("lookinside/scrolled.json")
        let h = imported.hierarchy
        #expect(imported.format == .lookinside)
        #expect(h.viewCount == 4)
        let buy = try #require(h.index(of: "UIButton#6"))
        #expect(h.screenBox(of: buy) == Rect(x: 20, y: 150, width: 350, height: 50))  // bounds.y 200 in a scroll view at 100
        #expect(FormatFixtures.attribute(h, buy, "customDisplayTitle") == "Buy")
        #expect(h.trace(at: Point(x: 195, y: 175)).hitView == buy)
        #expect(h.nodes[try #require(h.index(of: "UIView#7")).index].flags.contains(.hidden))
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func theDocumentationsOwnExamples() throws {
        let tree = try FormatFixtures.imported("lookinside/output-shapes-tree.txt").hierarchy
        #expect((0..<tree.viewCount).map { tree.id($0) } == ["UIWindow#2", "UITransitionView#11", "UIDropShadowView#14", "UILayoutContainerView#16"])
        let json = try FormatFixtures.imported("lookinside/output-shapes.json").hierarchy
        #expect(json.viewCount == 1)
        #expect(json.frame(of: 0) == Rect(x: 0, y: 0, width: 420, height: 912))
    }

    @Test func badInputIsRefusedNamingTheLineAndTheField() {
        func failure(_ text: String) -> HierarchyError? { FormatFixtures.failure(text, as: .lookinside) }
        let e = failure("{\"displayItems\": [\n  {\"className\": \"UIWindow\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 390, \"height\": 844}, \"children\": [\n    {\"className\": \"UIView\", \"alpha\": 1}]}]}")
        #expect(e?.issues.first?.path == "line 3 ($.displayItems[0].children[0].frame)")
        #expect(failure("{\"displayItems\": [{\"className\": \"UIView\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"isHidden\": 3}]}")?.issues.first?.path == "line 1 ($.displayItems[0].isHidden)")
        #expect(failure("hello\n")?.issues.first?.message.hasPrefix("expected LookInside's hierarchy") == true)
    }
}

/// Each format is recognised from its content and not taken for another; the older formats still are.
@Suite struct AgentFormatRecognitionTests {
    static let fixtures: [(String, HierarchyFormat)] = [
        ("idb/cart-flat.json", .idb), ("idb/settings-nested.json", .idb), ("idb/tuist-axe-nested.json", .idb),
        ("idb/maestro-flat-cut-off.json", .idb),
        ("earlgrey/login-scrolled.txt", .earlgrey), ("earlgrey/earlgrey-784-cut-off.txt", .earlgrey),
        ("earlgrey/detox-pr33-log-prefix.txt", .earlgrey),
        ("detox/login.xml", .detox), ("detox/detox-pr4806-cut-off.xml", .detox),
        ("lookinside/checkout-tree.txt", .lookinside), ("lookinside/output-shapes-tree.txt", .lookinside),
        ("lookinside/output-shapes.json", .lookinside), ("lookinside/scrolled.json", .lookinside),
        ("xctest/login.txt", .xctest), ("xctest/login-escaped.txt", .xctest), ("xctest/legacy-xcode8.txt", .xctest),
        ("appium/checkout.xml", .appium), ("appium/checkout-response.json", .appium), ("sentry/profile.json", .sentry),
        ("print-hierarchy/tabs-with-modal.txt", .printHierarchy), ("dumps/lldb-po-keywindow.txt", .recursiveDescription),
        ("dumps/log-tool-header-react-native.txt", .recursiveDescription), ("dumps/chisel-pviews-cut-out.txt", .recursiveDescription),
    ]

    @Test func everyFixtureIsRecognisedAsItsFormat() throws {
        for (file, format) in Self.fixtures {
            #expect(HierarchyFormat.detect(try Fixtures.bytes("Tests/Fixtures/" + file)) == format, "\(file)")
        }
        #expect(HierarchyFormat.detect(try Fixtures.bytes("public/presets/seed-demo.json")) == .json)
    }

    @Test func everyImporterRefusesTheOthersFormats() throws {
        // Read as one of the new formats, another format's fixture is refused (or, for a JSON or XML reader
        // given the other JSON or XML, gives no view of its own): the recognition is what picks the reader.
        for (file, format) in Self.fixtures {
            let bytes = try Fixtures.bytes("Tests/Fixtures/" + file)
            for other in [HierarchyFormat.idb, .earlgrey, .detox, .lookinside] where other != format {
                #expect(throws: HierarchyError.self, "\(file) read as \(other.rawValue)") {
                    _ = try HierarchyImporter.importHierarchy(bytes, format: other)
                }
            }
        }
    }

    @Test func theNamesAndAliases() {
        #expect(HierarchyFormat(name: "idb") == .idb)
        #expect(HierarchyFormat(name: "axe") == .idb)
        #expect(HierarchyFormat(name: "describe-ui") == .idb)
        #expect(HierarchyFormat(name: "earlgrey") == .earlgrey)
        #expect(HierarchyFormat(name: "detox") == .detox && HierarchyFormat(name: "detox-xml") == .detox)
        #expect(HierarchyFormat(name: "lookinside") == .lookinside)
    }
}
