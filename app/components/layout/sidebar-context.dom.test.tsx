import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SidebarProvider, useMenuExpanded, useSidebar } from "./sidebar-context";

/** The header's menu button, as far as its state goes. */
function MenuButton() {
  const expanded = useMenuExpanded();
  return <button aria-expanded={expanded === null ? undefined : expanded}>Toggle menu</button>;
}

let pageRenders = 0;
/** Page content that reads the sidebar's state (as the layout around <main> does). */
function Page() {
  pageRenders++;
  const { open } = useSidebar();
  return <p>Sidebar {open ? "open" : "collapsed"}</p>;
}

function App() {
  return (
    <SidebarProvider defaultOpen>
      <MenuButton />
      <Page />
    </SidebarProvider>
  );
}

function phoneScreen() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the sidebar's state while the page hydrates", () => {
  it("gives the menu button the screen's width without changing what the page reads (issue 34)", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    expect(container.querySelector("button")!.hasAttribute("aria-expanded")).toBe(false);

    phoneScreen();
    pageRenders = 0;
    render(<App />, { container, hydrate: true });

    // On a phone the button opens the (closed) drawer.
    expect(container.querySelector("button")!.getAttribute("aria-expanded")).toBe("false");
    // Hydrated once: the width reached the button alone. A context change at this point would
    // have made React hydrate the whole page content in one urgent, unsliced pass.
    expect(pageRenders).toBe(1);
  });
});
