import BaluchonCore

/// The gazetteer files are missing from the installation.
public struct GazetteerUnavailable: TravellerError {
    public init() {}
    public var code: ErrorCode { .gazetteerMissing }
    public var kind: FailureKind { .notConfigured }
    public var message: LocalizedText {
        LocalizedText("error.gazetteer_missing.message")
    }
    public var hint: LocalizedText? {
        LocalizedText("error.gazetteer_missing.hint.traveller")
    }
    public var commandHint: LocalizedText? {
        LocalizedText("error.gazetteer_missing.hint")
    }
}
