/// A route along roads and paths, whatever engine computed it.
public struct RoadRoute: Sendable, Equatable, Codable {
    /// One instruction and where it applies.
    public struct Maneuver: Sendable, Equatable, Codable {
        public var step: GuidanceStep
        public var latitude: Double
        public var longitude: Double
        /// Metres from the start of the route to this maneuver.
        public var distanceFromStart: Double
        /// Seconds from the start of the route to this maneuver.
        public var timeFromStart: Double

        public init(step: GuidanceStep, latitude: Double, longitude: Double, distanceFromStart: Double, timeFromStart: Double) {
            self.step = step
            self.latitude = latitude
            self.longitude = longitude
            self.distanceFromStart = distanceFromStart
            self.timeFromStart = timeFromStart
        }
    }

    public var mode: TravelMode
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// The line of the route as (longitude, latitude) pairs, GeoJSON's order.
    public var geometry: [[Double]]
    public var maneuvers: [Maneuver]

    public init(mode: TravelMode, distance: Double, duration: Double, geometry: [[Double]], maneuvers: [Maneuver]) {
        self.mode = mode
        self.distance = distance
        self.duration = duration
        self.geometry = geometry
        self.maneuvers = maneuvers
    }

    /// The stretch from the maneuver at `index` to the next one (or to the end): metres and seconds.
    public func section(after index: Int) -> (distance: Double, duration: Double) {
        let next = index + 1 < maneuvers.count ? maneuvers[index + 1] : nil
        return (
            (next?.distanceFromStart ?? distance) - maneuvers[index].distanceFromStart,
            (next?.timeFromStart ?? duration) - maneuvers[index].timeFromStart
        )
    }
}
