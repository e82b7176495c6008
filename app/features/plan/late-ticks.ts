/**
 * When a tick counts as made (docs/decisions/0037). A tick sent at once is made now; a tick kept
 * offline and sent later says when it was made, on the device's clock, so that a change the
 * other household member made in between is not overwritten (latest tick wins). A time ahead
 * of the server's is a device clock running fast: such a tick counts as made now.
 */
export function tickMadeAt(sentMadeAtMs: number | undefined, nowMs: number): number {
  return sentMadeAtMs === undefined ? nowMs : Math.min(sentMadeAtMs, nowMs);
}
