// Real pack data for the device search tests and the comparison benchmark: a region's `places.bin`
// imported by the server's own binary (BALUCHON_BIN, else .build/debug/baluchon) from the shipped
// Monaco extract or a shared-data extract, the shipped `kinds.tsv`, and a gazetteer part
// (docs/PACKS.md) made from GeoNames' cities500.
// Imports are kept in the system's temporary folder, keyed by binary and extract, so each is made once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decodeArchive } from '../../../Public/js/places/archive.js';
import { parseKinds } from '../../../Public/js/places/kinds.js';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

function firstExisting(paths, what) {
  const found = paths.filter(Boolean).find((path) => existsSync(path));
  if (!found) throw new Error(`${what} not found in ${paths.filter(Boolean).join(', ')}`);
  return found;
}

export const binary = () => firstExisting([process.env.BALUCHON_BIN, join(REPO, '.build/debug/baluchon')], 'the baluchon binary');

/** The shared datasets: BALUCHON_SHARED_DATA, else ../shared/data beside the repository, else /work/shared/data. */
export const sharedData = () => firstExisting([process.env.BALUCHON_SHARED_DATA, join(REPO, '../shared/data'), '/work/shared/data'], 'the shared data');

/** The extracts the tests know, with the countries their packs' gazetteers hold and their region's bounds. */
export const EXTRACTS = {
  monaco: { file: () => join(REPO, 'Sources/BaluchonProviders/Resources/regions/monaco.osm.pbf'), countries: ['FR', 'MC'] },
  andorra: { file: () => join(sharedData(), 'osm/andorra.osm.pbf'), countries: ['AD', 'ES', 'FR'] },
};

/** A data directory holding the region imported by the binary, made at the first call. */
export function importedRegion(id) {
  const extract = EXTRACTS[id].file();
  const program = binary();
  const key = createHash('sha256').update(`${program}:${statSync(program).mtimeMs}:${extract}:${statSync(extract).size}`).digest('hex').slice(0, 16);
  const directory = join(tmpdir(), `baluchon-js-${id}-${key}`);
  if (!existsSync(join(directory, 'regions', id, 'places', 'places.bin'))) {
    const work = mkdtempSync(join(tmpdir(), `baluchon-js-${id}-import-`));
    execFileSync(program, ['region', 'import', extract], { env: { ...process.env, BALUCHON_DATA_DIR: work }, stdio: 'ignore' });
    try {
      renameSync(work, directory);
    } catch {
      rmSync(work, { recursive: true, force: true }); // another process made it first
    }
  }
  return directory;
}

/** The region's `region.json` and `places.bin` bytes. */
export function regionFiles(id) {
  const directory = importedRegion(id);
  return {
    info: JSON.parse(readFileSync(join(directory, 'regions', id, 'region.json'), 'utf8')),
    bytes: readFileSync(join(directory, 'regions', id, 'places', 'places.bin')),
  };
}

export const kindsTable = () => readFileSync(join(REPO, 'Sources/BaluchonProviders/Resources/search/kinds.tsv'), 'utf8');

const COLUMNS = ['id', 'name', 'latitude', 'longitude', 'country', 'admin1', 'population', 'featureCode', 'timeZone'];

/** The gazetteer part of docs/PACKS.md for `countries`, from GeoNames' cities500 dump (19 tab-separated columns). */
export function gazetteerPart(countries) {
  const wanted = new Set(countries);
  const places = [];
  const text = gunzipSync(readFileSync(join(sharedData(), 'geonames/cities500.txt.gz'))).toString('utf8');
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells.length < 19 || !wanted.has(cells[8])) continue;
    places.push([Number(cells[0]), cells[1], Number(cells[4]), Number(cells[5]), cells[8], cells[10], Number(cells[14]) || 0, cells[7], cells[17]]);
  }
  return { formatVersion: 1, countries: [...wanted].sort(), columns: COLUMNS, places };
}

/** The whole pack data the device modules read, for an imported region. */
export function packData(id) {
  const { info, bytes } = regionFiles(id);
  return {
    places: decodeArchive(bytes),
    kinds: parseKinds(kindsTable()),
    gazetteer: gazetteerPart(EXTRACTS[id].countries),
    region: { id: info.id, bounds: info.bounds },
  };
}

/** The server's own answer to `baluchon search|where … --json` on the imported region, in `lang`. */
export function cliAnswer(id, args, lang) {
  const output = execFileSync(binary(), [...args, '--json'], {
    env: { ...process.env, BALUCHON_DATA_DIR: importedRegion(id), LANG: lang === 'fr' ? 'fr_FR.UTF-8' : 'en_US.UTF-8', LC_ALL: '' },
  });
  return JSON.parse(output.toString('utf8'));
}
