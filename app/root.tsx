import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Toaster, toast } from "./components/ui/toast";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interText from "./assets/fonts/inter-text-wght-400-700.woff2?url";
import { DemoCopyNotice } from "./components/layout/demo-copy-notice";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { Sidebar } from "./components/layout/sidebar";
import { SidebarProvider, useSidebar } from "./components/layout/sidebar-context";
import { SIDEBAR_DEFAULT_OPEN } from "./components/layout/sidebar-state";
import { sidebarOpenFromCookie } from "./components/layout/sidebar-cookie.server";
import { cn } from "./lib/cn";
import { isTickSubmission } from "./lib/tick-submission";
import { useNonce } from "./lib/nonce";
import { documentTitle } from "./lib/page-meta";
import { SeoTags } from "./components/layout/seo-tags";
import { injectedFaultContext, renderedSiteContext, responseCookiesContext } from "./lib/request-context";
import type { SessionUser } from "./features/auth/session-user";
import { requestUser, sessionMiddleware } from "./features/auth/server/session.server";
import { serverEnv } from "./server/env.server";
import { servicesContext } from "./server/services.server";
import { UserMenu } from "./features/auth/user-menu";
import { publicSiteDetails } from "./features/site/public-contact";

export const links: Route.LinksFunction = () =>
  [
    { rel: "stylesheet", href: stylesheet },
    // Every page's text is in this face (app.css): fetch it with the stylesheet rather than after it.
    { rel: "preload", href: interText, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const },
    // The tab icon is a bitmap only: Chrome draws an SVG icon (public/logo.svg, still the installed
    // app's icon) as a document of its own on the page's main thread, a 12–47 ms task as the page
    // paints on this project's test machine (decision 0031, session 21).
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    // No manifest link here: app/lib/service-worker-client.ts adds it with the service worker.
  ].map((link) => ({ ...link, nonce: undefined })); // see <Links> below

/**
 * Who is asking is decided once per request (the session, into the request's context), and the
 * cookies queued by loaders and actions (refreshed session, cleared flash) go out with every response.
 */
export const middleware: Route.MiddlewareFunction[] = [
  sessionMiddleware,
  async ({ context }, next) => {
    const response = (await next()) as Response;
    for (const cookie of context.get(responseCookiesContext) ?? []) response.headers.append("Set-Cookie", cookie);
    return response;
  },
];

/** A tick changes nothing the root shows (the user, the flash message, the site): no reload for it. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTickSubmission(args) ? false : args.defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(injectedFaultContext)) throw new Error("Injected fault (FAULT_INJECTION test hook)");
  return {
    // The owner's settings over SITE_* (/admin/site); at build time, with no server, SITE_* alone.
    // Placeholders never leave the server of a real deployment (issue 30).
    site: publicSiteDetails(
      context.get(servicesContext)?.site.current() ?? context.get(renderedSiteContext) ?? serverEnv().site,
      serverEnv().PUBLIC_URL,
    ),
    origin: serverEnv().PUBLIC_URL,
    renderedYear: new Date().getFullYear(),
    sidebarOpen: await sidebarOpenFromCookie(request.headers.get("Cookie")),
    user: await requestUser(context),
    // No services while prerendering at build time: no message either.
    flash: (await context.get(servicesContext)?.flash.take(request, context)) ?? null,
  };
}

/** An empty nonce: React Router then gives its links none (it falls back to the page's only for a missing one). */
const NO_NONCE = "";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Read by entry.client.tsx: only a signed-in family's browser gets the service worker.
  const signedIn = Boolean(useRouteLoaderData<typeof loader>("root")?.user);
  return (
    <html lang="en" data-signed-in={signedIn ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#095c6b" />
        <Meta />
        <SeoTags />
        {/* No nonce on links (React Router would give each the page's): the CSP admits this
            origin's stylesheets and icons without one, and browsers do not hide a link's nonce
            as they do a script's, so it would differ while hydrating. */}
        <Links nonce={NO_NONCE} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell sidebarOpen={loaderData.sidebarOpen} user={loaderData.user} flash={loaderData.flash}>
      {/* A boundary of its own: React hydrates the page's content after the shell, in a
          separate pass, rather than the whole document in one commit. */}
      <Suspense>
        <Outlet />
      </Suspense>
    </Shell>
  );
}

function Shell({
  sidebarOpen,
  user = null,
  flash = null,
  children,
}: {
  sidebarOpen: boolean;
  user?: SessionUser | null;
  flash?: string | null;
  children: React.ReactNode;
}) {
  // A message carried across a redirect ("Signed in successfully!") shows once as a toast.
  useEffect(() => {
    if (flash) toast.success(flash);
  }, [flash]);
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-ocean-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar />
      <ShellContent user={user} flash={flash}>
        {children}
      </ShellContent>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={4500}
        closeButton
        hotkey={["altKey", "KeyT"]}
        containerAriaLabel="Notifications"
      />
    </SidebarProvider>
  );
}

function ShellContent({
  user,
  flash,
  children,
}: {
  user: SessionUser | null;
  flash: string | null;
  children: React.ReactNode;
}) {
  return (
    <SidebarOffset>
      <DemoCopyNotice />
      <Header userArea={user ? <UserMenu user={user} /> : undefined} />
      {flash ? (
        <noscript>
          <p role="status" className="bg-ocean-900 px-4 py-2 text-center text-sm font-semibold text-white">
            {flash}
          </p>
        </noscript>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className="@container/main mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
      <Footer />
      <MarkHydrated />
    </SidebarOffset>
  );
}

/**
 * Marks the page as interactive once React has hydrated the shell (effects run after the
 * commit): end-to-end tests wait for it before pressing keys.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** Leaves room for the fixed sidebar on wide screens, matching its width as it collapses. */
function SidebarOffset({ children }: { children: React.ReactNode }) {
  const { open } = useSidebar();
  return (
    <div
      className={cn(
        "flex min-h-dvh flex-col transition-[padding] duration-200 ease-out",
        open ? "md:pl-(--sidebar-width)" : "md:pl-(--sidebar-width-icon)",
        "print:pl-0",
      )}
    >
      {children}
    </div>
  );
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** The error page's title, in <head> through <Meta/>: the renderer does not hoist tags from <body>. */
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        { title: documentTitle(isNotFound(error) ? "Page not found" : "Something went wrong") },
        { name: "robots", content: "noindex" },
      ]
    : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isNotFound(error);
  return (
    <Shell sidebarOpen={SIDEBAR_DEFAULT_OPEN}>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold text-ocean-900">{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {notFound
            ? "We couldn't find that page. It may have moved, or the address may have a typo."
            : "An unexpected error stopped this page from loading. Please try again in a moment; if it keeps happening, contact us."}
        </p>
        <p className="mt-6">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-md bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800"
          >
            Go to the home page
          </Link>
        </p>
      </div>
    </Shell>
  );
}
