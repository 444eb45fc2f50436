// Written by scripts/i18n-keys.ts (`npm run i18n:keys`): do not edit by hand.
import type a11yMessages from './messages/en-IN/a11y.json';
import type adminMessages from './messages/en-IN/admin.json';
import type adminAuditMessages from './messages/en-IN/adminAudit.json';
import type adminClientsMessages from './messages/en-IN/adminClients.json';
import type adminCommerceMessages from './messages/en-IN/adminCommerce.json';
import type adminCoreMessages from './messages/en-IN/adminCore.json';
import type adminCounsellingMessages from './messages/en-IN/adminCounselling.json';
import type adminDesignerMessages from './messages/en-IN/adminDesigner.json';
import type adminEmployeesMessages from './messages/en-IN/adminEmployees.json';
import type adminEngagementMessages from './messages/en-IN/adminEngagement.json';
import type adminFormsMessages from './messages/en-IN/adminForms.json';
import type adminJourneyMessages from './messages/en-IN/adminJourney.json';
import type adminKbMessages from './messages/en-IN/adminKb.json';
import type adminLearningMessages from './messages/en-IN/adminLearning.json';
import type adminReportsMessages from './messages/en-IN/adminReports.json';
import type adminShellMessages from './messages/en-IN/adminShell.json';
import type adminUsersMessages from './messages/en-IN/adminUsers.json';
import type adminWebinarsMessages from './messages/en-IN/adminWebinars.json';
import type adminWidgetsMessages from './messages/en-IN/adminWidgets.json';
import type assistantMessages from './messages/en-IN/assistant.json';
import type brandMessages from './messages/en-IN/brand.json';
import type calcTextMessages from './messages/en-IN/calcText.json';
import type calculatorsMessages from './messages/en-IN/calculators.json';
import type clientMessages from './messages/en-IN/client.json';
import type commerceMessages from './messages/en-IN/commerce.json';
import type commonMessages from './messages/en-IN/common.json';
import type counsellingMessages from './messages/en-IN/counselling.json';
import type engagementMessages from './messages/en-IN/engagement.json';
import type enumsMessages from './messages/en-IN/enums.json';
import type footerMessages from './messages/en-IN/footer.json';
import type formsMessages from './messages/en-IN/forms.json';
import type journeyMessages from './messages/en-IN/journey.json';
import type kbMessages from './messages/en-IN/kb.json';
import type landingMessages from './messages/en-IN/landing.json';
import type layoutMessages from './messages/en-IN/layout.json';
import type learningMessages from './messages/en-IN/learning.json';
import type localeMessages from './messages/en-IN/locale.json';
import type mailMessages from './messages/en-IN/mail.json';
import type mfMessages from './messages/en-IN/mf.json';
import type notFoundMessages from './messages/en-IN/notFound.json';
import type pdfMessages from './messages/en-IN/pdf.json';
import type policyMessages from './messages/en-IN/policy.json';
import type publicMessages from './messages/en-IN/public.json';
import type publicCounsellingMessages from './messages/en-IN/publicCounselling.json';
import type sessionMessages from './messages/en-IN/session.json';
import type statesMessages from './messages/en-IN/states.json';
import type toastMessages from './messages/en-IN/toast.json';
import type webinarsMessages from './messages/en-IN/webinars.json';
import type widgetsMessages from './messages/en-IN/widgets.json';

/** The en-IN catalogue's shape: one line per namespace file of src/i18n/messages/en-IN. */
type Source = {
  a11y: typeof a11yMessages;
  admin: typeof adminMessages;
  adminAudit: typeof adminAuditMessages;
  adminClients: typeof adminClientsMessages;
  adminCommerce: typeof adminCommerceMessages;
  adminCore: typeof adminCoreMessages;
  adminCounselling: typeof adminCounsellingMessages;
  adminDesigner: typeof adminDesignerMessages;
  adminEmployees: typeof adminEmployeesMessages;
  adminEngagement: typeof adminEngagementMessages;
  adminForms: typeof adminFormsMessages;
  adminJourney: typeof adminJourneyMessages;
  adminKb: typeof adminKbMessages;
  adminLearning: typeof adminLearningMessages;
  adminReports: typeof adminReportsMessages;
  adminShell: typeof adminShellMessages;
  adminUsers: typeof adminUsersMessages;
  adminWebinars: typeof adminWebinarsMessages;
  adminWidgets: typeof adminWidgetsMessages;
  assistant: typeof assistantMessages;
  brand: typeof brandMessages;
  calcText: typeof calcTextMessages;
  calculators: typeof calculatorsMessages;
  client: typeof clientMessages;
  commerce: typeof commerceMessages;
  common: typeof commonMessages;
  counselling: typeof counsellingMessages;
  engagement: typeof engagementMessages;
  enums: typeof enumsMessages;
  footer: typeof footerMessages;
  forms: typeof formsMessages;
  journey: typeof journeyMessages;
  kb: typeof kbMessages;
  landing: typeof landingMessages;
  layout: typeof layoutMessages;
  learning: typeof learningMessages;
  locale: typeof localeMessages;
  mail: typeof mailMessages;
  mf: typeof mfMessages;
  notFound: typeof notFoundMessages;
  pdf: typeof pdfMessages;
  policy: typeof policyMessages;
  public: typeof publicMessages;
  publicCounselling: typeof publicCounsellingMessages;
  session: typeof sessionMessages;
  states: typeof statesMessages;
  toast: typeof toastMessages;
  webinars: typeof webinarsMessages;
  widgets: typeof widgetsMessages;
};

/** Dotted keys of a nested catalogue type ('footer.terms'). */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A message key (docs/i18n.md), typed from the en-IN catalogue so a key that does not exist fails `tsc`; the error
 * catalogue's sentences are `error.<code>` and `errorAdmin.<code>`.
 */
export type MessageKey = Paths<Source> | `error.${string}` | `errorAdmin.${string}`;
export type MessageValues = Record<string, string | number>;
