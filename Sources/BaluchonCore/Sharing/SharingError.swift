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

    public var code: ErrorCode {
        switch self {
        case .invalidPlusCode: .invalidPlusCode
        case .shortPlusCodeNeedsReference: .shortCodeNeedsReference
        case .invalidPlusCodeLength: .invalidCodeLength
        case .invalidGeohash: .invalidGeohash
        case .invalidGeohashPrecision: .invalidGeohashPrecision
        case .invalidGeoURI: .invalidGeoUri
        case .unsupportedCoordinateSystem: .unsupportedCrs
        case .invalidOrganicMapsLink: .invalidGe0Link
        case .invalidOpenStreetMapLink: .invalidOsmLink
        case .unrecognisedCode: .unrecognisedCode
        case .coordinateOutOfRange: .coordinateOutOfRange
        case .invalidBase45: .invalidBase45
        case .listChecksumMismatch: .listChecksumMismatch
        case .listFromNewerVersion: .listNewerVersion
        case .listTruncated: .listTruncated
        case .listTooLarge: .listTooLarge
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
            LocalizedText("error.invalid_plus_code.message", ["text": "\(Self.shown(text))"])
        case .shortPlusCodeNeedsReference(let text):
            LocalizedText("error.short_code_needs_reference.message", ["text": "\(Self.shown(text))"])
        case .invalidPlusCodeLength(let length):
            LocalizedText("error.invalid_code_length.message", ["length": "\(length)"])
        case .invalidGeohash(let text):
            LocalizedText("error.invalid_geohash.message", ["text": "\(Self.shown(text))"])
        case .invalidGeohashPrecision(let precision):
            LocalizedText("error.invalid_geohash_precision.message", ["precision": "\(precision)"])
        case .invalidGeoURI(let detail):
            LocalizedText("error.invalid_geo_uri.message", ["detail": .localized(detail)])
        case .unsupportedCoordinateSystem(let system):
            LocalizedText("error.unsupported_crs.message", ["system": "\(Self.shown(system))"])
        case .invalidOrganicMapsLink(let text):
            LocalizedText("error.invalid_ge0_link.message", ["text": "\(Self.shown(text))"])
        case .invalidOpenStreetMapLink(let text):
            LocalizedText("error.invalid_osm_link.message", ["text": "\(Self.shown(text))"])
        case .unrecognisedCode(let text):
            LocalizedText("error.unrecognised_code.message", ["text": "\(Self.shown(text))"])
        case .coordinateOutOfRange(let latitude, let longitude):
            LocalizedText("error.coordinate_out_of_range.message", ["latitude": "\(latitude)", "longitude": "\(longitude)"])
        case .invalidBase45:
            LocalizedText("error.invalid_base45.message")
        case .listChecksumMismatch:
            LocalizedText("error.list_checksum_mismatch.message")
        case .listFromNewerVersion(let version):
            LocalizedText("error.list_newer_version.message", ["version": "\(version)"])
        case .listTruncated:
            LocalizedText("error.list_truncated.message")
        case .listTooLarge(let maximumBytes):
            LocalizedText("error.list_too_large.message", ["maximumBytes": "\(maximumBytes)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .shortPlusCodeNeedsReference:
            LocalizedText("error.short_code_needs_reference.hint")
        case .listChecksumMismatch, .listTruncated, .invalidBase45:
            LocalizedText("error.list_checksum_mismatch.hint")
        case .listFromNewerVersion:
            LocalizedText("error.list_newer_version.hint")
        case .listTooLarge:
            LocalizedText("error.list_too_large.hint")
        default: nil
        }
    }

    /// Echoed input, cut so a pasted essay does not come back whole.
    static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
