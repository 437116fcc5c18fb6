// The saved-places page: a list kept on the device (IndexedDB), places added from where I am, typed
// coordinates or any code, edited, deleted with undo, shared one by one or whole, and received; and the
// saved tracks (imported from files or recorded on the map).
import { el } from '../shared/dom.js';
import { showFieldError, clearFieldErrors } from '../shared/field-error.js';
import { getJSON } from '../shared/api.js';
import { pageHeader } from '../shared/views.js';
import * as store from './store.js';
import { PALETTE, currentPosition, readPosition } from './position.js';
import { listPanel, placePanel } from './share.js';
import { placesFromText, preview, scanner } from './receive.js';
import { previewMap } from './preview-map.js';
import { filesSection } from './files.js';
import { placeItem } from './item.js';
import { downloadFile, tracksSection } from './tracks.js';

const STYLESHEET = '/css/saved.css';

function ensureStylesheet() {
  if (document.querySelector(`link[href="${STYLESHEET}"]`)) return;
  document.head.append(el('link', { rel: 'stylesheet', href: STYLESHEET }));
}

export function render(container, ctx) {
  ensureStylesheet();
  const state = { places: [], tracks: [], here: null, filter: '', editing: null, undo: null };
  const status = el('p', { class: 'saved-status', id: 'saved-status', role: 'status', 'aria-live': 'polite' });
  const previewSlot = el('div', { id: 'saved-preview-slot' });
  const list = el('ul', { class: 'saved-list', id: 'saved-list' });
  const shareSlot = el('div', { id: 'saved-share-slot' });
  const tracksSlot = el('div', { id: 'saved-tracks-slot' });
  const groupFilter = el('select', { id: 'saved-filter', onchange: () => { state.filter = groupFilter.value; draw(); } });
  const form = buildForm();
  const listSection = el('section', { class: 'saved-section', 'aria-labelledby': 'saved-list-title' },
    el('div', { class: 'saved-list-head' },
      el('h2', { id: 'saved-list-title', text: ctx.t('saved.list') }),
      el('label', { class: 'saved-filter' }, el('span', { text: ctx.t('saved.filter') }), groupFilter)),
    list,
    el('div', { class: 'saved-actions' },
      el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-share-all', text: ctx.t('saved.shareAllButton'), onclick: shareAll })));
  const files = filesSection(ctx, {
    places: () => state.places, tracks: () => state.tracks, onPlaces: showPreview, say: (text, kind) => say(text, kind, files),
  });

  container.append(el('div', { class: 'saved-page' },
    pageHeader(ctx, 'places'),
    previewSlot,
    form.node,
    status,
    listSection,
    shareSlot,
    tracksSlot,
    receiveSection(),
    files));

  /**
   * The page's one status line, moved to just after `near` (the form, the list, the section the action was in)
   * and scrolled into sight: a message about a pasted code or a file appears beside it, not a screen above.
   */
  function say(text, kind = 'info', near = form.node) {
    // A field described by the line is no longer what the line says.
    clearFieldErrors(container, status.id);
    if (status.previousElementSibling !== near) near.after(status);
    status.textContent = text;
    status.dataset.kind = kind;
    if (text) status.scrollIntoView?.({ block: 'nearest' });
  }

  /**
   * A field's error: said on the status line (a polite live region) beside `near`, and tied to the field, which
   * is marked invalid, described by the line and given the focus to correct it; typing in it unties them and
   * empties the line, silently (a later message, about anything else, unties the field first and so stays).
   */
  function fieldError(field, text, near = form.node) {
    say(text, 'error', near);
    showFieldError(field, status, { focus: true, onClear: () => {
      status.textContent = '';
      delete status.dataset.kind;
    } });
  }

  function errorText(error) {
    const key = `saved.error.${error?.code}`;
    return ctx.has(key) ? ctx.t(key) : (error?.message || ctx.t('saved.error.generic'));
  }

  async function reload() {
    [state.places, state.tracks] = await Promise.all([store.all(), store.allTracks()]);
    draw();
  }

  function buildForm() {
    const name = el('input', { id: 'saved-name', type: 'text', required: true, maxlength: 200, autocomplete: 'off' });
    const position = el('input', { id: 'saved-position', type: 'text', required: true, autocomplete: 'off', placeholder: '48.8584, 2.2945' });
    const note = el('textarea', { id: 'saved-note', rows: 2, maxlength: 2000 });
    const colour = el('select', { id: 'saved-colour' },
      el('option', { value: '', text: ctx.t('saved.noColour') }),
      PALETTE.map((hex, index) => el('option', { value: hex, text: ctx.t(`saved.colour.${index}`) })));
    const group = el('input', { id: 'saved-group', type: 'text', list: 'saved-groups', maxlength: 100, autocomplete: 'off' });
    const groups = el('datalist', { id: 'saved-groups' });
    const submit = el('button', { type: 'submit', class: 'btn btn-primary', id: 'saved-save', text: ctx.t('saved.save') });
    const field = (input, key) => el('div', { class: 'saved-field' }, el('label', { for: input.id, text: ctx.t(key) }), input);
    const node = el('form', { class: 'saved-form', id: 'saved-form', novalidate: true, onsubmit: save },
      el('h2', { id: 'saved-form-title', text: ctx.t('saved.add') }),
      field(name, 'saved.name'),
      field(position, 'saved.position'),
      el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-here', text: ctx.t('saved.here'), onclick: fillHere }),
      field(note, 'saved.note'),
      el('div', { class: 'saved-row' }, field(colour, 'saved.colourLabel'), field(group, 'saved.group'), groups),
      el('div', { class: 'saved-actions' }, submit,
        el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-cancel-edit', hidden: true, text: ctx.t('saved.cancel'), onclick: stopEditing })));
    return { node, name, position, note, colour, group, groups, submit };
  }

  async function fillHere() {
    say(ctx.t('saved.locating'));
    const here = await currentPosition();
    if (!here) { say(ctx.t('saved.error.no_position'), 'error'); return; }
    state.here = here;
    form.position.value = `${here.latitude.toFixed(7)}, ${here.longitude.toFixed(7)}`;
    if (!form.name.value) form.name.value = ctx.t('saved.hereName');
    say(ctx.t('saved.located', { metres: Math.round(here.accuracy) }));
    draw();
  }

  // One save at a time: a second tap while the first waits on a slow link would save the place twice. The line
  // of the save before ("… saved.") goes at once: on a hanging link it would say a new place was saved.
  async function save(event) {
    event.preventDefault();
    if (form.submit.disabled) return;
    form.submit.disabled = true;
    form.node.setAttribute('aria-busy', 'true');
    say(ctx.t('saved.saving'), 'busy');
    try {
      await saveForm();
    } finally {
      form.submit.disabled = false;
      form.node.removeAttribute('aria-busy');
    }
  }

  async function saveForm() {
    const name = form.name.value.trim();
    if (!name) { fieldError(form.name, ctx.t('saved.error.no_name')); return; }
    if (!form.position.value.trim()) { fieldError(form.position, ctx.t('saved.error.no_place_position')); return; }
    const read = await readPosition(form.position.value, state.here);
    if (!read.ok && unreachable(read)) { notSaved(read.error); return; }
    if (!read.ok) { fieldError(form.position, errorText(read.error)); return; }
    const editing = state.places.find((place) => place.id === state.editing);
    const place = {
      id: editing?.id ?? store.newId(),
      position: editing?.position ?? (state.places.at(-1)?.position ?? 0) + 1,
      savedAt: editing?.savedAt ?? store.isoNow(),
      name, note: form.note.value.trim(), group: form.group.value.trim(), colour: form.colour.value || null,
      latitude: Number(read.point.latitude.toFixed(7)), longitude: Number(read.point.longitude.toFixed(7)),
    };
    try {
      await store.put(place);
    } catch {
      notSaved({ message: ctx.t('saved.error.storage') });
      return;
    }
    say(ctx.t(editing ? 'saved.updated' : 'saved.added', { name }));
    stopEditing();
    await reload();
  }

  /** The server could not be asked (offline, no answer in time, a failure of its own): nothing to correct. */
  function unreachable(answer) {
    return !answer.aborted && (['timeout', 'network', 'offline'].includes(answer.error?.code) || answer.status >= 500);
  }

  /** A save that failed for want of a server (or of the phone's storage): said so; what was typed stays. */
  function notSaved(error) {
    const reason = error?.message || ctx.t('error.network');
    say(ctx.t('saved.notSaved', { name: form.name.value.trim(), reason }), 'error');
  }

  function edit(place) {
    state.editing = place.id;
    form.name.value = place.name;
    form.position.value = `${place.latitude.toFixed(7)}, ${place.longitude.toFixed(7)}`;
    form.note.value = place.note;
    form.colour.value = place.colour || '';
    form.group.value = place.group;
    form.submit.textContent = ctx.t('saved.update');
    form.node.querySelector('#saved-cancel-edit').hidden = false;
    clearFieldErrors(form.node);
    form.name.focus();
  }

  function stopEditing() {
    state.editing = null;
    form.node.reset();
    clearFieldErrors(form.node);
    form.submit.textContent = ctx.t('saved.save');
    form.node.querySelector('#saved-cancel-edit').hidden = true;
  }

  /** After the list is drawn again, the focus goes back to `action` of the place `id` (it would fall off the page). */
  function focusAction(id, action) {
    [...list.children].find((item) => item.dataset.id === id)?.querySelector(`[data-action="${action}"]`)?.focus();
  }

  async function removePlace(place) {
    await store.remove(place.id);
    state.undo = place;
    await reload();
    say(ctx.t('saved.deleted', { name: place.name }), 'info', listSection);
    const undo = el('button', {
      type: 'button', class: 'btn btn-secondary', id: 'saved-undo', text: ctx.t('saved.undo'),
      onclick: async () => {
        const back = state.undo;
        await store.put(back);
        say(ctx.t('saved.restored', { name: back.name }), 'info', listSection);
        await reload();
        focusAction(back.id, 'delete');
      },
    });
    status.append(' ', undo);
    undo.focus();
  }

  async function move(place, step) {
    const index = state.places.indexOf(place);
    const other = state.places[index + step];
    if (!other) return;
    [place.position, other.position] = [other.position, place.position];
    await store.put(place, other);
    await reload();
    focusAction(place.id, step < 0 ? 'up' : 'down');
    ctx.announce(ctx.t('saved.moved', { name: place.name, position: index + step + 1 }));
  }

  function draw() {
    const groups = [...new Set(state.places.map((place) => place.group).filter(Boolean))];
    form.groups.replaceChildren(...groups.map((group) => el('option', { value: group })));
    groupFilter.replaceChildren(el('option', { value: '', text: ctx.t('saved.allGroups') }), ...groups.map((group) => el('option', { value: group, text: group })));
    if (!groups.includes(state.filter)) state.filter = '';
    groupFilter.value = state.filter;
    const shown = state.places.filter((place) => !state.filter || place.group === state.filter);
    list.replaceChildren(...(shown.length ? shown.map(item) : [el('li', { class: 'muted saved-empty', text: ctx.t('saved.empty') })]));
    tracksSlot.replaceChildren(...(state.tracks.length ? [tracksSection(ctx, state.tracks, {
      onShare: (track) => {
        shareSlot.replaceChildren(listPanel(ctx, [], [track]));
        shareSlot.scrollIntoView?.({ block: 'nearest' });
      },
      onExport: async (track) => {
        if (!await downloadFile(ctx, { tracks: [track], format: 'gpx', title: track.name || 'Baluchon', fileName: 'track' })) say(ctx.t('saved.error.export'), 'error', tracksSlot);
      },
      onDelete: async (track) => {
        await store.removeTrack(track.id);
        say(ctx.t('track.deleted', { name: track.name || ctx.t('track.unnamed') }), 'info', tracksSlot);
        await reload();
      },
    })] : []));
  }

  function item(place) {
    return placeItem(ctx, place, {
      here: state.here,
      onShare: async () => shareSlot.replaceChildren(await placePanel(ctx, place)),
      onEdit: () => edit(place),
      onMove: (step) => move(place, step),
      onDelete: () => removePlace(place),
    });
  }

  function shareAll() {
    if (!state.places.length) { say(ctx.t('saved.empty'), 'error', listSection); return; }
    shareSlot.replaceChildren(listPanel(ctx, state.places));
    shareSlot.scrollIntoView?.({ block: 'nearest' });
  }

  /** The preview of places received, at the top of the page and brought into sight; an earlier message goes. */
  function showPreview(incoming, skipped = [], tracks = []) {
    say('');
    const mapNode = el('div', { class: 'saved-preview-map', id: 'saved-preview-map', role: 'region', 'aria-label': ctx.t('saved.previewMap') });
    previewSlot.replaceChildren(mapNode, preview(ctx, incoming, state.places, {
      skipped, tracks,
      onImport: async (chosen, chosenTracks = []) => {
        let position = state.places.at(-1)?.position ?? 0;
        const now = store.isoNow();
        await store.put(...chosen.map((place) => ({ ...place, id: store.newId(), position: (position += 1), savedAt: place.savedAt || now })));
        let trackPosition = state.tracks.at(-1)?.position ?? 0;
        await store.putTracks(...chosenTracks.map((track) => ({ ...track, id: store.newId(), position: (trackPosition += 1), savedAt: now })));
        previewSlot.replaceChildren();
        const tracksImported = chosenTracks.length ? ctx.t('track.imported', { count: chosenTracks.length }) : '';
        say(chosen.length || !chosenTracks.length ? `${ctx.t('saved.imported', { count: chosen.length })} ${tracksImported}`.trim() : tracksImported);
        if (window.location.search) window.history.replaceState({}, '', '/places');
        await reload();
      },
      onCancel: () => previewSlot.replaceChildren(),
    }));
    previewMap(ctx, mapNode, incoming, tracks);
    previewSlot.scrollIntoView?.({ block: 'start' });
  }

  function receiveSection() {
    const input = el('textarea', { id: 'saved-receive-input', rows: 2, autocomplete: 'off' });
    const actions = el('div', { class: 'saved-actions' },
      el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-receive', text: ctx.t('saved.read'), onclick: () => read() }));
    const sayHere = (text, kind) => say(text, kind, actions);
    const read = async () => {
      if (!input.value.trim()) { fieldError(input, ctx.t('saved.error.no_code'), actions); return; }
      const answer = await placesFromText(ctx, input.value, state.here);
      if (!answer.ok && unreachable(answer)) { sayHere(errorText(answer.error), 'error'); return; }
      if (!answer.ok) { fieldError(input, errorText(answer.error), actions); return; }
      showPreview(answer.places, [], answer.tracks);
    };
    const scan = scanner(ctx, (text) => { input.value = text; read(); }, sayHere);
    return el('section', { class: 'saved-section', 'aria-labelledby': 'saved-receive-title' },
      el('h2', { id: 'saved-receive-title', text: ctx.t('saved.receive') }),
      el('label', { for: 'saved-receive-input', text: ctx.t('saved.receiveLabel') }), input,
      actions,
      scan);
  }

  reload().then(async () => {
    const params = new URLSearchParams(window.location.search);
    const listId = params.get('list');
    if (listId) {
      const answer = await getJSON(`/api/v1/lists/${encodeURIComponent(listId)}`, { signal: ctx.signal });
      if (answer.ok) showPreview(answer.data.places);
      else say(answer.error.message, 'error');
      return;
    }
    const code = params.get('import');
    if (!code) return;
    const answer = await placesFromText(ctx, code);
    if (answer.ok) showPreview(answer.places, [], answer.tracks);
    else say(errorText(answer.error), 'error');
  });
}
