import { CalculatorIcon, ChatIcon, BookIcon, ShieldIcon } from '../../components/Icons';
import { Logo } from '../../components/Logo';
import { useT, type MessageKey } from '../../../i18n/browser';
import { richText } from '../../components/rich-text';

const POINTS: Array<{ icon: typeof BookIcon; title: MessageKey; text: MessageKey }> = [
  {
    icon: BookIcon,
    title: 'public.brand.learnTitle',
    text: 'public.brand.learnText',
  },
  {
    icon: CalculatorIcon,
    title: 'public.brand.planTitle',
    text: 'public.brand.planText',
  },
  { icon: ChatIcon, title: 'public.brand.talkTitle', text: 'public.brand.talkText' },
];

/** The brand side of the login screen, shown from 1025 px. */
export function LoginBrandPanel() {
  const t = useT();
  return (
    <aside className="relative hidden w-[44%] max-w-2xl flex-col justify-between overflow-hidden bg-brand-800 p-12 text-white lg:flex">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-600/40 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-accent-400/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative">
        <Logo tone="light" />
      </div>
      <div className="relative">
        <h2 className="text-4xl leading-tight font-bold tracking-tight xl:text-5xl">
          {richText(t('public.brand.headline'), {
            br: () => <br />,
            accent: (text) => <span className="text-accent-300">{text}</span>,
          })}
        </h2>
        <p className="mt-4 max-w-md text-lg text-brand-100">{t('public.brand.intro')}</p>
        <ul className="mt-10 space-y-6">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-300">
                <Icon size={22} />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-sm text-brand-100">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative flex items-center gap-2 text-sm text-brand-200">
        <ShieldIcon size={16} /> {t('public.brand.safe')}
      </p>
    </aside>
  );
}
