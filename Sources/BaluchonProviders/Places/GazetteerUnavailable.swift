import BaluchonCore

/// The gazetteer files are missing from the installation.
public struct GazetteerUnavailable: TravellerError {
    public init() {}
    public var code: String { "gazetteer_missing" }
    public var kind: FailureKind { .notConfigured }
    public var message: LocalizedText {
        LocalizedText(
            en: "The offline gazetteer is missing from this installation.", fr: "Le répertoire de lieux hors ligne manque à cette installation.")
    }
    public var hint: LocalizedText? {
        LocalizedText(
            en: "Reinstall Baluchon, or import a GeoNames file with `baluchon data import cities500.zip`.",
            fr: "Réinstallez Baluchon, ou importez un fichier GeoNames avec `baluchon data import cities500.zip`.")
    }
}
