import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PAGES, type PagePath } from "~/content/pages";
import { DEFAULT_SITE } from "~/content/site";
import { completedFlags } from "~/features/checklist/checklist";
import routes from "~/routes";

/**
 * Every screen of PAGES as the server renders its main content (the route's own component,
 * without the shell), for checks that read what a family reads on each page: the naming and
 * acronym tests. A route's loader runs on a plain GET of its path; the two that read the
 * session get what a signed-out visitor gets.
 */

type RouteModule = {
  default: ComponentType<Record<string, unknown>>;
  loader?: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
};

/** What the session-reading loaders give a signed-out visitor (their loaders need a request context). */
const SIGNED_OUT_DATA: Partial<Record<PagePath, unknown>> = {
  "/auth": null,
  "/pcs-toolkit/hawaii-checklist": { signedIn: false, flags: completedFlags([]), loadFailed: false },
};

const ROUTE_MODULES = import.meta.glob<RouteModule>("../../app/routes/*.tsx");

function routeFile(path: PagePath): string {
  const entry = routes.find((route) => (path === "/" ? route.index : `/${route.path}` === path));
  if (!entry) throw new Error(`No route for ${path}`);
  return entry.file;
}

async function loaderData(path: PagePath, module: RouteModule): Promise<unknown> {
  if (path in SIGNED_OUT_DATA) return SIGNED_OUT_DATA[path];
  if (!module.loader) return undefined;
  return module.loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined });
}

/** The page's markup as the server renders it, under a root route with the site's details. */
export async function renderPageHtml(path: PagePath): Promise<string> {
  const load = ROUTE_MODULES[`../../app/${routeFile(path)}`];
  if (!load) throw new Error(`No route module for ${path}`);
  const module = await load();
  const data = await loaderData(path, module);
  const Page = module.default;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ site: DEFAULT_SITE }),
        children: [
          {
            id: "page",
            path: path.slice(1) || undefined,
            index: path === "/" ? true : undefined,
            element: <Page loaderData={data} params={{}} matches={[]} />,
          } as never,
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { site: DEFAULT_SITE }, page: data } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** Markup as text a family reads: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return (
    html
      .replace(/<!-- -->/g, "")
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
      // Inline elements run on with the words around them ("(<a>TLA</a>)" reads "(TLA)").
      .replace(/<\/?(a|abbr|b|code|em|i|span|strong)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;|&#160;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export const PAGE_PATHS: readonly PagePath[] = PAGES.map((page) => page.path);
