import BaluchonCore
import BaluchonProviders
import Testing

/// The hints the API and the web app show travellers name no `baluchon` command and no `BALUCHON_*`
/// setting: those stay in ``TravellerError/commandHint``, which only the terminal prints.
@Suite("Traveller hints")
struct TravellerHintsTests {
    /// One error of every case the traveller's endpoints can answer with. Left out: the operator's own
    /// endpoints (``RegionAccessFailure``), imports that only the CLI runs, and the server's setup errors
    /// (`map_library_missing`, `qr_library_missing`, `unknown_host`), whose hint names the setting to fix
    /// because nobody but the operator can, and no terminal ever prints them.
    static var travellerErrors: [any TravellerError] {
        let day = CalendarDay("2019-07-14")!
        let french = LanguageCode("fr")!
        let search: [any TravellerError] = [
            SearchError.corruptIndex(reason: "x"), SearchError.missingNear, SearchError.emptyQuery, SearchError.queryTooLong(maximum: 200),
            SearchError.unknownKind("x", suggestions: ["cafe"]), SearchError.outsideRegions(latitude: 0, longitude: 0, online: true),
            SearchError.outsideRegions(latitude: 0, longitude: 0, online: false), GeoNamesDataError.corruptArchive(reason: "x"),
            GazetteerUnavailable(),
        ]
        let money: [any TravellerError] = [
            MoneyError.unknownCurrency("x", suggestions: []), MoneyError.currencyNotQuoted(CurrencyCode("VND")!, source: nil, day: day),
            MoneyError.invalidAmount("x"), MoneyError.invalidDate("x"), MoneyError.dateBeforeRecords(day), MoneyError.dateInFuture(day),
            MoneyError.noRatesForDay(day),
        ]
        let words: [any TravellerError] = [
            WordsError.emptyText, WordsError.textTooLong(length: 9, limit: 1), WordsError.invalidLanguage("x"),
            WordsError.unsupportedLanguage(french, provider: "x", supported: [french]),
            WordsError.unsupportedPair(source: french, target: french, provider: "x", targets: [french]), WordsError.sourceUnsure(guesses: []),
            WordsError.undetectable([french], supported: [french]), WordsError.noProvider,
        ]
        let routes: [any TravellerError] = [
            RoutesError.samePoints, RoutesError.noRoute(mode: .walk), RoutesError.noRoadNear(end: .start), RoutesError.outsideRegions,
            TransitError.unknownFeed(id: "x"), TransitError.noFeedCovering, TransitError.noJourney, TransitError.noStopNear(end: .start),
            TransitError.outsideServiceDates(feed: "x", first: "2026-01-01", last: "2026-12-31"),
            PackError.outsideRegions, PackError.unknownPart(id: "x"), PackError.changed,
        ]
        let regions: [any TravellerError] = [
            RegionError.unknownRegion(id: "x"), RegionError.tileOutsideRegions,
            RegionError.invalidTile(detail: LocalizedText("error.invalid_tile.hint")),
            RegionError.catalogueUnavailable(reason: LocalizedText("error.invalid_tile.hint")), RegionError.catalogueUnreadable,
            RegionError.notInCatalogue(id: "x"),
        ]
        let chains: [any TravellerError] = Capability.allCases.flatMap { capability -> [any TravellerError] in
            [
                ChainError.noProviderConfigured(capability), ChainError.allProvidersFailed(capability, []),
                ChainError.providersResting(capability, retryAfter: 60),
            ]
        }
        return search + money + words + routes + regions + chains
    }

    @Test("no hint shown to travellers names a command or a setting; the terminal's hint may")
    func noOperatorWordsForTravellers() {
        for error in Self.travellerErrors {
            for language in UILanguage.allCases {
                let hint = error.hint?.text(in: language) ?? ""
                #expect(!hint.contains("baluchon ") && !hint.contains("BALUCHON_"), "\(error.code.rawValue) (\(language)): \(hint)")
            }
        }
        let terminal = SearchError.outsideRegions(latitude: 0, longitude: 0, online: false)
        #expect(terminal.commandHint?.text(in: .en).contains("baluchon region import") == true)
    }
}
