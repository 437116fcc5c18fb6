import BaluchonCore
import CQREncode

/// A QR code as a square of dark and light modules, made by libqrencode.
public struct QRSymbol: Sendable, Equatable {
    /// How much damage the symbol survives, and what it costs in size.
    public enum Correction: String, Sendable, CaseIterable {
        case low = "L", medium = "M", quartile = "Q", high = "H"

        var level: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        }
    }

    /// Modules per side, quiet zone not included.
    public let size: Int
    /// QR version, 1 (21 × 21) to 40 (177 × 177).
    public let version: Int
    /// Row by row, `true` for dark.
    public let modules: [Bool]

    /// The smallest symbol holding `text`; libqrencode picks numeric, alphanumeric or byte mode for each
    /// run of characters, so an upper-case Base45 code is stored at 5.5 bits per character.
    public init(text: String, correction: Correction = .medium) throws(QRFailure) {
        guard !text.isEmpty else { throw .empty }
        guard !text.utf8.contains(0) else { throw .nulCharacter }
        guard let symbol = QRcode_encodeString(text, 0, correction.level, QR_MODE_8, 1) else { throw .tooLong(characters: text.count) }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        size = width
        version = Int(symbol.pointee.version)
        modules = (0..<(width * width)).map { symbol.pointee.data[$0] & 1 == 1 }
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
}
