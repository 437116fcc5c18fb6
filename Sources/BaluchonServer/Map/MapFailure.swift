import BaluchonCore

/// What can go wrong serving the map's own files, told in the traveller's language.
enum MapFailure: TravellerError, Equatable {
    /// Leaflet is not in the configured directory: the page says so instead of showing an empty box.
    case libraryMissing(directory: String)

    var code: ErrorCode { .mapLibraryMissing }
    var kind: FailureKind { .notFound }

    var message: LocalizedText {
        LocalizedText("error.map_library_missing.message")
    }

    var hint: LocalizedText? {
        switch self {
        case .libraryMissing(let directory):
            LocalizedText("error.map_library_missing.hint", ["directory": "\(directory)"])
        }
    }
}
