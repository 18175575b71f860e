import TestSupport
import Testing
@testable import Storage

@Suite struct ListingTests {
    @Test func pagesAreNewestFirstWithNoDuplicatesOrGaps() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path())
        let ids = (0..<23).map { "h_\($0)" }
        for id in ids { try store.insertHierarchy(Sample.hierarchy(id)) }

        var seen: [String] = []
        var cursor: ListCursor? = nil
        var pages = 0
        repeat {
            let page = try store.listHierarchies(limit: 5, after: cursor)
            #expect(page.items.count == (page.nextCursor == nil ? 3 : 5))
            seen += page.items.map(\.id)
            cursor = page.nextCursor
            pages += 1
        } while cursor != nil
        #expect(pages == 5)
        #expect(seen == Array(ids.reversed()))
    }

    @Test func anExactlyFullLastPageHasNoNextCursor() throws {
        let store = try Store(path: ":memory:")
        for index in 0..<4 { try store.insertHierarchy(Sample.hierarchy("h_\(index)")) }
        let first = try store.listHierarchies(limit: 2, after: nil)
        let second = try store.listHierarchies(limit: 2, after: first.nextCursor)
        #expect(second.items.map(\.id) == ["h_1", "h_0"])
        #expect(second.nextCursor == nil)
    }

    @Test func changesBetweenPagesDoNotShiftTheRest() throws {
        let store = try Store(path: ":memory:")
        for index in 0..<6 { try store.insertHierarchy(Sample.hierarchy("h_\(index)")) }
        let first = try store.listHierarchies(limit: 3, after: nil)
        #expect(first.items.map(\.id) == ["h_5", "h_4", "h_3"])
        // A newer hierarchy arrives and one already listed goes: the next page still starts after h_3.
        try store.insertHierarchy(Sample.hierarchy("h_new"))
        try store.deleteHierarchy(id: "h_4")
        let second = try store.listHierarchies(limit: 3, after: first.nextCursor)
        #expect(second.items.map(\.id) == ["h_2", "h_1", "h_0"])
    }

    @Test func summariesCarryTheRecordFieldsAndTraceCount() throws {
        let store = try Store(path: ":memory:")
        let record = Sample.hierarchy("h", name: nil)
        try store.insertHierarchy(record)
        for index in 0..<3 { try store.insertTrace(Sample.trace("t_\(index)", on: "h")) }

        let summary = try store.listHierarchies(limit: 10, after: nil).items
        #expect(summary == [HierarchySummary(record.metadata, traceCount: 3)])
    }

    @Test func emptyStoreListsNothing() throws {
        let store = try Store(path: ":memory:")
        let page = try store.listHierarchies(limit: 10, after: nil)
        #expect(page.items.isEmpty)
        #expect(page.nextCursor == nil)
        #expect(try store.hierarchyCount() == 0)
    }

    @Test(arguments: ["", "abc", "s", "s-3", "s0", "12", "h_abc", "s1x", " s1", "0.h_a", "-1.h_a", "01.h_a", "1.", "1.h.a", "x.h_a"])
    func malformedCursorsDoNotParse(cursor: String) throws {
        #expect(ListCursor(parsing: cursor) == nil)
    }

    @Test func aCursorReadsBackFromItsText() throws {
        let store = try Store(path: ":memory:")
        for index in 0..<3 { try store.insertHierarchy(Sample.hierarchy("h_\(index)")) }
        let next = try #require(try store.listHierarchies(limit: 1, after: nil).nextCursor)
        #expect(ListCursor(parsing: next.text) == next)
        #expect(try store.listHierarchies(limit: 1, after: ListCursor(parsing: next.text)).items.map(\.id) == ["h_1"])
    }

    /// A cursor is accepted when its hierarchy is still at its place, or its place was used and emptied since;
    /// a place never used, or another hierarchy's, is a forgery.
    @Test func theStoreAcceptsOnlyCursorsItCouldHaveGivenOut() throws {
        let store = try Store(path: ":memory:")
        for index in 0..<3 { try store.insertHierarchy(Sample.hierarchy("h_\(index)")) }
        let next = try #require(try store.listHierarchies(limit: 1, after: nil).nextCursor)
        #expect(try store.accepts(next))
        #expect(try !store.accepts(try #require(ListCursor(parsing: "3.h_1"))))
        #expect(try !store.accepts(try #require(ListCursor(parsing: "4.h_9"))))
        try store.deleteHierarchy(id: "h_2")
        #expect(try store.accepts(next))
    }

    @Test(arguments: [0, -1])
    func aPageLimitBelowOneIsMisuse(limit: Int) throws {
        let store = try Store(path: ":memory:")
        let error = #expect(throws: StorageError.self) { try store.listHierarchies(limit: limit, after: nil) }
        #expect(error?.kind == .misuse)
    }
}
