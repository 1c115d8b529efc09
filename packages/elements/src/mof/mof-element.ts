import { PitchsideElement } from '../shared/pitchside-element.js';
import type { MessageParams } from '../shared/i18n.js';
import { mofMessages, type MofMessageKey } from './messages.js';

/** The base of the Masters of Football elements: `t()` reads the MoF catalog in the page's language. */
export class MofElement extends PitchsideElement {
  /** A Masters of Football message in the element's language. */
  protected t(key: MofMessageKey, params?: MessageParams): string {
    return this.i18n.t(mofMessages, key, params);
  }
}
