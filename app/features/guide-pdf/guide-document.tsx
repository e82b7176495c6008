import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { GuideFigure, SourceLink } from "~/content/sources";
import type { BookGuide, BookPlan, BookPlanEntry, GuideBook } from "./book";

/**
 * The PDF guide's layout, in @react-pdf/renderer's primitives (server only: the build script
 * and the /plan/guide.pdf resource route, whose module has no component, import it; no page's
 * component may). US Letter, the viewer's built-in Helvetica, the site's
 * ocean palette (app/app.css), a footer with page numbers on every page, and a bookmark per
 * guide so a reader can jump through the book from the viewer's sidebar.
 */

const COLOR = {
  ocean700: "#095c6b",
  ocean900: "#083842",
  ocean100: "#cdf2f8",
  ocean50: "#ecfbfd",
  sand100: "#f7efdd",
  coral700: "#9a3412",
  slate900: "#0f172a",
  slate700: "#334155",
  slate600: "#475569",
  green800: "#166534",
  green50: "#f0fdf4",
};

const styles = StyleSheet.create({
  page: {
    fontFamily: "Helvetica",
    fontSize: 10.5,
    color: COLOR.slate900,
    paddingTop: 48,
    paddingBottom: 64,
    paddingHorizontal: 60,
  },
  /**
   * A page's flowing content. Line height is set here, not on the page: react-pdf turns it
   * into points with the font size of the element that sets it, and a fixed footer that
   * inherits one is dropped from every page.
   */
  body: { fontSize: 10.5, lineHeight: 1.4 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 60,
    right: 60,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8.5,
    color: COLOR.slate600,
    borderTopWidth: 0.5,
    borderTopColor: COLOR.ocean100,
    paddingTop: 6,
  },
  bold: { fontFamily: "Helvetica-Bold" },
  coverSite: { fontFamily: "Helvetica-Bold", fontSize: 14, color: COLOR.ocean700, marginTop: 96 },
  coverTitle: { fontFamily: "Helvetica-Bold", fontSize: 34, lineHeight: 1.15, color: COLOR.ocean900, marginTop: 8 },
  coverLead: { fontSize: 13, color: COLOR.slate700, marginTop: 14 },
  coverReviewed: { fontSize: 11, color: COLOR.slate700, marginTop: 18 },
  noteBox: {
    marginTop: 40,
    padding: 14,
    borderRadius: 6,
    backgroundColor: COLOR.ocean50,
    borderWidth: 1,
    borderColor: COLOR.ocean100,
  },
  noteTitle: { fontFamily: "Helvetica-Bold", fontSize: 11.5, color: COLOR.ocean900, marginBottom: 6 },
  noteItem: { marginTop: 6 },
  link: { color: COLOR.ocean700, textDecoration: "none" },
  h1: { fontFamily: "Helvetica-Bold", fontSize: 21, lineHeight: 1.2, color: COLOR.ocean900 },
  eyebrow: {
    fontFamily: "Helvetica-Bold",
    fontSize: 8.5,
    color: COLOR.ocean700,
    textTransform: "uppercase",
    letterSpacing: 0.8,
    marginBottom: 4,
  },
  description: { fontSize: 11.5, color: COLOR.slate700, marginTop: 6 },
  meta: { fontSize: 9, lineHeight: 1.35, color: COLOR.slate600, marginTop: 6 },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 13.5, color: COLOR.ocean900, marginTop: 16, marginBottom: 6 },
  h3: { fontFamily: "Helvetica-Bold", fontSize: 10.5, color: COLOR.slate900, marginTop: 8, marginBottom: 4 },
  contentsPart: {
    fontFamily: "Helvetica-Bold",
    fontSize: 9.5,
    color: COLOR.ocean700,
    textTransform: "uppercase",
    letterSpacing: 0.8,
    marginTop: 16,
    marginBottom: 4,
  },
  contentsRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 4,
    borderBottomWidth: 0.5,
    borderBottomColor: COLOR.ocean100,
  },
  contentsNumber: { width: 36, textAlign: "right", color: COLOR.slate700 },
  figure: {
    borderWidth: 1,
    borderColor: COLOR.ocean100,
    borderRadius: 5,
    paddingVertical: 7,
    paddingHorizontal: 9,
    marginBottom: 6,
  },
  figureHeader: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", gap: 8 },
  figureLabel: { flex: 1, fontFamily: "Helvetica-Bold", fontSize: 9, lineHeight: 1.35, color: COLOR.slate700 },
  figureValue: { fontFamily: "Helvetica-Bold", fontSize: 13, color: COLOR.ocean900, marginTop: 1 },
  basis: {
    alignSelf: "flex-start",
    fontFamily: "Helvetica-Bold",
    fontSize: 8,
    lineHeight: 1.2,
    paddingVertical: 2,
    paddingHorizontal: 6,
    borderRadius: 3,
  },
  figureText: { fontSize: 9.5, lineHeight: 1.35, marginTop: 6 },
  figureNote: { fontFamily: "Helvetica-Oblique", fontSize: 9.5, lineHeight: 1.35, color: COLOR.slate600, marginTop: 5 },
  sourceLine: { fontSize: 9, lineHeight: 1.35, color: COLOR.slate700, marginTop: 3 },
  point: { flexDirection: "row", marginBottom: 5 },
  pointMarker: { width: 18, color: COLOR.ocean700, fontFamily: "Helvetica-Bold" },
  pointText: { flex: 1 },
  source: { marginBottom: 6 },
  url: {
    flexDirection: "row",
    flexWrap: "wrap",
    fontSize: 8.5,
    lineHeight: 1.35,
    color: COLOR.ocean700,
    textDecoration: "none",
  },
  reviewed: {
    marginTop: 10,
    paddingTop: 8,
    borderTopWidth: 0.5,
    borderTopColor: COLOR.ocean100,
    fontSize: 9.5,
    color: COLOR.slate700,
  },
});

