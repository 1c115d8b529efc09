import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Custom properties (`--_x`) and their values; a property left out is removed. */
export type CssProperties = Readonly<Record<`--${string}`, string | number>>;

/**
 * Sets custom properties on the element it is bound to (`<div ${cssProperties({ '--_x': 2 })}>`)
 * through the CSSOM (`style.setProperty`), on the first render too. Lit's `styleMap` writes the
 * first render as a `style` attribute, which a page's Content-Security-Policy blocks unless its
 * `style-src` allows `'unsafe-inline'`; CSSOM writes are allowed under any policy.
 */
class CssPropertiesDirective extends Directive {
  private names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssProperties() binds to an element: <div ${…}>');
  }

  render(_properties: CssProperties) {
    return noChange;
  }

  override update(part: ElementPart, [properties]: [CssProperties]) {
    const { style } = part.element as HTMLElement;
    for (const name of this.names) if (!(name in properties)) style.removeProperty(name);
    this.names = new Set(Object.keys(properties));
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, String(value));
    return noChange;
  }
}

export const cssProperties = directive(CssPropertiesDirective);
