import Testing
@testable import HitTestKit
@testable import Sentences

/// The sentences for a request's work that stopped (`WorkBudget.Exceeded`), in each table: the English ones are
/// the 422 `too_much_work` and 503 messages the API answers with (docs/API.md, "Errors").
@Suite struct BudgetSentenceTests {
    typealias Exceeded = WorkBudget.Exceeded

    /// One of each kind of stop.
    static let samples: [Exceeded] = [
        Exceeded(limit: .work, work: .checkTaps, units: 300),
        Exceeded(limit: .deadline, work: .fixSearch, units: .max, seconds: 5),
        Exceeded(limit: .work, work: .hitMap(step: 0.5, views: 12), units: 8_000_000_000, needed: 9_000_000_000, remaining: 8_000_000_000),
        Exceeded(limit: .work, work: .checkHitMap(step: 1), units: 1_000, needed: 2_000, remaining: 10),
        Exceeded(limit: .work, work: .whereToTapHitMap, units: 1_000, needed: 2_000, remaining: 10),
        Exceeded(limit: .work, work: .delivery, units: 1_000, needed: 2_000, remaining: 10),
        Exceeded(limit: .cancelled, units: .max, cancellation: .stopping),
        Exceeded(limit: .cancelled, units: .max, cancellation: .unwanted),
    ]

    @Test func englishSaysWhatRanOutAndWhatWouldFit() {
        #expect(Self.samples.map(English().workStopped) == [
            "the check's taps went past this request's work budget of 300 units; ask for less work in one request",
            "the fix search was still running when this request's 5 s were up (the server's --max-request-seconds); ask for less work in one request",
            "the hit map (a 0.5-pt step over 12 views) needs about 9,000,000,000 units of work, more than this request has left (8,000,000,000); ask for less work in one request",
            "the check's hit map (a 1-pt step) needs about 2,000 units of work, more than this request has left (10); ask for a coarser step",
            "where_to_tap's hit map needs about 2,000 units of work, more than this call has left; ask for less work in one request",
            "the touch's delivery needs about 2,000 units of work, more than this request has left (10); ask for less work in one request",
            "the server stopped before this request was answered; send it again",
            "the client closed its connection before the answer was ready",
        ])
    }

    @Test func chineseSaysEveryOneInChineseWithTheSameNumbers() {
        for e in Self.samples {
            let zh = Chinese().workStopped(e), en = English().workStopped(e)
            #expect(ChineseWords.english(in: zh) == [], "\(zh)")
            #expect(zh != en)
            for number in ["300", "5", "9,000,000,000", "8,000,000,000", "0.5", "12", "2,000", "10"] where en.contains(number) {
                #expect(zh.contains(number), "\(zh) lacks \(number)")
            }
        }
    }

    @Test func countsAreWrittenWithThousandsSeparators() {
        #expect(GroupedNumber.text(0) == "0")
        #expect(GroupedNumber.text(999) == "999")
        #expect(GroupedNumber.text(1_000) == "1,000")
        #expect(GroupedNumber.text(4_000_000_000) == "4,000,000,000")
        #expect(GroupedNumber.text(-1_500) == "-1,500")
        #expect(GroupedNumber.text(5.0) == "5" && GroupedNumber.text(0.25) == "0.25")
    }
}
