// The browser side of Benchmarks/Packs/device_search.py, run through WebDriver's executeAsyncScript on a
// page of the server under test: arguments are (operation, payload, done). The pack's modules are
// imported from the page's origin, so what runs is what the phone runs.
const [operation, payload, done] = arguments;
const modules = Promise.all([
  import('/js/places/archive.js'), import('/js/places/kinds.js'), import('/js/places/device-search.js'),
  import('/js/places/device-where.js'), import('/js/places/normalize.js'),
]);

/** A seeded generator (mulberry32), so a run draws the same queries. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const withoutAccents = (text) => text.normalize('NFD').replace(/\p{Mn}/gu, '');

/** Singular to plural and back, the way a traveller types it ("pharmacie" ↔ "pharmacies"). */
const otherNumber = (text) => (text.endsWith('s') ? text.slice(0, -1) : `${text}s`);

function draw(pack, { count, points, seed }) {
  const random = generator(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const named = pack.places.places.filter((place) => place.name);
  const streets = pack.places.streets.filter((street) => street.name);
  const around = () => {
    const anchor = pick(named);
    return [anchor.latitude + (random() - 0.5) * 0.008, anchor.longitude + (random() - 0.5) * 0.008];
  };
  const queries = [];
  for (let index = 0; index < count; index += 1) {
    const lang = index % 2 ? 'en' : 'fr';
    const roll = random();
    let q;
    let what;
    if (roll < 0.25) [q, what] = [pick(named).name, 'place'];
    else if (roll < 0.4) [q, what] = [pick(streets).name, 'street'];
    else if (roll < 0.5) [q, what] = [pick(pack.places.settlements).name, 'settlement'];
    else {
      const kind = pick(pack.kinds.kinds);
      [q, what] = [pick(kind.names[lang]), `kind ${lang}`];
      if (random() < 0.3) q = otherNumber(q);
    }
    if (random() < 0.3) q = withoutAccents(q);
    queries.push({ q, near: around(), lang, what });
  }
  const { bounds } = pack.region;
  const wheres = [];
  for (let index = 0; index < points; index += 1) {
    const lang = index % 2 ? 'en' : 'fr';
    if (random() < 0.8) {
      const [lat, lon] = around();
      wheres.push({ lat, lon, lang });
    } else {
      const margin = 0.05;
      const lat = bounds.south + (random() * (1 + 2 * margin) - margin) * (bounds.north - bounds.south);
      const lon = bounds.west + (random() * (1 + 2 * margin) - margin) * (bounds.east - bounds.west);
      wheres.push({ lat, lon, lang });
    }
  }
  return { queries, wheres };
}

/** Runs `ask` on each item, timing each call; a refusal is kept as the API writes it. */
function timed(items, ask) {
  return items.map((item) => {
    const start = performance.now();
    let answer;
    try {
      answer = ask(item);
    } catch (error) {
      answer = { error: { code: error.code ?? String(error) } };
    }
    return { answer, ms: performance.now() - start };
  });
}

modules.then(([archive, kinds, search, where]) => {
  if (operation === 'load') {
    const start = performance.now();
    const bytes = Uint8Array.from(atob(payload.places), (char) => char.charCodeAt(0));
    const pack = {
      places: archive.decodeArchive(bytes), kinds: kinds.parseKinds(payload.kinds), gazetteer: JSON.parse(payload.gazetteer),
      region: payload.region,
    };
    const decoded = performance.now();
    // The first questions build the indexes kept with the pack (grid, names, gazetteer keys).
    search.searchOnDevice(pack, { q: 'a', near: [pack.region.bounds.south, pack.region.bounds.west] });
    where.whereOnDevice(pack, { lat: 0, lon: 0 });
    window.benchPack = pack;
    done({ decodeMs: decoded - start, indexMs: performance.now() - decoded });
  } else if (operation === 'draw') {
    done(draw(window.benchPack, payload));
  } else if (operation === 'search') {
    done(timed(payload, (item) => search.searchOnDevice(window.benchPack, item)));
  } else if (operation === 'where') {
    done(timed(payload, (item) => where.whereOnDevice(window.benchPack, item)));
  }
}).catch((error) => done({ failed: String(error && error.stack || error) }));
