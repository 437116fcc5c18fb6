import BaluchonCore
import Foundation

// Sharing codes, release build: throughput of each code against a straightforward reference in the same run,
// the size of a list in our list code against GPX, GeoJSON and a list of ge0 links, the largest list one QR
// code holds, the import of a 10,000-place GPX file, CSV of 10,000 places with and without the formula guard, and
// the import of a 100,000-point GPX track (alone with `SharingBenchmark track`).
// Usage: SharingBenchmark [points | track]

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200_000
nonisolated(unsafe) var seeded = UInt64(20_261_123)
func unit() -> Double {
    seeded &+= 0x9E37_79B9_7F4A_7C15
    var z = seeded
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
}
let clock = ContinuousClock()

// A long day's recording as OsmAnd writes it: 100,000 points a second apart, each with an elevation and a time.
func recordedPoint(_ index: Int) -> TrackPoint {
    let latitude: Double = 44.9 + Double(index) * 2e-6 + unit() * 1e-5
    let longitude: Double = 6.05 + Double(index) * 3e-6 + unit() * 1e-5
    let elevation: Double = (13_000 + unit() * 5_000).rounded() / 10
    return TrackPoint(
        latitude: latitude, longitude: longitude, elevation: elevation, time: Date(timeIntervalSince1970: 1_780_000_000 + Double(index)))!
}
let longTrack = SavedTrack(name: "Traversée", segments: [(0..<100_000).map(recordedPoint)])
let trackGPX = PlaceFiles.export([], tracks: [longTrack], as: .gpx, title: "Traversée")
// The import as `POST /api/v1/files/import` makes it: the file read, then its tracks written as the JSON answer.
var (bestRead, bestAnswer) = (Duration.seconds(1_000), Duration.seconds(1_000))
for _ in 0..<3 {
    var read = PlaceFileContents(places: [])
    bestRead = min(bestRead, try clock.measure { read = try PlaceFiles.contents(trackGPX, as: .gpx) })
    precondition(read.tracks.first?.points.count == 100_000)
    var answer = Data()
    bestAnswer = min(bestAnswer, try clock.measure { answer = try JSONEncoder().encode(read.tracks) })
    precondition(answer.count > 1_000_000)
}
print(
    "Import of a 100,000-point GPX track (\(trackGPX.count / 1024) KB, elevation and time on every point), best of 3: "
        + "read \(bestRead), JSON answer \(bestAnswer), together \(bestRead + bestAnswer)\n")
if CommandLine.arguments.dropFirst().first == "track" { exit(0) }

let points = (0..<count).map { _ in (latitude: unit() * 170 - 85, longitude: unit() * 360 - 180) }

/// Operations per second of `body` over every point, best of three rounds.
func rate(_ body: (Int) throws -> Int) rethrows -> Double {
    var best = Duration.seconds(1_000)
    var sink = 0
    for _ in 0..<3 {
        let elapsed = try clock.measure { for index in 0..<count { sink &+= try body(index) } }
        best = min(best, elapsed)
    }
    if sink == 42 { print("") }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    return Double(count) / seconds
}

func row(_ name: String, _ ours: Double, _ reference: Double?) {
    let ratio = reference.map { String(format: "%.1f×", ours / $0) } ?? "—"
    let base = reference.map { String(format: "%.2f M/s", $0 / 1e6) } ?? "—"
    print("| \(name) | \(String(format: "%.2f M/s", ours / 1e6)) | \(base) | \(ratio) |")
}

print("Throughput over \(count) random points (best of 3 rounds)\n")
print("| operation | Baluchon | straightforward reference | ratio |")
print("|---|---|---|---|")
let plusCodes = try points.map { try PlusCode.encode(latitude: $0.latitude, longitude: $0.longitude) }
row(
    "Plus Code encode (10 digits)", try rate { try PlusCode.encode(latitude: points[$0].latitude, longitude: points[$0].longitude).utf8.count },
    rate { Reference.plusCode(latitude: points[$0].latitude, longitude: points[$0].longitude).utf8.count })
row(
    "Plus Code decode", try rate { Int(try PlusCode.decode(plusCodes[$0]).south) },
    rate { Int(Reference.plusDecode(plusCodes[$0]).0) })
let hashes = try points.map { try Geohash.encode(latitude: $0.latitude, longitude: $0.longitude, precision: 9) }
row(
    "geohash encode (9)", try rate { try Geohash.encode(latitude: points[$0].latitude, longitude: points[$0].longitude, precision: 9).utf8.count },
    rate { Reference.geohash(latitude: points[$0].latitude, longitude: points[$0].longitude, precision: 9).utf8.count })
row("geohash decode", try rate { Int(try Geohash.decode(hashes[$0]).south) }, rate { Int(Reference.geohashDecode(hashes[$0]).0) })
let shared = try points.map { try SharedPoint(latitude: $0.latitude, longitude: $0.longitude, name: "Café du Port", zoom: 17) }
let ge0Links = shared.map { OrganicMapsLink.encode($0) }
row("ge0 link encode", rate { OrganicMapsLink.encode(shared[$0]).utf8.count }, nil)
row("ge0 link decode", try rate { Int(try OrganicMapsLink.decode(ge0Links[$0]).latitude) }, nil)
let geoURIs = shared.map { GeoURI.encode($0) }
row("geo: URI encode", rate { GeoURI.encode(shared[$0]).utf8.count }, nil)
row("geo: URI decode", try rate { Int(try GeoURI.decode(geoURIs[$0]).latitude) }, nil)
let blobs = (0..<count).map { index in (0..<64).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) } }
row("Base45 encode (64 bytes)", rate { Base45.encode(blobs[$0]).utf8.count }, rate { Reference.base45(blobs[$0]).utf8.count })

