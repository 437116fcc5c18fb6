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

    public var code: ErrorCode {
        switch self {
        case .divisionByZero: .divisionByZero
        case .overflow: .resultTooLarge
        case .empty: .emptyExpression
        case .tooLong: .expressionTooLong
        default: .malformedExpression
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
            LocalizedText("error.empty_expression.message")
        case .tooLong(let limit):
            LocalizedText("error.expression_too_long.message", ["limit": "\(limit)"])
        case .unexpectedCharacter(let character, let position):
            LocalizedText("error.malformed_expression.message", ["character": "\(character)", "position": "\(position)"])
        case .wrongSeparator(let position, let separator):
            LocalizedText("error.malformed_expression.message.wrongSeparator", ["value": "\(separator)", "position": "\(position)"])
        case .misplacedSeparator(let position):
            LocalizedText("error.malformed_expression.message.misplacedSeparator", ["position": "\(position)"])
        case .numberTooLong(let position):
            LocalizedText(
                "error.malformed_expression.message.numberTooLong", ["position": "\(position)", "maximumDigits": "\(Calculator.maximumDigits)"])
        case .missingOperand(let position):
            LocalizedText("error.malformed_expression.message.missingOperand", ["position": "\(position)"])
        case .missingOperator(let position):
            LocalizedText("error.malformed_expression.message.missingOperator", ["position": "\(position)"])
        case .unclosedParenthesis(let position):
            LocalizedText("error.malformed_expression.message.unclosedParenthesis", ["position": "\(position)"])
        case .unopenedParenthesis(let position):
            LocalizedText("error.malformed_expression.message.unopenedParenthesis", ["position": "\(position)"])
        case .tooDeeplyNested(let limit):
            LocalizedText("error.malformed_expression.message.tooDeeplyNested", ["limit": "\(limit)"])
        case .divisionByZero:
            LocalizedText("error.division_by_zero.message")
        case .overflow:
            LocalizedText("error.result_too_large.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .wrongSeparator:
            LocalizedText("error.malformed_expression.hint")
        case .divisionByZero:
            LocalizedText("error.division_by_zero.hint")
        case .empty, .tooLong, .overflow, .tooDeeplyNested:
            nil
        default:
            LocalizedText("error.empty_expression.hint")
        }
    }
}
