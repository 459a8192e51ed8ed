/**
 * The whole gazetteer, built once: the server and the tests import it; the browser loads it with a dynamic
 * import when the first check is made (locate.ts), so no page carries it in its first load.
 */
import { type Gazetteer, gazetteerOf } from './gazetteer';
import { GAZETTEER_ROWS } from './gazetteer.data';

export const GHANA_PLACES: Gazetteer = gazetteerOf(GAZETTEER_ROWS);
