import { isServer, noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Custom properties (`--_x`) and their values; a property left out is removed. */
export type CssProperties = Readonly<Record<`--${string}`, string | number>>;

/**
 * Sets custom properties on the element it is bound to (`<div style=${cssProperties({ '--_x': 2 })}>`)
 * through the CSSOM (`style.setProperty`), on the first render too. Lit's `styleMap` writes the
 * first render as a `style` attribute, which a page's Content-Security-Policy blocks unless its
 * `style-src` allows `'unsafe-inline'`; CSSOM writes are allowed under any policy.
 *
 * Bound to the `style` attribute, it also works in server rendering (@lit-labs/ssr), where only a
 * directive's `render()` runs and an element binding (`<div ${…}>`) writes nothing: there it returns
 * the properties as the attribute's text, so the server's HTML holds the positions. In the browser
 * it never writes the attribute (hydration keeps the server's; the CSSOM writes agree with it).
 */
class CssPropertiesDirective extends Directive {
  private names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    const styleAttribute = part.type === PartType.ATTRIBUTE && part.name === 'style' && !part.strings;
    if (part.type !== PartType.ELEMENT && !styleAttribute)
      throw new Error('cssProperties() binds to an element’s style: <div style=${…}>');
  }

  render(properties: CssProperties) {
    if (!isServer) return noChange;
    return Object.entries(properties)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
  }

  override update(part: ElementPart | AttributePart, [properties]: [CssProperties]) {
    const { style } = part.element as HTMLElement;
    for (const name of this.names) if (!(name in properties)) style.removeProperty(name);
    this.names = new Set(Object.keys(properties));
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, String(value));
    return noChange;
  }
}

export const cssProperties = directive(CssPropertiesDirective);
