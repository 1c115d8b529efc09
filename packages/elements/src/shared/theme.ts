/**
 * Design tokens shared by every element. Each token is a `--pitchside-*` custom property that a
 * page may set on any ancestor (`:root`, a wrapper, the element); the value here is only the
 * fallback used when nobody sets it. Elements refer to tokens through this object so that each
 * default lives in one place:
 * ```ts
 * static styles = css`.marker { background: ${tokens.colorMarker}; }`;
 * ```
 * Never declare a `--pitchside-*` property on `:host`: it would override the page's value.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';

/** Token name (without `--pitchside-`) → default value. Documented in docs/theming. */
export const TOKEN_DEFAULTS = {
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  'font-size': '1rem',
  'color-text': '#1b1f24',
  'color-muted': '#5b6470',
  'color-surface': '#ffffff',
  'color-border': '#c9ced6',
  'color-home': '#1f4fbf',
  'color-away': '#c2410c',
  'color-marker': '#111827',
  'color-aggressive': '#d62828',
  'color-normal': '#2a9d3f',
  'color-defensive': '#1d63d1',
  'color-error': '#b42318',
  'color-error-surface': '#fef3f2',
  radius: '6px',
  'space-size': '2.5rem',
  'motion-duration': '400ms',
  'motion-easing': 'cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;

export type TokenName = keyof typeof TOKEN_DEFAULTS;

/** `var(--pitchside-<name>, <default>)` for use inside a `css` block. */
export function token(name: TokenName): CSSResult {
  return unsafeCSS(`var(--pitchside-${name}, ${TOKEN_DEFAULTS[name]})`);
}

/** A token's name in `tokens`: `color-error-surface` → `colorErrorSurface`. */
type TokenKey<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<TokenKey<Tail>>}`
  : Name;

/** Every token by its camel-case name (`tokens.colorHome`), made from TOKEN_DEFAULTS. */
export const tokens = Object.fromEntries(
  (Object.keys(TOKEN_DEFAULTS) as TokenName[]).map((name) => [
    name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    token(name),
  ]),
) as { readonly [Name in TokenName as TokenKey<Name>]: CSSResult };

/** Styles every element starts from: box model, font, `hidden`, the error state, screen-reader text. */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: ${tokens.fontFamily};
    font-size: ${tokens.fontSize};
    color: ${tokens.colorText};
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  .problem {
    display: block;
    padding: 0.75em 1em;
    border: 1px solid ${tokens.colorError};
    border-radius: ${tokens.radius};
    background: ${tokens.colorErrorSurface};
    color: ${tokens.colorError};
    line-height: 1.4;
  }
  .problem strong {
    display: block;
  }
`;
