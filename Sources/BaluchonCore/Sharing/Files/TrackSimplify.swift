import Foundation

extension SavedTrack {
    /// Douglas–Peucker on each segment (docs/LIST-CODE.md, "Tracks"): the points kept so that none left out is
    /// farther than `tolerance` metres from the simplified line, the ends of every segment kept. Each segment
    /// is flattened around its first point (x = longitude × cos(first latitude) × 111,195 m, y = latitude ×
    /// 111,195 m), exactly as the web app's `simplify` does, so both write the same list code.
    public func simplified(tolerance: Double) -> SavedTrack {
        let parts = segments.map { part -> [TrackPoint] in
            let points = Array(part)
            guard points.count >= 3 else { return points }
            let kx = cos(points[0].latitude * .pi / 180) * 111_195
            let xy = points.map { ($0.longitude * kx, $0.latitude * 111_195) }
            var keep = [Bool](repeating: false, count: points.count)
            keep[0] = true
            keep[points.count - 1] = true
            var stack = [(0, points.count - 1)]
            while let (first, last) = stack.popLast() {
                let (ax, ay) = xy[first]
                let (dx, dy) = (xy[last].0 - ax, xy[last].1 - ay)
                let lengthSquared = dx * dx + dy * dy
                var farthest = -1
                var worst = tolerance
                for index in (first + 1)..<last {
                    let (px, py) = xy[index]
                    let t = lengthSquared > 0 ? min(1, max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSquared)) : 0
                    let offset = hypot(px - ax - t * dx, py - ay - t * dy)
                    if offset > worst {
                        worst = offset
                        farthest = index
                    }
                }
                if farthest > 0 {
                    keep[farthest] = true
                    stack.append((first, farthest))
                    stack.append((farthest, last))
                }
            }
            return points.indices.filter { keep[$0] }.map { points[$0] }
        }
        return SavedTrack(name: name, note: note, colour: colour, segments: parts)
    }
}
