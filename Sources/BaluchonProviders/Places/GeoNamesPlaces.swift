import BaluchonCore
import Foundation

/// The embedded GeoNames gazetteer as a provider: no network, answers in microseconds.
public struct GeoNamesPlaces: Provider {
    public struct Request: Sendable {
        public var query: PlaceQuery
        public var language: UILanguage
        public var now: Date

        public init(query: PlaceQuery, language: UILanguage, now: Date) {
            self.query = query
            self.language = language
            self.now = now
        }
    }

    public let descriptor: ProviderDescriptor
    public let loader: GazetteerLoader

    public init(loader: GazetteerLoader) {
        self.loader = loader
        let imported = FileManager.default.fileExists(atPath: loader.storage.importedPlaces.path)
        let state: ProviderState =
            imported || GazetteerStorage.shippedPlaces.map({ FileManager.default.fileExists(atPath: $0.path) }) == true
            ? .configured(
                detail: imported
                    ? LocalizedText("provider.detail.geonamesImported", ["path": "\(loader.storage.directory.path)"])
                    : LocalizedText("provider.detail.geonamesShipped"))
            : .notConfigured(reason: LocalizedText("provider.detail.geonamesMissing"))
        descriptor = ProviderDescriptor(id: "geonames", name: "GeoNames gazetteer (offline)", capability: .places, state: state, isRemote: false)
    }

    public func fetch(_ request: Request) async throws -> [PlaceResult] {
        try await loader.gazetteer().search(request.query, language: request.language, now: request.now)
    }
}
