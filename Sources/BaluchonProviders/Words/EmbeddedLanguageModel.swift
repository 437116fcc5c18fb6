import BaluchonCore
import Foundation

/// The language-detection model shipped with Baluchon (Resources/words/language-model.bin.gz, made
/// from wordfreq by scripts/data/make_language_model.py), read once per process.
public enum EmbeddedLanguageModel {
    public enum Failure: Error, CustomStringConvertible {
        case missing
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: "the language model is missing from the resources"
            case .unreadable(let detail): "the language model cannot be read: \(detail)"
            }
        }
    }

    /// The shipped model's file.
    public static var url: URL? {
        Bundle.module.url(forResource: "language-model.bin", withExtension: "gz", subdirectory: "Resources/words")
    }

    /// Reads a gzipped model file.
    public static func load(from url: URL) throws(Failure) -> LanguageModel {
        guard let compressed = FileManager.default.contents(atPath: url.path) else { throw .missing }
        do {
            return try LanguageModel(data: try Gzip.decompress(compressed, limit: 256 << 20))
        } catch {
            throw .unreadable(String(describing: error))
        }
    }

    /// The detector over the shipped model, loaded on first use and shared.
    public static func detector() throws(Failure) -> LanguageDetector {
        switch shared {
        case .success(let detector): return detector
        case .failure(let failure): throw failure
        }
    }

    /// The shared detector, its model read on a dispatch thread the first time: callers wait without
    /// holding one of Swift's task threads for the fraction of a second reading takes.
    public static func loadedDetector() async throws(Failure) -> LanguageDetector {
        try await loading.value.get()
    }

    private static let loading = Task<Result<LanguageDetector, Failure>, Never> {
        await offTaskThreads { shared }
    }

    private static let shared: Result<LanguageDetector, Failure> = {
        guard let url else { return .failure(.missing) }
        return Result { () throws(Failure) -> LanguageDetector in LanguageDetector(model: try load(from: url)) }
    }()
}
