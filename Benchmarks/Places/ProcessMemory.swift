import Foundation

/// Resident and peak resident memory of this process, from /proc/self/status (Linux).
struct ProcessMemory {
    var residentKB = 0
    var peakKB = 0

    static func read() -> ProcessMemory {
        var memory = ProcessMemory()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return memory }
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let value = Int(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { memory.residentKB = value }
            if fields[0] == "VmHWM:" { memory.peakKB = value }
        }
        return memory
    }

    var residentMB: Int { residentKB / 1024 }
    var peakMB: Int { peakKB / 1024 }
}
