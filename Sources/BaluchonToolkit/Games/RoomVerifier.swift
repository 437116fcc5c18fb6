import BaluchonCore

/// Checks a room export: the seed matches the commitment published before the first roll, and
/// every recorded roll is exactly what the seed gives for its number and player seed: the same dice
/// (as listed, large pools summarised), or the same failure for a roll whose dice led to an error.
public enum RoomVerifier {
    /// The number of rolls checked; throws at the first that does not hold.
    @discardableResult
    public static func verify(_ export: RoomExport) throws(RoomVerificationError) -> Int {
        guard RoomExport.readableFormats.contains(export.format) else { throw .unknownFormat(export.format) }
        guard let hex = export.seed else { throw .seedNotRevealed }
        guard let seed = [UInt8](hex: hex), !seed.isEmpty else { throw .malformedSeed }
        guard FairDice.commitment(to: seed) == export.commitment.lowercased() else { throw .commitmentMismatch }
        var previous = 0
        for recorded in export.rolls {
            guard recorded.sequence > previous else { throw .outOfOrder(sequence: recorded.sequence) }
            previous = recorded.sequence
            guard let program = try? DiceParser.parse(recorded.expression) else { throw .unreadableRoll(sequence: recorded.sequence) }
            let again: [DiceRoll]
            do {
                again = try FairDice.roll(program, seed: seed, sequence: recorded.sequence, playerSeed: recorded.playerSeed)
            } catch {
                guard error.code.rawValue == recorded.failure else {
                    throw .failureMismatch(sequence: recorded.sequence, recorded: recorded.failure, found: error.code.rawValue)
                }
                continue
            }
            if let failure = recorded.failure { throw .failureMismatch(sequence: recorded.sequence, recorded: failure, found: nil) }
            // Format 2 listed every die; format 3 lists large pools in summary.
            guard again == recorded.rolls || again.listed() == recorded.rolls else {
                throw .rollMismatch(sequence: recorded.sequence, recorded: recorded.rolls.map(\.total), recomputed: again.map(\.total))
            }
        }
        return export.rolls.count
    }
}

/// Why a room's rolls do not check out.
public enum RoomVerificationError: TravellerError, Equatable {
    case unknownFormat(String)
    case seedNotRevealed
    case malformedSeed
    case commitmentMismatch
    case outOfOrder(sequence: Int)
    case unreadableRoll(sequence: Int)
    case rollMismatch(sequence: Int, recorded: [Int], recomputed: [Int])
    /// One of the recorded roll and the seed's roll failed and the other did not, or they failed differently.
    case failureMismatch(sequence: Int, recorded: String?, found: String?)

    public var code: ErrorCode {
        switch self {
        case .unknownFormat: .unknownExportFormat
        case .seedNotRevealed: .seedNotRevealed
        case .malformedSeed: .malformedSeed
        case .commitmentMismatch: .commitmentMismatch
        case .outOfOrder: .rollsOutOfOrder
        case .unreadableRoll: .unreadableRoll
        case .rollMismatch, .failureMismatch: .rollMismatch
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .unknownFormat(let format):
            LocalizedText("error.unknown_export_format.message", ["format": "\(format)"])
        case .seedNotRevealed:
            LocalizedText("error.seed_not_revealed.message")
        case .malformedSeed:
            LocalizedText("error.malformed_seed.message")
        case .commitmentMismatch:
            LocalizedText("error.commitment_mismatch.message")
        case .outOfOrder(let sequence):
            LocalizedText("error.rolls_out_of_order.message", ["sequence": "\(sequence)"])
        case .unreadableRoll(let sequence):
            LocalizedText("error.unreadable_roll.message", ["sequence": "\(sequence)"])
        case .rollMismatch(let sequence, let recorded, let recomputed):
            LocalizedText(
                "error.roll_mismatch.message",
                ["sequence": "\(sequence)", "recorded": "\(Self.totals(recorded))", "recomputed": "\(Self.totals(recomputed))"])
        case .failureMismatch(let sequence, let recorded, let found):
            LocalizedText(
                "error.roll_mismatch.message.failureMismatch",
                ["sequence": "\(sequence)", "recorded": .localized(Self.outcome(recorded)), "found": .localized(Self.outcome(found))])
        }
    }

    public var hint: LocalizedText? { nil }

    /// A roll's outcome in words: its error code, or “no error”.
    private static func outcome(_ failure: String?) -> LocalizedText {
        failure.map { LocalizedText("dice.outcome.error", ["value": "\($0)"]) } ?? LocalizedText("dice.outcome.result")
    }

    /// A roll's totals, one per repetition: `14` or `14, 9, 12`.
    private static func totals(_ totals: [Int]) -> String {
        totals.map(String.init).joined(separator: ", ")
    }
}
