import BaluchonCore
import Foundation

/// OpenWeatherMap's free APIs: current weather and the 5-day forecast in 3-hour steps, two calls per
/// place (it has no batch call by coordinates), in metric units with descriptions in the asked language.
/// Needs `BALUCHON_OPENWEATHERMAP_KEY`.
public struct OpenWeatherMap: Provider {
    public static let publicBaseURL = URL(string: "https://api.openweathermap.org")!
    /// Calls in flight at once: enough for a city list, gentle with the free plan's 60 calls a minute.
    static let parallelCalls = 6

    public let descriptor: ProviderDescriptor
    @Masked var key: String?
    let baseURL: String
    let upstream: UpstreamClient

    public init(key: String?, baseURL: URL?, upstream: UpstreamClient) {
        let base = baseURL ?? Self.publicBaseURL
        self.key = key
        self.baseURL = base.endpointRoot
        self.upstream = upstream
        descriptor = ProviderDescriptor(
            id: "openweathermap", name: "OpenWeatherMap", capability: .weather,
            state: key == nil
                ? .notConfigured(reason: LocalizedText("provider.detail.setting", ["setting": "BALUCHON_OPENWEATHERMAP_KEY"]))
                : .configured(detail: .verbatim(base.host ?? base.absoluteString)),
            isRemote: true, secrets: key.map { [$0] } ?? [])
    }

    public func fetch(_ request: WeatherRequest) async throws -> [WeatherReport] {
        guard let key else { throw ProviderFailure.invalidKey }
        let coordinates = request.coordinates
        return try await withThrowingTaskGroup(of: (Int, WeatherReport).self) { group in
            var reports = [WeatherReport?](repeating: nil, count: coordinates.count)
            var next = 0
            func startNext() {
                let index = next
                next += 1
                group.addTask { (index, try await self.report(for: coordinates[index], language: request.language, key: key)) }
            }
            // Each place costs two calls, so half as many places as calls run at once.
            while next < coordinates.count && next < max(1, Self.parallelCalls / 2) { startNext() }
            while let (index, report) = try await group.next() {
                reports[index] = report
                if next < coordinates.count { startNext() }
            }
            return reports.compactMap { $0 }
        }
    }

    private func report(
        for coordinate: WeatherCoordinate, language: UILanguage, key: String
    ) async throws(ProviderFailure)
        -> WeatherReport
    {
        async let current: OpenWeatherMapWire.Current = call("/data/2.5/weather", coordinate, language, key)
        async let forecast: OpenWeatherMapWire.Forecast = call("/data/2.5/forecast", coordinate, language, key)
        do {
            return try OpenWeatherMapWire.report(current: try await current, forecast: try await forecast, for: coordinate, language: language)
        } catch let failure as ProviderFailure {
            throw failure
        } catch {
            throw .malformed(String(describing: type(of: error)))
        }
    }

    private func call<Answer: Decodable>(
        _ path: String, _ coordinate: WeatherCoordinate, _ language: UILanguage, _ key: String
    )
        async throws(ProviderFailure) -> Answer
    {
        let query = "lat=\(coordinate.latitude)&lon=\(coordinate.longitude)&units=metric&lang=\(language.rawValue)"
        let response: UpstreamResponse
        do {
            response = try await upstream.send("\(baseURL)\(path)?\(query)&appid=\(Redaction.queryEncoded(key))")
        } catch .rejected(let detail) where detail == "HTTP 401" {
            throw .invalidKey
        }
        return try upstream.decodeJSON(Answer.self, from: response)
    }
}
