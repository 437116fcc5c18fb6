/// Text that names no known place, or several equally: the closest places are given, so that the
/// traveller picks one; another place is never silently taken instead.
public enum PlaceLookupError: TravellerError, Equatable {
    case unknown(String, suggestions: [String])
    case ambiguous(String, candidates: [String])

    public var code: String {
        switch self {
        case .unknown: "unknown_place"
        case .ambiguous: "ambiguous_place"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .unknown: .notFound
        case .ambiguous: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .unknown(let name, let suggestions):
            suggestions.isEmpty
                ? LocalizedText(en: "No place called “\(name.prefix(60))” is known.", fr: "Aucun lieu nommé « \(name.prefix(60)) » n’est connu.")
                : LocalizedText(
                    en: "No place called “\(name.prefix(60))” is known. Did you mean \(suggestions.joined(separator: ", "))?",
                    fr: "Aucun lieu nommé « \(name.prefix(60)) » n’est connu. Vouliez-vous dire \(suggestions.joined(separator: ", ")) ?")
        case .ambiguous(let name, let candidates):
            LocalizedText(
                en: "Several places are called “\(name.prefix(60))”: \(candidates.joined(separator: ", ")).",
                fr: "Plusieurs lieux s’appellent « \(name.prefix(60)) » : \(candidates.joined(separator: ", ")).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknown(_, let suggestions):
            suggestions.isEmpty
                ? LocalizedText(
                    en: "Check the spelling, or give “latitude,longitude”.", fr: "Vérifiez l’orthographe, ou donnez « latitude,longitude ».")
                : LocalizedText(en: "Pick one of the suggestions.", fr: "Choisissez l’une des suggestions.")
        case .ambiguous:
            LocalizedText(
                en: "Add the country code (“Springfield, US”) or give the place’s id (geonames:…).",
                fr: "Ajoutez le code du pays (« Springfield, US ») ou donnez l’identifiant du lieu (geonames:…).")
        }
    }
}
