import type { ReactElement } from "react";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";

/**
 * The whole document as one string, with every suspended part (React Router's data stream
 * included) rendered in place: what a crawler, the prerenderer and a visitor without
 * JavaScript need. Preact's streaming renderer would move suspended parts behind the end of
 * the document, where scripts of a page without JavaScript never reach them.
 *
 * The app's JSX is typed as React's; `react` is Preact's compat layer at build time
 * (docs/decisions/0011), so the element is a Preact VNode.
 */
export async function renderDocument(element: ReactElement): Promise<string> {
  const markup = await renderToStringAsync(element as unknown as VNode);
  return `<!DOCTYPE html>${markup}`;
}
