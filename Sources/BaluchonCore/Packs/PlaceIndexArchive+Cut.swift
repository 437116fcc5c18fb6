extension PlaceIndexArchive {
    /// The archive cut to an area, as the pack's `places` part holds it: the places and settlements
    /// inside `bounds`, the streets with a point inside it, and the administrative areas that meet it
    /// (to name the town a point is in).
    public func cut(to bounds: BoundingBox) -> PlaceIndexArchive {
        PlaceIndexArchive(
            places: places.filter { bounds.contains(latitude: $0.latitude, longitude: $0.longitude) },
            streets: streets.filter { street in
                zip(street.latitudes, street.longitudes).contains { bounds.contains(latitude: $0, longitude: $1) }
            },
            settlements: settlements.filter { bounds.contains(latitude: $0.latitude, longitude: $0.longitude) },
            areas: areas.filter { area in
                guard let south = area.latitudes.min(), let north = area.latitudes.max(), let west = area.longitudes.min(),
                    let east = area.longitudes.max()
                else { return false }
                return BoundingBox(west: west, south: south, east: east, north: north).intersects(bounds)
            })
    }
}
