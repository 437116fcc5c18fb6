// Codes travellers type (languages, days), read into their types at the edge with their own errors.

extension LanguageCode: ParameterValue {
    /// A BCP 47 language code (`fr`, `pt-BR`, `zh-Hant`), in any case of letters.
    public init(parameter text: String, name: String) throws {
        guard let code = LanguageCode(text) else { throw WordsError.invalidLanguage(text) }
        self = code
    }

    /// A translation's source language: nil when absent, empty or `auto` (it is then detected).
    public static func source(_ text: String?) throws -> LanguageCode? {
        guard let text, !text.isEmpty, text.lowercased() != "auto" else { return nil }
        return try LanguageCode(parameter: text, name: "source")
    }
}

extension CalendarDay: ParameterValue {
    /// A day written `YYYY-MM-DD`.
    public init(parameter text: String, name: String) throws {
        guard let day = CalendarDay(text) else { throw MoneyError.invalidDate(text) }
        self = day
    }
}
