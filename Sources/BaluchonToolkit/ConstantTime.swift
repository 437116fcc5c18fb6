/// Compares secrets (a shared list's edit key, the operator's token) without stopping at the first
/// difference, so the time an answer takes tells nothing about the secret.
enum ConstantTime {
    static func equal(_ left: String, _ right: String) -> Bool {
        let a = Array(left.utf8)
        let b = Array(right.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
