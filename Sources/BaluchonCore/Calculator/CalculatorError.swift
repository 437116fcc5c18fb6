/// Why a calculation has no result, told to people. Positions count characters from 1.
public enum CalculatorError: TravellerError, Equatable {
    case empty
    case tooLong(limit: Int)
    case unexpectedCharacter(Character, position: Int)
    case wrongSeparator(position: Int, separator: Character)
    case misplacedSeparator(position: Int)
    case numberTooLong(position: Int)
    /// An operator with nothing (or a closing parenthesis) where a number should be, or text that ends too early.
    case missingOperand(position: Int)
    /// Two numbers or groups side by side, such as `2 3` or `2(3)`.
    case missingOperator(position: Int)
    case unclosedParenthesis(position: Int)
    case unopenedParenthesis(position: Int)
    case tooDeeplyNested(limit: Int)
    case divisionByZero
    case overflow

    public var code: String {
        switch self {
        case .divisionByZero: "division_by_zero"
        case .overflow: "result_too_large"
        case .empty: "empty_expression"
        case .tooLong: "expression_too_long"
        default: "malformed_expression"
        }
    }

    public var kind: FailureKind { .badInput }

    /// Where in the typed text the problem is (1-based), when it is at one place.
    public var position: Int? {
        switch self {
        case .unexpectedCharacter(_, let position), .wrongSeparator(let position, _), .misplacedSeparator(let position),
            .numberTooLong(let position), .missingOperand(let position), .missingOperator(let position),
            .unclosedParenthesis(let position), .unopenedParenthesis(let position):
            position
        case .empty, .tooLong, .tooDeeplyNested, .divisionByZero, .overflow:
            nil
        }
    }

    public var message: LocalizedText {
        switch self {
        case .empty:
            LocalizedText(en: "There is nothing to calculate.", fr: "Il n’y a rien à calculer.")
        case .tooLong(let limit):
            LocalizedText(en: "The calculation is longer than \(limit) characters.", fr: "Le calcul dépasse \(limit) caractères.")
        case .unexpectedCharacter(let character, let position):
            LocalizedText(
                en: "“\(character)” at position \(position) is not part of a calculation.",
                fr: "« \(character) » en position \(position) n’a pas sa place dans un calcul.")
        case .wrongSeparator(let position, let separator):
            LocalizedText(
                en: "“\(separator)” at position \(position) is not the decimal separator here.",
                fr: "« \(separator) » en position \(position) n’est pas le séparateur décimal ici.")
        case .misplacedSeparator(let position):
            LocalizedText(
                en: "The decimal separator at position \(position) is misplaced.",
                fr: "Le séparateur décimal en position \(position) est mal placé.")
        case .numberTooLong(let position):
            LocalizedText(
                en: "The number at position \(position) has more than \(Calculator.maximumDigits) digits.",
                fr: "Le nombre en position \(position) a plus de \(Calculator.maximumDigits) chiffres.")
        case .missingOperand(let position):
            LocalizedText(en: "A number is missing at position \(position).", fr: "Il manque un nombre en position \(position).")
        case .missingOperator(let position):
            LocalizedText(en: "An operator is missing at position \(position).", fr: "Il manque un opérateur en position \(position).")
        case .unclosedParenthesis(let position):
            LocalizedText(
                en: "The parenthesis opened at position \(position) is never closed.",
                fr: "La parenthèse ouverte en position \(position) n’est jamais fermée.")
        case .unopenedParenthesis(let position):
            LocalizedText(
                en: "The parenthesis closed at position \(position) was never opened.",
                fr: "La parenthèse fermée en position \(position) n’a jamais été ouverte.")
        case .tooDeeplyNested(let limit):
            LocalizedText(
                en: "The calculation nests more than \(limit) parentheses.", fr: "Le calcul imbrique plus de \(limit) parenthèses.")
        case .divisionByZero:
            LocalizedText(en: "Division by zero is impossible.", fr: "La division par zéro est impossible.")
        case .overflow:
            LocalizedText(en: "The result is too large to calculate.", fr: "Le résultat est trop grand pour être calculé.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .wrongSeparator:
            LocalizedText(
                en: "Use “.” for decimals, and no thousands separator.",
                fr: "Utilisez « , » ou « . » pour les décimales, sans séparateur de milliers.")
        case .divisionByZero:
            LocalizedText(en: "Change the divisor.", fr: "Changez le diviseur.")
        case .empty, .tooLong, .overflow, .tooDeeplyNested:
            nil
        default:
            LocalizedText(
                en: "Use numbers, + − × ÷, % and parentheses, such as 12.5 × (3 + 4%).",
                fr: "Utilisez des nombres, + − × ÷, % et des parenthèses, par exemple 12,5 × (3 + 4 %).")
        }
    }
}
