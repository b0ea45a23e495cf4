/**
 * /privacy (ADR 0052; DPDP Act 2023 ss. 11–12), public, in every offered language: what Hubshelf stores and
 * why, for how long, the export, deletion with its DELETION_GRACE_DAYS-day grace period, what is erased and
 * what is kept for accounting (8 years, under an anonymous id), and the member's rights. Texts: the
 * `account` catalogue, `privacy.*`.
 */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DELETION_GRACE_DAYS, EXPORTS_PER_DAY } from '@/domain/account';
import { PageTitle } from '@/client/components/page-title';
import { WhereNext } from '../components/where-next';

/** A section: `privacy.<key>.title`, then its paragraphs `privacy.<key>.<text>` or a list of `privacy.<key>.<item>`. */
interface Section {
  key: string;
  texts?: readonly string[];
  list?: readonly string[];
}

const SECTIONS: readonly Section[] = [
  {
    key: 'stores',
    texts: ['intro'],
    list: ['profile', 'books', 'rentals', 'payments', 'brocks', 'messages', 'reviews', 'photos', 'sessions'],
  },
  { key: 'howLong', texts: ['open', 'imports', 'closed'] },
  { key: 'export', texts: ['text'] },
  { key: 'deletion', texts: ['how', 'blockers', 'grace'] },
  {
    key: 'erased',
    texts: ['intro'],
    list: ['personal', 'account', 'books', 'messages', 'reviews', 'files', 'again'],
  },
  { key: 'kept', texts: ['what', 'why', 'anonymous'] },
  { key: 'rights', texts: ['text', 'contact'] },
];

export default function PrivacyPage() {
  const { t } = useTranslation('account');
  const values = { days: DELETION_GRACE_DAYS, exports: EXPORTS_PER_DAY };
  return (
    <article className="space-y-6">
      <title>{t('privacy.pageTitle')}</title>
      <PageTitle icon={ShieldCheck} iconClassName="size-6 text-primary">
        {t('privacy.title')}
      </PageTitle>
      <p className="text-muted-foreground leading-relaxed">{t('privacy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.key} className="space-y-2" aria-labelledby={`privacy-${section.key}`}>
          <h2 id={`privacy-${section.key}`} className="text-lg font-semibold tracking-tight">
            {t(`privacy.${section.key}.title`)}
          </h2>
          {section.texts?.map((text) => (
            <p key={text} className="text-sm leading-relaxed">
              {t(`privacy.${section.key}.${text}`, values)}
            </p>
          ))}
          {section.list && (
            <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed">
              {section.list.map((item) => (
                <li key={item}>{t(`privacy.${section.key}.${item}`, values)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="text-muted-foreground text-xs">{t('privacy.updated')}</p>
      <WhereNext />
    </article>
  );
}