/** Keeps a heading on the same page as the start of what follows it. */
const KEEP_WITH_NEXT = 60;

export type GuidePageNumbers = Readonly<Record<string, number>>;

export function GuideBookDocument({
  book,
  guidePages,
  onGuidePage,
}: {
  book: GuideBook;
  /** Each guide's first page, from an earlier layout of the same book (for the contents). */
  guidePages?: GuidePageNumbers;
  /** Told each guide's first page as the layout places it. */
  onGuidePage?: (id: string, pageNumber: number) => void;
}) {
  const guideCount = book.parts.reduce((count, part) => count + part.guides.length, 0);
  return (
    <Document
      title={`${book.title} (${book.siteName})`}
      author={book.siteName}
      subject={`Every ${book.siteName} guide in one book, reviewed ${book.reviewed}`}
      creator={book.siteName}
      language="en-US"
      pageMode="useOutlines"
    >
      <Page size="LETTER" style={styles.page} bookmark={book.title}>
        <View style={styles.body}>
          <Text style={styles.coverSite}>{book.siteName}</Text>
          <Text style={styles.coverTitle}>{book.title}</Text>
          <Text style={styles.coverLead}>
            All {guideCount} guides of the site in one book: the PCS toolkit, housing and the calculators, each with
            what to do, its key figures and the official sources behind it.
          </Text>
          <Text style={styles.coverReviewed}>Reviewed {book.reviewed}</Text>
          {book.plan ? (
            <Text style={styles.coverReviewed}>
              With your own dated plan as its first chapter, as of {book.plan.today} (Hawaii time).
            </Text>
          ) : null}
          <View style={styles.noteBox}>
            <Text style={styles.noteTitle}>Whose figure is it?</Text>
            <Text style={styles.noteItem}>
              <Text style={styles.bold}>Our planning figure: </Text>
              the site owner&apos;s number, for planning a budget or a timeline. Where an official source states the
              rule differently or more precisely, the official rule is printed beside it with its source.
            </Text>
            <Text style={styles.noteItem}>
              <Text style={styles.bold}>Official rule: </Text>
              stated by the official source named beside it, with its web address.
            </Text>
            <Text style={styles.noteItem}>
              Fees, phone numbers and rules change often: check the official page before you act on a figure.
            </Text>
          </View>
          {book.siteUrl ? (
            <View style={{ marginTop: 24 }}>
              <Text>The guides stay up to date online, built from the same records as this book:</Text>
              <WebAddress url={book.siteUrl} style={{ fontSize: 11 }} />
            </View>
          ) : null}
        </View>
        <Footer book={book} />
      </Page>

      <Page size="LETTER" style={styles.page} bookmark="Contents">
        <View style={styles.body}>
          <Text style={styles.h1}>Contents</Text>
          {book.plan ? (
            <View>
              <Text style={styles.contentsPart}>Your move</Text>
              <Link src={`#${book.plan.id}`} style={[styles.link, styles.contentsRow]}>
                <Text style={{ flex: 1, color: COLOR.slate900 }}>{book.plan.title}</Text>
                <Text style={styles.contentsNumber}>{guidePages?.[book.plan.id] ?? ""}</Text>
              </Link>
            </View>
          ) : null}
          {book.parts.map((part) => (
            <View key={part.name}>
              <Text style={styles.contentsPart}>{part.name}</Text>
              {part.guides.map((guide) => (
                <Link key={guide.id} src={`#${guide.id}`} style={[styles.link, styles.contentsRow]}>
                  <Text style={{ flex: 1, color: COLOR.slate900 }}>{guide.heading}</Text>
                  <Text style={styles.contentsNumber}>{guidePages?.[guide.id] ?? ""}</Text>
                </Link>
              ))}
            </View>
          ))}
        </View>
        <Footer book={book} />
      </Page>

      {book.plan ? (
        <Page size="LETTER" style={styles.page} bookmark={book.plan.title}>
          <View style={styles.body}>
            <PlanChapter plan={book.plan} onGuidePage={onGuidePage} />
          </View>
          <Footer book={book} />
        </Page>
      ) : null}

      {book.parts.flatMap((part) =>
        part.guides.map((guide) => (
          <Page key={guide.id} size="LETTER" style={styles.page} bookmark={guide.heading}>
            <View style={styles.body}>
              <GuideChapter part={part.name} guide={guide} onGuidePage={onGuidePage} />
            </View>
            <Footer book={book} />
          </Page>
        )),
      )}
    </Document>
  );
}

