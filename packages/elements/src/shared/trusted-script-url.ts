/**
 * Script URLs on pages that enforce Trusted Types (`require-trusted-types-for 'script'`): there a
 * worker's script must be given as a TrustedScriptURL, made by a policy the page's
 * `trusted-types` directive names. The elements' one policy is `pitchside` (Lit's templates need
 * `lit-html`). It is made on first need and kept in this module, so only the elements' own code can
 * vouch for a URL with it: the bots' worker script, whose address that code computed itself.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

export const POLICY_NAME = 'pitchside';

/** The policy; null when the browser has no Trusted Types or the page does not allow it. */
let policy: ScriptUrlPolicy | null | undefined;

/**
 * `url` as a TrustedScriptURL through the `pitchside` policy, or null when there is no such policy
 * (a browser without Trusted Types, or a page whose `trusted-types` directive leaves it out).
 */
export function trustedScriptUrl(url: string): string | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    try {
      policy = factory ? factory.createPolicy(POLICY_NAME, { createScriptURL: (u) => u }) : null;
    } catch {
      policy = null;
    }
  }
  // A TrustedScriptURL goes wherever the string would (typed as one for the DOM's signatures).
  return policy ? (policy.createScriptURL(url) as string) : null;
}
