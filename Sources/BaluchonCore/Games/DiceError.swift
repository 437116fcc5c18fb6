/// Why a dice expression cannot be rolled; parse errors carry the 1-based column that is wrong.
public enum DiceError: TravellerError, Equatable {
    case empty
    case tooLong(limit: Int)
    case unexpected(character: String, column: Int)
    case unexpectedEnd(expected: LocalizedText, column: Int)
    case expected(LocalizedText, found: String, column: Int)
    case numberTooLarge(column: Int)
    case tooManyDice(limit: Int, column: Int)
    case tooManySides(limit: Int, column: Int)
    case tooDeep(limit: Int, column: Int)
    case tooManyRepetitions(limit: Int, column: Int)
    case duplicateModifier(String, column: Int)
    case endless(modifier: String, column: Int)
    case zeroSides(column: Int)
    case divisionByZero
    case tooManyRolls(limit: Int)
    case resultTooLarge

    public var code: ErrorCode {
        switch self {
        case .empty: .emptyRoll
        case .tooLong: .rollTooLong
        case .unexpected, .unexpectedEnd, .expected, .duplicateModifier, .zeroSides: .invalidRoll
        case .numberTooLarge, .tooManySides, .resultTooLarge: .numberTooLarge
        case .tooManyDice, .tooManyRolls: .tooManyDice
        case .tooDeep: .rollTooDeep
        case .tooManyRepetitions: .tooManyRepetitions
        case .endless: .endlessRoll
        case .divisionByZero: .divisionByZero
        }
    }

    public var kind: FailureKind {
        switch self {
        case .tooLong, .tooManyDice, .tooManyRolls, .tooManySides, .tooDeep, .tooManyRepetitions: .tooLarge
        default: .badInput
        }
    }

    /// The 1-based column of the mistake, when there is one.
    public var column: Int? {
        switch self {
        case .unexpected(_, let column), .unexpectedEnd(_, let column), .expected(_, _, let column), .numberTooLarge(let column),
            .tooManyDice(_, let column), .tooManySides(_, let column), .tooDeep(_, let column), .tooManyRepetitions(_, let column),
            .duplicateModifier(_, let column), .endless(_, let column), .zeroSides(let column):
            column
        case .empty, .tooLong, .divisionByZero, .tooManyRolls, .resultTooLarge:
            nil
        }
    }

    public var message: LocalizedText {
        switch self {
        case .empty:
            LocalizedText("error.empty_roll.message")
        case .tooLong(let limit):
            LocalizedText("error.roll_too_long.message", ["limit": "\(limit)"])
        case .unexpected(let character, let column):
            LocalizedText("error.invalid_roll.message", ["column": "\(column)", "character": "\(character)"])
        case .unexpectedEnd(let expected, let column):
            LocalizedText("error.invalid_roll.message.unexpectedEnd", ["column": "\(column)", "expected": .localized(expected)])
        case .expected(let expected, let found, let column):
            LocalizedText("error.invalid_roll.message.expected", ["column": "\(column)", "expected": .localized(expected), "found": "\(found)"])
        case .numberTooLarge(let column):
            LocalizedText("error.number_too_large.message", ["column": "\(column)"])
        case .tooManyDice(let limit, let column):
            LocalizedText("error.too_many_dice.message", ["column": "\(column)", "limit": "\(limit)"])
        case .tooManySides(let limit, let column):
            LocalizedText("error.number_too_large.message.tooManySides", ["column": "\(column)", "limit": "\(limit)"])
        case .tooDeep(let limit, let column):
            LocalizedText("error.roll_too_deep.message", ["column": "\(column)", "limit": "\(limit)"])
        case .tooManyRepetitions(let limit, let column):
            LocalizedText("error.too_many_repetitions.message", ["column": "\(column)", "limit": "\(limit)"])
        case .duplicateModifier(let modifier, let column):
            LocalizedText("error.invalid_roll.message.duplicateModifier", ["column": "\(column)", "modifier": "\(modifier)"])
        case .endless(let modifier, let column):
            LocalizedText("error.endless_roll.message", ["column": "\(column)", "modifier": "\(modifier)"])
        case .zeroSides(let column):
            LocalizedText("error.invalid_roll.message.zeroSides", ["column": "\(column)"])
        case .divisionByZero:
            LocalizedText("error.division_by_zero.message.divisionByZero")
        case .tooManyRolls(let limit):
            LocalizedText("error.too_many_dice.message.tooManyRolls", ["limit": "\(limit)"])
        case .resultTooLarge:
            LocalizedText("error.number_too_large.message.resultTooLarge")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unexpected, .unexpectedEnd, .expected, .empty:
            LocalizedText("error.invalid_roll.hint")
        default: nil
        }
    }
}
