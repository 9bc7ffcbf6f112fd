// The route modules of Mijn organisatie, its address details, mail notifications, the customer's
// own article numbers and team (with order limits and cost centres): the main user's.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { OrganizationForm } from '@/features/organization/components/organization-form';
import { OrganizationOverview } from '@/features/organization/components/organization-overview';
import { MailNotificationsScreenContent } from '@/features/mail-notifications/components/mail-notifications-form';
import { ArticleNumbers } from '@/features/article-numbers/components/article-numbers';
import { NewMemberForm } from '@/features/team/components/new-member-form';
import { OrderLimits } from '@/features/team/components/order-limits';
import { CostCentres } from '@/features/team/components/cost-centres';
import { TeamList } from '@/features/team/components/team-list';
import { Frame, MainUserOnly } from './screen-frame';

export function OrganizationScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <OrganizationOverview />
      </MainUserOnly>
    </Frame>
  );
}

export function OrganizationEditScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <OrganizationForm />
      </MainUserOnly>
    </Frame>
  );
}

export function MailNotificationsScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <MailNotificationsScreenContent />
      </MainUserOnly>
    </Frame>
  );
}

export function ArticleNumbersScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <ArticleNumbers />
      </MainUserOnly>
    </Frame>
  );
}

export function TeamScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <TeamList />
        <OrderLimits />
        <CostCentres />
      </MainUserOnly>
    </Frame>
  );
}

export function NewMemberScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <NewMemberForm />
      </MainUserOnly>
    </Frame>
  );
}
