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

    public var code: String {
        switch self {
        case .unknownCurrency: "unknown_currency"
        case .currencyNotQuoted: "currency_not_quoted"
        case .invalidAmount: "invalid_amount"
        case .negativeAmount: "negative_amount"
        case .amountTooLarge: "amount_too_large"
        case .invalidDate: "invalid_date"
        case .dateBeforeRecords: "date_before_records"
        case .dateInFuture: "date_in_future"
        case .noRatesForDay: "no_rates_for_date"
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
            LocalizedText(en: "“\(text)” is not a known currency code.", fr: "« \(text) » n’est pas un code de devise connu.")
        case .currencyNotQuoted(let code, let source, let day):
            LocalizedText(
                en: "There is no rate for \(code) in the \(source.map { "\($0) " } ?? "")rates of \(day).",
                fr: "Il n’y a pas de cours pour \(code) dans les cours \(source.map { "\($0) " } ?? "")du \(day).")
        case .invalidAmount(let text):
            LocalizedText(en: "“\(text)” is not an amount.", fr: "« \(text) » n’est pas un montant.")
        case .negativeAmount:
            LocalizedText(en: "The amount cannot be negative.", fr: "Le montant ne peut pas être négatif.")
        case .amountTooLarge(let limit):
            LocalizedText(
                en: "The amount must be less than \(limit.plainText).", fr: "Le montant doit être inférieur à \(limit.plainText).")
        case .invalidDate(let text):
            LocalizedText(en: "“\(text)” is not a date of the form YYYY-MM-DD.", fr: "« \(text) » n’est pas une date de la forme AAAA-MM-JJ.")
        case .dateBeforeRecords(let day):
            LocalizedText(
                en: "There are no euro reference rates before \(PublicationCalendar.firstDay) (asked: \(day)).",
                fr: "Il n’y a pas de cours de référence de l’euro avant le \(PublicationCalendar.firstDay) (demandé : \(day)).")
        case .dateInFuture(let day):
            LocalizedText(en: "\(day) is in the future.", fr: "Le \(day) est dans le futur.")
        case .noRatesForDay(let day):
            LocalizedText(en: "No configured provider has rates for \(day).", fr: "Aucun fournisseur configuré n’a de cours pour le \(day).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknownCurrency(_, let suggestions) where !suggestions.isEmpty:
            let list = suggestions.map(\.rawValue).joined(separator: ", ")
            return LocalizedText(en: "Did you mean \(list)?", fr: "Vouliez-vous dire \(list) ?")
        case .unknownCurrency:
            return LocalizedText(
                en: "Use a three-letter ISO 4217 code such as EUR, USD or JPY; GET /api/v1/currencies lists them.",
                fr: "Utilisez un code ISO 4217 à trois lettres comme EUR, USD ou JPY ; GET /api/v1/currencies les liste.")
        case .currencyNotQuoted:
            return LocalizedText(
                en: "The ECB quotes about 30 currencies; online sources quote about 160 — check the providers with `baluchon doctor`.",
                fr: "La BCE cote une trentaine de devises ; les sources en ligne environ 160 — vérifiez les fournisseurs avec `baluchon doctor`.")
        case .invalidAmount:
            return LocalizedText(
                en: "Write digits with “.” or “,” for decimals (at most \(AmountParser.maximumFractionDigits)), such as 12.50.",
                fr: "Écrivez des chiffres avec « , » ou « . » pour les décimales (\(AmountParser.maximumFractionDigits) au plus), par exemple 12,50.")
        case .invalidDate, .dateInFuture, .dateBeforeRecords:
            return LocalizedText(
                en: "Give a past date from \(PublicationCalendar.firstDay) on, such as 2019-07-14.",
                fr: "Donnez une date passée à partir du \(PublicationCalendar.firstDay), par exemple 2019-07-14.")
        case .noRatesForDay:
            return LocalizedText(
                en: "Historical rates come from the embedded ECB snapshot and the ECB's last 90 days; keep “embedded” in BALUCHON_RATES_PROVIDERS.",
                fr:
                    "Les cours passés viennent de l’instantané BCE intégré et des 90 derniers jours de la BCE ; gardez « embedded » dans BALUCHON_RATES_PROVIDERS."
            )
        case .negativeAmount, .amountTooLarge:
            return nil
        }
    }
}
