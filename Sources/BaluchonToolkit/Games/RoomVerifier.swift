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
                guard error.code == recorded.failure else {
                    throw .failureMismatch(sequence: recorded.sequence, recorded: recorded.failure, found: error.code)
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

    public var code: String {
        switch self {
        case .unknownFormat: "unknown_export_format"
        case .seedNotRevealed: "seed_not_revealed"
        case .malformedSeed: "malformed_seed"
        case .commitmentMismatch: "commitment_mismatch"
        case .outOfOrder: "rolls_out_of_order"
        case .unreadableRoll: "unreadable_roll"
        case .rollMismatch, .failureMismatch: "roll_mismatch"
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .unknownFormat(let format):
            LocalizedText(en: "This is not a room export (format “\(format)”).", fr: "Ce n’est pas un export de salle (format « \(format) »).")
        case .seedNotRevealed:
            LocalizedText(
                en: "The room is still open: its seed is revealed when it closes.",
                fr: "La salle est encore ouverte : sa graine est révélée à la fermeture.")
        case .malformedSeed:
            LocalizedText(en: "The revealed seed is not hexadecimal.", fr: "La graine révélée n’est pas en hexadécimal.")
        case .commitmentMismatch:
            LocalizedText(
                en: "The revealed seed is not the one the server committed to: the rolls cannot be trusted.",
                fr: "La graine révélée n’est pas celle annoncée par le serveur : les jets ne sont pas fiables.")
        case .outOfOrder(let sequence):
            LocalizedText(en: "Roll #\(sequence) is out of order.", fr: "Le jet n° \(sequence) n’est pas à sa place.")
        case .unreadableRoll(let sequence):
            LocalizedText(en: "Roll #\(sequence) has an expression that cannot be read.", fr: "Le jet n° \(sequence) a une expression illisible.")
        case .rollMismatch(let sequence, let recorded, let recomputed):
            LocalizedText(
                en: "Roll #\(sequence) does not match: recorded \(Self.totals(recorded)), the seed gives \(Self.totals(recomputed)).",
                fr: "Le jet n° \(sequence) ne correspond pas : \(Self.totals(recorded)) enregistré, la graine donne \(Self.totals(recomputed)).")
        case .failureMismatch(let sequence, let recorded, let found):
            LocalizedText(
                en: "Roll #\(sequence) does not match: \(Self.outcome(recorded).en) recorded, the seed gives \(Self.outcome(found).en).",
                fr: "Le jet n° \(sequence) ne correspond pas : \(Self.outcome(recorded).fr) enregistré, la graine donne \(Self.outcome(found).fr).")
        }
    }

    public var hint: LocalizedText? { nil }

    /// A roll's outcome in words: its error code, or “no error”.
    private static func outcome(_ failure: String?) -> LocalizedText {
        failure.map { LocalizedText(en: "the error “\($0)”", fr: "l’erreur « \($0) »") } ?? LocalizedText(en: "a result", fr: "un résultat")
    }

    /// A roll's totals, one per repetition: `14` or `14, 9, 12`.
    private static func totals(_ totals: [Int]) -> String {
        totals.map(String.init).joined(separator: ", ")
    }
}
