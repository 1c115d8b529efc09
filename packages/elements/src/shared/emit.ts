/**
 * Sends a Pitchside event: a `CustomEvent` that bubbles and crosses shadow roots, so a page can
 * listen on any ancestor (`document.addEventListener('mne-place', …)`).
 *
 * Each event name and its `detail` type is declared once, beside the element that sends it:
 * ```ts
 * declare global {
 *   interface GlobalEventHandlersEventMap {
 *     'mne-place': CustomEvent<{ card: string; row: number; col: number }>;
 *   }
 * }
 * emit(this, 'mne-place', { card, row, col }); // detail is type-checked against that map
 * ```
 * Fire events for what the user did, not for property changes made by code.
 */

/** Names of events in the global map whose type is a CustomEvent. */
export type PitchsideEventName = {
  [K in keyof GlobalEventHandlersEventMap]: GlobalEventHandlersEventMap[K] extends CustomEvent ? K : never;
}[keyof GlobalEventHandlersEventMap];

/** The `detail` type declared for `name`. */
export type EventDetail<K extends PitchsideEventName> =
  GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never;

export interface EmitOptions {
  /** Let a listener call `preventDefault()` to veto the action (check the return value). Default false. */
  cancelable?: boolean;
}

/**
 * Dispatches `name` from `target` with `detail`, bubbling and composed. Returns the event, so a
 * cancelable event's `defaultPrevented` can be checked.
 */
export function emit<K extends PitchsideEventName>(
  target: EventTarget,
  name: K,
  detail: EventDetail<K>,
  options: EmitOptions = {},
): CustomEvent<EventDetail<K>> {
  const event = new CustomEvent<EventDetail<K>>(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  target.dispatchEvent(event);
  return event;
}
