import Foundation
import Testing
@testable import HitTestKit
@testable import HitTraceFormats
import TestSupport

/// The importers of other tools' formats on fixtures written for them (Tests/Fixtures/<format>/): counts,
/// local frames from screen frames, names, what is assumed, and a hit at each element's centre.
@Suite struct XCTestImportTests {
    @Test func theSubtreeBecomesViewsWithLocalFramesAndNames() throws {
        let imported = try FormatFixtures.imported("xctest/login.txt")
        let h = imported.hierarchy
        #expect(imported.format == .xctest)
        #expect(HierarchyFormat.detect(try Fixtures.bytes("Tests/Fixtures/xctest/login.txt")) == .xctest)
        // 13 element lines in the subtree; the Application is not a view.
        #expect(h.viewCount == 12)
        #expect(h.windows.count == 1)
        let close = try #require(h.index(of: "closeButton"))
        #expect(h.views[close].className == "UIButton")
        // Screen (8, 47) inside the navigation bar at screen (0, 47): local (8, 0).
        #expect(h.frame(of: close) == Rect(x: 8, y: 0, width: 30, height: 30))
        #expect(h.index(of: "StaticText \"Login\"") != nil)
        #expect(h.index(of: "Button \"It's me\"") != nil)
        let create = try #require(h.index(of: "Button \"Create Account\""))
        #expect(!h.nodes[create.index].flags.contains(.enabled))
        #expect(FormatFixtures.attribute(h, close, "accessibilityLabel") == "Close")
        #expect(FormatFixtures.attribute(h, close, "accessibilityIdentifier") == "closeButton")
        #expect(FormatFixtures.attribute(h, try #require(h.index(of: "password")), "accessibilityValue") == "••••")
        #expect(h.extras(of: close).assumed.contains("userInteractionEnabled"))
        #expect(!h.extras(of: close).assumed.contains("enabled"))  // XCTest prints Disabled when it is not
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
        // A hit at each control's centre is the control; at a label's, the control or view behind it.
        for id in ["closeButton", "email", "password", "signInButton", "Button \"It's me\""] {
            let v = try #require(h.index(of: id))
            #expect(h.trace(at: FormatFixtures.centre(h, v)).hitView == v, "\(id)")
        }
        let signInLabel = try #require(h.index(of: "StaticText \"Sign In\""))
        #expect(h.trace(at: FormatFixtures.centre(h, signInLabel)).hitView.map { h.id($0.index) } == "signInButton")
    }

    @Test func missesThatRestOnAnAssumptionSaySo() throws {
        let h = try FormatFixtures.imported("xctest/login.txt").hierarchy
        let logo = try #require(h.index(of: "logo"))
        let trace = h.trace(at: FormatFixtures.centre(h, logo))
        let miss = try #require(trace.misses.first { $0.view == logo })
        #expect(miss.reason == .userInteractionDisabled)
        #expect(miss.assumption == Miss.Assumption(view: logo, field: "userInteractionEnabled"))
        // The disabled button's miss rests on what XCTest printed: no assumption.
        let create = try #require(h.index(of: "Button \"Create Account\""))
        let disabled = try #require(h.trace(at: FormatFixtures.centre(h, create)).misses.first { $0.view == create })
        #expect(disabled.reason == .disabledControl)
        #expect(disabled.assumption == nil)
    }

    @Test func theEscapedStringFormIsTheSameHierarchy() throws {
        let plain = try FormatFixtures.imported("xctest/login.txt").hierarchy
        let escaped = try FormatFixtures.imported("xctest/login-escaped.txt")
        #expect(escaped.notes.contains { $0.message.contains("escaped string") })
        #expect(ImportFixtures.normalized(escaped.hierarchy) == ImportFixtures.normalized(plain))
    }

    @Test func legacyGrammarAndACutOffLogAreRead() throws {
        let legacy = try FormatFixtures.imported("xctest/legacy-xcode8.txt").hierarchy
        #expect(legacy.viewCount == 5)
        let back = try #require(legacy.index(of: "Button \"Back\""))
        #expect(legacy.frame(of: back) == Rect(x: 0, y: 20, width: 60, height: 44))
        #expect(FormatFixtures.attribute(legacy, back, "traits") == "8589934593")
        let key = try #require(legacy.index(of: "Key \"q\""))
        #expect(legacy.frame(of: key) == Rect(x: 10, y: 45, width: 30, height: 42))

        let cut = try FormatFixtures.imported("xctest/nslog-truncated.txt")
        #expect(cut.hierarchy.viewCount == 3)  // the cut-off last line is left out, with a note
        #expect(cut.notes.contains { $0.path == "line 7" })
        let ok = try #require(cut.hierarchy.index(of: "Button \"OK\""))
        #expect(cut.hierarchy.trace(at: FormatFixtures.centre(cut.hierarchy, ok)).hitView == ok)
    }

