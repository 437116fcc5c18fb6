import BaluchonCore
import Foundation

/// A small gazetteer in GeoNames' own line format, enough to exercise every rule of the index.
enum SampleGazetteer {
    static let lines: [String] = [
        line(2988507, "Paris", "Lutece,Lutetia,Paname,Parigi,París,Париж,巴黎", 48.85341, 2.3488, "FR", "11", 2_138_551, "Europe/Paris"),
        line(4717560, "Paris", "", 33.66094, -95.55551, "US", "TX", 24_171, "America/Chicago"),
        line(2988506, "Parisot", "", 44.26, 1.86, "FR", "76", 600, "Europe/Paris"),
        line(
            2984701, "Quimper", "Coriosopitum,Kemper,Kempera,Tchimper,kan pei er,Кемпер,カンペール,坎佩尔,캥페르", 47.99597, -4.09795,
            "FR", "53", 63_849, "Europe/Paris"),
        line(3448439, "São Paulo", "Sampa,Sao Paulo,Сан-Паулу,圣保罗", -23.5475, -46.63611, "BR", "27", 10_021_295, "America/Sao_Paulo"),
        line(2633352, "York", "Eboracum,Jorvik", 53.95763, -1.08271, "GB", "ENG", 153_717, "Europe/London"),
        line(5128581, "New York City", "New York,NYC,Nueva York,Нью-Йорк,纽约", 40.71427, -74.00597, "US", "NY", 8_804_190, "America/New_York"),
        line(6182962, "Yorkton", "", 51.21671, -102.46766, "CA", "11", 15_669, "America/Regina"),
        line(2643743, "London", "Londres,Londra,Лондон,伦敦", 51.50853, -0.12574, "GB", "ENG", 8_961_989, "Europe/London"),
        line(6058560, "London", "", 42.98339, -81.23304, "CA", "08", 346_765, "America/Toronto"),
        line(2643736, "Londonderry County Borough", "Derry", 54.9981, -7.30934, "GB", "NIR", 83_652, "Europe/London"),
        line(2977921, "Saint-Malo", "Sant-Malou,St-Malo", 48.64720, -2.00880, "FR", "53", 46_478, "Europe/Paris"),
        line(1790630, "Xi’an", "Xi'an,Sian,西安", 34.25833, 108.92861, "CN", "26", 7_135_000, "Asia/Shanghai"),
        line(1850147, "Tokyo", "Tokio,Tōkyō,東京", 35.6895, 139.69171, "JP", "40", 8_336_599, "Asia/Tokyo"),
        line(524901, "Moscow", "Moskva,Moscou,Москва", 55.75222, 37.61556, "RU", "48", 10_381_222, "Europe/Moscow"),
        line(2198148, "Suva", "", -18.14161, 178.44149, "FJ", "C", 77_366, "Pacific/Fiji"),
        line(2198555, "Matei", "", -16.69, -179.88, "FJ", "N", 900, "Pacific/Fiji"),
        line(2729907, "Longyearbyen", "", 78.2186, 15.64007, "SJ", "21", 2_060, "Arctic/Longyearbyen"),
        line(3117735, "Madrid", "Madri,Madryt,Мадрид", 40.4165, -3.70256, "ES", "29", 3_255_944, "Europe/Madrid"),
        line(2950159, "Berlin", "Berlín,Berlino,Берлин", 52.52437, 13.41053, "DE", "16", 3_426_354, "Europe/Berlin"),
    ]

    static func line(
        _ id: Int, _ name: String, _ alternates: String, _ latitude: Double, _ longitude: Double, _ country: String, _ admin1: String,
        _ population: Int, _ zone: String
    ) -> String {
        let ascii = PlaceNormalizer.normalize(name).capitalized
        return [
            "\(id)", name, ascii, alternates, "\(latitude)", "\(longitude)", "P", "PPL", country, "", admin1, "", "", "",
            "\(population)", "", "", zone, "2024-01-01",
        ].joined(separator: "\t")
    }

    static let records: [PlaceRecord] = lines.enumerated().map { number, text in
        try! GeoNamesLine.parse(ArraySlice(Array(text.utf8)), number: number + 1)
    }

    static let index: GazetteerIndex = GazetteerBuilder.build(
        records.map(GazetteerEntry.init), info: GazetteerInfo(source: "sample", builtAt: Date(timeIntervalSince1970: 1_700_000_000)))

    /// The names of the places a search finds, in order.
    static func names(_ text: String, country: String? = nil, limit: Int = 10) throws -> [String] {
        let query = try PlaceQuery(text: text, country: country, limit: limit)
        return index.search(query).map { index.places.name(at: $0.place) + "/" + index.places.countryCode(at: $0.place) }
    }
}
