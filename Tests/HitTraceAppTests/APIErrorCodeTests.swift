import Foundation
import HitTestKit
import HitTraceJSON
import HTTPServer
import Testing
import TestSupport
@testable import HitTraceApp

/// `APIErrorCode` is the one list of error codes: docs/API.md's error table and the OpenAPI document's
/// `Error.code` enum name exactly its cases (those that are HTTP errors), so neither can drift from the code;
/// likewise `WorkLimit` and the document's `Error.limit` enum.
@Suite struct APIErrorCodeTests {
    static let httpCodes = Set(APIErrorCode.allCases.filter { !APIErrorCode.outsideHTTP.contains($0) }.map(\.rawValue))

    @Test func theErrorTableListsExactlyTheCodes() throws {
        let lines = try Repository.text("docs/API.md").split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| status | `code` |") }, "docs/API.md has no error table")
        var listed = Set<String>()
        for row in lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            try #require(cells.count > 2, "a row of the error table without a code cell: \(row)")
            for name in cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated() where name.offset % 2 == 1 {
                listed.insert(String(name.element))
            }
        }
        #expect(listed.subtracting(Self.httpCodes).sorted() == [], "rows for codes the server never answers")
        #expect(Self.httpCodes.subtracting(listed).sorted() == [], "codes without a row in docs/API.md's error table")
    }

    /// The HTTP layer's and the decoder's codes become API codes by their spelling: each spelling is a case.
    @Test func everyHTTPAndDecoderCodeIsAnAPICode() {
        let spelt = HTTPErrorCode.allCases.map(\.rawValue) + HierarchyError.Code.allCases.map(\.rawValue)
        #expect(spelt.filter { APIErrorCode(rawValue: $0) == nil } == [])
        #expect(HTTPErrorCode.allCases.map { APIErrorCode($0).rawValue } == HTTPErrorCode.allCases.map(\.rawValue))
        #expect(HierarchyError.Code.allCases.map { APIErrorCode($0).rawValue } == HierarchyError.Code.allCases.map(\.rawValue))
    }

    @Test func theOpenAPIDocumentListsExactlyTheCodes() throws {
        let document = try JSONParser.parse(try Repository.bytes("Sources/HitTraceApp/Resources/openapi.json"))
        let code = document.root["components"]?["schemas"]?["Error"]?["properties"]?["error"]?["properties"]?["code"]
        let values = try #require(code?["enum"], "the OpenAPI document's Error.code has no enum").elements.map(\.string)
        let documented = Set(values.compactMap { $0 })
        #expect(documented.count == values.count, "the enum repeats a code or holds a non-string")
        #expect(documented == Self.httpCodes)
    }

    @Test func theOpenAPIDocumentListsExactlyTheWorkLimits() throws {
        let document = try JSONParser.parse(try Repository.bytes("Sources/HitTraceApp/Resources/openapi.json"))
        let limit = document.root["components"]?["schemas"]?["Error"]?["properties"]?["error"]?["properties"]?["limit"]
        let values = try #require(limit?["enum"], "the OpenAPI document's Error.limit has no enum").elements.map(\.string)
        #expect(values == WorkLimit.allCases.map(\.rawValue))
    }
}