    @Test func textThatIsNoDescriptionIsRefusedWithWhatWasExpected() {
        #expect(throws: HierarchyError.self) { try XCTestImporter.importDescription(Array("hello\nworld\n".utf8)) }
    }
}

@Suite struct AppiumImportTests {
    @Test func thePageSourceBecomesViewsWithLocalFramesNamesAndFlags() throws {
        let imported = try FormatFixtures.imported("appium/checkout.xml")
        let h = imported.hierarchy
        #expect(imported.format == .appium)
        // 14 XCUIElementType elements; the Application is not a view.
        #expect(h.viewCount == 13)
        #expect(h.windows.count == 2)
        let pay = try #require(h.index(of: "payButton"))
        // Screen (20, 700) in the scroll view at screen (0, 91): local (20, 609).
        #expect(h.frame(of: pay) == Rect(x: 20, y: 609, width: 350, height: 50))
        #expect(h.trace(at: Point(x: 195, y: 725)).hitView == pay)
        #expect(h.index(of: "StaticText \"Total: \"$42\" & tax\"") != nil)  // entities decoded; name = label
        let coupon = try #require(h.index(of: "couponButton"))
        #expect(!h.nodes[coupon.index].flags.contains(.enabled))
        let hidden = try #require(h.index(of: "hiddenButton"))
        #expect(h.nodes[hidden.index].flags.contains(.hidden))
        let scroll = try #require(h.index(of: "ScrollView_1"))
        #expect(h.extras(of: scroll).assumed.contains("contentOffset"))
        #expect(!h.extras(of: pay).assumed.contains("enabled"))
        #expect(!h.extras(of: pay).assumed.contains("hidden"))
        #expect(h.views[try #require(h.index(of: "giftWrap"))].className == "UISwitch")
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func aWindowInPixelsIsScaledToPoints() throws {
        let imported = try FormatFixtures.imported("appium/checkout.xml")
        let h = imported.hierarchy
        let window = try #require(h.index(of: "Window_2"))
        #expect(h.frame(of: window) == Rect(x: 0, y: 0, width: 390, height: 844))
        let keyboardArea = try #require(h.index(of: "Other_2"))
        #expect(h.frame(of: keyboardArea) == Rect(x: 0, y: 625, width: 390, height: 219))
        #expect(imported.notes.contains { $0.message.contains("pixels") })
    }

    @Test func aJSONResponseAndACutOffSourceAreRead() throws {
        let plain = try FormatFixtures.imported("appium/checkout.xml").hierarchy
        #expect(HierarchyFormat.detect(try Fixtures.bytes("Tests/Fixtures/appium/checkout-response.json")) == .appium)
        let wrapped = try FormatFixtures.imported("appium/checkout-response.json")
        #expect(ImportFixtures.normalized(wrapped.hierarchy) == ImportFixtures.normalized(plain))
        let cut = try FormatFixtures.imported("appium/checkout-truncated.xml")
        #expect(cut.notes.contains { $0.message.contains("ends inside an element") })
        #expect(cut.hierarchy.viewCount == 6)  // window, other, bar, back, scroll view, total
    }

    @Test func theXMLReaderDecodesReferencesAndSelfClosingTags() {
        let xml = XMLReader(Array("<?xml version=\"1.0\"?><!-- c --><a x='1' y=\"&#65;&#x42;&lt;&amp;\"><b/><c></c></a>".utf8))
        #expect(xml.elements.map(\.name) == ["a", "b", "c"])
        #expect(xml.attribute(0, "y") == "AB<&")
        #expect(xml.elements[0].children == [1, 2])
        #expect(!xml.truncated)
    }
}

@Suite struct SentryImportTests {
    @Test func theCaptureBecomesViewsWithControllersAndFlags() throws {
        let imported = try FormatFixtures.imported("sentry/profile.json")
        let h = imported.hierarchy
        #expect(imported.format == .sentry)
        #expect(HierarchyFormat.detect(try Fixtures.bytes("Tests/Fixtures/sentry/profile.json")) == .sentry)
        #expect(HierarchyFormat.detect(try Fixtures.bytes("public/presets/seed-demo.json")) == .json)
        #expect(h.viewCount == 9)
        #expect(imported.notes.contains { $0.message.contains("truncated") })
        let edit = try #require(h.index(of: "editButton"))
        // x, y are the frame in the superview (the stack view at (20, 400)).
        #expect(h.frame(of: edit) == Rect(x: 0, y: 0, width: 170, height: 60))
        #expect(h.trace(at: Point(x: 105, y: 430)).hitView == edit)
        let root = try #require(h.index(of: "UIView_1"))
        #expect(h.extras(of: root).viewController?.className == "ProfileViewController")
        #expect(h.responderChain(from: edit).map(\.name).contains("ProfileViewController"))
        let ghost = try #require(h.index(of: "ghostButton"))
        #expect(!h.nodes[ghost.index].flags.contains(.alphaHittable))
        #expect(h.nodes[try #require(h.index(of: "UIToolbar_1")).index].flags.contains(.hidden))
        #expect(h.views[try #require(h.index(of: "avatar"))].className == "Profile.AvatarView")
        #expect(h.extras(of: edit).assumed.contains("enabled"))
        #expect(FormatFixtures.unexplainedCentreHits(h) == [])
    }

