import BaluchonCore
import Crypto
import Foundation

/// The dice of a room: every word comes from HMAC-SHA256 keyed by the room's secret seed over
/// `"<sequence>:<player seed>:<block>"`, so a roll is fixed by the seed the server committed to, the
/// roll's number and the roller's own seed, and anyone holding the revealed seed can roll it again.
public struct FairDice: RandomNumberGenerator {
    private let key: SymmetricKey
    private let prefix: String
    private var block = 0
    private var words: [UInt64] = []

    public init(seed: [UInt8], sequence: Int, playerSeed: String) {
        key = SymmetricKey(data: seed)
        prefix = "\(sequence):\(playerSeed):"
    }

    public mutating func next() -> UInt64 {
        if words.isEmpty {
            let code = HMAC<Crypto.SHA256>.authenticationCode(for: Data((prefix + String(block)).utf8), using: key)
            block += 1
            let bytes = Array(code)
            words = stride(from: 0, to: bytes.count, by: 8).map { start in
                bytes[start..<start + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            }
            words.reverse()
        }
        return words.removeLast()
    }

    /// The public commitment to a seed: its SHA-256, in lowercase hexadecimal.
    public static func commitment(to seed: [UInt8]) -> String {
        Array(Crypto.SHA256.hash(data: seed)).hex
    }

    /// Rolls `expression` as roll number `sequence` of a room: one roll per repetition (`6x 4d6dl1`),
    /// drawn one after the other from the same stream.
    public static func roll(_ expression: String, seed: [UInt8], sequence: Int, playerSeed: String) throws(DiceError) -> [DiceRoll] {
        try roll(try DiceParser.parse(expression), seed: seed, sequence: sequence, playerSeed: playerSeed)
    }

    /// Rolls a parsed `program` as roll number `sequence` of a room.
    public static func roll(_ program: DiceProgram, seed: [UInt8], sequence: Int, playerSeed: String) throws(DiceError) -> [DiceRoll] {
        var roller = DiceRoller(generator: FairDice(seed: seed, sequence: sequence, playerSeed: playerSeed))
        return try roller.roll(program)
    }
}

extension Array where Element == UInt8 {
    /// Bytes from lowercase or uppercase hexadecimal; nil when the text is not hexadecimal.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self = bytes
    }

    public var hex: String { map { String(format: "%02x", $0) }.joined() }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
