/// OpenWeatherMap's condition ids (2xx thunderstorm … 8xx clouds) mapped to the nearest WMO code, so
/// both providers share icons and the ordering by significance.
enum OpenWeatherMapCondition {
    static func wmoCode(for id: Int) -> Int {
        switch id {
        case 200..<300: 95
        case 300, 310: 51
        case 301, 311, 313, 321: 53
        case 302, 312, 314: 55
        case 500: 61
        case 501: 63
        case 502...504: 65
        case 511: 66
        case 520: 80
        case 521: 81
        case 522, 531: 82
        case 600: 71
        case 601: 73
        case 602: 75
        case 611...616: 77
        case 620: 85
        case 621, 622: 86
        case 771, 781: 95
        case 700..<800: 45
        case 800: 0
        case 801: 1
        case 802: 2
        case 803, 804: 3
        default: id
        }
    }
}
