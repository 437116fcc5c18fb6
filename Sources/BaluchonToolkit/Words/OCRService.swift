import BaluchonCore
import BaluchonProviders
import Foundation

/// Reads the text of photos (signs, menus) with Tesseract: the image's header is checked before
/// anything decodes it, at most two photos are read at once with four more waiting, and each run has
/// a deadline.
public struct OCRService: Sendable {
    let tesseract: Tesseract
    let gate: OCRGate

    /// Photos read at once; one core each.
    public static let running = 2
    /// Callers waiting for a place; past them the answer is `server_busy` at once.
    public static let waiting = 4

    public init(tesseract: Tesseract = Tesseract(), gate: OCRGate = OCRGate(running: running, waiting: waiting)) {
        self.tesseract = tesseract
        self.gate = gate
    }

    /// The languages whose OCR data is installed.
    public var languages: [LanguageCode] { tesseract.installation.languages }

    /// The text of the image `image` hands over, read as `language`. `image` is asked for only once
    /// the photo has a place, so no more images than the gate lets in are held in memory at once.
    public func recognise(language: LanguageCode, image: @Sendable () async throws -> Data) async throws -> RecognisedText {
        guard OCRLanguage.dataName(for: language).map(tesseract.installation.dataNames.contains) == true else {
            throw OCRError.languageNotInstalled(language, installed: languages)
        }
        return try await gate.admitted {
            let data = try await image()
            let header = try ImageHeader.checked(data)
            let text = try await tesseract.recognise(data, header: header, language: language)
            guard !text.lines.isEmpty else { throw OCRError.noText }
            return text
        }
    }
}
