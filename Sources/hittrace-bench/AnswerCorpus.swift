import Foundation
import HitTestKit
import HitTraceFormats
import Sentences
import HitTraceJSON
import Answers

/// The answers besides traces that carry sentences, for the trace corpus (`TraceCorpus`): for each hierarchy,
/// its hit map with every audit profile's findings, a check of expectations made from its interactive views
/// (in every report format), and why-not answers at a few points, each in English and Chinese where the answer
/// has both. Imported dumps of the test fixtures are in it for the names their importers make.
enum AnswerCorpus {
    /// Dumps of several formats, imported as the server imports them (run from the repository's root).
    static let fixtures = [
        "dumps/lldb-po-keywindow.txt", "dumps/sheet-presentation-textview.txt", "appium/checkout.xml",
        "windows/keyboard-up.json", "xctest/login.txt", "idb/cart-flat.json", "control-dumps/uiswitch-ios16-26.txt",
        "sentry/profile.json",
    ]

    static func importedFixtures() -> [(String, Hierarchy)] {
        fixtures.compactMap { file in
            guard let data = FileManager.default.contents(atPath: "Tests/Fixtures/" + file) else { print("warning: no \(file)"); return nil }
            do { return (file, try HierarchyImporter.importHierarchy([UInt8](data)).hierarchy) } catch {
                print("\(file): \(error)")
                return nil
            }
        }
    }

    static func answers(_ h: Hierarchy) -> [(String, [UInt8])] {
        var out: [(String, [UInt8])] = []
        if let region = h.screenRegion {
            let report = HitMapReport(h, plan: HitMapPlan.coarsened(h, region: region, step: 2))
            out.append(("hit map", HitMapJSON.render(report, in: h)))
            out.append(("hit map zh", HitMapJSON.render(report, in: h, lang: .zh)))
            let areas = ReceivingAreas(h, map: report.map)
            for profile in AuditProfile.all {
                for lang in SentenceLanguage.allCases {
                    var w = JSONWriter()
                    w.beginArray()
                    for f in profile.audit(h, areas: areas) { AuditFindingJSON.write(f, in: h, lang: lang, &w) }
                    w.endArray()
                    out.append(("audit \(profile.name) \(lang)", w.bytes))
                }
            }
        }
        if let expectations = try? Expectation.decode(json: expectationsJSON(h)) {
            let report = TouchCheck.run(expectations, on: h, step: 2)
            out.append(("check json", CheckReports.json(report, in: h)))
            out.append(("check text", Array(CheckReports.text(report, in: h).utf8)))
            out.append(("check markdown", Array(CheckReports.markdown(report, in: h, hierarchyName: "corpus", image: nil).utf8)))
            out.append(("check junit", Array(CheckReports.junit(report, in: h, suite: "corpus").utf8)))
            out.append(("check sarif", SARIFReport.render(report, in: h, artifact: .init(uri: "corpus.json", baseURI: nil),
                                                          version: "corpus", rulesURL: "rules")))
        }
        for (x, y) in [(40.0, 100.0), (120.0, 300.0), (200.0, 200.0), (187.0, 500.0)] {
            guard let input = try? TouchInput.decode(json: Array("{\"x\": \(x), \"y\": \(y)}".utf8)) else { continue }
            let simulation = h.simulate(input)
            let trace = simulation.trace
            var searched = 0
            for v in 0..<min(h.viewCount, 40) {
                // The fix search re-runs the engine up to hundreds of times: a few per point.
                let isMiss = trace.misses.contains { $0.view.index == v }
                let search = isMiss && searched < 3
                if search { searched += 1 }
                let answer = h.whyNot(view: v, in: simulation, searchFix: search)
                for lang in SentenceLanguage.allCases {
                    var w = JSONWriter()
                    WhyNotJSON.answer(WhyNotJSON.Reply(answer: answer), in: h, lang: .sentence(lang), &w)
                    out.append(("why-not \(h.id(v)) at \(x),\(y) \(lang)", w.bytes))
                }
            }
        }
        return out
    }

    /// Every audit profile; each of the first interactive views reachable, and tapped at its centre; a name no
    /// view has.
    static func expectationsJSON(_ h: Hierarchy) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("expect"); w.beginArray()
        for profile in AuditProfile.all { w.beginObject(); w.key("audit"); w.string(profile.name); w.endObject() }
        for v in (0..<h.viewCount).filter({ h.isInteractive($0) }).prefix(8) {
            w.beginObject(); w.key("reachable"); w.string(h.id(v)); w.endObject()
            let box = h.screenBox(of: v)
            w.beginObject()
            w.key("tap"); w.beginArray(); w.number(box.x + box.width / 2); w.number(box.y + box.height / 2); w.endArray()
            w.key("hits"); w.string(h.id(v))
            w.endObject()
        }
        w.beginObject(); w.key("reachable"); w.string("no view has this name"); w.endObject()
        w.endArray()
        w.endObject()
        return w.bytes
    }
}
