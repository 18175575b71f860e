import Testing
@testable import HitTraceApp

/// The parts of a trace left out of its default answer are found by their key (API+TraceParts.swift).
@Suite struct TracePartsTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func theMemberIsCutWithItsValueAndNothingElse() {
        let whole = Self.bytes(#"{"misses":[{"view":"a","message":"b \",\"missGroups\":[] c"}],"missGroups":[{"views":["a","]"],"text":{"en":"x ] } ["}}],"delivery":{}}"#)
        #expect(API.trace(whole, including: []) == Self.bytes(#"{"misses":[{"view":"a","message":"b \",\"missGroups\":[] c"}],"delivery":{}}"#))
        #expect(API.trace(whole, including: [.missGroups]) == whole)
    }

    @Test func aTraceWithoutThePartIsLeftAsItIs() {
        // Engine "2" traces were stored before groups existed.
        let old = Self.bytes(#"{"engineVersion":"2","misses":[]}"#)
        #expect(API.trace(old, including: []) == old)
    }

    @Test func theSearchFindsTheFirstOccurrenceOrNone() {
        #expect(API.firstIndex(of: Self.bytes("Groups"), in: Self.bytes("xGroupGroupsGroups")) == 6)
        #expect(API.firstIndex(of: Self.bytes("tools/call"), in: Self.bytes(#"{"method":"tools/call"}"#)) == 11)
        #expect(API.firstIndex(of: Self.bytes("abc"), in: Self.bytes("ab")) == nil)
        #expect(API.firstIndex(of: Self.bytes("Ab"), in: Self.bytes("AAAb")) == 2)
        #expect(API.firstIndex(of: Self.bytes("xA"), in: Self.bytes("Ax")) == nil)
    }
}
