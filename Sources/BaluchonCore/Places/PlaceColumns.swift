/// The places of a gazetteer as parallel columns (struct of arrays): about 30 bytes a place, and
/// scans that touch one attribute stay in cache.
public struct PlaceColumns: Sendable {
    /// GeoNames ids, ascending.
    public var ids: [UInt32] = []
    /// Latitudes and longitudes in units of 10⁻⁵ degree (GeoNames' own precision, about a metre).
    public var latitudes: [Int32] = []
    public var longitudes: [Int32] = []
    public var populations: [UInt32] = []
    /// Indexes into ``countryCodes``, ``admin1Codes`` and ``timeZoneIDs``.
    public var countries: [UInt16] = []
    public var admin1: [UInt16] = []
    public var timeZones: [UInt16] = []
    /// Indexes into ``featureCodes``: GeoNames' feature code of each place (`PPLC`, `PPLX`…), empty when
    /// the source did not give it.
    public var features: [UInt16] = []
    /// Display names, UTF-8, back to back: name `i` is `nameBytes[nameOffsets[i]..<nameOffsets[i + 1]]`.
    public var nameBytes: [UInt8] = []
    public var nameOffsets: [UInt32] = [0]
    public var countryCodes: [String] = []
    public var admin1Codes: [String] = []
    public var timeZoneIDs: [String] = []
    public var featureCodes: [String] = []

    public init() {}

    /// Degrees per stored coordinate unit.
    public static let coordinateScale = 100_000.0

    public var count: Int { ids.count }

    public func name(at index: Int) -> String {
        String(decoding: nameBytes[Int(nameOffsets[index])..<Int(nameOffsets[index + 1])], as: UTF8.self)
    }

    public func latitude(at index: Int) -> Double { Double(latitudes[index]) / Self.coordinateScale }

    public func longitude(at index: Int) -> Double { Double(longitudes[index]) / Self.coordinateScale }

    public func countryCode(at index: Int) -> String { countryCodes[Int(countries[index])] }

    public func admin1Code(at index: Int) -> String { admin1Codes[Int(admin1[index])] }

    public func timeZone(at index: Int) -> String { timeZoneIDs[Int(timeZones[index])] }

    public func featureCode(at index: Int) -> String { featureCodes[Int(features[index])] }

    /// The index of the place with GeoNames id `id`, by binary search.
    public func index(ofGeonameID id: Int) -> Int? {
        guard let wanted = UInt32(exactly: id) else { return nil }
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == wanted ? low : nil
    }
}
