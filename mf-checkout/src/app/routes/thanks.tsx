import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function ThanksRoute() {
  return <PageFrame title={texts.thanks} />;
}

export function ThanksPunchoutRoute() {
  return <PageFrame title={texts.thanksPunchout} />;
}
