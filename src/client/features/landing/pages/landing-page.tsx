/**
 * The signed-out landing page (spec 001 §2.1, 002 §2.7: "Everything else shows a fallback screen
 * (presumably a landing page)"). Explains Hubshelf — connect, share, read (spec 000 §1) — what hubs are,
 * how borrowing and lending work and what Brocks are, with Sign in and Get started going to /auth. The hero's
 * text may be edited by an administrator (page key 'welcome-screen', spec 002 §2.1), loaded with this page's
 * code (`loadPageText` in router.tsx) so the built-in text never flashes.
 */
import type { ReactNode } from 'react';
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
import { PAGE_DEFAULTS } from '@/contract/page-defaults';
import { Button } from '@/client/components/ui/button';
import { BrandLogo } from '../components/brand-mark';
import { DiscoverShareIllustration } from '../components/illustrations';
import { pageTextOrDefault } from '../lib/page-content';

const HUB_TYPES: { icon: LucideIcon; name: string; text: string; className: string }[] = [
  {
    icon: HomeIcon,
    name: 'Societies',
    text: 'Your housing society or apartment complex.',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  },
  {
    icon: GraduationCap,
    name: 'Schools',
    text: 'Students, parents and teachers of one school.',
    className: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  },
  {
    icon: Building2,
    name: 'Offices',
    text: 'Colleagues in the same office or campus.',
    className: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200',
  },
];

const BORROW_STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: 'Find a book',
    text: 'Browse and search the books listed in the hubs you have joined.',
  },
  {
    icon: IndianRupee,
    title: 'Rent or buy',
    text: 'Rent for 3 days, 1 week, 2 weeks or 1 month at the owner’s daily fee, or buy it outright when it is for sale. Pay by card or UPI, or with Brocks.',
  },
  {
    icon: ShieldCheck,
    title: 'Collect, read, return',
    text: 'Pick the book up from your neighbour. A small refundable security deposit comes back to you when the book is returned.',
  },
];

const LEND_STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Camera,
    title: 'List your books',
    text: 'Add books one by one, by ISBN or barcode, or photograph a whole shelf and let AI recognise the titles.',
  },
  {
    icon: IndianRupee,
    title: 'Set your price',
    text: 'Choose a daily rental fee and, if you like, a selling price.',
  },
  {
    icon: Handshake,
    title: 'Lend and earn',
    text: 'Approve returns, earn the rental fee for every day your book is out, and track it all in Earnings.',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `landing-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="space-y-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Steps({ steps }: { steps: typeof BORROW_STEPS }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => (
        <li key={step.title} className="bg-card flex gap-3 rounded-xl border p-4">
          <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-full">
            <step.icon className="size-5" aria-hidden />
          </span>
          <div>
            <p className="font-semibold">
              <span className="text-muted-foreground mr-1">{i + 1}.</span>
              {step.title}
            </p>
            <p className="text-muted-foreground text-sm leading-relaxed">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function CallToAction({ label = PAGE_DEFAULTS['welcome-screen'].ctaText }: { label?: string }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button asChild size="lg">
        <Link to="/auth?tab=register">{label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/auth">Sign in</Link>
      </Button>
    </div>
  );
}

export default function LandingPage() {
  const hero = pageTextOrDefault('welcome-screen');
  return (
    <div className="bg-background min-h-dvh">
      <title>Hubshelf · Connect, share, read</title>
      <header className="mx-auto flex max-w-lg items-center justify-between px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-2">
        <BrandLogo />
        <Button asChild variant="ghost" size="sm">
          <Link to="/auth">Sign in</Link>
        </Button>
      </header>

      <main className="mx-auto max-w-lg space-y-10 px-5 pt-4 pb-[max(2.5rem,env(safe-area-inset-bottom))]">
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

        <Section title="What is a hub?">
          <p className="text-muted-foreground leading-relaxed">
            A hub is the community you share books with. Join the hubs you belong to and you see the books
            their members have listed; chat with them in the hub’s own chat.
          </p>
          <ul className="grid gap-3">
            {HUB_TYPES.map((hub) => (
              <li key={hub.name} className="bg-card flex items-center gap-3 rounded-xl border p-3">
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${hub.className}`}
                >
                  <hub.icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{hub.name}</p>
                  <p className="text-muted-foreground text-sm">{hub.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="How borrowing works">
          <Steps steps={BORROW_STEPS} />
        </Section>

        <Section title="How lending works">
          <Steps steps={LEND_STEPS} />
        </Section>

        <Section title="Brocks: credits for sharing">
          <div className="bg-card flex gap-3 rounded-xl border p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
              <Coins className="size-5" aria-hidden />
            </span>
            <p className="text-muted-foreground text-sm leading-relaxed">
              Earn Brocks for every book you upload, every friend you refer and every book you borrow or lend.
              Spend them as rupee discounts or commission-free rental days, and climb the leaderboard from
              Explorer to Emperor.
            </p>
          </div>
        </Section>

        <section
          className="bg-primary/5 space-y-4 rounded-2xl border p-5 text-center"
          aria-labelledby="landing-join"
        >
          <BookOpen className="text-primary mx-auto size-8" aria-hidden />
          <h2 id="landing-join" className="text-xl font-bold tracking-tight">
            Ready to open your shelf?
          </h2>
          <p className="text-muted-foreground text-sm">
            Create a free account in a minute and join your first hub.
          </p>
          <CallToAction />
        </section>
      </main>
    </div>
  );
}
