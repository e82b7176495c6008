import { clsx, type ClassValue } from "clsx";

/**
 * Join class names. Conflicting utilities are not resolved (that library cost ~8 KB of
 * JavaScript on every page): components express colours and sizes as variants, and a
 * `className` passed in adds layout only.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
