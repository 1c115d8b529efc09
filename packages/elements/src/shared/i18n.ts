/**
 * Localisation for every Pitchside element: message catalogs (one per game, each in its own file)
 * and a reactive controller that follows the nearest `lang` attribute, or the host's own `locale`
 * property, and re-renders the host when it changes.
 *
 * English is in the catalog itself; every other language is a module of its own, loaded with
 * `import()` the first time an element asks for it (a page in English never downloads the
 * Vietnamese messages). Elements wait for their language before they render (PitchsideElement);
 * `loadLocale('vi')` loads it ahead of time.
 *
 * ```ts
 * // src/mne/messages.ts
 * const en = { 'track.label': 'Control track', 'track.marker': 'Marker on space {space} of {spaces}' };
 * export type MneMessageKey = keyof typeof en;
 * export const mneMessages = defineMessages('mne', { en, vi: () => import('./messages-vi.js') });
 * // src/mne/messages-vi.ts
 * export default {
 *   'track.label': 'Đường Kiểm soát', 'track.marker': 'Marker ở ô {space}/{spaces}',
 * } satisfies Record<MneMessageKey, string>;
 * // in an element
 * private readonly i18n = new I18nController(this);
 * render() { return html`${this.i18n.t(mneMessages, 'track.marker', { space: 4, spaces: 7 })}`; }
 * ```
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The languages every catalog must provide in full. */
export const SUPPORTED_LOCALES = ['en', 'vi'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A typed set of messages in several languages; keys are checked at compile time. */
export interface MessageCatalog<Key extends string> {
  /** The catalog's name, unique across the package (`shared`, `mne`, `mof`). */
  readonly namespace: string;
  /** Every key, in the order of the English catalog. */
  readonly keys: readonly Key[];
  /** Languages this catalog has messages for (lower case, e.g. `en`, `vi`, `pt-br`). */
  locales(): string[];
  /** The message for `key` in the best match for `locale` (English when there is none), interpolated. */
  format(locale: string, key: Key, params?: MessageParams): string;
  /** The message templates written for the best match of `locale` (no English fallback). */
  messages(locale: string): Readonly<Partial<Record<Key, string>>>;
  /**
   * Loads the messages of the best match for `locale` when they come on demand (its own module);
   * resolves at once when they are here already, rejects when the module cannot be loaded.
   * Elements on the page re-render once it is here.
   */
  load(locale: string): Promise<void>;
  /**
   * Adds a language or overrides messages of an existing one — e.g. a host site translating the
   * elements into French: `mneMessages.add('fr', { 'track.label': 'Piste de contrôle' })`.
   * Elements already on the page re-render.
   */
  add(locale: string, messages: Partial<Record<Key, string>>): void;
}

/** A language's messages: every key of the catalog. */
export type Messages<Key extends string> = { readonly [K in Key]: string };

/** A language loaded on demand: a module whose default export are its messages. */
export type MessagesLoader<Key extends string> = () => Promise<{ default: Messages<Key> }>;

interface CatalogEntry {
  readonly catalog: MessageCatalog<string>;
  /** The pending load of `locale`'s messages (started now if needed), or null when they are here. */
  loading(locale: string): Promise<void> | null;
}

/** Every catalog defined so far, by namespace (used by tests that check all catalogs agree). */
const catalogs = new Map<string, CatalogEntry>();

export function allCatalogs(): MessageCatalog<string>[] {
  return [...catalogs.values()].map((entry) => entry.catalog);
}

/**
 * Defines a game's messages. English is the reference: its keys are the catalog's keys, and
 * Vietnamese must translate every one of them (a missing or extra key is a type error). A
 * language given as a loader (`vi: () => import('./messages-vi.js')`) is loaded the first time
 * it is asked for.
 */
export function defineMessages<const En extends Record<string, string>>(
  namespace: string,
  languages: {
    en: En;
    vi: Messages<keyof En & string> | MessagesLoader<keyof En & string>;
  },
): MessageCatalog<keyof En & string> {
  type Key = keyof En & string;
  if (catalogs.has(namespace)) throw new Error(`Pitchside: message namespace "${namespace}" is defined twice.`);
  const byLocale = new Map<string, Partial<Record<Key, string>>>();
  const onDemand = new Map<string, MessagesLoader<Key>>();
  for (const [locale, messages] of Object.entries(languages) as [string, (typeof languages)['vi']][]) {
    if (typeof messages === 'function') onDemand.set(locale, messages);
    else byLocale.set(locale, { ...messages });
  }
  const english = byLocale.get('en') as Record<Key, string>;
  const loads = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  // The best language for each requested tag, remembered: every message of every render asks. The
  // languages known change only through add() (a finished load moves one from onDemand to byLocale).
  const bestOf = new Map<string, string>();
  const best = (locale: string): string => {
    let tag = bestOf.get(locale);
    if (tag === undefined) {
      tag = bestLocale(locale, [...byLocale.keys(), ...onDemand.keys()]);
      bestOf.set(locale, tag);
    }
    return tag;
  };

  /** Starts loading language `tag` (a key of onDemand), once. */
  const start = (tag: string, loader: MessagesLoader<Key>): Promise<void> => {
    let load = loads.get(tag);
    if (!load) {
      failed.delete(tag);
      load = loader().then(
        (module) => {
          onDemand.delete(tag);
          // Messages a page added before they came (add()) win over the module's.
          byLocale.set(tag, { ...module.default, ...byLocale.get(tag) });
          notifyAll();
        },
        (error: unknown) => {
          loads.delete(tag);
          failed.add(tag);
          console.error(`Pitchside: could not load the "${tag}" messages of "${namespace}"`, error);
          throw error;
        },
      );
      loads.set(tag, load);
    }
    return load;
  };

  const catalog: MessageCatalog<Key> = {
    namespace,
    keys: Object.keys(languages.en) as Key[],
    locales: () => [...new Set([...byLocale.keys(), ...onDemand.keys()])],
    messages(locale) {
      const written: Partial<Record<Key, string>> = byLocale.get(best(locale)) ?? {};
      return { ...written };
    },
    format(locale, key, params) {
      const tag = best(locale);
      // Not here yet: English until it is (the elements re-render then); a failed load is not retried here.
      const loader = onDemand.get(tag);
      if (loader && !failed.has(tag)) start(tag, loader).catch(noop);
      const template = byLocale.get(tag)?.[key] ?? english[key] ?? key;
      return interpolate(template, params);
    },
    load(locale) {
      const tag = best(locale);
      const loader = onDemand.get(tag);
      return loader ? start(tag, loader) : Promise.resolve();
    },
    add(locale, messages) {
      const tag = locale.toLowerCase();
      byLocale.set(tag, { ...byLocale.get(tag), ...messages });
      bestOf.clear();
      notifyAll();
    },
  };
  catalogs.set(namespace, {
    catalog: catalog as MessageCatalog<string>,
    loading(locale) {
      const tag = best(locale);
      const loader = onDemand.get(tag);
      if (!loader || failed.has(tag)) return null;
      return start(tag, loader).catch(noop);
    },
  });
  return catalog;
}

const noop = () => {};

/**
 * Loads `locale`'s messages in every catalog defined so far (the languages that load on demand),
 * e.g. `await loadLocale('vi')` before showing elements in Vietnamese. Elements load their
 * language by themselves; this only starts it earlier. Rejects when a module cannot be loaded.
 */
export async function loadLocale(locale: string): Promise<void> {
  await Promise.all(allCatalogs().map((catalog) => catalog.load(locale)));
}

/**
 * What an element waits for before it renders in `locale`: the loads of that language still
 * under way in the catalogs defined so far (started now if needed), settled whether they load or
 * fail (English then); null when every catalog has it already, so that rendering in a loaded
 * language never waits.
 */
export function localeLoading(locale: string): Promise<void> | null {
  const loads = [...catalogs.values()].flatMap((entry) => entry.loading(locale) ?? []);
  return loads.length ? Promise.all(loads).then(noop) : null;
}

/** Replaces each `{name}` with `params.name`; an unknown placeholder is left as written. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The available language that best matches a BCP 47 tag: the exact tag, else its primary language
 * (`vi-VN` → `vi`), else English.
 */
export function bestLocale(requested: string, available: Iterable<string>): string {
  const tags = new Set(available);
  const tag = requested.trim().toLowerCase();
  if (tags.has(tag)) return tag;
  const primary = tag.split('-')[0] ?? '';
  if (tags.has(primary)) return primary;
  return DEFAULT_LOCALE;
}

/** The `lang` of the nearest ancestor that has one, crossing shadow roots; '' when none does. */
export function nearestLang(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
    node = node.parentElement ?? hostOf(node);
  }
  return '';
}

