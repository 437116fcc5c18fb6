import BaluchonCore
import CQREncode

/// Makes QR symbols with libqrencode.
public enum QREncoder {
    /// The smallest symbol holding `text`; libqrencode picks numeric, alphanumeric or byte mode for each
    /// run of characters, so an upper-case Base45 code is stored at 5.5 bits per character.
    public static func symbol(for text: String, correction: QRSymbol.Correction = .medium) throws(QRFailure) -> QRSymbol {
        guard !text.isEmpty else { throw .empty }
        guard !text.utf8.contains(0) else { throw .nulCharacter }
        guard let symbol = QRcode_encodeString(text, 0, level(of: correction), QR_MODE_8, 1) else {
            throw .tooLong(characters: text.count)
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        let modules = (0..<(width * width)).map { symbol.pointee.data[$0] & 1 == 1 }
        return QRSymbol(size: width, version: Int(symbol.pointee.version), modules: modules)
    }

    static func level(of correction: QRSymbol.Correction) -> QRecLevel {
        switch correction {
        case .low: QR_ECLEVEL_L
        case .medium: QR_ECLEVEL_M
        case .quartile: QR_ECLEVEL_Q
        case .high: QR_ECLEVEL_H
        }
    }
}
