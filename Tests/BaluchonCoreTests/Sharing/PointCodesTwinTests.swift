import Foundation
import Testing

@testable import BaluchonCore

/// The saved page's codes written on the phone (`Public/js/saved/point-codes.js`, run by Node.js) against
/// `PointCode.encode`: every format, for the places of the shared vectors and thousands of random ones
/// (names with spaces, underscores, reserved characters and other scripts; zooms; uncertainties).
@Suite struct PointCodesTwinTests {
    struct Point: Codable {
        var latitude: Double
        var longitude: Double
        var name: String?
        var zoom: Double?
        var uncertainty: Double?
    }

    @Test func everyCodeIsTheServers() throws {
        var random = SeededGenerator(state: 25_112_026)
        var points = PointCodeVectors.shared.readable.map {
            Point(latitude: $0.latitude, longitude: $0.longitude, name: $0.name, zoom: $0.zoom)
        }
        let names = [nil, "", "Hôtel du Parc", "Le_Bon Coin", "a/b?c#d&e=f", "100 %", "東京タワー", "'Hello,World!%$", "Tab\there"]
        for index in 0..<3_000 {
            let near = index.isMultiple(of: 3)
            points.append(
                Point(
                    latitude: near ? Double.random(in: -1e-6...1e-6, using: &random) : Double.random(in: -90...90, using: &random),
                    longitude: near ? Double.random(in: -1e-6...1e-6, using: &random) : Double.random(in: -180...180, using: &random),
                    name: names.randomElement(using: &random)!, zoom: [nil, 3, 12, 16.6, 17, 19.8].randomElement(using: &random)!,
                    uncertainty: [nil, 0.5, 3, 9.99, 10, 25, 800, 5_000].randomElement(using: &random)!))
        }
        let phone = try NodeScript.run("sharing/point-codes-runner.mjs", input: points, as: [[String: String]].self)
        try #require(phone.count == points.count)
        var differences: [String] = []
        for (point, codes) in zip(points, phone) {
            let shared = try SharedPoint(
                latitude: point.latitude, longitude: point.longitude, name: point.name, zoom: point.zoom, uncertainty: point.uncertainty)
            for format in PointCode.Format.allCases {
                let server = try PointCode.encode(shared, as: format)
                if server != codes[format.rawValue] {
                    differences.append("\(point) \(format.rawValue): server \(server), phone \(codes[format.rawValue] ?? "none")")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(5))")
    }
}
