import Foundation
import Testing
@testable import HitTestKit
@testable import HitTraceFormats
import HitTraceJSON

/// The importers on real output of the tools (../shared/data/<format>/, beside the repository; see each
/// folder's README): every file imports; counts and screen frames agree with an independent reading of the
/// file (regular expressions here, not the importer's parser); identifiers become names; every element's
/// centre hit is explained. Skipped, saying which folder, when the samples are absent (a plain clone).
@Suite struct RealSampleImportTests {
    /// `{{x, y}, {w, h}}` on each element line, in file order.
    static func xctestFrames(_ lines: [Substring]) -> [Rect] {
        let pattern = try! NSRegularExpression(pattern: #"\{\{(-?[0-9.]+), (-?[0-9.]+)\}, \{([0-9.]+), ([0-9.]+)\}\}"#)
        return lines.compactMap { line in
            let s = String(line)
            guard let m = pattern.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) else { return nil }
            let n = (1...4).map { Double((s as NSString).substring(with: m.range(at: $0)))! }
            return Rect(x: n[0] == 0 ? 0 : n[0], y: n[1], width: n[2], height: n[3])
        }
    }

    /// Frames in a fixed order, rounded to a millionth (a local frame converted back to the screen may differ
    /// from the printed one in the last bits).
    static func sorted(_ rects: [Rect]) -> [[Double]] {
        rects.map { [$0.x, $0.y, $0.width, $0.height].map { ($0 * 1e6).rounded() / 1e6 + 0 } }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("xcui-debugdescription"), "needs the real samples in ../shared/data/xcui-debugdescription/"))
    func xctestDescriptions() throws {
        let files = FormatFixtures.samples("xcui-debugdescription", extensions: ["txt"])
        #expect(files.count >= 10)
        for url in files {
            let bytes = try FormatFixtures.bytes(url)
            #expect(HierarchyFormat.detect(bytes) == .xctest, "\(url.lastPathComponent)")
            let imported: ImportedDump
            do { imported = try XCTestImporter.importDescription(bytes) } catch {
                Issue.record("\(url.lastPathComponent): \(error)"); continue
            }
            let h = imported.hierarchy
            #expect(FormatFixtures.unexplainedCentreHits(h) == [], "\(url.lastPathComponent)")
            // Files in line form with a whole subtree: one view per framed line of it, at the printed frames.
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("Element subtree:\n"), !text.contains("Element subtree:\\n") else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.contains("Element subtree:") })
            let end = lines[(start + 1)...].firstIndex {
                $0.contains("Path to element:") || $0.contains("Query chain:") || $0.contains("Element subtree:") || $0.contains("(lldb)")
            } ?? lines.endIndex
            let frames = Self.xctestFrames(Array(lines[(start + 1)..<end]).filter { $0.contains("}}") })
            #expect(h.viewCount == frames.count, "\(url.lastPathComponent)")
            // The same frames (siblings may be reordered front to back, so as sets).
            #expect(Self.sorted((0..<h.viewCount).map { h.screenBox(of: $0) }) == Self.sorted(frames), "\(url.lastPathComponent)")
            for line in lines[(start + 1)..<end] {
                guard let r = line.range(of: "identifier: '") else { continue }
                let identifier = String(line[r.upperBound...].prefix { $0 != "'" })
                #expect(!TouchCheck.views(named: identifier, in: h).isEmpty, "\(url.lastPathComponent): \(identifier)")
            }
        }
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("xcui-debugdescription"), "needs the real samples in ../shared/data/xcui-debugdescription/"))
    func xctestNamedElements() throws {
        let url = FormatFixtures.sharedData.appendingPathComponent("xcui-debugdescription/zjh_login_cjk_lldb_po_app.txt")
        let h = try XCTestImporter.importDescription(try FormatFixtures.bytes(url)).hierarchy
        #expect(h.viewCount == 16)  // 17 lines in the subtree; the Application is not a view
        let login = try #require(h.index(of: "Button \"登录\""))
        #expect(h.screenBox(of: login) == Rect(x: 37.5, y: 294, width: 300, height: 44))
        #expect(h.trace(at: Point(x: 187.5, y: 316)).hitView == login)
        let escaped = FormatFixtures.sharedData.appendingPathComponent("xcui-debugdescription/xcuitest_study_po_debugDescription_escaped.txt")
        let e = try XCTestImporter.importDescription(try FormatFixtures.bytes(escaped)).hierarchy
        #expect(e.viewCount == 10)
        let enroll = try #require(e.index(of: "enrollButton"))
        #expect(e.trace(at: FormatFixtures.centre(e, enroll)).hitView == enroll)
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("appium-page-source"), "needs the real samples in ../shared/data/appium-page-source/"))
    func appiumPageSources() throws {
        let files = FormatFixtures.samples("appium-page-source", extensions: ["xml", "txt"])
        #expect(files.count >= 10)
        let element = try NSRegularExpression(pattern: #"<XCUIElementType(\w+)[^>]*?\sx="(-?[0-9.]+)" y="(-?[0-9.]+)" width="([0-9.]+)" height="([0-9.]+)""#)
        for url in files {
            let bytes = try FormatFixtures.bytes(url)
            #expect(HierarchyFormat.detect(bytes) == .appium, "\(url.lastPathComponent)")
            let imported: ImportedDump
            do { imported = try AppiumImporter.importPageSource(bytes) } catch {
                Issue.record("\(url.lastPathComponent): \(error)"); continue
            }
            let h = imported.hierarchy
            #expect(FormatFixtures.unexplainedCentreHits(h) == [], "\(url.lastPathComponent)")
            // Whole sources in the Inspector's attribute order: one view per element but the application,
            // at the printed frames (none of these has a window in pixels).
            guard url.deletingLastPathComponent().lastPathComponent == "appium-page-source",
                  !imported.notes.contains(where: { $0.message.contains("pixels") }) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let frames = element.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m -> Rect? in
                let ns = text as NSString
                guard ns.substring(with: m.range(at: 1)) != "Application" else { return nil }
                let n = (2...5).map { Double(ns.substring(with: m.range(at: $0)))! }
                return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
            let tags = text.components(separatedBy: "<XCUIElementType").count - 1 - text.components(separatedBy: "<XCUIElementTypeApplication").count + 1
            #expect(h.viewCount == tags, "\(url.lastPathComponent)")
            #expect(Self.sorted((0..<h.viewCount).map { h.screenBox(of: $0) }) == Self.sorted(frames), "\(url.lastPathComponent)")
        }
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("appium-page-source"), "needs the real samples in ../shared/data/appium-page-source/"))
    func appiumPixelWindowsAndNames() throws {
        let dir = FormatFixtures.sharedData.appendingPathComponent("appium-page-source")
        let shirates = try AppiumImporter.importPageSource(try FormatFixtures.bytes(dir.appendingPathComponent("shirates_iOS1_375x667.xml"))).hierarchy
        #expect(shirates.viewCount == 69)
        // WebDriverAgent's name is the label here: no identifier, so the id is the type and the label.
        let skip = try #require(shirates.index(of: "Button \"Skip\""))
        #expect(TouchCheck.views(named: "Skip", in: shirates) == [skip])
        #expect(shirates.trace(at: FormatFixtures.centre(shirates, skip)).hitView == skip)
        let pixels = try AppiumImporter.importPageSource(try FormatFixtures.bytes(dir.appendingPathComponent("issue_excerpts/appium_20239_ios18_pixel_sized_windows_head.xml")))
        #expect(pixels.notes.contains { $0.message.contains("pixels") })
        for w in pixels.hierarchy.windows { #expect(pixels.hierarchy.frame(of: Int(w)).width == 390) }
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("sentry-view-hierarchy"), "needs the real samples in ../shared/data/sentry-view-hierarchy/"))
    func sentryCaptures() throws {
        for url in FormatFixtures.samples("sentry-view-hierarchy", extensions: ["json"]) {
            let bytes = try FormatFixtures.bytes(url)
            #expect(HierarchyFormat.detect(bytes) == .sentry, "\(url.lastPathComponent)")
            let h: Hierarchy
            do { h = try SentryImporter.importViewHierarchy(bytes).hierarchy } catch {
                Issue.record("\(url.lastPathComponent): \(error)"); continue
            }
            // One view per node, at the frame the node gives (x, y in the superview), in document order.
            let doc = try JSONParser.parse(bytes).root
            var frames: [Rect] = []
            var stack = (doc["windows"]?.elements.map { $0 } ?? []).reversed().map { $0 }
            while let node = stack.popLast() {
                frames.append(Rect(x: node["x"]!.number!, y: node["y"]!.number!, width: node["width"]!.number!, height: node["height"]!.number!))
                stack += (node["children"]?.elements.map { $0 } ?? []).reversed()
            }
            #expect(h.viewCount == frames.count, "\(url.lastPathComponent)")
            for v in 0..<min(h.viewCount, frames.count) {
                let f = h.frame(of: v), e = frames[v]
                #expect(abs(f.x - e.x) < 1e-9 && abs(f.y - e.y) < 1e-9 && f.width == e.width && f.height == e.height, "\(url.lastPathComponent): \(h.id(v))")
            }
            #expect(FormatFixtures.unexplainedCentreHits(h) == [], "\(url.lastPathComponent)")
        }
        let big = try SentryImporter.importViewHierarchy(try FormatFixtures.bytes(
            FormatFixtures.sharedData.appendingPathComponent("sentry-view-hierarchy/getsentry_sentry_viewHierarchy.json"))).hierarchy
        #expect(big.viewCount == 88)
        let docs = try SentryImporter.importViewHierarchy(try FormatFixtures.bytes(
            FormatFixtures.sharedData.appendingPathComponent("sentry-view-hierarchy/sentry_docs_apple_illustrative_example.json"))).hierarchy
        let submit = try #require(docs.index(of: "submit-order"))
        #expect(docs.trace(at: Point(x: 195, y: 742)).hitView == submit)
        #expect(docs.responderChain(from: submit).map(\.name).contains("CheckoutViewController"))
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("print-hierarchy"), "needs the real samples in ../shared/data/print-hierarchy/"))
    func printHierarchyLines() throws {
        for url in FormatFixtures.samples("print-hierarchy", extensions: ["txt"]) {
            let text = String(decoding: try FormatFixtures.bytes(url), as: UTF8.self)
            let lines = text.split(separator: "\n").filter { $0.contains(", state: ") }
            #expect(!lines.isEmpty)
            for line in lines { #expect(PrintHierarchyLine.parse(line) != nil, "\(url.lastPathComponent): \(line)") }
            #expect(HierarchyFormat.detect(Array(text.utf8)) == .printHierarchy, "\(url.lastPathComponent)")
        }
        let image = try #require(PrintHierarchyLine.parse(String(decoding: try FormatFixtures.bytes(
            FormatFixtures.sharedData.appendingPathComponent("print-hierarchy/zhangkn_imagepicker_presented_lldb.txt")), as: UTF8.self)
            .split(separator: "\n")[3]))
        #expect(image.presented && image.controller.className == "UIImagePickerController" && image.view?.address == "0x1a23e180")
    }

    @Test(.enabled(if: FormatFixtures.samplesPresent("print-hierarchy") && FormatFixtures.samplesPresent("recursive-description-snapshots"),
                   "needs the real samples in ../shared/data/print-hierarchy/ and ../shared/data/recursive-description-snapshots/"))
    func printHierarchyWithAStrippedDump() throws {
        // PlantLife's two snapshots of one moment, addresses stripped: imported, each controller noted as unmatched.
        let ph = try FormatFixtures.bytes(FormatFixtures.sharedData.appendingPathComponent("print-hierarchy/plantlife_testAppCoordinatorSnapshotAsHierarchy.1.txt"))
        let rd = try FormatFixtures.bytes(FormatFixtures.sharedData.appendingPathComponent("recursive-description-snapshots/plantlife_testAppCoordinatorSnapshotAsRecursiveDescription.1.txt"))
        let imported = try PrintHierarchyImporter.importHierarchy(ph + [0x0A] + rd)
        #expect(imported.hierarchy.viewCount == (try DumpImporter.importDump(rd).hierarchy.viewCount))
        #expect(imported.notes.filter { $0.message.contains("the responder chain does not pass through it") }.count == 2)
    }
}
