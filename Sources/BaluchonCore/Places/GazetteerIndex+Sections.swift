import Foundation

extension GazetteerIndex {
    /// How far a city section may lie from the town it belongs to.
    public static let sectionReachMetres = 15_000.0

    /// The town that place `section` is a part of, when GeoNames marks it as a section of a populated place
    /// (`PPLX`: the arrondissements of Paris, Monaco's quarters): the nearest town (`PPL`, `PPLA`…`PPLA5`,
    /// `PPLC`) of the same country and first-level division, at least as populated, within
    /// ``sectionReachMetres``; nil for any other place or when no such town is near.
    ///
    /// In a dump without feature codes (the shipped one), a place named after a more populated place of the
    /// same country and division within reach, followed by more words ("Paris 01 Louvre" by Paris), is
    /// taken as that place's section.
    public func town(ofSection section: Int) -> Int? {
        let code = places.featureCode(at: section)
        guard code == "PPLX" || code.isEmpty else { return nil }
        let country = places.countries[section]
        let admin1 = places.admin1[section]
        let population = places.populations[section]
        let sameArea: (Int) -> Bool = { places.countries[$0] == country && places.admin1[$0] == admin1 }
        let accept: (Int) -> Bool
        if code.isEmpty {
            let name = places.name(at: section).lowercased()
            // Only a name of several words can be a town's name followed by more.
            guard name.contains(" ") else { return nil }
            accept = { place in
                place != section && sameArea(place) && places.populations[place] > population
                    && name.hasPrefix(places.name(at: place).lowercased() + " ")
            }
        } else {
            let isTown = places.featureCodes.map { $0 == "PPL" || $0 == "PPLC" || $0.hasPrefix("PPLA") }
            accept = { place in isTown[Int(places.features[place])] && sameArea(place) && places.populations[place] >= population }
        }
        return grid.nearest(
            latitude: places.latitude(at: section), longitude: places.longitude(at: section), limit: 1, places: places,
            within: Self.sectionReachMetres, accept: accept
        ).first?.place
    }

    /// What a section adds to its town's name: "Paris 01 Louvre" in Paris is "Louvre"; a name that does not
    /// start with the town's stays whole, and so does one that is only the town and a number ("Lyon 01").
    public static func sectionDetail(_ section: String, town: String) -> String {
        guard section.count > town.count, section.lowercased().hasPrefix(town.lowercased()) else { return section }
        let rest = section.dropFirst(town.count).drop { $0.isWhitespace || $0.isNumber || $0 == "-" || $0 == "," }
        return rest.isEmpty ? section : String(rest)
    }
}