// A realistic list: places within a city, names of 8–24 characters, a group and a colour on most.
let names = ["Hôtel du Parc", "Gare Part-Dieu", "Boulangerie", "Musée des Confluences", "Parking P3", "Chez Marcel", "Belvédère", "Pharmacie"]
let groups = ["Dormir", "Manger", "Voir", ""]
let colours: [String?] = ["#e53935", "#1e88e5", "#43a047", nil]
func list(_ size: Int) throws -> [SavedPlace] {
    try (0..<size).map { index in
        try SavedPlace(
            name: "\(names[index % names.count]) \(index)", latitude: 45.75 + unit() * 0.1, longitude: 4.80 + unit() * 0.1,
            savedAt: Date(timeIntervalSince1970: 1_717_171_717 + Double(index) * 600), colour: colours[index % colours.count],
            group: groups[index % groups.count])
    }
}

let twenty = try list(20)
let code = try ListCode.encode(twenty)
let gpx = PlaceFiles.export(twenty, as: .gpx, title: "Lyon")
let geojson = PlaceFiles.export(twenty, as: .geojson, title: "Lyon")
let ge0List = try twenty.map {
    OrganicMapsLink.encode(try SharedPoint(latitude: $0.latitude, longitude: $0.longitude, name: $0.name, zoom: 17), style: .web)
}
.joined(separator: "\n")
print("\nTwenty named places in one city (names, groups, colours, times)\n")
print("| form | bytes | bytes per place | QR version 40-M capacity in its mode | fits one QR |")
print("|---|---|---|---|---|")
print(
    "| Baluchon list code (alphanumeric) | \(code.utf8.count) | \(code.utf8.count / 20) | 3,391 characters | \(code.utf8.count <= 3391 ? "yes" : "no") |"
)
print("| GPX 1.1 | \(gpx.count) | \(gpx.count / 20) | 2,331 bytes | \(gpx.count <= 2331 ? "yes" : "no") |")
print("| GeoJSON | \(geojson.count) | \(geojson.count / 20) | 2,331 bytes | \(geojson.count <= 2331 ? "yes" : "no") |")
print(
    "| ge0 links, one a line (no groups, colours or times) | \(ge0List.utf8.count) | \(ge0List.utf8.count / 20) | 2,331 bytes | \(ge0List.utf8.count <= 2331 ? "yes" : "no") |"
)

/// The largest list of this kind that one QR code of version 40 at level M holds in each form.
func largest(_ fits: ([SavedPlace]) throws -> Bool) throws -> Int {
    var low = 0
    var high = 400
    let places = try list(high)
    while low < high {
        let middle = (low + high + 1) / 2
        if try fits(Array(places.prefix(middle))) { low = middle } else { high = middle - 1 }
    }
    return low
}
let codeMost = try largest { (try? ListCode.encode($0)) != nil }
let gpxMost = try largest { PlaceFiles.export($0, as: .gpx, title: "Lyon").count <= 2331 }
let geojsonMost = try largest { PlaceFiles.export($0, as: .geojson, title: "Lyon").count <= 2331 }
let ge0Most = try largest { places in
    try places.map { OrganicMapsLink.encode(try SharedPoint(latitude: $0.latitude, longitude: $0.longitude, name: $0.name, zoom: 17), style: .web) }
        .joined(separator: "\n").utf8.count <= 2331
}
print(
    "\nLargest such list in one QR code (version 40, level M): list code \(codeMost) places, GPX \(gpxMost), GeoJSON \(geojsonMost), ge0 links \(ge0Most)"
)

let big = try list(10_000)
let bigGPX = PlaceFiles.export(big, as: .gpx, title: "big")
var best = Duration.seconds(1_000)
for _ in 0..<3 {
    let elapsed = try clock.measure { _ = try PlaceFiles.read(bigGPX, as: .gpx) }
    best = min(best, elapsed)
}
print("\nImport of a 10,000-place GPX (\(bigGPX.count / 1024) KB): \(best) (best of 3)")

// CSV with a third of the cells behind the formula guard, against the same places with plain names.
let guarded = try big.enumerated().map { index, place in
    try SavedPlace(
        name: index % 3 == 0 ? "=" + place.name : place.name, note: place.note, latitude: place.latitude, longitude: place.longitude,
        savedAt: place.savedAt, colour: place.colour, group: place.group)
}
for (label, places) in [("plain names", big), ("a third guarded", guarded)] {
    var bestExport = Duration.seconds(1_000)
    var bestImport = Duration.seconds(1_000)
    var csv = Data()
    for _ in 0..<3 {
        bestExport = min(bestExport, clock.measure { csv = PlaceFiles.export(places, as: .csv, title: "big") })
        bestImport = min(bestImport, try clock.measure { _ = try PlaceFiles.read(csv, as: .csv) })
    }
    print("CSV of 10,000 places, \(label) (\(csv.count / 1024) KB): export \(bestExport), import \(bestImport) (best of 3)")
}