function hostOf(node: Element): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** A host that may carry its own `locale` override (see PitchsideElement). */
export type I18nHost = ReactiveControllerHost & HTMLElement & { locale?: string | undefined };

/**
 * Tracks the language for one element. Reads, in order: the host's `locale` property, the nearest
 * `lang` attribute (the host's own, an ancestor's, or `<html lang>`), then English.
 */
export class I18nController implements ReactiveController {
  private inherited = '';

  constructor(private readonly host: I18nHost) {
    host.addController(this);
  }

  /** The requested language tag, as written (e.g. `vi-VN`); `en` when nothing asks for one. */
  get locale(): string {
    return this.host.locale || this.inherited || DEFAULT_LOCALE;
  }

  /** A message from `catalog` in the current language. */
  t<Key extends string>(catalog: MessageCatalog<Key>, key: Key, params?: MessageParams): string {
    return catalog.format(this.locale, key, params);
  }

  hostConnected(): void {
    this.inherited = nearestLang(this.host);
    controllers.add(this);
    watchLangAttributes(this.host);
  }

  hostDisconnected(): void {
    controllers.delete(this);
  }

  /** Re-reads the inherited language; re-renders the host when it changed or when `force` is set. */
  refresh(force = false): void {
    const lang = nearestLang(this.host);
    if (force || lang !== this.inherited) {
      this.inherited = lang;
      this.host.requestUpdate();
    }
  }
}

// One observer shared by every connected controller: any `lang` attribute change on <html>, a
// wrapper or the element itself refreshes them. A document-wide observer does not see into shadow
// trees, so each shadow root on the way up from a host (e.g. a framework component that renders
// our element inside its own shadow DOM) is observed too; observing a root again is a no-op.
const controllers = new Set<I18nController>();
let observer: MutationObserver | undefined;
const LANG_CHANGES: MutationObserverInit = { attributes: true, attributeFilter: ['lang'], subtree: true };

function watchLangAttributes(host: Element): void {
  if (typeof MutationObserver === 'undefined') return;
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const controller of controllers) controller.refresh();
    });
    observer.observe(document.documentElement, LANG_CHANGES);
  }
  for (let root = host.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    observer.observe(root, LANG_CHANGES);
  }
}

function notifyAll(): void {
  for (const controller of controllers) controller.refresh(true);
}
