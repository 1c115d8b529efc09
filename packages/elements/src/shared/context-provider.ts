/**
 * The providing side of shared/context.ts, in a module of its own: only the match elements provide a
 * context, so the pictures that consume one do not download @lit/context's provider.
 */
import { ContextProvider, type Context } from '@lit/context';
import type { Host } from './context.js';

/**
 * Provides `context` to the elements inside `host`: give the value with `setValue` (as `@provide`
 * does), `undefined` while there is nothing to provide (consumers are handed `undefined` then).
 */
export function provideContext<T>(
  host: Host,
  context: Context<unknown, T>,
): ContextProvider<Context<unknown, T | undefined>, Host> {
  return new ContextProvider(host, { context: context as Context<unknown, T | undefined> });
}
