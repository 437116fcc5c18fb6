/// One position as a link or a code carries it: where, and what the sender added (a name, a zoom, an uncertainty).
public struct SharedPoint: Sendable, Equatable, Codable {
    public var latitude: Double
    public var longitude: Double
    public var name: String?
    /// Map zoom level, as web maps count it (0 is the whole world).
    public var zoom: Double?
    /// Radius of uncertainty in metres (RFC 5870's `u`).
    public var uncertainty: Double?

    /// A point, refusing positions that are not on Earth.
    public init(
        latitude: Double, longitude: Double, name: String? = nil, zoom: Double? = nil, uncertainty: Double? = nil
    )
        throws(SharingError)
    {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .coordinateOutOfRange(latitude: latitude, longitude: longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
        self.zoom = zoom
        self.uncertainty = uncertainty
    }
}
