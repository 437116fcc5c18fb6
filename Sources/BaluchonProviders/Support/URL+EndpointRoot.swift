import Foundation

extension URL {
    /// The URL as a prefix for an API's paths: its text without trailing slashes, so a configured
    /// `https://host/api/` and `https://host/api` both give `https://host/api/route`.
    var endpointRoot: String {
        var text = absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
