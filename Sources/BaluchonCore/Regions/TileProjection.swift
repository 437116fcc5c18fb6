/// One part of a feature in tile space (tenths of a pixel), with scratch buffers reused from part to part.
struct Projection {
    let originX: Double
    let originY: Double
    let scale: Double
    var xs: [Double] = []
    var ys: [Double] = []
    /// Points closer than this to the last one written (tenths of a pixel, summed on both axes) are skipped.
    static let minimumStep = 6.0
    static let low = Double(-TileRenderer.margin)
    static let high = Double(TileRenderer.size + TileRenderer.margin)

    init(originX: Double, originY: Double, scale: Double) {
        self.originX = originX
        self.originY = originY
        self.scale = scale
    }

    mutating func load(_ map: BaseMap, part: Int) {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        for point in Int(map.pointStarts[part])..<Int(map.pointStarts[part + 1]) {
            xs.append((Double(map.points[2 * point]) - originX) * scale)
            ys.append((Double(map.points[2 * point + 1]) - originY) * scale)
        }
    }

    /// Sutherland–Hodgman against the tile and its margin: exact for any ring, holes included.
    mutating func clipPolygon() {
        if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            minX >= Self.low, maxX <= Self.high, minY >= Self.low, maxY <= Self.high
        {
            return
        }
        for edge in 0..<4 {
            guard !xs.isEmpty else { return }
            var outX: [Double] = []
            var outY: [Double] = []
            outX.reserveCapacity(xs.count + 4)
            outY.reserveCapacity(ys.count + 4)
            func inside(_ x: Double, _ y: Double) -> Bool {
                switch edge {
                case 0: x >= Self.low
                case 1: x <= Self.high
                case 2: y >= Self.low
                default: y <= Self.high
                }
            }
            func crossing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double, Double) {
                let bound = edge % 2 == 0 ? Self.low : Self.high
                if edge < 2 {
                    let t = (bound - x1) / (x2 - x1)
                    return (bound, y1 + t * (y2 - y1))
                }
                let t = (bound - y1) / (y2 - y1)
                return (x1 + t * (x2 - x1), bound)
            }
            var previousX = xs[xs.count - 1]
            var previousY = ys[ys.count - 1]
            var previousInside = inside(previousX, previousY)
            for i in 0..<xs.count {
                let x = xs[i]
                let y = ys[i]
                let isInside = inside(x, y)
                if isInside != previousInside {
                    let (cx, cy) = crossing(previousX, previousY, x, y)
                    outX.append(cx)
                    outY.append(cy)
                }
                if isInside {
                    outX.append(x)
                    outY.append(y)
                }
                previousX = x
                previousY = y
                previousInside = isInside
            }
            xs = outX
            ys = outY
        }
    }

    func writePolygon(into writer: inout SVGWriter) {
        guard xs.count >= 3 else { return }
        var lastX = Int(xs[0].rounded())
        var lastY = Int(ys[0].rounded())
        writer.raw("M")
        writer.int(lastX)
        writer.raw(" ")
        writer.int(lastY)
        for i in 1..<xs.count {
            let x = Int(xs[i].rounded())
            let y = Int(ys[i].rounded())
            guard Double(abs(x - lastX) + abs(y - lastY)) >= Self.minimumStep else { continue }
            writer.raw("L")
            writer.int(x)
            writer.raw(" ")
            writer.int(y)
            lastX = x
            lastY = y
        }
        writer.raw("Z")
    }

    /// Liang–Barsky: the part of the segment inside the tile and its margin, as fractions of it, or nil.
    static func clip(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double, Double)? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = x2 - x1
        let dy = y2 - y1
        for (p, q) in [(-dx, x1 - low), (dx, high - x1), (-dy, y1 - low), (dy, high - y1)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                t0 = max(t0, r)
            } else {
                if r < t0 { return nil }
                t1 = min(t1, r)
            }
        }
        return (t0, t1)
    }

    /// Writes the runs of the line that cross the tile and its margin; `run` receives each run's points
    /// (x, y pairs), for labels.
    func writeLines(into writer: inout SVGWriter, collect: Bool, run: ([Int]) -> Void) {
        var points: [Int] = []
        var open = false
        var lastX = 0
        var lastY = 0
        var pending: (Int, Int)?
        func finish() {
            if let (x, y) = pending {
                writer.raw("L")
                writer.int(x)
                writer.raw(" ")
                writer.int(y)
                if collect { points += [x, y] }
            }
            pending = nil
            if collect, points.count >= 4 { run(points) }
            points.removeAll(keepingCapacity: true)
            open = false
        }
        for i in 1..<max(1, xs.count) {
            guard let (t0, t1) = Self.clip(xs[i - 1], ys[i - 1], xs[i], ys[i]) else {
                if open { finish() }
                continue
            }
            let dx = xs[i] - xs[i - 1]
            let dy = ys[i] - ys[i - 1]
            if !open || t0 > 0 {
                if open { finish() }
                lastX = Int((xs[i - 1] + t0 * dx).rounded())
                lastY = Int((ys[i - 1] + t0 * dy).rounded())
                writer.raw("M")
                writer.int(lastX)
                writer.raw(" ")
                writer.int(lastY)
                if collect { points += [lastX, lastY] }
                open = true
            }
            let x = Int((xs[i - 1] + t1 * dx).rounded())
            let y = Int((ys[i - 1] + t1 * dy).rounded())
            if t1 >= 1, Double(abs(x - lastX) + abs(y - lastY)) < Self.minimumStep {
                pending = (x, y)
                continue
            }
            pending = nil
            writer.raw("L")
            writer.int(x)
            writer.raw(" ")
            writer.int(y)
            if collect { points += [x, y] }
            lastX = x
            lastY = y
            // The line leaves the tile here: what follows starts a new run.
            if t1 < 1 { finish() }
        }
        if open { finish() }
    }
}
