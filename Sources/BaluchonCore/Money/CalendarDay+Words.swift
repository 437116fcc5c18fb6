import Foundation

extension CalendarDay {
    /// The day as people of each language write it in a sentence ("30 October 2026", "30 octobre 2026"),
    /// never the ISO form, which stays for the API's fields.
    public var inWords: LocalizedText.Argument {
        .inLanguage { language in
            self.date().formatted(Date.FormatStyle(date: .long, time: .omitted, locale: language.locale, timeZone: .gmt))
        }
    }
}
