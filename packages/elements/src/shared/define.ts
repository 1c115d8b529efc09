/**
 * Registers a custom element once. A page may load Pitchside twice (the CDN bundle and an npm
 * build, or two versions): the first definition wins and later ones are skipped instead of
 * throwing "has already been used with this registry".
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return; // server-side import: nothing to register
  const existing = customElements.get(tag);
  if (existing === undefined) customElements.define(tag, constructor);
  else if (existing !== constructor)
    console.warn(`Pitchside: <${tag}> is already defined by another copy; keeping it.`);
}
