import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation

/// Sharing places: codes and links for one place (Plus Code with a nearby town from the gazetteer),
/// QR codes, and lists published on the server under an unguessable id with a separate edit key,
/// within ``SharedListLimits``.
public struct SharingService: Sendable {
    public static let maximumPlaces = SharedListLimits.maximumPlaces
    public static let maximumTitle = SharedListLimits.maximumTitle
    let store: any Store
    let places: PlacesService
    let limits: SharedListLimits
    let now: @Sendable () -> Date

    public init(
        store: any Store, places: PlacesService, limits: SharedListLimits = SharedListLimits(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.places = places
        self.limits = limits
        self.now = now
    }

    /// The code of a point; a short Plus Code is followed by the nearest well-known town.
    public func encode(_ point: SharedPoint, format: CodeFormat, language: UILanguage) async throws -> String {
        guard format == .shortPlusCode else {
            guard case .code(let known) = format else { return "" }
            return try PointCode.encode(point, as: known)
        }
        let full = try PointCode.encode(point, as: .plusCode)
        let towns = try await places.nearest(to: try Coordinate(latitude: point.latitude, longitude: point.longitude), limit: 20, language: language)
        // The best-known town the short code still works from (within 0.25°, the four-digit cut's reach):
        // "V75V+8Q Paris", not the name of the nearest district.
        let reachable = towns.value.filter { abs($0.latitude - point.latitude) < 0.25 && abs($0.longitude - point.longitude) < 0.25 }
        guard let town = reachable.max(by: { ($0.population ?? 0) < ($1.population ?? 0) }) ?? towns.value.first else { return full }
        let short = try PlusCode.shorten(full, nearLatitude: town.latitude, longitude: town.longitude)
        return short == full ? full : "\(short) \(town.name)"
    }

    /// Reads any code or link, or only `format` when it is given; a short Plus Code is read near `near`, or
    /// near the town written after it ("CJ+2VX Nice", the town found by the places' one rule).
    public func decode(_ text: String, near: Coordinate?, format: CodeFormat? = nil, language: UILanguage) async throws -> PointCode.Decoded {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let only: PointCode.Format? =
            switch format {
            case .code(let known): known
            case .shortPlusCode: .plusCode
            case nil: nil
            }
        let parts = trimmed.split(separator: " ", maxSplits: 1)
        if parts.count == 2, only == nil || only == .plusCode, PlusCode.isShort(String(parts[0])) {
            let town = try await places.resolve(String(parts[1]), language: language).coordinate
            return try PointCode.decode(String(parts[0]), reference: (town.latitude, town.longitude), as: only)
        }
        return try PointCode.decode(trimmed, reference: near.map { ($0.latitude, $0.longitude) }, as: only)
    }

    /// A QR code of any text.
    public static func qr(_ text: String, correction: QRSymbol.Correction = .medium) throws(QRFailure) -> QRSymbol {
        try QREncoder.symbol(for: text, correction: correction)
    }

    /// Pixels per module of a PNG QR code that `GET /api/v1/qr?scale=` and `baluchon qr --scale` accept.
    public static let qrScales = 1...32
    public static let defaultQRScale = 8

    /// A PNG QR code's `scale` as typed: a whole number in ``qrScales``, ``defaultQRScale`` when absent.
    public static func qrScale(_ text: String?) throws(ParameterError) -> Int {
        try WholeNumber.parse(text, name: "scale", in: qrScales, default: defaultQRScale)
    }

    /// A QR symbol as a greyscale PNG, `scale` pixels per module, drawn on the work threads: a large one
    /// takes a tenth of a second, which must not hold a thread every request's tasks share.
    public static func png(of symbol: QRSymbol, scale: Int = defaultQRScale) async -> Data {
        await offTaskThreads { symbol.png(scale: scale) }
    }

    /// Publishes a list; the edit key is returned this once.
    public func publish(title: String, places: [SavedPlace]) async throws -> PublishedList {
        let encoded = try Self.checked(title: title, places: places)
        try await makeRoom(for: title.utf8.count + encoded.count)
        let date = now()
        let record = SharedListRecord(
            id: Self.randomToken(bytes: 16), editKey: Self.randomToken(bytes: 24), title: title, places: encoded, createdAt: date, updatedAt: date)
        try await store.insertSharedList(record)
        return PublishedList(list: try Self.list(record), editKey: record.editKey)
    }

    /// A list by its id; reading it keeps it from expiring.
    public func list(id: String) async throws -> SharedList {
        guard let record = try await store.sharedList(id: id) else { throw SharingFailure.noSuchList }
        let date = now()
        if date.timeIntervalSince(record.lastReadAt) >= SharedListLimits.readResolution {
            // Losing this note only shortens the list's life by a day: the read itself must not fail for it.
            try? await store.markSharedListRead(id: id, at: date)
        }
        return try Self.list(record)
    }

    public func update(id: String, editKey: String, title: String, places: [SavedPlace]) async throws -> SharedList {
        let encoded = try Self.checked(title: title, places: places)
        let old = try await authorize(id: id, editKey: editKey)
        try await makeRoom(for: title.utf8.count + encoded.count - old.bytes)
        guard try await store.updateSharedList(id: id, title: title, places: encoded, at: now()) else {
            throw SharingFailure.noSuchList
        }
        return try await list(id: id)
    }

    public func delete(id: String, editKey: String) async throws {
        try await authorize(id: id, editKey: editKey)
        guard try await store.deleteSharedList(id: id) else { throw SharingFailure.noSuchList }
    }

    /// Forgets the lists nobody read for ``SharedListLimits/idleLifetime``; returns how many went.
    @discardableResult
    public func expire() async throws -> Int {
        try await store.deleteSharedLists(unreadSince: now().addingTimeInterval(-limits.idleLifetime))
    }

    /// Throws ``SharingFailure/storageFull`` unless `bytes` more fit in the quota, expired lists forgotten first if need be.
    private func makeRoom(for bytes: Int) async throws {
        guard bytes > 0, try await store.sharedListBytes() + bytes > limits.quotaBytes else { return }
        try await expire()
        guard try await store.sharedListBytes() + bytes <= limits.quotaBytes else { throw SharingFailure.storageFull }
    }

    @discardableResult
    private func authorize(id: String, editKey: String) async throws -> SharedListRecord {
        guard let record = try await store.sharedList(id: id), ConstantTime.equal(record.editKey, editKey) else {
            throw SharingFailure.noSuchList
        }
        return record
    }

    /// The places as stored, once every bound of a single list is checked.
    static func checked(title: String, places: [SavedPlace]) throws -> Data {
        typealias L = SharedListLimits
        guard title.count <= L.maximumTitle else { throw SharingFailure.titleTooLong(maximum: L.maximumTitle) }
        guard places.count <= L.maximumPlaces else { throw SharingFailure.tooManyPlaces(maximum: L.maximumPlaces) }
        for place in places {
            for (field, text, maximum) in [
                ("name", place.name, L.maximumName), ("note", place.note, L.maximumNote), ("group", place.group, L.maximumGroup),
            ]
            where text.count > maximum {
                throw SharingFailure.placeTextTooLong(field: field, maximum: maximum)
            }
        }
        let encoded = try encoder.encode(places)
        guard title.utf8.count + encoded.count <= L.maximumBytes else { throw SharingFailure.listTooLarge(maximumBytes: L.maximumBytes) }
        return encoded
    }

    static func list(_ record: SharedListRecord) throws -> SharedList {
        let places = try decoder.decode([SavedPlace].self, from: record.places)
        return SharedList(
            id: record.id, title: record.title, places: places, createdAt: record.createdAt, updatedAt: record.updatedAt,
            code: try? ListCode.encode(places))
    }

    /// URL-safe random text from the system's secure generator.
    static func randomToken(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
