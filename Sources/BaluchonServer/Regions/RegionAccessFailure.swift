import BaluchonCore

/// Why the API refuses to download or remove a region: the operator allows it to nobody (no
/// `BALUCHON_ADMIN_TOKEN`, 403) or the request does not carry the operator's token (401).
enum RegionAccessFailure: TravellerError, Equatable {
    case downloadsDisabled
    case tokenRequired

    var code: ErrorCode {
        switch self {
        case .downloadsDisabled: .downloadsDisabled
        case .tokenRequired: .adminTokenRequired
        }
    }

    var kind: FailureKind {
        switch self {
        case .downloadsDisabled: .forbidden
        case .tokenRequired: .unauthorized
        }
    }

    var message: LocalizedText {
        switch self {
        case .downloadsDisabled: LocalizedText("error.downloads_disabled.message")
        case .tokenRequired: LocalizedText("error.admin_token_required.message")
        }
    }

    var hint: LocalizedText? {
        switch self {
        case .downloadsDisabled: LocalizedText("error.downloads_disabled.hint")
        case .tokenRequired: LocalizedText("error.admin_token_required.hint")
        }
    }
}
