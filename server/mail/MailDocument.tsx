import type { CSSProperties } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Theme } from '../../src/ui/theme/themes/index.ts';
import type { MailClub, MailFrameText, MailText } from './content.ts';

export interface MailDocumentProps {
  content: MailText;
  /** `<html lang>`: a screen reader reads the mail in its language. */
  language: string;
  /** Who the mail greets (the account's first name); blank greets nobody by name. */
  name: string;
  texts: MailFrameText;
  club: MailClub;
  theme: Theme;
}

/** The app's icon, served by the site itself: a PNG, as many mail programs show no SVG. */
export const MAIL_LOGO_PATH = '/icons/icon-192.png';
const LOGO_SIZE = 40;
/** Wide enough to read on a desktop, and the common width mail programs are designed for. */
const MAIL_WIDTH = 600;

/**
 * One mail of the club, drawn with the site's theme tokens. Styles are inline (mail programs
 * drop style sheets), sizes in px (some ignore rem), and the layout is one column, so it reads
 * the same on a phone and on a desktop. Every text is React text: a name like `<img onerror>`
 * comes out escaped.
 */
export function MailDocument({ content, language, name, texts, club, theme }: MailDocumentProps) {
  const styles = mailStyles(theme);
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Img src={`${club.origin}${MAIL_LOGO_PATH}`} width={LOGO_SIZE} height={LOGO_SIZE} alt="" style={styles.logo} />
            <Text style={styles.clubName}>{club.name}</Text>
          </Section>
          <Section style={styles.main}>
            <Heading as="h1" style={styles.heading}>
              {content.heading}
            </Heading>
            {name.trim() && <Text style={styles.paragraph}>{texts.greeting({ name })}</Text>}
            {content.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            {content.code && (
              <Section style={styles.codeBox}>
                <Text style={styles.codeLabel}>{content.code.label}</Text>
                <Text style={styles.code}>{content.code.value}</Text>
              </Section>
            )}
            {content.facts?.map((fact) => (
              <Text key={fact.label} style={styles.fact}>
                <strong>{fact.label}:</strong> {fact.value}
              </Text>
            ))}
            {content.action && (
              <>
                <Section style={styles.actionRow}>
                  <Button href={content.action.url} style={styles.button}>
                    {content.action.label}
                  </Button>
                </Section>
                <Text style={styles.small}>
                  {texts.linkFallback}
                  <br />
                  <Link href={content.action.url} style={styles.writtenLink}>
                    {content.action.url}
                  </Link>
                </Text>
              </>
            )}
            {content.secondary && (
              <Text style={styles.paragraph}>
                <Link href={content.secondary.url} style={styles.link}>
                  {content.secondary.label}
                </Link>
              </Text>
            )}
            {content.note && <Text style={styles.small}>{content.note}</Text>}
          </Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              <strong>{club.name}</strong>
              <br />
              {texts.contactLabel}:{' '}
              <Link href={`mailto:${club.mail}`} style={styles.footerLink}>
                {club.mail}
              </Link>{' '}
              · <span style={styles.unbroken}>{club.phone}</span>
              <br />
              {club.address}
            </Text>
            <Text style={styles.footerText}>{content.reason ?? texts.reason({ club: club.name })}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A theme length in px: rem is taken as 16 px, as browsers and mail programs do by default. */
function px(length: string): string {
  return length.endsWith('rem') ? `${parseFloat(length) * 16}px` : length;
}

function mailStyles(theme: Theme): Record<string, CSSProperties> {
  const { color, font, fontSize, fontWeight, lineHeight, radius, space } = theme;
  const text: CSSProperties = { margin: `0 0 ${px(space.md)}`, fontSize: px(fontSize.md), lineHeight: lineHeight.normal };
  return {
    body: { margin: 0, padding: `${px(space.md)} 0`, backgroundColor: color.surfaceAlt, color: color.text, fontFamily: font.body },
    container: { maxWidth: `${MAIL_WIDTH}px`, width: '100%', backgroundColor: color.surface, borderRadius: px(radius.md) },
    header: { padding: `${px(space.md)} ${px(space.lg)}`, backgroundColor: color.brand, borderRadius: `${px(radius.md)} ${px(radius.md)} 0 0` },
    // On a light disc: the club's mark may share the band's colour.
    logo: { display: 'inline-block', verticalAlign: 'middle', marginRight: px(space.sm), padding: '4px', backgroundColor: color.surface, borderRadius: '50%' },
    clubName: {
      display: 'inline-block',
      verticalAlign: 'middle',
      margin: 0,
      color: color.onBrand,
      fontFamily: font.heading,
      // lg, not xl: the name stays beside the logo at a phone's width.
      fontSize: px(fontSize.lg),
      fontWeight: fontWeight.bold,
      lineHeight: lineHeight.tight,
    },
    main: { padding: `${px(space.lg)} ${px(space.lg)} ${px(space.sm)}` },
    heading: {
      margin: `0 0 ${px(space.md)}`,
      color: color.text,
      fontFamily: font.heading,
      fontSize: px(fontSize.xxl),
      fontWeight: fontWeight.bold,
      lineHeight: lineHeight.tight,
    },
    paragraph: text,
    codeBox: { margin: `0 0 ${px(space.md)}`, padding: px(space.md), backgroundColor: color.surfaceAlt, borderRadius: px(radius.md), textAlign: 'center' },
    codeLabel: { ...text, margin: 0, color: color.textMuted, fontSize: px(fontSize.sm) },
    code: {
      margin: 0,
      color: color.text,
      fontFamily: font.heading,
      fontSize: px(fontSize.display),
      fontWeight: fontWeight.bold,
      letterSpacing: '0.2em',
      lineHeight: lineHeight.tight,
    },
    fact: { ...text, margin: `0 0 ${px(space.xs)}` },
    actionRow: { margin: `${px(space.lg)} 0 ${px(space.md)}` },
    button: {
      display: 'inline-block',
      padding: `${px(space.sm)} ${px(space.lg)}`,
      backgroundColor: color.brand,
      borderRadius: px(radius.md),
      color: color.onBrand,
      fontSize: px(fontSize.md),
      fontWeight: fontWeight.bold,
      textDecoration: 'none',
    },
    small: { ...text, color: color.textMuted, fontSize: px(fontSize.sm) },
    writtenLink: { color: color.brandStrong, textDecoration: 'underline', wordBreak: 'break-all' },
    link: { color: color.brandStrong, textDecoration: 'underline' },
    rule: { margin: 0, borderColor: color.border },
    footer: { padding: `${px(space.md)} ${px(space.lg)}` },
    footerText: { ...text, margin: `0 0 ${px(space.xs)}`, color: color.textMuted, fontSize: px(fontSize.xs) },
    footerLink: { color: color.textMuted, textDecoration: 'underline' },
    unbroken: { whiteSpace: 'nowrap' },
  };
}