function Footer({ book }: { book: GuideBook }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {book.siteName} · {book.title} · reviewed {book.reviewed}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

/** Tells `onGuidePage` the page a chapter starts on (rendered first in the chapter, so it sits on that page). */
function ChapterStart({ id, onGuidePage }: { id: string; onGuidePage?: (id: string, pageNumber: number) => void }) {
  return onGuidePage ? (
    <Text
      render={({ pageNumber }) => {
        onGuidePage(id, pageNumber);
        return null;
      }}
    />
  ) : null;
}

/** The family's plan, grouped like the /plan page: start now, overdue, this week, upcoming, done. */
function PlanChapter({
  plan,
  onGuidePage,
}: {
  plan: BookPlan;
  onGuidePage?: (id: string, pageNumber: number) => void;
}) {
  const { completed, total, percent } = plan.progress;
  return (
    <>
      <ChapterStart id={plan.id} onGuidePage={onGuidePage} />
      <Text style={styles.eyebrow}>Your move</Text>
      <Text id={plan.id} style={styles.h1}>
        {plan.title}
      </Text>
      <Text style={styles.description}>
        As of {plan.today} (Hawaii time): {completed} of {total} done ({percent}%). Each date is counted from your move
        as you told us; the plan page has what changed since.
      </Text>
      {plan.url ? (
        <View style={[styles.meta, { flexDirection: "row", flexWrap: "wrap" }]}>
          <Text>Online: </Text>
          <WebAddress url={plan.url} style={{ fontSize: 9 }} />
        </View>
      ) : null}
      {plan.groups.map((group) => (
        <View key={group.key}>
          <Heading>
            {group.heading} ({group.entries.length})
          </Heading>
          {group.entries.length > 0 ? (
            group.entries.map((entry, index) => <PlanEntry key={index} entry={entry} />)
          ) : (
            <Text style={styles.meta}>{group.empty}</Text>
          )}
        </View>
      ))}
    </>
  );
}

function PlanEntry({ entry }: { entry: BookPlanEntry }) {
  return (
    <View style={styles.figure} wrap={false}>
      <Text style={styles.bold}>{entry.title}</Text>
      <Text style={styles.sourceLine}>
        {entry.due ? `Due ${entry.due}` : "No date"}
        {entry.notBefore ? ` (not before ${entry.notBefore})` : ""} · {entry.whose}
      </Text>
      {entry.doneNote ? <Text style={[styles.sourceLine, { color: COLOR.green800 }]}>{entry.doneNote}</Text> : null}
      {entry.note ? <Text style={styles.figureText}>{entry.note}</Text> : null}
      {entry.unconfirmed ? (
        <Text style={styles.figureNote}>
          <Text style={styles.bold}>Not confirmed: </Text>
          {entry.unconfirmed}
        </Text>
      ) : null}
      {entry.guide ? (
        <Text style={styles.sourceLine}>
          Guide in this book:{" "}
          <Link src={`#${entry.guide.id}`} style={styles.link}>
            {entry.guide.heading}
          </Link>
        </Text>
      ) : null}
      {entry.source ? (
        <>
          <Text style={styles.sourceLine}>Official source: {entry.source.publisher}</Text>
          <WebAddress url={entry.source.url} />
        </>
      ) : null}
    </View>
  );
}

function GuideChapter({
  part,
  guide,
  onGuidePage,
}: {
  part: string;
  guide: BookGuide;
  onGuidePage?: (id: string, pageNumber: number) => void;
}) {
  const { figures, points, officialSources, otherSources } = guide;
  return (
    <>
      <ChapterStart id={guide.id} onGuidePage={onGuidePage} />
      <Text style={styles.eyebrow}>{part}</Text>
      <Text id={guide.id} style={styles.h1}>
        {guide.heading}
      </Text>
      <Text style={styles.description}>{guide.description}</Text>
      {guide.url ? (
        <View style={[styles.meta, { flexDirection: "row", flexWrap: "wrap" }]}>
          <Text>Online: </Text>
          <WebAddress url={guide.url} style={{ fontSize: 9 }} />
        </View>
      ) : (
        <Text style={styles.meta}>On the site: {guide.path}</Text>
      )}

      {/* What a family does comes first, then what it costs, as on the guide pages (issue 30). */}
      {points.length > 0 ? (
        <>
          <Heading>What you need to do</Heading>
          {points.map((point) => (
            <View key={point.text} style={styles.point} wrap={false}>
              <Text style={styles.pointMarker}>{point.marker}</Text>
              <Text style={styles.pointText}>{point.text}</Text>
            </View>
          ))}
        </>
      ) : null}

      {figures.length > 0 ? (
        <>
          <Heading>Key figures</Heading>
          {figures.map((figure) => (
            <Figure key={figure.label} figure={figure} />
          ))}
        </>
      ) : null}

      <Heading>Sources</Heading>
      <SourceList title="Official sources" sources={officialSources} />
      {otherSources.length > 0 ? (
        <SourceList title="Third-party summaries we also used" sources={otherSources} />
      ) : null}

      <Text style={styles.reviewed} wrap={false}>
        Last reviewed {guide.lastReviewed}. Fees, phone numbers and rules change often: check the official page before
        you act on a figure here.
      </Text>
    </>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.h2} minPresenceAhead={KEEP_WITH_NEXT}>
      {children}
    </Text>
  );
}

