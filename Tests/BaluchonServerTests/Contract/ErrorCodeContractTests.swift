import BaluchonCore
import Testing

@testable import BaluchonServer

/// Every error code is documented in the published contract, and the contract documents no other.
@Suite("Error codes in the contract")
struct ErrorCodeContractTests {
    @Test func theErrorSchemaListsExactlyTheErrorCodes() throws {
        let document = try JSONValue.parse(try #require(OpenAPIRoutes.document))
        let code = document["components"]?["schemas"]?["Error"]?["properties"]?["error"]?["properties"]?["code"]
        guard case .array(let values) = code?["enum"] ?? .null else {
            Issue.record("the error code has no enum")
            return
        }
        let documented = Set(values.compactMap { if case .string(let text) = $0 { text } else { nil } })
        let listed = Set(ErrorCode.allCases.map(\.rawValue))
        #expect(listed.subtracting(documented).sorted() == [], "codes missing from openapi.json")
        #expect(documented.subtracting(listed).sorted() == [], "documented codes that no error answers")
    }
}
