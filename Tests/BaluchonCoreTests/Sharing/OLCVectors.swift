import Foundation

/// The official Open Location Code test vectors, read where the shared data keeps them.
enum OLCVectors {
    static let directory = URL(fileURLWithPath: "/work/shared/data/olc")

    static func rows(_ file: String) -> [[String]] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}
