/**
 * 'Apply to all' of the import review (ADR 0051): a daily fee, a condition and a selling price (rupees, as
 * typed; an empty selling price means not for sale) set on every shown row at once.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOK_CONDITIONS } from '@/domain/books';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { conditionLabel, NATIVE_SELECT_CLASS } from '@/client/features/books';
import { INITIAL_DEFAULTS, type ImportDefaults } from '../lib/import-rows';

const MONEY_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01' } as const;

export function ApplyDefaults({
  shownCount,
  onApply,
}: {
  shownCount: number;
  onApply: (d: ImportDefaults) => void;
}) {
  const { t } = useTranslation('imports');
  const { t: tb } = useTranslation('books');
  const [defaults, setDefaults] = useState<ImportDefaults>(INITIAL_DEFAULTS);
  const [applied, setApplied] = useState<number | null>(null);
  const set = (patch: Partial<ImportDefaults>) => {
    setDefaults((d) => ({ ...d, ...patch }));
    setApplied(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(defaults);
    setApplied(shownCount);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-3"
      aria-labelledby="import-defaults-heading"
    >
      <h3 id="import-defaults-heading" className="text-sm font-semibold">
        {t('defaults.heading')}
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="import-default-fee">{t('defaults.dailyFee')}</Label>
          <Input
            id="import-default-fee"
            {...MONEY_INPUT}
            min={1}
            value={defaults.dailyFee}
            onChange={(e) => set({ dailyFee: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="import-default-condition">{t('defaults.condition')}</Label>
          <select
            id="import-default-condition"
            className={NATIVE_SELECT_CLASS}
            value={defaults.condition}
            onChange={(e) => set({ condition: e.target.value })}
          >
            {BOOK_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {conditionLabel(tb, c)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="import-default-price">{t('defaults.sellingPrice')}</Label>
          <Input
            id="import-default-price"
            {...MONEY_INPUT}
            min={0}
            placeholder={t('books:form.optional')}
            value={defaults.sellingPrice}
            onChange={(e) => set({ sellingPrice: e.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm">
          {t('defaults.apply')}
        </Button>
        <p role="status" className="text-muted-foreground text-sm">
          {applied !== null ? t('defaults.applied', { n: applied }) : ''}
        </p>
      </div>
    </form>
  );
}
