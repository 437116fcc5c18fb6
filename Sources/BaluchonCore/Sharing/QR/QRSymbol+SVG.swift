extension QRSymbol {
    /// A scalable image: one path of unit squares in a viewBox with the standard 4-module quiet zone.
    public func svg(quietZone: Int = 4) -> String {
        let total = size + 2 * quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < size, isDark(x: x, y: y) { x += 1 }
                path += "M\(start + quietZone) \(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(total) \(total)" shape-rendering="crispEdges">\
            <rect width="\(total)" height="\(total)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }
}
