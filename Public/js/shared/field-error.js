// A field's error a screen reader finds: the field says it is invalid (aria-invalid="true") and is described by
// the element showing the message (aria-describedby, after what already described it); the first field to
// correct takes the focus. The message itself is shown, and announced, by the page: in its own live region (a
// status line, a result line), never a second one here, so that it is not said twice.

const listening = new WeakSet();
/** A field's `onClear`, for as long as it is tied to its message. */
const onClears = new WeakMap();

/** An aria-describedby value (`list`, ids apart by spaces) with `id` added at its end, once. */
export function withId(list, id) {
  const ids = String(list ?? '').split(/\s+/).filter(Boolean);
  return (ids.includes(id) ? ids : [...ids, id]).join(' ');
}

/** An aria-describedby value without `id`, the other ids kept in order. */
export function withoutId(list, id) {
  return String(list ?? '').split(/\s+/).filter((other) => other && other !== id).join(' ');
}

/**
 * Ties `field` to `message` (an element with an id, already holding the error's text). `focus`: the field takes
 * the focus (the first one to correct, on a submit). `clearOnInput` (true): typing in the field unties it; a field
 * checked as it is typed (the converter's amounts) says false and unties it itself when it reads right.
 * `onClear`: called once typing has untied the field (not when something else does), for the page to take the
 * message away if it shows nothing else (a status line shared by several fields and actions).
 */
export function showFieldError(field, message, { focus = false, clearOnInput = true, onClear = null } = {}) {
  if (!field || !message?.id) return;
  if (field.dataset.errorMessage && field.dataset.errorMessage !== message.id) clearFieldError(field);
  const before = field.getAttribute('aria-describedby');
  const described = withId(before, message.id);
  // An id that described the field before its error (a counter of characters) stays when the error goes.
  if (described !== (before ?? '')) field.dataset.errorAdded = 'true';
  field.setAttribute('aria-describedby', described);
  field.setAttribute('aria-invalid', 'true');
  field.dataset.errorMessage = message.id;
  if (onClear) onClears.set(field, onClear);
  else onClears.delete(field);
  if (clearOnInput && !listening.has(field)) {
    listening.add(field);
    field.addEventListener('input', () => {
      // Untied already (a new message on the line, a later error elsewhere): the message is no longer its own.
      if (!field.dataset.errorMessage) return;
      const cleared = onClears.get(field);
      clearFieldError(field);
      cleared?.();
    });
  }
  if (focus) field.focus();
}

/** Unties `field` from its message: aria-invalid="false", and the message's id out of aria-describedby. */
export function clearFieldError(field) {
  if (!field) return;
  const id = field.dataset.errorMessage;
  if (id && field.dataset.errorAdded) {
    const rest = withoutId(field.getAttribute('aria-describedby'), id);
    if (rest) field.setAttribute('aria-describedby', rest);
    else field.removeAttribute('aria-describedby');
  }
  delete field.dataset.errorMessage;
  delete field.dataset.errorAdded;
  onClears.delete(field);
  field.setAttribute('aria-invalid', 'false');
}

/** Every field under `root` tied to a message (or only to the message `id`), untied: the message has changed. */
export function clearFieldErrors(root, id = null) {
  for (const field of root.querySelectorAll('[data-error-message]')) {
    if (!id || field.dataset.errorMessage === id) clearFieldError(field);
  }
}

/** The first field under `root` (in the page's order) marked invalid, given the focus; null when there is none. */
export function focusFirstError(root) {
  const field = root.querySelector('[aria-invalid="true"]');
  field?.focus();
  return field;
}
