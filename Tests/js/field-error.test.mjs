// A field's error tied to the field (Public/js/shared/field-error.js), under Node's test runner with a small
// stand-in for the DOM: the field is marked invalid and described by its message after what described it
// before, takes the focus when asked, and typing in it (or a new message) unties them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withId, withoutId, showFieldError, clearFieldError, clearFieldErrors, focusFirstError } from '../../Public/js/shared/field-error.js';

globalThis.document = { activeElement: null };

/** A field as far as the helper sees one: attributes, dataset, listeners, focus. */
class FakeField {
  constructor(id, attributes = {}) {
    this.id = id;
    this.attributes = new Map(Object.entries(attributes));
    this.dataset = {};
    this.listeners = new Map();
  }

  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  removeAttribute(name) { this.attributes.delete(name); }
  hasAttribute(name) { return this.attributes.has(name); }
  addEventListener(type, listener) { this.listeners.set(type, [...(this.listeners.get(type) || []), listener]); }
  dispatch(type) { (this.listeners.get(type) || []).forEach((listener) => listener({ type, target: this })); }
  focus() { document.activeElement = this; }
}

/** A form holding `fields` in the page's order; knows the two selectors the helper asks for. */
function fakeRoot(...fields) {
  const matches = {
    '[data-error-message]': (field) => field.dataset.errorMessage !== undefined,
    '[aria-invalid="true"]': (field) => field.getAttribute('aria-invalid') === 'true',
  };
  return {
    querySelectorAll: (selector) => fields.filter(matches[selector]),
    querySelector: (selector) => fields.find(matches[selector]) ?? null,
  };
}

const message = (id) => ({ id });

test('ids are added to a description once, at its end, and taken out alone', () => {
  assert.equal(withId(null, 'm'), 'm');
  assert.equal(withId('', 'm'), 'm');
  assert.equal(withId('a b', 'm'), 'a b m');
  assert.equal(withId('a  m ', 'm'), 'a m');
  assert.equal(withoutId('a m b', 'm'), 'a b');
  assert.equal(withoutId('m', 'm'), '');
  assert.equal(withoutId(null, 'm'), '');
});

test('the field is invalid, described by its message after what described it, and focused on a submit', () => {
  document.activeElement = null;
  const field = new FakeField('saved-position', { 'aria-describedby': 'saved-position-hint' });
  showFieldError(field, message('saved-status'), { focus: true });
  assert.equal(field.getAttribute('aria-invalid'), 'true');
  assert.equal(field.getAttribute('aria-describedby'), 'saved-position-hint saved-status');
  assert.equal(document.activeElement, field);
  // Shown again (a second wrong submit): the id is not doubled.
  showFieldError(field, message('saved-status'));
  assert.equal(field.getAttribute('aria-describedby'), 'saved-position-hint saved-status');
});

test('typing in the field unties it, and the description it had before stays', () => {
  const field = new FakeField('saved-name', { 'aria-describedby': 'saved-name-hint' });
  showFieldError(field, message('saved-status'));
  field.dispatch('input');
  assert.equal(field.getAttribute('aria-invalid'), 'false');
  assert.equal(field.getAttribute('aria-describedby'), 'saved-name-hint');
  assert.equal(field.dataset.errorMessage, undefined);
  const bare = new FakeField('saved-note');
  showFieldError(bare, message('saved-status'));
  bare.dispatch('input');
  assert.equal(bare.getAttribute('aria-describedby'), null, 'no empty description left behind');
});

test('typing that unties the field calls its onClear, once; untied by a new message, it is not called', () => {
  let cleared = 0;
  const onClear = () => { cleared += 1; };
  const field = new FakeField('saved-position');
  showFieldError(field, message('saved-status'), { onClear });
  field.dispatch('input');
  assert.equal(cleared, 1, 'the page empties its line');
  field.dispatch('input');
  assert.equal(cleared, 1, 'untied already: the line may say something else by now');
  // A later message on the line unties the field first: typing then leaves that message alone.
  showFieldError(field, message('saved-status'), { onClear });
  clearFieldErrors(fakeRoot(field), 'saved-status');
  field.dispatch('input');
  assert.equal(cleared, 1);
  // Shown again without one: the former onClear is not kept.
  showFieldError(field, message('saved-status'), { onClear });
  showFieldError(field, message('saved-status'));
  field.dispatch('input');
  assert.equal(cleared, 1);
  assert.equal(field.getAttribute('aria-invalid'), 'false');
});

test('a message that already described the field (a counter) still does once the error goes', () => {
  const text = new FakeField('translate-text', { 'aria-describedby': 'translate-count translate-keys' });
  showFieldError(text, message('translate-count'), { clearOnInput: false });
  assert.equal(text.getAttribute('aria-invalid'), 'true');
  assert.equal(text.getAttribute('aria-describedby'), 'translate-count translate-keys');
  text.dispatch('input');
  assert.equal(text.getAttribute('aria-invalid'), 'true', 'a field checked as typed is untied by its page');
  clearFieldError(text);
  assert.equal(text.getAttribute('aria-invalid'), 'false');
  assert.equal(text.getAttribute('aria-describedby'), 'translate-count translate-keys');
});

test('a field tied to another message leaves the first one', () => {
  const field = new FakeField('cv-amount-a');
  showFieldError(field, message('saved-status'));
  showFieldError(field, message('cv-result'));
  assert.equal(field.getAttribute('aria-describedby'), 'cv-result');
});

test('a new message on the line unties the fields it described; the first to correct takes the focus', () => {
  document.activeElement = null;
  const name = new FakeField('saved-name');
  const position = new FakeField('saved-position');
  const code = new FakeField('saved-receive-input');
  const root = fakeRoot(name, position, code);
  assert.equal(focusFirstError(root), null);
  showFieldError(position, message('saved-status'));
  showFieldError(code, message('other-status'));
  assert.equal(focusFirstError(root), position);
  assert.equal(document.activeElement, position);
  clearFieldErrors(root, 'saved-status');
  assert.equal(position.getAttribute('aria-invalid'), 'false');
  assert.equal(code.getAttribute('aria-invalid'), 'true', 'tied to another message: kept');
  assert.equal(name.getAttribute('aria-invalid'), null, 'a field never wrong is left alone');
  clearFieldErrors(root);
  assert.equal(code.getAttribute('aria-invalid'), 'false');
  assert.equal(code.getAttribute('aria-describedby'), null);
});

test('nothing happens without a field or a message with an id', () => {
  const field = new FakeField('x');
  showFieldError(field, { id: '' });
  showFieldError(null, message('m'));
  clearFieldError(null);
  assert.equal(field.getAttribute('aria-invalid'), null);
});
