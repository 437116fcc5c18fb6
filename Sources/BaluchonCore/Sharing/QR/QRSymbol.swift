/// A QR code as a square of dark and light modules (made by the providers' encoder, libqrencode).
public struct QRSymbol: Sendable, Equatable {
    /// How much damage the symbol survives, and what it costs in size.
    public enum Correction: String, Sendable, CaseIterable {
        case low = "L", medium = "M", quartile = "Q", high = "H"
    }

    /// Modules per side, quiet zone not included.
    public let size: Int
    /// QR version, 1 (21 × 21) to 40 (177 × 177).
    public let version: Int
    /// Row by row, `true` for dark.
    public let modules: [Bool]

    public init(size: Int, version: Int, modules: [Bool]) {
        (self.size, self.version, self.modules) = (size, version, modules)
    }

    public func isDark(x: Int, y: Int) -> Bool { modules[y * size + x] }
}

/// Why a QR code could not be made.
public enum QRFailure: TravellerError, Equatable {
    case empty
    case nulCharacter
    case tooLong(characters: Int)

    public var code: String {
        switch self {
        case .empty: "qr_empty"
        case .nulCharacter: "qr_invalid_text"
        case .tooLong: "qr_too_long"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .tooLong: .tooLarge
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .empty: LocalizedText(en: "Give the text to put in the QR code.", fr: "Indiquez le texte à mettre dans le code QR.")
        case .nulCharacter: LocalizedText(en: "The text holds a NUL character.", fr: "Le texte contient un caractère NUL.")
        case .tooLong(let characters):
            LocalizedText(
                en: "\(characters) characters do not fit in one QR code at this error correction.",
                fr: "\(characters) caractères ne tiennent pas dans un seul code QR à ce niveau de correction.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .tooLong:
            LocalizedText(
                en: "Use a lower error correction (ec=L), or share fewer places.",
                fr: "Choisissez une correction plus faible (ec=L), ou partagez moins de lieux.")
        default: nil
        }
    }
}
