import BaluchonCore
import Foundation

/// What of Tesseract is installed: its command and the languages whose data is in its `tessdata`.
public struct TesseractInstallation: Sendable, Equatable {
    /// Where Debian's `tesseract-ocr-*` packages put the language data (5.x, then 4.x).
    static let dataDirectories = ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata"]

    /// The `tesseract` command, or nil when it is not installed.
    public var executable: URL?
    /// The language data names found (`fra`, `chi_sim`).
    public var dataNames: Set<String>

    public init(executable: URL?, dataNames: Set<String>) {
        self.executable = executable
        self.dataNames = dataNames
    }

    /// Looks for `tesseract` on `PATH`, and for its data in `TESSDATA_PREFIX` or Debian's directories.
    public static func discover(environment: [String: String] = ProcessInfo.processInfo.environment) -> TesseractInstallation {
        let path = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        let executable = path.map { URL(fileURLWithPath: String($0)).appendingPathComponent("tesseract") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let directories = (environment["TESSDATA_PREFIX"].map { [$0] } ?? []) + dataDirectories
        var names: Set<String> = []
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            names.formUnion(files.filter { $0.hasSuffix(".traineddata") }.map { String($0.dropLast(".traineddata".count)) })
            if !names.isEmpty { break }
        }
        return TesseractInstallation(executable: executable, dataNames: names)
    }

    /// The languages that can be read, sorted.
    public var languages: [LanguageCode] {
        dataNames.compactMap(OCRLanguage.language(forDataName:)).sorted()
    }
}