    @Test func aHierarchyThatIsNotSentrysIsRefused() {
        #expect(throws: HierarchyError.self) { try SentryImporter.importViewHierarchy(Array(#"{"windows": 3}"#.utf8)) }
    }
}

@Suite struct PrintHierarchyImportTests {
    @Test func controllersAreMatchedToTheirViewsByAddress() throws {
        let imported = try FormatFixtures.imported("print-hierarchy/tabs-with-modal.txt")
        let h = imported.hierarchy
        #expect(imported.format == .printHierarchy)
        #expect(HierarchyFormat.detect(try Fixtures.bytes("Tests/Fixtures/print-hierarchy/tabs-with-modal.txt")) == .printHierarchy)
        #expect(h.viewCount == 8)
        func vc(_ id: String) -> ViewControllerSpec? { h.index(of: id).flatMap { h.extras(of: $0).viewController } }
        #expect(vc("UILayoutContainerView_0x7f8a20000100")?.className == "UITabBarController")
        #expect(vc("UILayoutContainerView_0x7f8a20000200")?.className == "UINavigationController")
        #expect(vc("UIView_0x7f8a20000300")?.className == "Shop.HomeViewController")
        #expect(vc("UIView_0x7f8a20000600") == ViewControllerSpec(className: "Shop.LoginViewController",
                                                                   presentedBy: "UILayoutContainerView_0x7f8a20000100"))
        // A child controller's button: its controller, then the containers', in the responder chain (RC.2).
        let home = try #require(h.index(of: "UIButton_0x7f8a20000310"))
        let names = h.responderChain(from: home).map(\.name)
        #expect(names.filter { $0.hasSuffix("Controller") } == ["Shop.HomeViewController", "UINavigationController", "UITabBarController"])
        let login = try #require(h.index(of: "UIButton_0x7f8a20000610"))
        #expect(h.responderChain(from: login).map(\.name).contains("Shop.LoginViewController"))
        // The settings tab's controllers have no view in the dump.
        #expect(imported.notes.contains { $0.message.hasPrefix("Shop.SettingsViewController: its view is not loaded") })
        #expect(imported.notes.contains { $0.message.hasPrefix("UINavigationController: its view is not in the window") })
    }

    @Test func controllersWithoutADumpAreRefusedWithWhatToAdd() {
        let text = "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
        #expect(throws: HierarchyError.self) { try PrintHierarchyImporter.importHierarchy(Array(text.utf8)) }
        #expect(PrintHierarchyLine.parse("   |    + <A.B 0x10>, state: appearing, view: <UIView 0x20> not in the window")?.presented == true)
    }
}

@Suite struct AssumedFieldTests {
    @Test func theDecoderAcceptsAndRoundTripsAssumed() throws {
        let h = try Fixtures.hierarchy(#"{"root": {"id": "r", "frame": [0, 0, 10, 10], "assumed": ["userInteractionEnabled", "clipsToBounds"]}}"#)
        #expect(h.extras(of: 0).assumed == ["userInteractionEnabled", "clipsToBounds"])
        let again = try HierarchyDecoder.decode(json: NormalizedJSON.render(h))
        #expect(again.extras(of: 0).assumed == ["userInteractionEnabled", "clipsToBounds"])
        #expect(ImportFixtures.normalized(again) == ImportFixtures.normalized(h))
    }

    @Test func unknownAndRepeatedNamesAreReported() throws {
        let e = try #require(Fixtures.failure(#"{"root": {"id": "r", "frame": [0, 0, 10, 10], "assumed": ["userInteractionEnable", "hidden", "hidden", 3]}}"#))
        #expect(e.issues.map(\.path) == ["$.root.assumed[0]", "$.root.assumed[2]", "$.root.assumed[3]"])
        #expect(e.issues[0].message.contains("did you mean \"userInteractionEnabled\""))
    }
}
