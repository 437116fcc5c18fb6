// Games: a thin loader; the page lives in js/games/.
export { render } from '../games/page.js';
