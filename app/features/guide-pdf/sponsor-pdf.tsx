import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { toWinAnsiLenient } from "./win-ansi";

/**
 * The sponsor packet's one page (issue 35), for the sponsor a unit assigns: the family's arrival
 * window, make-up and needs, already in the page's words (features/plan/sponsor-packet.ts makes
 * them; this module only lays them out). The viewer's built-in Helvetica, like the guide.
 */
export type SponsorPdfContent = {
  siteName: string;
  /** "Sat, May 8, 2027 – Sat, May 15, 2027". */
  arrivalWindow: string;
  rows: { label: string; value: string }[];
  help: string[];
  /** "Wed, Jun 30, 2027". */
  expires: string;
};

const styles = StyleSheet.create({
  page: { fontFamily: "Helvetica", fontSize: 11, lineHeight: 1.4, color: "#0f172a", padding: 56 },
  site: { fontFamily: "Helvetica-Bold", fontSize: 10, color: "#095c6b" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 22, color: "#083842", marginTop: 6 },
  lead: { color: "#334155", marginTop: 6 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 13, color: "#083842", marginTop: 22, marginBottom: 6 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cdf2f8", paddingVertical: 5 },
  label: { width: 170, fontFamily: "Helvetica-Bold" },
  value: { flex: 1 },
  item: { marginTop: 3 },
  footer: { position: "absolute", bottom: 32, left: 56, right: 56, fontSize: 9, color: "#475569" },
});

export function SponsorPacketDocument({ content }: { content: SponsorPdfContent }) {
  const text = (value: string) => toWinAnsiLenient(value);
  return (
    <Document title="Sponsor packet" author={text(content.siteName)}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.site}>{text(content.siteName)}</Text>
        <Text style={styles.title}>A family arriving in Hawaii</Text>
        <Text style={styles.lead}>
          What the family you sponsor shared with you: their arrival, who is coming and where they would like help. No
          names or contact details are in this packet: reach the family through your unit.
        </Text>
        <Text style={styles.heading}>Arrival window</Text>
        <Text>{text(content.arrivalWindow)}</Text>
        <Text style={styles.heading}>The family</Text>
        {content.rows.map((row) => (
          <View key={row.label} style={styles.row}>
            <Text style={styles.label}>{text(row.label)}</Text>
            <Text style={styles.value}>{text(row.value)}</Text>
          </View>
        ))}
        <Text style={styles.heading}>They would like help with</Text>
        {content.help.length ? (
          content.help.map((item) => (
            <Text key={item} style={styles.item}>
              • {text(item)}
            </Text>
          ))
        ) : (
          <Text>Nothing in particular yet.</Text>
        )}
        <Text style={styles.footer} fixed>
          This packet's link works until {text(content.expires)}, unless the family withdraws it sooner.
        </Text>
      </Page>
    </Document>
  );
}

/** One page, laid out once: about 10 ms here (measured under load), so it stays on the request's thread, unlike the guide (decision 0027). */
export function renderSponsorPdf(content: SponsorPdfContent): Promise<Buffer> {
  return renderToBuffer(<SponsorPacketDocument content={content} />);
}
