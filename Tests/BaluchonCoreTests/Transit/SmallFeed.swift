import BaluchonCore
import Foundation

/// A feed of a few lines written for the tests, in Paris time: line 1 from A to C by B, line 2 from D
/// (another platform of C's station, with a 7-minute change) to E, one late trip running past
/// midnight, a weekday service removed on 2025-01-10 and a special one added on Saturday 2025-01-11.
enum SmallFeed {
    static let files: [String: String] = [
        "agency.txt": "\u{FEFF}agency_name,agency_url,agency_timezone\r\n\"Bus de la Ville, SA\",https://example.org,Europe/Paris\r\n",
        "stops.txt": """
        stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station
        A,Alpha,48.8500,2.3000,,
        B,Bravo,48.8600,2.3100,0,
        S,Station Sierra,48.8700,2.3200,1,
        C,Sierra quai 1,48.8700,2.3200,0,S
        D,Sierra quai 2,48.8701,2.3201,0,S
        E,Echo,48.9000,2.3500,0,

        """,
        "routes.txt": "route_id,route_short_name,route_long_name,route_type\nR1,1,\"Alpha – Sierra\",3\nR2,2,Sierra – Echo,3\n",
        "calendar.txt": """
        service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        WK,1,1,1,1,1,0,0,20250106,20250131

        """,
        "calendar_dates.txt": "service_id,date,exception_type\nWK,20250110,2\nSP,20250111,1\n",
        "trips.txt": """
        route_id,service_id,trip_id,trip_headsign
        R1,WK,T1,Sierra
        R2,WK,T2,Echo
        R2,WK,T2B,Echo
        R1,WK,T3,Sierra
        R1,SP,T4,Sierra

        """,
        "stop_times.txt": """
        trip_id,arrival_time,departure_time,stop_id,stop_sequence
        T1,08:00:00,08:00:00,A,1
        T1,,,B,2
        T1,08:20:00,08:20:00,C,3
        T2,08:25:00,08:25:00,D,1
        T2,08:40:00,08:40:00,E,2
        T2B,08:45:00,08:45:00,D,1
        T2B,09:00:00,09:00:00,E,2
        T3,24:10:00,24:10:00,B,2
        T3,23:50:00,23:50:00,A,1
        T3,24:20:00,24:20:00,C,3
        T4,10:00:00,10:00:00,A,1
        T4,10:30:00,10:30:00,C,2

        """,
        "transfers.txt": "from_stop_id,to_stop_id,transfer_type,min_transfer_time\nS,S,2,420\n",
    ]

    static func timetable() throws -> Timetable {
        try Timetable.gtfs(id: "small", file: { name in files[name].map { Array($0.utf8) } }, progress: { _, _ in })
    }

    /// Unix seconds of a wall-clock time in Paris in January (UTC+1).
    static func paris(_ day: Int, _ hour: Int, _ minute: Int) -> Int {
        ServiceDay.daysFromCivil(year: 2025, month: 1, day: day) * 86_400 + (hour - 1) * 3600 + minute * 60
    }
}
