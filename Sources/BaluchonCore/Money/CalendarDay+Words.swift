import Foundation

extension CalendarDay {
    /// The day as people of each language write it in a sentence ("30 October 2026", "30 octobre 2026",
    /// "1er novembre 2026"), never the ISO form, which stays for the API's fields.
    public var inWords: LocalizedText.Argument {
        .inLanguage { language in
            let text = self.date().formatted(Date.FormatStyle(date: .long, time: .omitted, locale: language.locale, timeZone: .gmt))
            // French writes the first of the month as an ordinal, which the long date style leaves out.
            guard language == .fr, day == 1, text.hasPrefix("1 ") else { return text }
            return "1er " + text.dropFirst(2)
        }
    }
}
