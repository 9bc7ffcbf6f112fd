// /registratie: a new customer asks for an account in four steps (company, person, delivery
// address, thank-you). The step and every field live in the registration store, so the visitor
// can go back and forth and reload without losing anything.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, LinkButton, PageFrame, useAuth } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useRegistration } from '../stores/registration-store';
import { StepIndicator } from './step-indicator';
import { CompanyStep, DeliveryStep, PersonStep } from './steps';

const t = texts.registrationPage;

const StepTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 1rem;
  &:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  max-width: 48rem;
`;

export function RegistrationWizard() {
  const step = useRegistration((s) => s.currentstep);
  const reset = useRegistration((s) => s.reset);
  const signedIn = useAuth((s) => !!s.user);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // After a step change, screen readers and keyboard users start at the new step's title.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  // Registration is for companies that are not customers yet; a signed-in user adds colleagues
  // under Mijn organisatie instead.
  if (signedIn) {
    return (
      <PageFrame title={t.title}>
        <p data-testid="registration-signed-in">{t.signedIn}</p>
        <p>
          <Link to="/mijnaccount/mijnorganisatie/mijnteam">{t.toTeam}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t.title}>
      {step < 4 && <Intro>{t.intro}</Intro>}
      <StepIndicator current={step} />
      <StepTitle ref={heading} tabIndex={-1} data-testid="registration-step-title">
        {t.stepOf(step, 4)}: {t.steps[step - 1]}
      </StepTitle>
      {step === 1 && <CompanyStep />}
      {step === 2 && <PersonStep />}
      {step === 3 && <DeliveryStep />}
      {step === 4 && (
        <div data-testid="registration-thanks">
          <h3>{t.thanksTitle}</h3>
          <p>{t.thanksText}</p>
          <p>
            <LinkButton to="/login">{t.toLogin}</LinkButton>
          </p>
          <p>
            <Button variant="secondary" onClick={reset}>
              {t.again}
            </Button>
          </p>
        </div>
      )}
      {step < 4 && (
        <p>
          {t.alreadyCustomer} <Link to="/login">{t.toLogin}</Link>
        </p>
      )}
    </PageFrame>
  );
}
