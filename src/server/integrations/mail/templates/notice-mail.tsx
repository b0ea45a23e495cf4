/**
 * The one layout of every Hubshelf mail (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * a greeting, the catalogue's paragraphs, a button to the app page and, for optional categories, the
 * unsubscribe link. App colours (the teal primary of src/client/styles.css); a dark variant for clients
 * that honour `prefers-color-scheme`. All links are absolute (PUBLIC_URL).
 */
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

/** The app's primary in light and dark (src/client/styles.css --primary, as hex for mail clients). */
export const MAIL_COLOURS = {
  primary: '#0b6e69',
  primaryDark: '#4fc4b8',
  text: '#1c2526',
  muted: '#5b6b6c',
  background: '#f4f7f7',
  card: '#ffffff',
} as const;

export interface NoticeMailProps {
  /** The `<html lang>` of the member's language. */
  lang: string;
  /** 'Hello Asha,' in the member's language. */
  greeting: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Absent for account mails (always sent): the link and its two sentences in the member's language. */
  unsubscribe?: { url: string; because: string; label: string };
  appUrl: string;
}

const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  html, .hs-body, .hs-body td { background-color: #0f1717 !important; }
  .hs-card td { background-color: transparent !important; }
  .hs-card { background-color: #172222 !important; }
  .hs-text { color: #e6eeee !important; }
  .hs-muted { color: #9fb2b2 !important; }
  .hs-button { background-color: ${MAIL_COLOURS.primaryDark} !important; color: #0f1717 !important; }
  .hs-link { color: ${MAIL_COLOURS.primaryDark} !important; }
}`;

/** A notice or account mail; rendered to HTML and plain text by `renderMail`. */
export function NoticeMail(props: NoticeMailProps) {
  const text = { color: MAIL_COLOURS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
  const muted = { color: MAIL_COLOURS.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
  return (
    <Html lang={props.lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{props.subject}</title>
        <style>{DARK_CSS}</style>
      </Head>
      <Preview>{props.paragraphs[0] ?? props.subject}</Preview>
      <Body
        className="hs-body"
        style={{
          backgroundColor: MAIL_COLOURS.background,
          fontFamily: 'system-ui, Segoe UI, Roboto, sans-serif',
        }}
      >
        <Container
          className="hs-card"
          style={{
            backgroundColor: MAIL_COLOURS.card,
            borderRadius: '12px',
            margin: '24px auto',
            padding: '24px',
          }}
        >
          <Text
            className="hs-link"
            style={{ ...text, color: MAIL_COLOURS.primary, fontWeight: 700, fontSize: '20px' }}
          >
            Hubshelf
          </Text>
          <Text className="hs-text" style={text}>
            {props.greeting}
          </Text>
          {props.paragraphs.map((p, i) => (
            <Text key={i} className="hs-text" style={text}>
              {p}
            </Text>
          ))}
          <Section style={{ margin: '8px 0 24px' }}>
            <Button
              className="hs-button"
              href={props.action.url}
              style={{
                backgroundColor: MAIL_COLOURS.primary,
                color: '#ffffff',
                borderRadius: '8px',
                padding: '12px 20px',
                fontWeight: 600,
              }}
            >
              {props.action.label}
            </Button>
          </Section>
          <Hr />
          <Text className="hs-muted" style={muted}>
            Hubshelf ·{' '}
            <Link className="hs-link" href={props.appUrl} style={{ color: MAIL_COLOURS.primary }}>
              {props.appUrl}
            </Link>
          </Text>
          {props.unsubscribe && (
            <Text className="hs-muted" style={muted}>
              {props.unsubscribe.because}{' '}
              <Link className="hs-link" href={props.unsubscribe.url} style={{ color: MAIL_COLOURS.primary }}>
                {props.unsubscribe.label}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
