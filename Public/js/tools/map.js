// Map: a thin loader; the page lives in js/map/.
export { render } from '../map/page.js';
