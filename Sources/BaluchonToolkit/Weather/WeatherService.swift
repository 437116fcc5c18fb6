import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation

/// Current weather and forecasts for lists of places, over Open-Meteo (keyless, batched) and
/// OpenWeatherMap, cached per place for `BALUCHON_WEATHER_CACHE_MINUTES` (10 by default).
public struct WeatherService: Sendable {
    /// Every weather provider, configured or not, for reports.
    public let descriptors: [ProviderDescriptor]
    let cache: WeatherCache
    /// Where names and gazetteer ids are looked up; without it only coordinates are understood.
    let places: PlacesService?
    /// The clock of answers' ages.
    let now: @Sendable () -> Date

    public init(context: CapabilityContext, places: PlacesService?) {
        let openMeteo = context.settings.credentials(for: "OPENMETEO")
        let owm = context.settings.credentials(for: "OPENWEATHERMAP")
        self.init(
            context: context, places: places,
            providers: [
                OpenMeteo(baseURL: openMeteo.url, upstream: context.upstream),
                OpenWeatherMap(key: owm.key, baseURL: owm.url, upstream: context.upstream),
            ])
    }

    /// A service over the given providers (tests pass providers pointed at a fixture server).
    public init(context: CapabilityContext, places: PlacesService?, providers: [any Provider<WeatherRequest, [WeatherReport]>]) {
        self.places = places
        descriptors = providers.map(\.descriptor)
        let ordered = context.ordered(providers, capability: .weather) { $0.descriptor.id }.filter { $0.descriptor.state.isConfigured }
        let lifetime = context.settings.weatherCacheLifetime
        // OpenWeatherMap makes two calls per place: give a whole city list the time of several calls.
        let policy = CachePolicy(timeToLive: lifetime, staleAfter: lifetime)
        let chain = ProviderChain(
            capability: .weather, providers: ordered, monitor: context.monitor, store: context.store, policy: policy,
            timeout: context.settings.upstreamTimeout * 3)
        now = context.monitor.now
        cache = WeatherCache(store: context.store, chain: chain, policy: policy, now: context.monitor.now, explain: Self.explain)
    }

    /// The weather at each coordinate, in order, as read in `language`. Each place fails alone, every
    /// place included: its failure is its outcome, so that the answer still carries each place's clock.
    public func weather(at coordinates: [WeatherCoordinate], language: UILanguage) async throws -> [WeatherOutcome] {
        guard !coordinates.isEmpty else { throw WeatherError.noPlaces }
        guard coordinates.count <= WeatherPlace.limit else {
            throw WeatherError.tooManyPlaces(count: coordinates.count, limit: WeatherPlace.limit)
        }
        return await cache.outcomes(for: coordinates, language: language)
    }

    /// The name people know a provider by (`Open-Meteo` for `openmeteo`).
    public func providerName(of id: String) -> String {
        descriptors.first { $0.id == id }?.name ?? id
    }

    /// A failure as travellers are told it (a chain whose providers all rest says so itself).
    @Sendable static func explain(_ error: any Error) -> any TravellerError {
        switch error {
        case let failure as any TravellerError: failure
        case let failure as ProviderFailure: ChainError.allProvidersFailed(.weather, [ProviderAttempt(provider: "weather", failure: failure)])
        default: ChainError.allProvidersFailed(.weather, [])
        }
    }
}
