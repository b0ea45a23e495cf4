/**
 * Welcome / onboarding slides (spec 000 §2, §4): a progress bar, 'N of 4', Skip, Back (disabled on the
 * first slide), clickable dots and Next, which reads 'Get Started' on the last slide. The slide index
 * moves between 0 and 3. Skip and Get Started store hasSeenWelcome=true, then call `onFinish`
 * (the app goes to /auth). The first slide and the button may carry administrator-edited text, loaded with
 * the slides' code (`loadPageText('onboarding')` in router.tsx).
 */
import { useState } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { cn } from '@/client/lib/utils';
import { markWelcomeSeen } from '../lib/welcome-storage';
import { pageText } from '../lib/page-content';
import { welcomeSlides } from './welcome-content';

export function WelcomeSlides({ onFinish }: { onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const [{ slides, getStarted }] = useState(() => welcomeSlides(pageText('onboarding')));
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
      <title>Welcome · Hubshelf</title>
      <div className="space-y-3">
        <Progress value={((index + 1) / total) * 100} aria-label="Onboarding progress" />
        <div className="flex items-center justify-between">
          <p className="text-muted-foreground text-sm font-medium" aria-live="polite">
            {index + 1} of {total}
          </p>
          <Button variant="ghost" size="sm" onClick={finish}>
            Skip
          </Button>
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
        <div className="flex justify-center gap-1">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Go to slide ${i + 1}: ${s.title}`}
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
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={back} disabled={index === 0}>
            <ArrowLeft aria-hidden /> Back
          </Button>
          <Button size="lg" onClick={next}>
            {isLast ? getStarted : 'Next'} <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </main>
  );
}
