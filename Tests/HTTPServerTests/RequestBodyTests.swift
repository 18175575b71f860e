import Testing
@testable import HTTPServer

/// The per-request body buffer: the limit holds piece by piece, whatever the pieces.
@Suite struct RequestBodyTests {
    func feed(_ body: inout RequestBody, _ count: Int, byte: UInt8 = 7) -> Bool {
        let piece = [UInt8](repeating: byte, count: count)
        return piece.withUnsafeBytes { body.append($0) }
    }

    @Test func piecesAccumulateInOrderUpToTheLimit() {
        var body = RequestBody(limit: 10)
        #expect(feed(&body, 4, byte: 1))
        #expect(feed(&body, 6, byte: 2))
        #expect(!body.isTooLarge)
        #expect(body.bytes == [1, 1, 1, 1, 2, 2, 2, 2, 2, 2])
    }

    @Test func oneByteOverTheLimitDropsWhatWasStored() {
        var body = RequestBody(limit: 10)
        #expect(feed(&body, 10))
        #expect(feed(&body, 1))  // still read, so the client can be told 413
        #expect(body.isTooLarge)
        #expect(body.bytes.isEmpty)
    }

    @Test func readingStopsOneMoreLimitPastTheLimit() {
        // limit 2 MiB: read (and drop) up to 4 MiB in all, then ask MHD to drop the connection.
        var body = RequestBody(limit: 2 << 20)
        #expect(body.receiveAllowance == 4 << 20)
        #expect(feed(&body, 4 << 20))
        #expect(!feed(&body, 1))
        // A small limit still allows 1 MiB of overshoot, enough to read a 413 after a modest excess.
        #expect(RequestBody(limit: 0).receiveAllowance == 1 << 20)
    }
}
