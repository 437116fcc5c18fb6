// Saved places: the page lives in js/saved/.
export { render } from '../saved/page.js';
