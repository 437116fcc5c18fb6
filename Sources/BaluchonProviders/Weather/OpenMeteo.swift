import BaluchonCore
import Foundation

/// Open-Meteo's forecast API: keyless, and many places in one request (comma-separated latitudes and
/// longitudes answer with a list, in the same order). `BALUCHON_OPENMETEO_URL` points at a self-hosted
/// instance.
public struct OpenMeteo: Provider {
    public static let publicBaseURL = URL(string: "https://api.open-meteo.com")!
    /// Places per upstream request: keeps the URL short and the answer within the size cap.
    public static let batchSize = 50

    public let descriptor: ProviderDescriptor
    let baseURL: String
    let upstream: UpstreamClient

    public init(baseURL: URL?, upstream: UpstreamClient) {
        let base = baseURL ?? Self.publicBaseURL
        self.baseURL = base.endpointRoot
        self.upstream = upstream
        descriptor = ProviderDescriptor(
            id: "openmeteo", name: "Open-Meteo", capability: .weather, state: .configured(detail: .verbatim(base.host ?? base.absoluteString)),
            isRemote: true)
    }

    public func fetch(_ request: WeatherRequest) async throws -> [WeatherReport] {
        var reports: [WeatherReport] = []
        var start = 0
        while start < request.coordinates.count {
            let batch = Array(request.coordinates[start..<min(start + Self.batchSize, request.coordinates.count)])
            reports += try await fetchBatch(batch)
            start += Self.batchSize
        }
        return reports
    }

    private func fetchBatch(_ coordinates: [WeatherCoordinate]) async throws(ProviderFailure) -> [WeatherReport] {
        let response = try await upstream.send(url(for: coordinates))
        let answers: [OpenMeteoWire.Forecast]
        // One place answers with an object, several with a list.
        if coordinates.count == 1 {
            answers = [try upstream.decodeJSON(OpenMeteoWire.Forecast.self, from: response)]
        } else {
            answers = try upstream.decodeJSON([OpenMeteoWire.Forecast].self, from: response)
        }
        guard answers.count == coordinates.count else {
            throw .malformed("\(answers.count) forecasts for \(coordinates.count) places")
        }
        return try zip(coordinates, answers).map { coordinate, answer throws(ProviderFailure) in
            try answer.report(for: coordinate)
        }
    }

    /// The forecast URL for `coordinates`: metric units, Unix times, each place's own time zone.
    func url(for coordinates: [WeatherCoordinate]) -> String {
        let latitudes = coordinates.map { String($0.latitude) }.joined(separator: ",")
        let longitudes = coordinates.map { String($0.longitude) }.joined(separator: ",")
        return baseURL + "/v1/forecast?latitude=\(latitudes)&longitude=\(longitudes)"
            + "&current=\(OpenMeteoWire.currentVariables.joined(separator: ","))"
            + "&hourly=\(OpenMeteoWire.hourlyVariables.joined(separator: ","))"
            + "&daily=\(OpenMeteoWire.dailyVariables.joined(separator: ","))"
            + "&timezone=auto&timeformat=unixtime&forecast_days=8&forecast_hours=48"
    }
}
