import BaluchonCore
import BaluchonProviders
import Foundation

extension MoneyService {
    /// The rates of `day`: the newest table on or before it among the current rates, the embedded
    /// snapshot and the ECB's last 90 days (asked only when the others lack the day).
    public func rates(on day: CalendarDay) async throws -> RatesAnswer {
        let now = monitor.now()
        let today = CalendarDay(now, in: PublicationCalendar.frankfurt)
        guard day >= PublicationCalendar.firstDay else { throw MoneyError.dateBeforeRecords(day) }
        guard day <= today else { throw MoneyError.dateInFuture(day) }
        var candidates: [KnownRates] = []
        if let current = try? await latestKnown(now: now), current.table.day <= day { candidates.append(current) }
        if let history = embedded?.history, let table = history.table(onOrBefore: day) {
            candidates.append(KnownRates(table: table, source: EmbeddedECBRates.id, fetchedAt: table.publishedAt))
        }
        let expected = PublicationCalendar.publicationDay(onOrBefore: day)
        let bestDay = candidates.map(\.table.day).max()
        if bestDay.map({ $0 < expected }) ?? true, !recent.providers.isEmpty, day >= today.adding(days: -92) {
            let period = PublicationCalendar.refreshPeriod(at: now)
            do {
                let tables = try await recent.value(for: .latest, cacheKey: "recent:\(period)")
                if let oldest = tables.value.last, oldest.day <= day, let table = tables.value.first(where: { $0.day <= day }) {
                    candidates.append(KnownRates(table: table, source: tables.provenance.source, fetchedAt: tables.provenance.fetchedAt))
                }
            } catch {
                logger.warning("ECB 90-day rates unavailable", metadata: ["error": "\(String(describing: error))"])
            }
        }
        // The newest day wins; among equals, the first found (current rates, then the snapshot).
        guard let chosen = candidates.reduce(nil, { (best: KnownRates?, next) in best.map { $0.newer(next) } ?? next }) else {
            throw MoneyError.noRatesForDay(day)
        }
        return answer(for: chosen, requested: day, now: now)
    }

    /// Builds the answer people see: provenance, and notes on fallback days and staleness.
    func answer(for known: KnownRates, requested: CalendarDay?, now: Date) -> RatesAnswer {
        let table = known.table
        let isLatest = requested == nil
        let day = requested ?? CalendarDay(now, in: PublicationCalendar.frankfurt)
        let age = now.timeIntervalSince(table.publishedAt)
        let stale = isLatest && age > staleAfter
        var notes: [LocalizedText] = []
        if table.day < day {
            if let closure = PublicationCalendar.closure(of: day) {
                notes.append(
                    LocalizedText("money.note.closedDay", ["day": day.inWords, "closure": .localized(closure), "day2": table.day.inWords]))
            } else if isLatest && table.day == PublicationCalendar.publicationDay(onOrBefore: day.adding(days: -1))
                && now < PublicationCalendar.publicationTime(of: day)
            {
                notes.append(
                    LocalizedText("money.note.beforePublication", ["day": table.day.inWords]))
            } else {
                notes.append(
                    LocalizedText("money.note.latestBefore", ["day": day.inWords, "day2": table.day.inWords]))
            }
        }
        if stale {
            let days = Int(age / 86_400)
            notes.append(
                LocalizedText("money.note.stale", ["days": "\(days)"]))
        }
        return RatesAnswer(
            table: table, provenance: Provenance(source: known.source, fetchedAt: known.fetchedAt, stale: stale), requestedDay: day,
            notes: notes, providerNames: known.names)
    }
}
