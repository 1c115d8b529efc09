/**
 * Whether this code runs from the elements' own CDN bundle (`dist/cdn/`), where every chunk sits
 * beside `bot-worker-entry.js`. The CDN build replaces this module with one saying `true`
 * (rollup.config.mjs, `cdnFlag`); everywhere else, an app's bundler may have moved the worker script.
 */
export const IN_CDN_BUNDLE: boolean = false;
