import BaluchonCore

/// What can go wrong serving the map's own files, told in the traveller's language.
enum MapFailure: TravellerError, Equatable {
    /// Leaflet is not in the configured directory: the page says so instead of showing an empty box.
    case libraryMissing(directory: String)

    var code: String { "map_library_missing" }
    var kind: FailureKind { .notFound }

    var message: LocalizedText {
        LocalizedText(
            en: "The map library (Leaflet) is not installed on this server.",
            fr: "La bibliothèque de cartes (Leaflet) n’est pas installée sur ce serveur.")
    }

    var hint: LocalizedText? {
        switch self {
        case .libraryMissing(let directory):
            LocalizedText(
                en: "Install Debian’s libjs-leaflet package, or set BALUCHON_LEAFLET_DIR (now \(directory)).",
                fr: "Installez le paquet Debian libjs-leaflet, ou réglez BALUCHON_LEAFLET_DIR (actuellement \(directory)).")
        }
    }
}
