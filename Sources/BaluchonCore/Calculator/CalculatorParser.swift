/// Recursive-descent parser: expression := term (± term)*, term := unary (×÷ unary)*,
/// unary := ± unary | postfix, postfix := primary %*, primary := number | ( expression ).
struct CalculatorParser {
    private let tokens: [CalculatorToken]
    private let endPosition: Int
    private var index = 0
    private var depth = 0

    init(tokens: [CalculatorToken], endPosition: Int) {
        self.tokens = tokens
        self.endPosition = endPosition
    }

    static func parse(_ tokens: [CalculatorToken], endPosition: Int) throws(CalculatorError) -> CalculatorNode {
        var parser = CalculatorParser(tokens: tokens, endPosition: endPosition)
        let node = try parser.expression()
        if let extra = parser.peek {
            throw extra.kind == .close ? .unopenedParenthesis(position: extra.position) : .missingOperator(position: extra.position)
        }
        return node
    }

    private var peek: CalculatorToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func expression() throws(CalculatorError) -> CalculatorNode {
        var node = try term()
        while let token = peek, token.kind == .plus || token.kind == .minus {
            index += 1
            node = .binary(token.kind == .plus ? .add : .subtract, node, try term())
        }
        return node
    }

    private mutating func term() throws(CalculatorError) -> CalculatorNode {
        var node = try unary()
        while let token = peek, token.kind == .times || token.kind == .divide {
            index += 1
            node = .binary(token.kind == .times ? .multiply : .divide, node, try unary())
        }
        return node
    }

    private mutating func unary() throws(CalculatorError) -> CalculatorNode {
        guard let token = peek else { throw .missingOperand(position: endPosition) }
        switch token.kind {
        case .minus:
            index += 1
            return .negate(try unary())
        case .plus:
            index += 1
            return try unary()
        default:
            return try postfix()
        }
    }

    private mutating func postfix() throws(CalculatorError) -> CalculatorNode {
        var node = try primary()
        while let token = peek, token.kind == .percent {
            index += 1
            node = .percent(node)
        }
        if let token = peek, Self.startsOperand(token.kind) {
            throw .missingOperator(position: token.position)
        }
        return node
    }

    private mutating func primary() throws(CalculatorError) -> CalculatorNode {
        guard let token = peek else { throw .missingOperand(position: endPosition) }
        switch token.kind {
        case .number(let value):
            index += 1
            return .number(value)
        case .open:
            index += 1
            depth += 1
            guard depth <= Calculator.maximumNesting else { throw .tooDeeplyNested(limit: Calculator.maximumNesting) }
            let inner = try expression()
            depth -= 1
            guard let closing = peek, closing.kind == .close else {
                if let other = peek { throw .missingOperator(position: other.position) }
                throw .unclosedParenthesis(position: token.position)
            }
            index += 1
            return inner
        case .close:
            throw tokens[..<index].contains(where: { $0.kind == .open })
                ? .missingOperand(position: token.position) : .unopenedParenthesis(position: token.position)
        default:
            throw .missingOperand(position: token.position)
        }
    }

    private static func startsOperand(_ kind: CalculatorToken.Kind) -> Bool {
        switch kind {
        case .number, .open: true
        default: false
        }
    }
}
