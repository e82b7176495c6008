import { readFileSync } from "node:fs";
import path from "node:path";
import { useLoaderData } from "react-router";

/**
 * A block of the measured page's text: a heading (level 1–3), a paragraph or a list item.
 * The bench writes them to `content.json` beside this app's copy, from the text of one of the
 * site's own prerendered pages, so the baseline lays out and paints a comparable amount of text.
 */
export type TextBlock = { tag: "h1" | "h2" | "h3" | "p" | "li"; text: string };

/** Runs at build time only (the page is prerendered); the bench builds from the copy's folder. */
export function loader() {
  const blocks = JSON.parse(readFileSync(path.resolve("content.json"), "utf8")) as TextBlock[];
  return { blocks };
}

export function meta() {
  return [{ title: "Framework baseline" }, { name: "description", content: "React Router's floor, for the bench." }];
}

export default function Home() {
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <main>
      {blocks.map((block, index) => {
        const Tag = block.tag === "li" ? "p" : block.tag;
        return <Tag key={index}>{block.text}</Tag>;
      })}
    </main>
  );
}
