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

    public var code: String {
        switch self {
        case .empty: "empty_roll"
        case .tooLong: "roll_too_long"
        case .unexpected, .unexpectedEnd, .expected, .duplicateModifier, .zeroSides: "invalid_roll"
        case .numberTooLarge, .tooManySides, .resultTooLarge: "number_too_large"
        case .tooManyDice, .tooManyRolls: "too_many_dice"
        case .tooDeep: "roll_too_deep"
        case .tooManyRepetitions: "too_many_repetitions"
        case .endless: "endless_roll"
        case .divisionByZero: "division_by_zero"
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
            LocalizedText(en: "Type a roll, for example 2d6+3.", fr: "Saisissez un jet, par exemple 2d6+3.")
        case .tooLong(let limit):
            LocalizedText(en: "The roll is longer than \(limit) characters.", fr: "Le jet dépasse \(limit) caractères.")
        case .unexpected(let character, let column):
            LocalizedText(
                en: "Column \(column): “\(character)” is not expected here.",
                fr: "Colonne \(column) : « \(character) » n’est pas attendu ici.")
        case .unexpectedEnd(let expected, let column):
            LocalizedText(
                en: "Column \(column): the roll ends too early; expected \(expected.en).",
                fr: "Colonne \(column) : le jet s’arrête trop tôt ; \(expected.fr) attendu.")
        case .expected(let expected, let found, let column):
            LocalizedText(
                en: "Column \(column): expected \(expected.en), found “\(found)”.",
                fr: "Colonne \(column) : \(expected.fr) attendu, « \(found) » trouvé.")
        case .numberTooLarge(let column):
            LocalizedText(en: "Column \(column): this number is too large.", fr: "Colonne \(column) : ce nombre est trop grand.")
        case .tooManyDice(let limit, let column):
            LocalizedText(
                en: "Column \(column): at most \(limit) dice can be rolled at once.",
                fr: "Colonne \(column) : on ne peut pas lancer plus de \(limit) dés à la fois.")
        case .tooManySides(let limit, let column):
            LocalizedText(
                en: "Column \(column): a die has at most \(limit) sides.",
                fr: "Colonne \(column) : un dé a au plus \(limit) faces.")
        case .tooDeep(let limit, let column):
            LocalizedText(
                en: "Column \(column): brackets and groups nest at most \(limit) deep.",
                fr: "Colonne \(column) : parenthèses et groupes s’imbriquent sur \(limit) niveaux au plus.")
        case .tooManyRepetitions(let limit, let column):
            LocalizedText(
                en: "Column \(column): a roll repeats at most \(limit) times.",
                fr: "Colonne \(column) : un jet se répète au plus \(limit) fois.")
        case .duplicateModifier(let modifier, let column):
            LocalizedText(
                en: "Column \(column): “\(modifier)” is given twice for the same dice.",
                fr: "Colonne \(column) : « \(modifier) » est donné deux fois pour les mêmes dés.")
        case .endless(let modifier, let column):
            LocalizedText(
                en: "Column \(column): “\(modifier)” matches every face, so it would never stop.",
                fr: "Colonne \(column) : « \(modifier) » touche toutes les faces, il ne s’arrêterait jamais.")
        case .zeroSides(let column):
            LocalizedText(en: "Column \(column): a die needs at least one side.", fr: "Colonne \(column) : un dé a au moins une face.")
        case .divisionByZero:
            LocalizedText(en: "The roll divides by zero.", fr: "Le jet divise par zéro.")
        case .tooManyRolls(let limit):
            LocalizedText(
                en: "Explosions and rerolls went past \(limit) dice; the roll was stopped.",
                fr: "Explosions et relances ont dépassé \(limit) dés ; le jet a été arrêté.")
        case .resultTooLarge:
            LocalizedText(en: "The result is too large to compute.", fr: "Le résultat est trop grand pour être calculé.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unexpected, .unexpectedEnd, .expected, .empty:
            LocalizedText(
                en: "Examples: 1d20+5, 4d6dl1, 2d20kh1, 8d10>=8f1, 4dF, {1d8!, 1d6!}kh1, 6x 4d6dl1.",
                fr: "Exemples : 1d20+5, 4d6dl1, 2d20kh1, 8d10>=8f1, 4dF, {1d8!, 1d6!}kh1, 6x 4d6dl1.")
        default: nil
        }
    }
}
