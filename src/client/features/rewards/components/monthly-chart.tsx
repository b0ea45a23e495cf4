/**
 * The monthly earned/spent bar chart of /earnings (spec 002 §2.3; issue Deliver 8), with recharts. Loaded
 * lazily by the Money tab only, so recharts stays out of every other page's JavaScript (ARCHITECTURE §6).
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsBody } from '@/contract/rewards';
import { formatRupees } from '@/client/lib/format';
import { monthName } from '../text';

export default function MonthlyChart({ monthly }: { monthly: EarningsBody['money']['monthly'] }) {
  const { t } = useTranslation('rewards');
  const data = monthly.map((m) => ({ month: monthName(m.month), earned: m.earned, spent: m.spent }));
  return (
    <figure aria-label={t('earnings.monthly')} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} interval={1} />
          <YAxis tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => formatRupees(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="earned"
            name={t('earnings.earned')}
            fill="#15803d"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="spent"
            name={t('earnings.spent')}
            fill="#b91c1c"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
