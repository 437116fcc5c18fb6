import Foundation

/// A parsed calculation: numbers, sign changes, percentages and the four operations.
indirect enum CalculatorNode: Equatable {
    enum Operation: Equatable {
        case add, subtract, multiply, divide
    }

    case number(Decimal)
    case negate(CalculatorNode)
    case percent(CalculatorNode)
    case binary(Operation, CalculatorNode, CalculatorNode)

    /// Largest magnitude a step may reach before the calculation counts as overflowing.
    static let limit = Decimal(sign: .plus, exponent: 100, significand: 1)

    /// Evaluates with Decimal arithmetic (divisions to 38 significant digits, see `dividedPrecisely`). `a + b%` and `a − b%` add or take b percent of a, as pocket
    /// calculators do; elsewhere `b%` is b hundredths.
    func evaluate() throws(CalculatorError) -> Decimal {
        switch self {
        case .number(let value):
            return value
        case .negate(let operand):
            return -(try operand.evaluate())
        case .percent(let operand):
            return try Self.checked((try operand.evaluate()).dividedPrecisely(by: 100))
        case .binary(let operation, let left, let right):
            let lhs = try left.evaluate()
            if operation == .add || operation == .subtract, case .percent(let share) = right {
                let part = try Self.checked(try Self.checked(lhs * (try share.evaluate())).dividedPrecisely(by: 100))
                return try Self.checked(operation == .add ? lhs + part : lhs - part)
            }
            let rhs = try right.evaluate()
            switch operation {
            case .add: return try Self.checked(lhs + rhs)
            case .subtract: return try Self.checked(lhs - rhs)
            case .multiply: return try Self.checked(lhs * rhs)
            case .divide:
                guard !rhs.isZero else { throw .divisionByZero }
                return try Self.checked(lhs.dividedPrecisely(by: rhs))
            }
        }
    }

    private static func checked(_ value: Decimal) throws(CalculatorError) -> Decimal {
        guard !value.isNaN, value.magnitude < limit else { throw .overflow }
        return value
    }
}
