/**
 * The signed-out landing page (spec 001 §2.1, 002 §2.7: "Everything else shows a fallback screen
 * (presumably a landing page)"). Explains Hubshelf — connect, share, read (spec 000 §1) — what hubs are,
 * how borrowing and lending work and what Brocks are, with Sign in and Get started going to /auth. The hero's
 * text may be edited by an administrator (page key 'welcome-screen', spec 002 §2.1), loaded with this page's
 * code (`loadPageText` in router.tsx) so the built-in text never flashes. The footer links to /privacy (ADR 0052).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BookOpen,
  Building2,
  Camera,
  Coins,
  GraduationCap,
  Handshake,
  Home as HomeIcon,
  IndianRupee,
  Search,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { BrandLogo } from '../components/brand-mark';
import { DiscoverShareIllustration } from '../components/illustrations';
import { pageTextOrDefault } from '../lib/page-content';

/** Texts: the `landing` catalogue, `page.*` (ADR 0042). */
type HubKey = 'societies' | 'schools' | 'offices';
const HUB_TYPES: { icon: LucideIcon; key: HubKey; className: string }[] = [
  {
    icon: HomeIcon,
    key: 'societies',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  },
  {
    icon: GraduationCap,
    key: 'schools',
    className: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  },
  {
    icon: Building2,
    key: 'offices',
    className: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  },
];

interface Step {
  icon: LucideIcon;
  /** `page.<section>.<step>` and `…Text` in the catalogue */
  key: `page.${'borrow' | 'lend'}.${string}`;
}

const BORROW_STEPS: Step[] = [
  { icon: Search, key: 'page.borrow.find' },
  { icon: IndianRupee, key: 'page.borrow.rent' },
  { icon: ShieldCheck, key: 'page.borrow.collect' },
];

const LEND_STEPS: Step[] = [
  { icon: Camera, key: 'page.lend.list' },
  { icon: IndianRupee, key: 'page.lend.price' },
  { icon: Handshake, key: 'page.lend.earn' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Steps({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation('landing');
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => (
        <li key={step.key} className="bg-card flex gap-3 rounded-xl border p-4">
          <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-full">
            <step.icon className="size-5" aria-hidden />
          </span>
          <div>
            <p className="font-semibold">
              <span className="text-muted-foreground mr-1">{i + 1}.</span>
              {t(step.key)}
            </p>
            <p className="text-muted-foreground text-sm leading-relaxed">{t(`${step.key}Text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function CallToAction({ label }: { label?: string }) {
  const { t } = useTranslation('landing');
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button asChild size="lg">
        <Link to="/auth?tab=register">{label ?? t('page.hero.cta')}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/auth">{t('page.signIn')}</Link>
      </Button>
    </div>
  );
}

/** 'What is a hub?': the three hub types with their icons. */
function HubTypesSection() {
  const { t } = useTranslation('landing');
  return (
    <Section id="landing-what-is-a-hub-" title={t('page.hubs.title')}>
      <p className="text-muted-foreground leading-relaxed">{t('page.hubs.intro')}</p>
      <ul className="grid gap-3">
        {HUB_TYPES.map((hub) => (
          <li key={hub.key} className="bg-card flex items-center gap-3 rounded-xl border p-3">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${hub.className}`}>
              <hub.icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{t(`page.hubs.${hub.key}`)}</p>
              <p className="text-muted-foreground text-sm">{t(`page.hubs.${hub.key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  // Stored page content is English (ADR 0042): in another language the catalogue's hero shows.
  const hero =
    i18n.resolvedLanguage === 'en'
      ? pageTextOrDefault('welcome-screen')
      : {
          title: t('page.hero.title'),
          subtitle: t('page.hero.subtitle'),
          description: t('page.hero.description'),
          ctaText: t('page.hero.cta'),
        };
  return (
    <div className="bg-background min-h-dvh">
      <title>{t('page.title')}</title>
      <header className="mx-auto flex max-w-lg items-center justify-between px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-2">
        <BrandLogo />
        <Button asChild variant="ghost" size="sm">
          <Link to="/auth">{t('page.signIn')}</Link>
        </Button>
      </header>

      <main className="mx-auto max-w-lg space-y-10 px-5 pt-4 pb-10">
        <section className="space-y-5 text-center" aria-labelledby="landing-hero">
          <DiscoverShareIllustration className="mx-auto h-auto w-full max-w-xs" />
          <div className="space-y-3">
            <p className="text-primary text-sm font-semibold tracking-wide uppercase">{hero.subtitle}</p>
            <h1 id="landing-hero" className="text-3xl font-bold tracking-tight text-balance">
              {hero.title}
            </h1>
            <p className="text-muted-foreground leading-relaxed">{hero.description}</p>
          </div>
          <CallToAction label={hero.ctaText} />
        </section>

        <HubTypesSection />

        <Section id="landing-how-borrowing-works" title={t('page.borrow.title')}>
          <Steps steps={BORROW_STEPS} />
        </Section>

        <Section id="landing-how-lending-works" title={t('page.lend.title')}>
          <Steps steps={LEND_STEPS} />
        </Section>

        <Section id="landing-brocks-credits-for-sharing" title={t('page.brocks.title')}>
          <div className="bg-card flex gap-3 rounded-xl border p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
              <Coins className="size-5" aria-hidden />
            </span>
            <p className="text-muted-foreground text-sm leading-relaxed">{t('page.brocks.text')}</p>
          </div>
        </Section>

        <section
          className="bg-primary/5 space-y-4 rounded-2xl border p-5 text-center"
          aria-labelledby="landing-join"
        >
          <BookOpen className="text-primary mx-auto size-8" aria-hidden />
          <h2 id="landing-join" className="text-xl font-bold tracking-tight">
            {t('page.join.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('page.join.text')}</p>
          <CallToAction />
        </section>
      </main>
      <footer className="text-muted-foreground mx-auto flex max-w-lg justify-center gap-4 px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-sm">
        <Link to="/privacy" className="underline-offset-4 hover:underline">
          {t('page.footer.privacy')}
        </Link>
      </footer>
    </div>
  );
}
