import BaluchonCore
import Foundation
import ServiceLifecycle

/// Refreshes the rates beside the server: at start, then just after each publication (with a few
/// minutes of jitter, as ExchangeRate-API asks), or with back-off after a failure.
struct RatesRefreshService: NamedService {
    let money: MoneyService

    func run() async throws {
        await money.state.setRefresherActive(true)
        if await money.state.current == nil, let offline = await money.offlineRates() {
            await money.state.setCurrent(offline, validUntil: .distantPast)
        }
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                var succeeded = false
                if let known = try? await money.refresh() {
                    succeeded = known.period == PublicationCalendar.refreshPeriod(at: money.monitor.now())
                }
                let delay = await money.delayAfterRefresh(succeeded: succeeded, jitter: .random(in: 30...300))
                try await Task.sleep(for: .seconds(delay))
            }
        }
    }
}
