import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation
import Logging
import ServiceLifecycle

/// Translation, language lists and language detection, over the configured providers (Google,
/// DeepL, LibreTranslate, offline Apertium) and the embedded detector.
public struct WordsService: Sendable {
    /// Every translation provider, configured or not, for reports.
    public let descriptors: [ProviderDescriptor]
    /// The providers in the configured order that can answer.
    let translators: [any TranslationProvider]
    let translations: ProviderChain<TranslationRequest, Translation>
    let languageLists: ProviderChain<LanguageListRequest, LanguageSupport>
    let detections: ProviderChain<String, [LanguageGuess]>
    let logger: Logger
    let apertium: Apertium?
    let monitor: ProviderMonitor
    /// The configured chain (`google,apertium`), part of every cache key so a new configuration asks anew.
    let signature: String

    static let translationPolicy = CachePolicy(timeToLive: 30 * 86_400, staleAfter: 365 * 86_400)
    static let languagesPolicy = CachePolicy(timeToLive: 86_400, staleAfter: 7 * 86_400)

    public init(context: CapabilityContext) {
        let credentials = context.settings.credentials
        func setting(_ name: String) -> ProviderCredentials { credentials[name] ?? ProviderCredentials(key: nil, url: nil) }
        let google = setting("GOOGLE_TRANSLATE")
        let deepl = setting("DEEPL")
        let libre = setting("LIBRETRANSLATE")
        let apertium = Apertium(installation: .discover())
        let all: [any TranslationProvider] = [
            GoogleTranslate(key: google.key, baseURL: google.url, upstream: context.upstream),
            DeepL(key: deepl.key, baseURL: deepl.url, upstream: context.upstream),
            LibreTranslate(key: libre.key, baseURL: libre.url, upstream: context.upstream),
            apertium,
        ]
        self.init(context: context, providers: all)
    }

    /// A service over the given providers (tests pass providers pointed at a fixture server).
    public init(context: CapabilityContext, providers: [any TranslationProvider]) {
        descriptors = providers.map(\.descriptor)
        let ordered = context.ordered(providers, capability: .translation) { $0.descriptor.id }
            .filter { $0.descriptor.state.isConfigured }
        translators = ordered
        signature = ordered.map(\.descriptor.id).joined(separator: ",")
        monitor = context.monitor
        let timeout = context.settings.upstreamTimeout
        let budgets = Self.budgets(context)
        translations = ProviderChain(
            capability: .translation, providers: ordered.map { ProviderTranslation($0, budget: budgets[$0.descriptor.id]) },
            monitor: context.monitor, store: context.store,
            policy: Self.translationPolicy, timeout: timeout)
        languageLists = ProviderChain(
            capability: .translation, providers: ordered.map { ProviderLanguages($0) }, monitor: context.monitor,
            store: context.store, policy: Self.languagesPolicy, timeout: timeout)
        detections = ProviderChain(
            capability: .translation, providers: ordered.filter(\.hasOwnDetection).map { ProviderDetection($0, budget: budgets[$0.descriptor.id]) },
            monitor: context.monitor, store: context.store, policy: Self.translationPolicy, timeout: timeout)
        apertium = ordered.compactMap { $0 as? Apertium }.first
        logger = context.logger
    }

    /// The daily character budgets of the paid providers (`BALUCHON_DEEPL_DAILY_CHARACTERS`…), by provider id.
    static func budgets(_ context: CapabilityContext) -> [String: CharacterBudget] {
        context.settings.dailyCharacterBudgets.mapValues { CharacterBudget(dailyCharacters: $0, monitor: context.monitor) }
    }

    /// The offline detector, its model read on first use (a fraction of a second) and shared; nil
    /// when the model cannot be read.
    func detector() async -> LanguageDetector? {
        do {
            return try await EmbeddedLanguageModel.loadedDetector()
        } catch {
            logger.error("offline language detection is off", metadata: ["error": "\(error)"])
            return nil
        }
    }

    /// Long-running work: read the detector's model and warm Apertium's French–English pipelines at
    /// start, so the first traveller does not wait; stop the pipelines at the end.
    public var backgroundServices: [any Service] {
        [WordsWarmup(apertium: apertium, languages: ["fr", "en"].compactMap(LanguageCode.init))]
    }

    /// The active provider's languages, named in `language`.
    public func languages(in language: UILanguage) async throws -> Sourced<LanguageCatalog> {
        let support = try await languageSupport()
        let id = support.provenance.source
        return support.map {
            LanguageCatalog(provider: id, providerName: name(of: id), offline: isOffline(id), support: $0, in: language)
        }
    }

    /// The active provider's support, cached; the first configured provider that answers is the active one.
    func languageSupport() async throws -> Sourced<LanguageSupport> {
        guard !translators.isEmpty else { throw WordsError.noProvider }
        return try await languageLists.value(for: LanguageListRequest(), cacheKey: "languages:\(signature)")
    }

    func name(of provider: String) -> String {
        descriptors.first { $0.id == provider }?.name ?? provider
    }

    func isOffline(_ provider: String) -> Bool {
        descriptors.first { $0.id == provider }.map { !$0.isRemote } ?? false
    }
}

/// Reads the detector's model and starts Apertium's pipelines for the usual directions when the
/// server starts, and stops every pipeline when it stops.
struct WordsWarmup: NamedService {
    let apertium: Apertium?
    let languages: [LanguageCode]

    func run() async throws {
        _ = try? await EmbeddedLanguageModel.loadedDetector()
        await apertium?.prewarm(languages)
        try? await gracefulShutdown()
        await apertium?.shutdown()
    }
}
