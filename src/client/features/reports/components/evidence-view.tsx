/**
 * A report's evidence as it was copied when reported (ADR 0050): the content's fields with their names in the
 * reader's language (message, review text, title, author…), dates and amounts formatted, photos shown when
 * their addresses are given (`photos`: a list of URLs) or counted when only stored keys are (`photoKeys`).
 * Ids and other internal fields are left out.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '@/client/lib/format';

/** Evidence fields shown, in this order; anything else is internal. */
const SHOWN = [
  'content',
  'text',
  'rating',
  'title',
  'author',
  'description',
  'dailyFee',
  'sellingPrice',
  'name',
  'city',
  'buildingName',
  'building',
  'floor',
  'grade',
  'division',
  'bookTitle',
  'hubName',
  'senderName',
  'reviewerName',
  'ownerName',
  'sentAt',
] as const;

function shownValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (key === 'sentAt' && typeof value === 'string') return formatDate(value, 'dateTime');
  if ((key === 'dailyFee' || key === 'sellingPrice') && typeof value === 'number') return formatRupees(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return null;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function EvidenceView({ evidence }: { evidence: Record<string, unknown> }) {
  const { t } = useTranslation('reports');
  const fields = SHOWN.flatMap((key) => {
    const value = shownValue(key, evidence[key]);
    return value === null ? [] : [{ key, value }];
  });
  const photos = strings(evidence.photos);
  const storedPhotos = photos.length === 0 ? strings(evidence.photoKeys).length : 0;
  if (fields.length === 0 && photos.length === 0 && storedPhotos === 0) {
    return <p className="text-muted-foreground text-sm">{t('details.noEvidence')}</p>;
  }
  return (
    <div className="grid gap-3">
      {fields.length > 0 && (
        <dl className="grid gap-2 text-sm">
          {fields.map(({ key, value }) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted-foreground text-xs">{t(`evidence.${key}`)}</dt>
              <dd className="break-words whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('details.photos')}>
          {photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <img
                  src={src}
                  alt={t('details.photo', { n: i + 1 })}
                  className="size-24 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {storedPhotos > 0 && (
        <p className="text-muted-foreground text-sm">{t('evidence.photoCount', { count: storedPhotos })}</p>
      )}
    </div>
  );
}
