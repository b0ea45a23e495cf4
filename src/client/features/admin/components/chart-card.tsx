/**
 * One analytics chart (spec 002 §2.1 "Analytics"; ADR 0023): a recharts bar chart of `rows`, and a 'Show as
 * table' toggle that swaps it for a table of the same numbers (for screen readers and exact values).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { formatNumber } from '@/client/lib/format';

export interface ChartRow {
  /** axis and table label, e.g. '16 Nov' or a hub name */
  label: string;
  value: number;
}

interface ChartCardProps {
  title: string;
  /** first column heading of the table */
  labelHeading: string;
  rows: ChartRow[];
  format?: (value: number) => string;
  /** shown instead of the chart when every value is 0 or there are no rows */
  empty?: ReactNode;
  layout?: 'weeks' | 'ranking';
}

const plain = (n: number) => formatNumber(n);

/** The card; the table toggle is hidden while `empty` shows. */
export function ChartCard({
  title,
  labelHeading,
  rows,
  format = plain,
  empty,
  layout = 'weeks',
}: ChartCardProps) {
  const { t } = useTranslation('admin');
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const isEmpty = rows.length === 0 && empty;

  return (
    <Card className="gap-3 p-4" role="group" aria-labelledby={id}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {!isEmpty && (
          <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? t('analytics.showChart') : t('analytics.showTable')}
          </Button>
        )}
      </div>
      {isEmpty ? (
        <p className="text-muted-foreground py-6 text-center text-sm">{empty}</p>
      ) : asTable ? (
        <ChartTable title={title} labelHeading={labelHeading} rows={rows} format={format} />
      ) : (
        <div className="h-48" role="img" aria-label={t('analytics.chartLabel', { title })}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              layout={layout === 'ranking' ? 'vertical' : 'horizontal'}
              margin={{ top: 4, right: 8, bottom: 0, left: layout === 'ranking' ? 8 : -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              {layout === 'ranking' ? (
                <>
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
                  <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 11 }} />
                </>
              ) : (
                <>
                  <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                </>
              )}
              <Tooltip formatter={(v) => format(Number(v))} />
              <Bar dataKey="value" name={title} fill="var(--color-primary)" radius={3} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

/** The chart's numbers as a table: a row per label, the value formatted. */
function ChartTable({
  title,
  labelHeading,
  rows,
  format,
}: Pick<ChartCardProps, 'title' | 'labelHeading' | 'rows'> & { format: (value: number) => string }) {
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="text-muted-foreground border-b text-left">
            <th scope="col" className="py-1.5 font-medium">
              {labelHeading}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {title}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{format(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
