import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation
import Logging
import ServiceLifecycle

/// The one composition root shared by the server and the CLI: settings, store, provider health and,
/// per capability, a service built on its provider chain.
public struct Toolkit: Sendable {
    public static let version = "0.1.0"

    public let settings: Settings
    public let store: any Store
    public let monitor: ProviderMonitor
    public let upstream: UpstreamClient
    /// Exchange rates and conversions.
    public let money: MoneyService
    /// Places: gazetteer search, reverse geocoding, country facts, online search, imports.
    public let places: PlacesService
    let logger: Logger
    /// Current weather and forecasts.
    public let weather: WeatherService
    /// Kinds of place, names and addresses around a point, and where a point is (regions, Overpass, Nominatim).
    public let search: SearchService
    /// Translation, language lists and detection.
    public let words: WordsService
    /// The text of photos of signs and menus (Tesseract).
    public let ocr = OCRService()
    /// OpenStreetMap regions: imports, routing databases, offline map tiles.
    public let regions: RegionsService
    /// Road routes, offline in imported regions and online elsewhere.
    public let routes: RoutesService
    /// Trip packs: what a phone keeps of an area (tiles, places, kinds, gazetteer, rates), built once per version.
    public let packs: PackService
    /// The game rooms, kept in the store.
    public let rooms: RoomService
    /// Codes, links, QR codes and published lists of places.
    public var sharing: SharingService {
        SharingService(store: store, places: places, limits: settings.lists, now: { [monitor] in monitor.now() })
    }
    /// Every provider of every capability, active or not, for reports.
    let descriptors: [ProviderDescriptor]

    /// Opens the store the settings name: PostgreSQL when `BALUCHON_DATABASE_URL` is set (a wrong or
    /// unreachable database throws ``PostgresOpeningError``), else SQLite in the data directory.
    public static func openStore(settings: Settings, logger: Logger) async throws -> any Store {
        guard let database = settings.database else { return try SQLiteStore.open(directory: settings.dataDirectory) }
        return try await PostgresStore.open(database, logger: logger)
    }

    /// Builds every capability on `store`, or on the SQLite store in the settings' data directory.
    public init(settings: Settings, logger: Logger, store: (any Store)? = nil) throws {
        self.settings = settings
        self.logger = logger
        self.store = try store ?? SQLiteStore.open(directory: settings.dataDirectory)
        self.monitor = ProviderMonitor(store: self.store, logger: logger)
        self.upstream = UpstreamClient(
            httpClient: .upstream,
            timeout: settings.upstreamTimeout,
            userAgent: "Baluchon/\(Self.version) (self-hosted traveller's toolkit\(settings.contact.map { "; \($0)" } ?? ""))"
        )
        let context = CapabilityContext(settings: settings, store: self.store, monitor: monitor, upstream: upstream, logger: logger)
        self.money = MoneyService(context: context)
        self.places = PlacesService(context: context)
        self.weather = WeatherService(context: context, places: places)
        let regions = RegionsService(context: context)
        self.regions = regions
        self.search = SearchService(context: context, places: places, regions: { regions.installed() })
        let words = WordsService(context: context)
        self.words = words
        let gazetteer = places.loader
        self.routes = RoutesService(
            context: context, regions: { regions.installed() }, timeZone: { point in try? await gazetteer.gazetteer().timeZone(near: point) })
        self.packs = PackService(context: context, regions: regions, places: places)
        self.rooms = RoomService(store: self.store)
        self.descriptors = money.descriptors + places.descriptors + search.descriptors + weather.descriptors + words.descriptors + routes.descriptors
    }

    /// Long-running work (refresh loops) to run beside the server under ServiceLifecycle.
    public var backgroundServices: [any Service] {
        [
            money.refreshService, GazetteerWarmUp(loader: places.loader), regions.firstStartService,
            SharedListSweeper(sharing: sharing, logger: logger),
        ]
            + words.backgroundServices
    }

    /// Every provider of every capability, with its state and today's health, in chain order; names,
    /// details and the last failure (when this process saw it) in `language`.
    public func providerReports(language: UILanguage = .en) async -> [CapabilityReport] {
        var reports: [CapabilityReport] = []
        for capability in Capability.allCases {
            let order = settings.providerOrder[capability] ?? []
            let known = descriptors.filter { $0.capability == capability }
                .sorted { (order.firstIndex(of: $0.id) ?? .max) < (order.firstIndex(of: $1.id) ?? .max) }
            var providers: [ProviderReport] = []
            for descriptor in known {
                let record = try? await monitor.record(of: descriptor.id)
                let budget = capability == .translation ? settings.dailyCharacterBudgets[descriptor.id] : nil
                let nameKey = "provider.name.\(descriptor.id)"
                let name = MessageCatalogue.entries["en"]?[nameKey] == nil ? descriptor.name : LocalizedText(nameKey).text(in: language)
                // The store keeps the failure's words, told here in the reader's language (a message an older
                // version stored as English text is shown as it is).
                let stored = record?.lastErrorMessage ?? ""
                let message = ProviderFailure.explanation(stored: stored)?.text(in: language) ?? stored
                let lastError = record?.lastErrorAt.map { ProviderReport.Failure(at: $0, message: message) }
                providers.append(
                    ProviderReport(
                        capability: capability,
                        id: descriptor.id,
                        name: name,
                        state: descriptor.state.isConfigured ? "configured" : "notConfigured",
                        detail: Redaction.mask(descriptor.state.text(in: language), secrets: descriptor.secrets),
                        active: order.contains(descriptor.id),
                        lastSuccess: record?.lastSuccess,
                        lastError: lastError,
                        callsToday: record?.callsToday ?? 0,
                        charactersToday: budget.map { _ in record?.charactersToday ?? 0 },
                        dailyCharacters: budget
                    ))
            }
            reports.append(CapabilityReport(capability: capability, providers: providers))
        }
        return reports
    }

    /// One line for the start-up log: the active providers of each capability.
    public func activeProvidersSummary() -> String {
        Capability.allCases.map { capability in
            let active = (settings.providerOrder[capability] ?? []).filter { id in
                descriptors.contains { $0.id == id && $0.capability == capability && $0.state.isConfigured }
            }
            return "\(capability.rawValue): \(active.isEmpty ? "none" : active.joined(separator: ", "))"
        }.joined(separator: "; ")
    }
}
