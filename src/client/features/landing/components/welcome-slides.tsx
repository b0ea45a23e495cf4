/**
 * Welcome / onboarding slides (spec 000 §2, §4): a progress bar, 'N of 4', Skip, Back (disabled on the
 * first slide), clickable dots and Next, which reads 'Get Started' on the last slide. The slide index
 * moves between 0 and 3. Skip and Get Started store hasSeenWelcome=true, then call `onFinish`
 * (the app goes to /auth). The first slide and the button may carry administrator-edited text, loaded with
 * the slides' code (`loadPageText('onboarding')` in router.tsx).
 */
import { useMemo, useState } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/client/i18n/language-switch';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { cn } from '@/client/lib/utils';
import { markWelcomeSeen } from '../lib/welcome-storage';
import { pageText } from '../lib/page-content';
import { welcomeSlides, type WelcomeSlide } from './welcome-content';

/** The slides; `onFinish` runs after Skip or Get Started. */
export function WelcomeSlides({ onFinish }: { onFinish: () => void }) {
  const { t, i18n } = useTranslation('landing');
  const [index, setIndex] = useState(0);
  const [stored] = useState(() => pageText('onboarding'));
  const english = i18n.resolvedLanguage === 'en';
  const { slides, getStarted } = useMemo(() => welcomeSlides(stored, t, english), [stored, t, english]);
  const total = slides.length;
  const slide = slides[index]!;
  const isLast = index === total - 1;
  const Illustration = slide.illustration;
  const Icon = slide.icon;

  const finish = () => {
    markWelcomeSeen();
    onFinish();
  };
  const next = () => (isLast ? finish() : setIndex(index + 1));
  const back = () => setIndex(Math.max(0, index - 1));

  return (
    <main className="bg-background mx-auto flex min-h-dvh max-w-lg flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.25rem,env(safe-area-inset-bottom))]">
      <title>{`${t('slides.pageTitle')} · Hubshelf`}</title>
      <div className="space-y-3">
        <Progress value={((index + 1) / total) * 100} aria-label={t('slides.progress')} />
        <div className="flex items-center justify-between">
          <p className="text-muted-foreground text-sm font-medium" aria-live="polite">
            {t('slides.position', { n: index + 1, total })}
          </p>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Button variant="ghost" size="sm" onClick={finish}>
              {t('slides.skip')}
            </Button>
          </div>
        </div>
      </div>

      <div className="flex flex-1 flex-col items-center justify-center gap-6 py-6 text-center">
        <Illustration className="h-auto w-full max-w-xs" />
        <div className="space-y-3">
          <p className="text-primary inline-flex items-center gap-2 text-sm font-semibold">
            <Icon className="size-4" aria-hidden />
            {slide.subtitle}
          </p>
          <h1 className="text-2xl font-bold tracking-tight">{slide.title}</h1>
          <p className="text-muted-foreground mx-auto max-w-sm text-base leading-relaxed">
            {slide.description}
          </p>
        </div>
      </div>

      <div className="space-y-5">
        <SlideDots slides={slides} index={index} onGo={setIndex} />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={back} disabled={index === 0}>
            <ArrowLeft aria-hidden /> {t('slides.back')}
          </Button>
          <Button size="lg" onClick={next}>
            {isLast ? getStarted : t('slides.next')} <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </main>
  );
}

/** One dot per slide (the current one wide); a dot opens its slide and is named after it. */
function SlideDots({
  slides,
  index,
  onGo,
}: {
  slides: readonly WelcomeSlide[];
  index: number;
  onGo: (i: number) => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <div className="flex justify-center gap-1">
      {slides.map((s, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onGo(i)}
          aria-label={t('slides.goTo', { n: i + 1, title: s.title })}
          aria-current={i === index ? 'step' : undefined}
          className="focus-visible:ring-ring/50 group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px]"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all',
              i === index
                ? 'bg-primary w-6'
                : 'bg-muted-foreground/30 group-hover:bg-muted-foreground/60 w-2',
            )}
          />
        </button>
      ))}
    </div>
  );
}
