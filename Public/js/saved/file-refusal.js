// Why a file of places is refused on the phone, as the server says it (BaluchonCore's PlaceFileError): the
// API's error code, and the message's key and values in saved.*.json, the server's own words.

export class FileRefusal extends Error {
  /** `detail`, for a malformed file, is { key, values } of the reason given in brackets. */
  constructor(code, values = {}, detail = null) {
    super(code);
    this.code = code;
    this.values = values;
    this.detail = detail;
  }
}

/** A file that cannot be read, with why: `detail` a key under `saved.file.detail.`. */
export function malformed(format, detail, values = {}) {
  return new FileRefusal('malformed_file', { format }, { key: detail, values });
}

/** The refusal in the page's language, as the server would have written it. */
export function refusalText(t, refusal) {
  const detail = refusal.detail ? { detail: t(`saved.file.detail.${refusal.detail.key}`, refusal.detail.values) } : {};
  return t(`saved.file.error.${refusal.code}`, { ...refusal.values, ...detail });
}
