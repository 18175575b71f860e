import Testing
import TestSupport
@testable import HitTestKit
@testable import HitTraceFormats

/// The importers take untrusted text from the API: mutated and cut copies of every fixture must give a
/// hierarchy or a `HierarchyError`, never a crash, and format detection must always answer. Sixty copies of
/// each fixture, each read in every format: the contract on every importer, every run; the volume of
/// mutations is the fuzz targets' (scripts/fuzz.sh).
@Suite struct FormatImportRobustnessTests {
    static let fixtures = ["xctest/login.txt", "xctest/login-escaped.txt", "xctest/legacy-xcode8.txt", "appium/checkout.xml",
                           "appium/checkout-response.json", "sentry/profile.json", "print-hierarchy/tabs-with-modal.txt",
                           "idb/cart-flat.json", "idb/settings-nested.json", "earlgrey/login-scrolled.txt", "detox/login.xml",
                           "lookinside/checkout-tree.txt", "lookinside/scrolled.json"]

    @Test(arguments: fixtures)
    func mutatedCopiesImportOrFailCleanly(_ fixture: String) throws {
        let original = try Fixtures.bytes("Tests/Fixtures/" + fixture)
        let limits = HierarchyLimits(maxViews: 10_000, maxDepth: 200)
        // The fixture itself is read, in the format it is detected as: the copies below start from a good input.
        let ownFormat = HierarchyFormat.detect(original)
        #expect(ownFormat != .json, "\(fixture) detected as the hierarchy JSON")
        #expect(throws: Never.self) { _ = try HierarchyImporter.importHierarchy(original, format: ownFormat, limits: limits) }
        var random = SplitMix64(seed: UInt64(fixture.utf8.count) &* 0x9E37_79B9)
        let alphabet = Array("<>{}[],:;'\"\\ \n|+0x.-=/&Ee9".utf8)
        var imported = 0, refused = 0
        for round in 0..<60 {
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
            // Detection always answers, and importing in what it answered agrees with importing unasked.
            let detected = HierarchyFormat.detect(bytes)
            let unasked = Result { () throws(HierarchyError) in try HierarchyImporter.importHierarchy(bytes, limits: limits) }
            let asked = Result { () throws(HierarchyError) in try HierarchyImporter.importHierarchy(bytes, format: detected, limits: limits) }
            #expect(unasked.map(\.json) == asked.map(\.json), "\(fixture) round \(round): detection and import disagree")
            for format in HierarchyFormat.allCases where format != .json {
                switch Result(catching: { () throws(HierarchyError) in try HierarchyImporter.importHierarchy(bytes, format: format, limits: limits) }) {
                case .success(let dump):
                    // A hierarchy within the limits, read as the format asked for.
                    #expect((1...limits.maxViews).contains(dump.hierarchy.viewCount), "\(fixture) round \(round) as \(format)")
                    #expect(dump.format == format)
                    if format == ownFormat { imported += 1 }
                case .failure(let error):
                    // Refused with a reason: at least one issue, each saying what.
                    #expect(!error.issues.isEmpty && error.issues.allSatisfy { !$0.message.isEmpty },
                            "\(fixture) round \(round) as \(format): \(error.code) without a reason")
                    if format == ownFormat { refused += 1 }
                }
            }
        }
        // Some mutated copies still import in the fixture's own format: the loop reaches the importer's depths,
        // not only its first check.
        #expect(imported > 0, "\(fixture): no mutated copy imported (\(refused) refused)")
    }
}
