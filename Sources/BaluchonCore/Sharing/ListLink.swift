import Foundation

/// The link that carries a whole-list code to the server that made it, `https://host/places?import=BLC:…`:
/// any camera app opens it, and the page it opens previews the list. The code is written as it is but for
/// the three Base45 characters a query cannot hold (space, `%`, `+`), so that all of it stays in the QR
/// code's alphanumeric mode.
public enum ListLink {
    /// The link to `code` on the server at `base` (`https://example.org`, or with a path it is served under).
    public static func make(code: String, base: String) -> String {
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        let escaped = Percent.encode(code, keeping: { !" %+".utf8.contains($0) })
        return root + "/places?import=" + escaped
    }

    /// The list code inside one of these links (a `+` read as a space, as forms write it), else nil.
    public static func code(in text: String) -> String? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), let question = text.firstIndex(of: "?") else { return nil }
        let path = text[..<question]
        guard path.hasSuffix("/places") else { return nil }
        let query = text[text.index(after: question)...].prefix { $0 != "#" }
        for item in query.split(separator: "&") where item.hasPrefix("import=") {
            return Percent.decode(item.dropFirst(7).replacingOccurrences(of: "+", with: " "))
        }
        return nil
    }
}
