import BaluchonCore

/// The QR encoder the web app draws codes with is not in the configured directory: the saved page says so
/// (and what to install) instead of showing no code.
struct QRLibraryMissing: TravellerError, Equatable {
    let directory: String

    var code: ErrorCode { .qrLibraryMissing }
    var kind: FailureKind { .notFound }
    var message: LocalizedText { LocalizedText("error.qr_library_missing.message") }
    var hint: LocalizedText? { LocalizedText("error.qr_library_missing.hint", ["directory": "\(directory)"]) }
}
