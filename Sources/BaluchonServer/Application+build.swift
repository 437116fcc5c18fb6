import BaluchonToolkit
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import ServiceLifecycle

/// Builds the Hummingbird application over a toolkit: the one place routes and middleware are assembled.
/// `services` run beside the server (by default the toolkit's refresh loops and warm-ups), with the
/// relay of room events saved by other instances and the sweep of expired rooms.
public func buildApplication(toolkit: Toolkit, logger: Logger, services: [any Service]? = nil) -> some ApplicationProtocol {
    buildApplication(toolkit: toolkit, logger: logger, services: services, limits: ClientLimits())
}

/// The same, with the per-client limits and the heavy-work queue given (tests give the limits a clock of their
/// own, and fill a queue of their own).
func buildApplication(
    toolkit: Toolkit, logger: Logger, services: [any Service]?, limits: ClientLimits, heavyWork: HeavyWork = .shared
) -> some ApplicationProtocol {
    let settings = toolkit.settings
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.middlewares.add(HeadMiddleware())
    router.middlewares.add(RequestLogMiddleware())
    router.middlewares.add(SecurityHeadersMiddleware(tileOrigin: settings.map.tileOrigin))
    router.middlewares.add(LanguageMiddleware())
    router.middlewares.add(ErrorMiddleware())
    router.middlewares.add(HostCheckMiddleware(publicHosts: settings.publicHosts))
    router.middlewares.add(ClientAddressMiddleware(trustedProxies: settings.trustedProxies))
    router.middlewares.add(
        VendorFilesMiddleware(libraries: [
            .leaflet(directory: settings.map.leafletDirectory), .qrcodeGenerator(directory: settings.qrcodeDirectory),
        ]))
    router.middlewares.add(
        WebFilesMiddleware(
            files: FileMiddleware(settings.publicDirectory.path, cacheControl: .init([(MediaType(type: .any), [.noCache])]), logger: logger),
            root: settings.publicDirectory, followLinks: settings.publicFollowsLinks))

    let rooms = registerAPI(on: router, toolkit: toolkit, limits: limits, heavyWork: heavyWork)
    WebAppRoutes(publicDirectory: settings.publicDirectory).register(on: router)

    return Application(
        router: router,
        server: guardedServer(webSocketRouter: rooms.webSocketRouter()),
        configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "Baluchon"),
        services: (services ?? toolkit.backgroundServices) + [
            RoomRelay(rooms: rooms.rooms, hub: rooms.hub), RoomSweeper(rooms: rooms.rooms, logger: logger),
        ],
        logger: logger
    )
}

/// HTTP/1.1 with the rooms' WebSocket upgrade, behind ``GuardedChannel``; an idle kept-alive connection
/// is closed after a minute.
func guardedServer(webSocketRouter: Router<RoomSocketContext>) -> HTTPServerBuilder {
    let webSocketResponder = webSocketRouter.buildResponder()
    return HTTPServerBuilder { responder in
        GuardedChannel(
            inner: HTTP1WebSocketUpgradeChannel(
                responder: responder, webSocketResponder: webSocketResponder, configuration: .init(http1: .init(idleTimeout: .seconds(60)))))
    }
}

/// Registers every API route (`/api/v1` and its contract at `/api/openapi.json`) with the 405 answers for
/// other methods; returns the rooms, whose WebSocket is served beside. The contract tests walk what it registers.
func registerAPI(
    on router: Router<AppRequestContext>, toolkit: Toolkit, limits: ClientLimits = ClientLimits(), heavyWork: HeavyWork = .shared,
    closingMethods: Bool = true
) -> RoomRoutes {
    var api = APIGroup(router: router, prefix: "api/v1")
    SystemRoutes(toolkit: toolkit).register(on: &api)
    MoneyRoutes(money: toolkit.money).register(on: &api)
    PlacesRoutes(places: toolkit.places).register(on: &api)
    SearchRoutes(search: toolkit.search).register(on: &api)
    WeatherRoutes(toolkit: toolkit).register(on: &api)
    WordsRoutes(words: toolkit.words, limits: limits).register(on: &api)
    OCRRoutes(ocr: toolkit.ocr).register(on: &api)
    PhrasesRoutes(words: toolkit.words).register(on: &api)
    RoutePlanningRoutes(routes: toolkit.routes, places: toolkit.places).register(on: &api)
    TransitRoutes(transit: toolkit.routes.transit).register(on: &api)
    PackRoutes(packs: toolkit.packs, money: toolkit.money, heavyWork: heavyWork).register(on: &api)
    RegionsRoutes(regions: toolkit.regions).register(on: &api)
    MapRoutes(settings: toolkit.settings.map).register(on: &api)
    SharingRoutes(sharing: toolkit.sharing, limits: limits, heavyWork: heavyWork).register(on: &api)
    DiceRoutes().register(on: &api)
    let rooms = RoomRoutes(rooms: toolkit.rooms, limits: limits, trustedProxies: toolkit.settings.trustedProxies)
    rooms.register(on: &api)
    var contract = APIGroup(router: router, prefix: "api")
    OpenAPIRoutes().register(on: &contract)
    if closingMethods {
        api.closeMethods()
        contract.closeMethods()
    }
    return rooms
}
