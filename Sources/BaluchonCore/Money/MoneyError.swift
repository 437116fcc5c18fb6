import Foundation

/// What can go wrong with a conversion request, told to people.
public enum MoneyError: TravellerError, Equatable {
    /// Not a currency code Foundation knows; `suggestions` are the nearest quoted codes.
    case unknownCurrency(String, suggestions: [CurrencyCode])
    /// A real currency the rate table has no rate for.
    case currencyNotQuoted(CurrencyCode, source: String?, day: CalendarDay)
    case invalidAmount(String)
    case negativeAmount
    case amountTooLarge(limit: Decimal)
    case invalidDate(String)
    case dateBeforeRecords(CalendarDay)
    case dateInFuture(CalendarDay)
    /// No configured provider holds rates for that day.
    case noRatesForDay(CalendarDay)

    /// The source id of the rates shipped with Baluchon, the ones in use before any online rates arrive.
    public static let shippedRates = "embedded"

    public var code: ErrorCode {
        switch self {
        case .unknownCurrency: .unknownCurrency
        case .currencyNotQuoted: .currencyNotQuoted
        case .invalidAmount: .invalidAmount
        case .negativeAmount: .negativeAmount
        case .amountTooLarge: .amountTooLarge
        case .invalidDate: .invalidDate
        case .dateBeforeRecords: .dateBeforeRecords
        case .dateInFuture: .dateInFuture
        case .noRatesForDay: .noRatesForDate
        }
    }

    public var kind: FailureKind {
        switch self {
        case .currencyNotQuoted, .noRatesForDay: .notFound
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .unknownCurrency(let text, _):
            LocalizedText("error.unknown_currency.message", ["text": "\(text)"])
        case .currencyNotQuoted(let code, let source, let day):
            // The rates shipped with Baluchon quote only the ECB's currencies: the others come with online rates.
            LocalizedText(
                source == Self.shippedRates ? "error.currency_not_quoted.offline.message" : "error.currency_not_quoted.message",
                [
                    "code": "\(code)", "name": .inLanguage { CurrencyCatalog.standard.info(for: code)?.name(in: $0) ?? code.rawValue },
                    "day": day.inWords,
                ])
        case .invalidAmount(let text):
            LocalizedText("error.invalid_amount.message", ["text": "\(text)"])
        case .negativeAmount:
            LocalizedText("error.negative_amount.message")
        case .amountTooLarge(let limit):
            LocalizedText("error.amount_too_large.message", ["limit": "\(limit.plainText)"])
        case .invalidDate(let text):
            LocalizedText("error.invalid_date.message", ["text": "\(text)"])
        case .dateBeforeRecords(let day):
            LocalizedText("error.date_before_records.message", ["firstDay": PublicationCalendar.firstDay.inWords, "day": day.inWords])
        case .dateInFuture(let day):
            LocalizedText("error.date_in_future.message", ["day": day.inWords])
        case .noRatesForDay(let day):
            LocalizedText("error.no_rates_for_date.message", ["day": day.inWords])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknownCurrency(_, let suggestions) where !suggestions.isEmpty:
            let list = suggestions.map(\.rawValue).joined(separator: ", ")
            return LocalizedText("error.unknown_currency.hint.suggestions", ["list": "\(list)"])
        case .unknownCurrency:
            return LocalizedText("error.unknown_currency.hint")
        case .currencyNotQuoted:
            return LocalizedText("error.currency_not_quoted.hint.traveller")
        case .invalidAmount:
            return LocalizedText("error.invalid_amount.hint", ["maximumFractionDigits": "\(AmountParser.maximumFractionDigits)"])
        case .invalidDate, .dateInFuture, .dateBeforeRecords:
            return LocalizedText("error.invalid_date.hint", ["firstDay": "\(PublicationCalendar.firstDay)"])
        case .noRatesForDay:
            return LocalizedText("error.no_rates_for_date.hint.traveller")
        case .negativeAmount, .amountTooLarge:
            return nil
        }
    }

    public var commandHint: LocalizedText? {
        switch self {
        case .currencyNotQuoted: LocalizedText("error.currency_not_quoted.hint")
        case .noRatesForDay: LocalizedText("error.no_rates_for_date.hint")
        default: nil
        }
    }
}
