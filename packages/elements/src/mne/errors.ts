/** The readable sentence of an error the engine threw (a RuleError's message), for the UI. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
