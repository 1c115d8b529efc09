/**
 * `text` as the engine's one shared copy of that string (a property name's). Ids and positions are
 * compared all the time, and two such strings compare by identity alone, while strings made at run
 * time (reference cards cut out of their data lines, publisher data read from JSON) that differ are
 * compared character by character, in a call.
 */
export function internalized<T extends string>(text: T): T {
  return Object.keys({ [text]: 0 })[0] as T;
}
