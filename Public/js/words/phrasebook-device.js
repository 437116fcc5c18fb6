// The phrasebook without the server: `/api/v1/phrases` answered from the newest kept trip pack whose
// `phrases` part has the asked language. The search module is loaded only when an answer is needed.
import { registerDevice } from '../packs/device.js';
import { completePacks } from '../packs/list.js';
import { packPart } from '../packs/parts.js';
import { deviceOf } from '../packs/answers.js';

registerDevice('/api/v1/phrases', async (query, { lang }) => {
  const to = query.get('to');
  const from = query.get('from') || lang;
  const { searchPhrases } = await import('./phrasebook-search.js');
  for (const entry of completePacks()) {
    const part = await packPart(entry, 'phrases', (response) => response.json());
    const answer = part && searchPhrases(part, { from, to, q: query.get('q') || '', topic: query.get('topic') || '' });
    if (answer) return { ...answer, device: deviceOf(entry) };
  }
  return null;
});
