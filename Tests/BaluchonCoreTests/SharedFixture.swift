import Foundation

/// A JSON file of `Tests/Fixtures`, decoded once per test run: the vectors the Swift code and its JavaScript
/// twin are both checked against. A file that cannot be read stops the run: its tests would prove nothing.
enum SharedFixture {
    static func decode<T: Decodable>(_ type: T.Type, from path: String, decoder: JSONDecoder = JSONDecoder()) -> T {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(path)")
        return try! decoder.decode(T.self, from: Data(contentsOf: url))
    }
}
