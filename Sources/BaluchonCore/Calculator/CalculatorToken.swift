import Foundation

/// One lexical element of a calculation, with its 1-based position in the typed text.
struct CalculatorToken: Equatable {
    enum Kind: Equatable {
        case number(Decimal)
        case plus
        case minus
        case times
        case divide
        case percent
        case open
        case close
    }

    var kind: Kind
    var position: Int

    /// Splits `text` into tokens; `decimalSeparators` are the characters accepted as a decimal point.
    static func tokenize(_ text: String, decimalSeparators: Set<Character>) throws(CalculatorError) -> [CalculatorToken] {
        var tokens: [CalculatorToken] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let position = index + 1
            if character.isWhitespace {
                index += 1
                continue
            }
            if character.isASCII && character.isNumber || decimalSeparators.contains(character) {
                var digits = ""
                var seenSeparator = false
                var count = 0
                while index < characters.count {
                    let next = characters[index]
                    if next.isASCII && next.isNumber {
                        digits.append(next)
                        count += 1
                    } else if decimalSeparators.contains(next) {
                        guard !seenSeparator else { throw .misplacedSeparator(position: index + 1) }
                        seenSeparator = true
                        digits.append(".")
                    } else if next == "." || next == "," {
                        throw .wrongSeparator(position: index + 1, separator: next)
                    } else {
                        break
                    }
                    index += 1
                }
                guard count > 0 else { throw .misplacedSeparator(position: position) }
                guard count <= Calculator.maximumDigits else { throw .numberTooLong(position: position) }
                if digits.hasPrefix(".") { digits = "0" + digits }
                if digits.hasSuffix(".") { digits.removeLast() }
                tokens.append(CalculatorToken(kind: .number(Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX"))!), position: position))
                continue
            }
            let kind: Kind
            switch character {
            case "+": kind = .plus
            case "-", "−", "–": kind = .minus
            case "*", "×", "x", "X", "·": kind = .times
            case "/", "÷", ":": kind = .divide
            case "%": kind = .percent
            case "(": kind = .open
            case ")": kind = .close
            case ".", ",": throw .wrongSeparator(position: position, separator: character)
            default: throw .unexpectedCharacter(character, position: position)
            }
            tokens.append(CalculatorToken(kind: kind, position: position))
            index += 1
        }
        return tokens
    }
}
