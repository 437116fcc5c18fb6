/// What can go wrong when a traveller asks for a trip pack or one of its parts, in their language.
public enum PackError: TravellerError, Equatable {
    /// None of `region=`, `near=` or `list=` was given.
    case noArea
    /// More than one of them was given.
    case severalAreas
    /// A circle's radius outside 2–50 km, or not a whole number of kilometres.
    case invalidRadius(value: String)
    /// A saved list with no place has no area.
    case emptyList
    /// The area touches no imported region.
    case outsideRegions
    /// A part other than the ones a pack has.
    case unknownPart(id: String)
    /// The part's data changed since the manifest was read.
    case changed
    /// A `baluchon-tiles` bundle that cannot be read.
    case damagedTiles(detail: String)

    public var code: ErrorCode {
        switch self {
        case .noArea, .severalAreas: .invalidParameter
        case .invalidRadius: .invalidRadius
        case .emptyList: .noPlaces
        case .outsideRegions: .outsideRegions
        case .unknownPart: .notFound
        case .changed: .packChanged
        case .damagedTiles: .damagedFile
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noArea, .severalAreas, .invalidRadius, .emptyList, .damagedTiles: .badInput
        case .outsideRegions, .unknownPart: .notFound
        case .changed: .conflict
        }
    }

    public var message: LocalizedText {
        switch self {
        case .noArea: LocalizedText("error.invalid_parameter.message.packArea")
        case .severalAreas: LocalizedText("error.invalid_parameter.message.packAreas")
        case .invalidRadius(let value):
            LocalizedText(
                "error.invalid_radius.message.km",
                ["value": "\(value)", "lowerBound": "\(PackArea.radiusKm.lowerBound)", "upperBound": "\(PackArea.radiusKm.upperBound)"])
        case .emptyList: LocalizedText("error.no_places.message.pack")
        case .outsideRegions: LocalizedText("error.outside_regions.message.pack")
        case .unknownPart(let id):
            LocalizedText(
                "error.not_found.message.packPart", ["part": "\(id)", "known": "\(PackPartID.allCases.map(\.rawValue).joined(separator: ", "))"])
        case .changed: LocalizedText("error.pack_changed.message")
        case .damagedTiles(let detail): LocalizedText("error.damaged_file.message", ["name": "tiles", "detail": "\(detail)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noArea, .severalAreas, .invalidRadius: LocalizedText("error.invalid_parameter.hint.packArea")
        case .outsideRegions: LocalizedText("error.outside_regions.hint.pack")
        case .changed: LocalizedText("error.pack_changed.hint")
        case .emptyList, .unknownPart, .damagedTiles: nil
        }
    }

    public var commandHint: LocalizedText? {
        switch self {
        case .outsideRegions: LocalizedText("error.tile_outside_regions.hint")
        case .noArea, .severalAreas, .invalidRadius: LocalizedText("error.invalid_parameter.commandHint.packArea")
        default: nil
        }
    }
}
