// /styleguide: the shared theme and UI parts rendered live from @kraanvogel/shared, so that every
// team sees (and reviews) the one kit as the shop shows it. Nothing here is a copy: a change in
// shared/ shows here at once.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumbs, Button, notify, PageFrame, sharedTexts, theme, type ToastKind } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { kitSections } from './kit-sections';

const t = texts.styleguidePage;

const Section = styled.section`
  margin: 2rem 0;
  padding-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-start;
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    overflow: hidden;
  }
  .chip {
    height: 3.5rem;
  }
  .label {
    padding: 0.4rem 0.6rem;
    font-size: 0.875rem;
  }
  code {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const TypeScale = styled.dl`
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
    margin-top: 0.75rem;
  }
  dd {
    margin: 0;
  }
`;

export function StyleguideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`sg-${id}`} data-testid={`styleguide-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      {children}
    </Section>
  );
}

const Example = styled.div`
  padding: 0.75rem 1rem;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;

const TOAST_KINDS: ToastKind[] = ['success', 'info', 'warning', 'alert'];

export function Styleguide() {
  const sections = [
    { id: 'kleuren', title: t.colours },
    { id: 'typografie', title: t.typography },
    { id: 'maten', title: t.measures },
    ...kitSections.map(({ id, title }) => ({ id, title })),
    { id: 'meldingen', title: t.toasts },
    { id: 'kruimelpad', title: t.breadcrumbs },
  ];
  return (
    <PageFrame title={texts.styleguide} breadcrumbs={[{ label: texts.styleguide, url: '/styleguide', level: 1 }]}>
      <p>{t.intro}</p>
      <nav aria-label={t.contents}>
        <Row as="ul" style={{ listStyle: 'none', padding: 0 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#sg-${s.id}`}>{s.title}</a>
            </li>
          ))}
        </Row>
      </nav>

      <StyleguideSection id="kleuren" title={t.colours}>
        <Swatches>
          {Object.entries(theme.colors).map(([name, value]) => (
            <li key={name}>
              <div className="chip" style={{ background: value }} />
              <div className="label">
                {t.colourNames[name] ?? name}
                <code>
                  {name} {value}
                </code>
              </div>
            </li>
          ))}
        </Swatches>
      </StyleguideSection>

      <StyleguideSection id="typografie" title={t.typography}>
        <p>{t.font(theme.fontFamily)}</p>
        <TypeScale>
          <dt>h1 · 1.75rem</dt>
          <dd style={{ fontSize: '1.75rem', fontWeight: 700, color: theme.colors.primary }}>{t.typeSample}</dd>
          <dt>h2 · 1.35rem</dt>
          <dd style={{ fontSize: '1.35rem', fontWeight: 700 }}>{t.typeSample}</dd>
          <dt>h3 · 1.125rem</dt>
          <dd style={{ fontSize: '1.125rem', fontWeight: 700 }}>{t.typeSample}</dd>
          <dt>body · 1rem</dt>
          <dd>{t.bodySample}</dd>
          <dt>small · 0.875rem</dt>
          <dd style={{ fontSize: '0.875rem', color: theme.colors.muted }}>{t.smallSample}</dd>
        </TypeScale>
      </StyleguideSection>

      <StyleguideSection id="maten" title={t.measures}>
        <ul>
          {Object.entries(theme.breakpoints).map(([name, px]) => (
            <li key={name}>{t.breakpoint(name, px)}</li>
          ))}
          <li>{t.container(theme.containerMaxWidth)}</li>
          <li>{t.sidePopup(theme.sidePopupWidth)}</li>
        </ul>
      </StyleguideSection>

      {kitSections.map((s) => (
        <StyleguideSection key={s.id} id={s.id} title={s.title}>
          {s.node}
        </StyleguideSection>
      ))}

      <StyleguideSection id="meldingen" title={t.toasts}>
        <p>{t.toastsIntro}</p>
        <Row>
          {TOAST_KINDS.map((kind) => (
            <Button key={kind} variant="secondary" data-kind={kind} onClick={() => notify[kind](t.toastExamples[kind]!)}>
              {t.showToast(sharedTexts.toastLabels[kind])}
            </Button>
          ))}
        </Row>
      </StyleguideSection>

      <StyleguideSection id="kruimelpad" title={t.breadcrumbs}>
        <p>{t.breadcrumbsIntro}</p>
        {/* A picture of a deeper trail: inert, so that the page keeps one 'Kruimelpad' landmark. */}
        <Example inert data-testid="styleguide-breadcrumbs-example">
          <Breadcrumbs items={[...t.breadcrumbExample]} />
        </Example>
      </StyleguideSection>
    </PageFrame>
  );
}
