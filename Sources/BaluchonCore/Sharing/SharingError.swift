/// Why a code, a link or a shared list could not be read or written, in words a traveller understands.
public enum SharingError: TravellerError, Equatable {
    /// Characters, separator or padding that no Plus Code has.
    case invalidPlusCode(String)
    /// A short Plus Code ("CJ+2VX") given without a place to recover it from.
    case shortPlusCodeNeedsReference(String)
    /// A Plus Code length the standard does not allow (2, 4, 6, 8, then 10 to 15).
    case invalidPlusCodeLength(Int)
    case invalidGeohash(String)
    case invalidGeohashPrecision(Int)
    /// A `geo:` URI that does not follow RFC 5870; `detail` says which part.
    case invalidGeoURI(detail: LocalizedText)
    /// A `geo:` URI in a coordinate system other than WGS 84.
    case unsupportedCoordinateSystem(String)
    case invalidOrganicMapsLink(String)
    case invalidOpenStreetMapLink(String)
    /// Text that none of the known codes or links matches.
    case unrecognisedCode(String)
    case coordinateOutOfRange(latitude: Double, longitude: Double)
    /// Characters outside RFC 9285's alphabet, or a length no Base45 text has.
    case invalidBase45
    /// A whole-list code whose checksum does not match: damaged or cut while copied.
    case listChecksumMismatch
    /// A whole-list code written by a newer version of the format than this program reads.
    case listFromNewerVersion(Int)
    /// A whole-list code that ends before its places do.
    case listTruncated
    /// More places or longer text than one code may carry.
    case listTooLarge(maximumBytes: Int)

    public var code: String {
        switch self {
        case .invalidPlusCode: "invalid_plus_code"
        case .shortPlusCodeNeedsReference: "short_code_needs_reference"
        case .invalidPlusCodeLength: "invalid_code_length"
        case .invalidGeohash: "invalid_geohash"
        case .invalidGeohashPrecision: "invalid_geohash_precision"
        case .invalidGeoURI: "invalid_geo_uri"
        case .unsupportedCoordinateSystem: "unsupported_crs"
        case .invalidOrganicMapsLink: "invalid_ge0_link"
        case .invalidOpenStreetMapLink: "invalid_osm_link"
        case .unrecognisedCode: "unrecognised_code"
        case .coordinateOutOfRange: "coordinate_out_of_range"
        case .invalidBase45: "invalid_base45"
        case .listChecksumMismatch: "list_checksum_mismatch"
        case .listFromNewerVersion: "list_newer_version"
        case .listTruncated: "list_truncated"
        case .listTooLarge: "list_too_large"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .listTooLarge: .tooLarge
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .invalidPlusCode(let text):
            LocalizedText(en: "“\(Self.shown(text))” is not a valid Plus Code.", fr: "« \(Self.shown(text)) » n’est pas un Plus Code valide.")
        case .shortPlusCodeNeedsReference(let text):
            LocalizedText(
                en: "“\(Self.shown(text))” is a short Plus Code: it needs a nearby town or position.",
                fr: "« \(Self.shown(text)) » est un Plus Code court : il lui faut une ville ou une position proche.")
        case .invalidPlusCodeLength(let length):
            LocalizedText(
                en: "A Plus Code cannot have \(length) digits: use 2, 4, 6, 8 or 10 to 15.",
                fr: "Un Plus Code ne peut pas avoir \(length) chiffres : utilisez 2, 4, 6, 8 ou 10 à 15.")
        case .invalidGeohash(let text):
            LocalizedText(en: "“\(Self.shown(text))” is not a valid geohash.", fr: "« \(Self.shown(text)) » n’est pas un geohash valide.")
        case .invalidGeohashPrecision(let precision):
            LocalizedText(
                en: "A geohash cannot have \(precision) characters: use 1 to 12.",
                fr: "Un geohash ne peut pas avoir \(precision) caractères : utilisez 1 à 12.")
        case .invalidGeoURI(let detail):
            LocalizedText(en: "This geo: link is not valid (\(detail.en)).", fr: "Ce lien geo: n’est pas valide (\(detail.fr)).")
        case .unsupportedCoordinateSystem(let system):
            LocalizedText(
                en: "This geo: link uses the coordinate system “\(Self.shown(system))”; only WGS 84 is read.",
                fr: "Ce lien geo: utilise le système de coordonnées « \(Self.shown(system)) » ; seul WGS 84 est lu.")
        case .invalidOrganicMapsLink(let text):
            LocalizedText(
                en: "“\(Self.shown(text))” is not a valid Organic Maps link.", fr: "« \(Self.shown(text)) » n’est pas un lien Organic Maps valide.")
        case .invalidOpenStreetMapLink(let text):
            LocalizedText(
                en: "“\(Self.shown(text))” is not an OpenStreetMap link with a position.",
                fr: "« \(Self.shown(text)) » n’est pas un lien OpenStreetMap avec une position.")
        case .unrecognisedCode(let text):
            LocalizedText(
                en: "“\(Self.shown(text))” is not a code or link that Baluchon knows.",
                fr: "« \(Self.shown(text)) » n’est pas un code ni un lien que Baluchon connaît.")
        case .coordinateOutOfRange(let latitude, let longitude):
            LocalizedText(
                en: "\(latitude), \(longitude) is not on Earth: latitude must be within −90…90 and longitude within −180…180.",
                fr: "\(latitude), \(longitude) n’est pas sur la Terre : la latitude doit être entre −90 et 90, la longitude entre −180 et 180.")
        case .invalidBase45:
            LocalizedText(
                en: "This list code has characters or a length that no list code has.",
                fr: "Ce code de liste contient des caractères ou a une longueur qu’aucun code de liste n’a.")
        case .listChecksumMismatch:
            LocalizedText(
                en: "This list code is damaged: its checksum does not match.",
                fr: "Ce code de liste est abîmé : sa somme de contrôle ne correspond pas.")
        case .listFromNewerVersion(let version):
            LocalizedText(
                en: "This list code was made by a newer version of Baluchon (format \(version)).",
                fr: "Ce code de liste a été fait par une version plus récente de Baluchon (format \(version)).")
        case .listTruncated:
            LocalizedText(en: "This list code is incomplete.", fr: "Ce code de liste est incomplet.")
        case .listTooLarge(let maximumBytes):
            LocalizedText(
                en: "The list is too long for one code (at most \(maximumBytes) bytes).",
                fr: "La liste est trop longue pour un seul code (\(maximumBytes) octets au plus).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .shortPlusCodeNeedsReference:
            LocalizedText(en: "Add a town after the code, as in “CJ+2VX Paris”.", fr: "Ajoutez une ville après le code, comme « CJ+2VX Paris ».")
        case .listChecksumMismatch, .listTruncated, .invalidBase45:
            LocalizedText(
                en: "Copy the whole code again, or share it as a link or a QR code.",
                fr: "Copiez de nouveau tout le code, ou partagez-le en lien ou en code QR.")
        case .listFromNewerVersion:
            LocalizedText(en: "Update Baluchon, then open the code again.", fr: "Mettez Baluchon à jour, puis ouvrez de nouveau le code.")
        case .listTooLarge:
            LocalizedText(
                en: "Share fewer places at once, shorten notes, or publish the list as a link.",
                fr: "Partagez moins de lieux à la fois, raccourcissez les notes, ou publiez la liste en lien.")
        default: nil
        }
    }

    /// Echoed input, cut so a pasted essay does not come back whole.
    static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
