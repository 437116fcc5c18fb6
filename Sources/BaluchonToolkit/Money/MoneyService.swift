import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation
import Logging
import ServiceLifecycle

/// Money: exchange rates from an ordered chain of providers (fixer.io, ExchangeRate-API, the ECB, the
/// embedded ECB snapshot), refreshed at most once per publication day, and conversions between any two
/// quoted currencies.
///
/// Requests never wait on the network while a table is known: the background refresh (or, in the CLI,
/// the first call of a publication day) asks upstream. Every answer carries its provider, its day and
/// notes (weekend fallback, stale).
public struct MoneyService: Sendable {
    /// Every rates provider, configured or not, for reports.
    public let descriptors: [ProviderDescriptor]
    let remote: ProviderChain<RatesRequest, RateTable>
    let recent: ProviderChain<RatesRequest, [RateTable]>
    let symbols: ProviderChain<RatesRequest, [String: String]>
    let embedded: EmbeddedECBRates?
    let store: any Store
    let monitor: ProviderMonitor
    let logger: Logger
    /// Age past which the latest rates are flagged stale.
    let staleAfter: TimeInterval
    let converter = CurrencyConverter()
    let state = RatesState()

    /// Cache lifetime of upstream answers: they are keyed by refresh period, so this only bounds their stay.
    static let cachePolicy = CachePolicy(timeToLive: 8 * 86_400, staleAfter: 4 * 86_400)
    /// How long a request waits on upstream providers when it could answer with a known table: about
    /// one provider's timeout, so a slow network never holds a conversion longer than that.
    let refreshBudget: Duration
    /// How long fixer's currency names are kept (one call a month of the free plan's hundred).
    static let symbolsPolicy = CachePolicy(timeToLive: 30 * 86_400, staleAfter: 60 * 86_400)

    public init(context: CapabilityContext, embeddedHistory: ECBHistory? = EmbeddedECBRates.shipped) {
        let settings = context.settings
        refreshBudget = settings.upstreamTimeout
        let fixerCredentials = settings.credentials(for: "FIXER")
        let fixer = FixerRates(client: context.upstream, key: fixerCredentials.key, baseURL: fixerCredentials.url)
        let erapi = OpenERAPIRates(client: context.upstream, baseURL: settings.credentials(for: "ERAPI").url)
        let ecb = ECBLiveRates(client: context.upstream, baseURL: settings.credentials(for: "ECB").url)
        let embedded = EmbeddedECBRates(history: embeddedHistory)
        descriptors = [fixer.descriptor, erapi.descriptor, ecb.descriptor, embedded.descriptor]

        let order = settings.providerOrder[.rates] ?? []
        let remoteProviders: [any Provider<RatesRequest, RateTable>] = [fixer, erapi, ecb]
        let timeout = settings.upstreamTimeout
        remote = ProviderChain(
            capability: .rates, providers: context.ordered(remoteProviders, capability: .rates, id: { $0.descriptor.id }),
            monitor: context.monitor, store: context.store, policy: Self.cachePolicy, timeout: timeout)
        let ecbRecent: [any Provider<RatesRequest, [RateTable]>] =
            order.contains(ECBLiveRates.id) ? [ECBRecentRates(client: context.upstream, baseURL: settings.credentials(for: "ECB").url)] : []
        recent = ProviderChain(
            capability: .rates, providers: ecbRecent, monitor: context.monitor, store: context.store, policy: Self.cachePolicy, timeout: timeout)
        let fixerSymbols: [any Provider<RatesRequest, [String: String]>] =
            order.contains(FixerRates.id) ? [FixerSymbols(client: context.upstream, key: fixerCredentials.key, baseURL: fixerCredentials.url)] : []
        symbols = ProviderChain(
            capability: .rates, providers: fixerSymbols, monitor: context.monitor, store: context.store, policy: Self.symbolsPolicy,
            timeout: timeout)
        self.embedded = order.contains(EmbeddedECBRates.id) && embedded.descriptor.state.isConfigured ? embedded : nil
        store = context.store
        monitor = context.monitor
        logger = context.logger
        staleAfter = TimeInterval(settings.ratesStaleAfterHours) * 3600
    }

    /// The background refresh to run beside the server.
    public var refreshService: any Service { RatesRefreshService(money: self) }

    /// The newest rates known, without waiting on the network when a table is at hand.
    public func latest() async throws -> RatesAnswer {
        let now = monitor.now()
        if let cached = await state.cachedAnswer, now < cached.validUntil { return cached.answer }
        let known = try await latestKnown(now: now)
        let answer = answer(for: known, requested: nil, now: now)
        // Notes and the stale flag change with the clock: rebuild at least every minute.
        let validUntil = await state.currentValidUntil
        await state.cache(answer, until: min(now.addingTimeInterval(60), validUntil))
        return answer
    }

    func latestKnown(now: Date) async throws -> KnownRates {
        let refresherActive = await state.refresherActive
        let validUntil = await state.currentValidUntil
        if let current = await state.current {
            if refresherActive || now < validUntil { return current }
        } else if refresherActive, let offline = await offlineRates() {
            await state.setCurrent(offline, validUntil: now)
            return offline
        }
        // Without a background refresh (the CLI), ask upstream now, but wait only so long when a table is at hand.
        var offline = await state.current
        if offline == nil { offline = await offlineRates() }
        guard let offline else { return try await refresh() }
        return await refresh(within: refreshBudget) ?? offline
    }

    /// Converts `amount` from one currency to another, with the latest rates or those of `day`. The
    /// currencies are as the traveller typed them: they are read against the rates in use, so that a
    /// code they lack is answered with the near ones they hold.
    public func convert(amount: Decimal, from: String, to: String, on day: CalendarDay? = nil) async throws -> ConversionAnswer {
        try convert(amount: amount, from: from, to: to, with: try await rates(on: day))
    }

    /// The latest rates, or those of `day` when given.
    public func rates(on day: CalendarDay?) async throws -> RatesAnswer {
        if let day { try await rates(on: day) } else { try await latest() }
    }

    /// Converts `amount` from one currency to another (as typed) with the rates given.
    public func convert(amount value: Decimal, from: String, to: String, with rates: RatesAnswer) throws -> ConversionAnswer {
        guard value >= 0 else { throw MoneyError.negativeAmount }
        guard value < AmountParser.limit else { throw MoneyError.amountTooLarge(limit: AmountParser.limit) }
        let source = rates.provenance.source
        let fromCode = try converter.currency(from, in: rates.table, source: source)
        let toCode = try converter.currency(to, in: rates.table, source: source)
        var conversion = try converter.convert(value, from: fromCode, to: toCode, table: rates.table)
        conversion.minorUnits = rates.currency(toCode).minorUnits
        conversion.result = conversion.result.rounded(scale: conversion.minorUnits)
        return ConversionAnswer(conversion: conversion, rates: rates)
    }
}
