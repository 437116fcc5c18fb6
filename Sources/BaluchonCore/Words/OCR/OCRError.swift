/// Why a photo's text cannot be read, told to the traveller.
public enum OCRError: TravellerError, Equatable {
    /// The file is none of the image formats read (JPEG, PNG, WebP, GIF, BMP, TIFF).
    case notAnImage
    /// The file says it is an image but its header does not hold together.
    case unreadableImage
    case imageTooLarge(limit: Int)
    /// More pixels than the limit, read from the header before anything is decoded.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The image was read but no text was found in it.
    case noText
    /// No OCR data is installed for this language; `installed` are those that are.
    case languageNotInstalled(LanguageCode, installed: [LanguageCode])
    /// Tesseract is not installed.
    case engineMissing
    /// Reading took longer than the deadline; the engine was stopped.
    case timedOut(seconds: Int)
    /// Too many photos are being read at once.
    case busy

    public var code: ErrorCode {
        switch self {
        case .notAnImage: .notAnImage
        case .unreadableImage: .unreadableImage
        case .imageTooLarge: .imageTooLarge
        case .tooManyPixels: .imageTooManyPixels
        case .noText: .noTextFound
        case .languageNotInstalled: .ocrLanguageMissing
        case .engineMissing: .toolMissing
        case .timedOut: .ocrTimedOut
        case .busy: .serverBusy
        }
    }

    public var kind: FailureKind {
        switch self {
        case .imageTooLarge, .tooManyPixels: .tooLarge
        case .engineMissing: .notConfigured
        case .timedOut, .busy: .unavailable
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .notAnImage: LocalizedText("error.not_an_image.message")
        case .unreadableImage: LocalizedText("error.unreadable_image.message")
        case .imageTooLarge(let limit): LocalizedText("error.image_too_large.message", ["limit": "\(limit / (1024 * 1024))"])
        case .tooManyPixels(let width, let height, let limit):
            LocalizedText(
                "error.image_too_many_pixels.message",
                ["width": "\(width)", "height": "\(height)", "megapixels": "\(width * height / 1_000_000)", "limit": "\(limit / 1_000_000)"])
        case .noText: LocalizedText("error.no_text_found.message")
        case .languageNotInstalled(let code, _):
            LocalizedText("error.ocr_language_missing.message", ["language": .inLanguage { NamedLanguage.name(of: code, in: $0) }])
        case .engineMissing: LocalizedText("error.tool_missing.message", ["tool": "tesseract"])
        case .timedOut(let seconds): LocalizedText("error.ocr_timed_out.message", ["seconds": "\(seconds)"])
        case .busy: LocalizedText("error.server_busy.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .notAnImage, .unreadableImage: LocalizedText("error.not_an_image.hint")
        case .imageTooLarge, .tooManyPixels: LocalizedText("error.image_too_large.hint")
        case .noText: LocalizedText("error.no_text_found.hint")
        case .languageNotInstalled(_, let installed):
            LocalizedText(
                "error.ocr_language_missing.hint",
                ["installed": .inLanguage { language in NamedLanguage.list(installed, in: language).map(\.name).joined(separator: ", ") }])
        case .engineMissing: LocalizedText("error.tool_missing.hint", ["package": "tesseract-ocr"])
        case .timedOut: LocalizedText("error.ocr_timed_out.hint")
        case .busy: nil
        }
    }
}
