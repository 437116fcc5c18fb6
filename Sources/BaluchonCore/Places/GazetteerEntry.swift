/// One place as the gazetteer index stores it: its attributes and the folded names it is found by.
public struct GazetteerEntry: Sendable, Equatable {
    public var geonameID: Int
    public var name: String
    public var latitude: Double
    public var longitude: Double
    public var countryCode: String
    public var admin1Code: String
    public var population: Int
    public var timeZone: String
    /// GeoNames' feature code (`PPLC` a capital, `PPLX` a section of a city…), empty when unknown.
    public var featureCode: String
    /// Distinct folded names (``PlaceNormalizer``), the main name included.
    public var keys: [String]

    public init(
        geonameID: Int, name: String, latitude: Double, longitude: Double, countryCode: String, admin1Code: String,
        population: Int, timeZone: String, featureCode: String = "", keys: [String]
    ) {
        self.geonameID = geonameID
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
        self.admin1Code = admin1Code
        self.population = population
        self.timeZone = timeZone
        self.featureCode = featureCode
        self.keys = keys
    }

    /// Longest folded name kept: longer ones are descriptions, not names people type.
    public static let maximumKeyBytes = 120

    /// The entry for a GeoNames place: its names folded, repeats, links and machine transliterations dropped.
    public init(_ record: PlaceRecord) {
        var seen = Set<String>()
        var keys: [String] = []
        let alternates = record.alternateNames.filter { !$0.contains("://") && !Self.isMachineTransliteration($0) }
        for name in [record.name, record.asciiName] + alternates {
            let key = PlaceNormalizer.normalize(name)
            guard !key.isEmpty, key.utf8.count <= Self.maximumKeyBytes, seen.insert(key).inserted else { continue }
            keys.append(key)
        }
        self.init(
            geonameID: record.geonameID, name: record.name, latitude: record.latitude, longitude: record.longitude,
            countryCode: record.countryCode, admin1Code: record.admin1Code, population: record.population,
            timeZone: record.timeZone, featureCode: record.featureCode, keys: keys)
    }

    /// GeoNames' alternate names include automatic transliterations of other scripts, all in lower-case
    /// ASCII ("kwympr", "kan pei er" for کویمپر and 坎佩尔); names people write are capitalised or in their
    /// own script. Leaving those out shrinks the index by a sixth and keeps typo matches meaningful.
    public static func isMachineTransliteration(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x20 || $0 == 0x2D || $0 == 0x27 }
    }
}
