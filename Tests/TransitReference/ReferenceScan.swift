import BaluchonCore
import Foundation

/// The plainest earliest-arrival search, to check the planner against: every trip of the three service
/// days around the departure is ridden from every stop reached in time, again and again until no
/// arrival improves. Same model as the planner (footpaths leave from arrivals by vehicle or from the
/// source), none of its machinery (no sorted connections, no cursors, no early stop). Shared by the
/// planner's tests and the transit benchmark's baseline.
public enum ReferenceScan {
    public static func arrivals(_ timetable: Timetable, from source: Int, departure: Int) -> [Int] {
        let zone = TimeZone(identifier: timetable.timeZone)!
        let day = ServiceDay.day(containing: departure, in: zone)
        var primary = [Int](repeating: .max, count: timetable.stops.count)
        var best = primary
        func arrive(_ stop: Int, at time: Int) {
            primary[stop] = time
            best[stop] = min(best[stop], time)
            for footpath in timetable.footpaths(from: stop) {
                best[Int(footpath.to)] = min(best[Int(footpath.to)], time + Int(footpath.seconds))
            }
        }
        arrive(source, at: departure)
        var changed = true
        while changed {
            changed = false
            for offset: Int32 in -1...1 {
                let start = ServiceDay.start(of: day + offset, in: zone)
                for trip in timetable.trips.indices where timetable.runs(service: Int(timetable.trips[trip].service), on: day + offset) {
                    var onBoard = false
                    for event in timetable.eventRange(of: trip) {
                        let call = timetable.events[event]
                        let stop = Int(call.stop)
                        if onBoard && start + Int(call.arrival) < primary[stop] {
                            arrive(stop, at: start + Int(call.arrival))
                            changed = true
                        }
                        let leaves = start + Int(call.departure)
                        if !onBoard && leaves >= departure && best[stop] <= leaves { onBoard = true }
                    }
                }
            }
        }
        return best
    }
}