function Figure({ figure }: { figure: GuideFigure }) {
  const official = figure.basis === "official";
  return (
    <View style={styles.figure} wrap={false}>
      <View style={styles.figureHeader}>
        <Text style={styles.figureLabel}>{figure.label}</Text>
        <Text
          style={[
            styles.basis,
            official
              ? { backgroundColor: COLOR.green50, color: COLOR.green800 }
              : { backgroundColor: COLOR.sand100, color: COLOR.coral700 },
          ]}
        >
          {official ? "Official rule" : "Our planning figure"}
        </Text>
      </View>
      <Text style={styles.figureValue}>{figure.value}</Text>
      {figure.official ? (
        <>
          <Text style={styles.figureText}>
            {official ? null : <Text style={styles.bold}>Official rule: </Text>}
            {figure.official.text}
          </Text>
          <Text style={styles.sourceLine}>
            Source: {figure.official.source.title} ({figure.official.source.publisher})
          </Text>
          <WebAddress url={figure.official.source.url} />
        </>
      ) : null}
      {figure.note ? <Text style={styles.figureNote}>{figure.note}</Text> : null}
    </View>
  );
}

function SourceList({ title, sources }: { title: string; sources: readonly SourceLink[] }) {
  return (
    <View>
      <Text style={styles.h3} minPresenceAhead={KEEP_WITH_NEXT / 2}>
        {title}
      </Text>
      {sources.map((source) => (
        <View key={source.url} style={styles.source} wrap={false}>
          <Text>
            <Text style={styles.bold}>{source.title}</Text> ({source.publisher})
          </Text>
          <WebAddress url={source.url} />
        </View>
      ))}
    </View>
  );
}

/** The longest run of a web address set without a break opportunity: it fits any line of the book. */
const MAX_ADDRESS_PIECE = 60;

/**
 * A web address in the pieces it may wrap between: after a "/", "?", "&", "=", "," or ":", and
 * inside a run longer than a line can hold. Left to the line breaker, a long address would be
 * hyphenated ("mili-tary") or cut off at the margin, and a printed address must be typed back
 * exactly.
 */
export function addressPieces(url: string): string[] {
  return url
    .split(/(?<=[/?&=,:])(?![/?&=,:])/)
    .flatMap((piece) => piece.match(new RegExp(`.{1,${MAX_ADDRESS_PIECE}}`, "g")) ?? []);
}

/** A clickable web address, wrapping only between its pieces. */
function WebAddress({ url, style }: { url: string; style?: { fontSize: number } }) {
  return (
    <Link src={url} style={[styles.url, style ?? {}]}>
      {addressPieces(url).map((piece, index) => (
        <Text key={index}>{piece}</Text>
      ))}
    </Link>
  );
}
