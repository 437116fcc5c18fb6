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

    public var code: ErrorCode {
        switch self {
        case .empty: .qrEmpty
        case .nulCharacter: .qrInvalidText
        case .tooLong: .qrTooLong
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
        case .empty: LocalizedText("error.qr_empty.message")
        case .nulCharacter: LocalizedText("error.qr_invalid_text.message")
        case .tooLong(let characters):
            LocalizedText("error.qr_too_long.message", ["characters": "\(characters)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .tooLong:
            LocalizedText("error.qr_too_long.hint")
        default: nil
        }
    }

    /// The terminal's hint: the option of `baluchon qr` rather than the API's parameter.
    public var commandHint: LocalizedText? {
        if case .tooLong = self { LocalizedText("error.qr_too_long.commandHint") } else { nil }
    }
}
