import type { SubmissionResult } from "@conform-to/react";

/**
 * What the contact and suggestion actions answer: Conform's reply (field messages, and the
 * typed values so nothing is lost; empty after a send) and, once stored, a receipt.
 */
export type FormAnswer = { result: SubmissionResult<string[]>; receipt?: string };
