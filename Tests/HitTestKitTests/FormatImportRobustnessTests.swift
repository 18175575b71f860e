import Testing
import TestSupport
@testable import HitTestKit

/// The importers take untrusted text from the API: mutated and cut copies of every fixture must give a
/// hierarchy or a `HierarchyError`, never a crash, and format detection must always answer.
@Suite struct FormatImportRobustnessTests {
    static let fixtures = ["xctest/login.txt", "xctest/login-escaped.txt", "xctest/legacy-xcode8.txt", "appium/checkout.xml",
                           "appium/checkout-response.json", "sentry/profile.json", "print-hierarchy/tabs-with-modal.txt",
                           "idb/cart-flat.json", "idb/settings-nested.json", "earlgrey/login-scrolled.txt", "detox/login.xml",
                           "lookinside/checkout-tree.txt", "lookinside/scrolled.json"]

    @Test(arguments: fixtures)
    func mutatedCopiesImportOrFailCleanly(_ fixture: String) throws {
        let original = try Fixtures.bytes("Tests/Fixtures/" + fixture)
        var random = SplitMix64(seed: UInt64(fixture.utf8.count) &* 0x9E37_79B9)
        let alphabet = Array("<>{}[],:;'\"\\ \n|+0x.-=/&Ee9".utf8)
        for round in 0..<150 {
            var bytes = original
            if round % 3 == 0 {
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))  // cut off
            } else {
                for _ in 0..<(1 + Int(random.next() % 8)) where !bytes.isEmpty {
                    let i = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes[i] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    case 1: bytes.remove(at: i)
                    default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: i)
                    }
                }
            }
            _ = HierarchyFormat.detect(bytes)
            for format in HierarchyFormat.allCases where format != .json {
                _ = try? HierarchyImporter.importHierarchy(bytes, format: format, limits: HierarchyLimits(maxViews: 10_000, maxDepth: 200))
            }
        }
    }
}
