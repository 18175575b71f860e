import Foundation
import HitTestKit
import Sentences

/// The sentences the trace corpus's answers write in English only, said in every language and hashed on their
/// own line (so the corpus's hash stays comparable with earlier runs): every check result of the corpus's
/// hierarchies (`AnswerCorpus.expectationsJSON`), its summary, outcome and details, as the MCP tools say them in
/// Chinese. Run before and after a change to the sentences: the hash must not change.
enum SentenceCorpus {
    static func hash(_ hierarchies: [(String, Hierarchy)]) -> String {
        var out: [UInt8] = []
        var sentences = 0
        for (name, h) in hierarchies {
            guard let expectations = try? Expectation.decode(json: AnswerCorpus.expectationsJSON(h)) else { continue }
            let report = TouchCheck.run(expectations, on: h, step: 2)
            for lang in SentenceLanguage.allCases {
                let table = lang.table
                out += Array("\n=== \(name) \(lang)\n".utf8)
                for r in report.results {
                    for s in [table.summary(r.expectation), table.checkOutcome(r.outcome, in: h)] + r.details.map({ table.checkDetail($0, in: h) }) {
                        out += Array(s.utf8)
                        out.append(10)
                        sentences += 1
                    }
                }
            }
        }
        return String(format: "check sentences in every language: %d sentences, %d bytes, fnv1a %016llx", sentences, out.count,
                      TraceCorpus.fnv1a(out))
    }
}
