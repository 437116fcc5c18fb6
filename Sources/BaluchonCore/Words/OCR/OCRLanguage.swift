/// The names Tesseract gives its language data (`fra`, `chi_sim`), for the languages Baluchon reads.
public enum OCRLanguage {
    /// Language → data name, for the languages whose data name is not simply the ISO 639-2 code.
    static let names: [String: String] = [
        "ar": "ara", "ca": "cat", "cs": "ces", "da": "dan", "de": "deu", "el": "ell", "en": "eng", "es": "spa", "fi": "fin", "fr": "fra",
        "he": "heb", "hi": "hin", "hu": "hun", "id": "ind", "it": "ita", "ja": "jpn", "ko": "kor", "nl": "nld", "no": "nor", "pl": "pol",
        "pt": "por", "ro": "ron", "ru": "rus", "sv": "swe", "th": "tha", "tr": "tur", "uk": "ukr", "vi": "vie", "zh": "chi_sim",
        "zh-Hant": "chi_tra", "zh-TW": "chi_tra",
    ]

    /// The data name for `code` (`zh-Hant` → `chi_tra`, `pt-BR` → `por`), or nil for a language not listed.
    public static func dataName(for code: LanguageCode) -> String? {
        names[code.rawValue] ?? names[code.language]
    }

    /// The language a data name stands for, or nil (`osd`, scripts such as `script/Latin`).
    public static func language(forDataName name: String) -> LanguageCode? {
        if name == "chi_tra" { return LanguageCode("zh-Hant") }
        return names.first { $0.value == name && !$0.key.contains("-") }.flatMap { LanguageCode($0.key) }
    }
}
