import BaluchonToolkit
import Hummingbird
import Logging
import Testing

@testable import BaluchonServer

@Suite("The server's background services")
struct BackgroundServicesTests {
    /// Before: ServiceLifecycle named each service with `"\(service)"`, which reflected every value a service's
    /// struct holds: 1.3 of a debug server's 6.8 CPU-s at each start.
    @Test("Each is named by its type, not by what it holds")
    func namedByType() async throws {
        let app = try await TestApp()
        let services = buildApplication(toolkit: app.toolkit, logger: .silent).services
        #expect(services.count == app.toolkit.backgroundServices.count + 2)  // with the rooms' relay and sweeper
        for service in services {
            #expect("\(service)" == String(describing: type(of: service)))
        }
    }
}
