/** Masters of Football elements (issue 4 onwards). Importing this module defines their tags. */
export { mofMessages, type MofMessageKey } from './messages.js';
