/**
 * The Downloads page, /downloads (spec 001 §2.18): public, inside the shell for a member. Three documents
 * (investor pitch deck, technical specifications, future features roadmap), each as Word and as plain
 * text, and links to /auth (signed out) and /. Texts: the `downloads` catalogue (ADR 0042).
 */
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_DOCUMENTS, DOWNLOAD_FORMATS } from '@/contract/downloads';
import { Card } from '@/client/components/ui/card';
import { WhereNextLinks } from '@/client/components/where-next-links';
import { useSession } from '@/client/features/auth';
import { DownloadButton, documentKey } from '../components/download-button';

export default function DownloadsPage() {
  const { t } = useTranslation('downloads');
  const signedIn = Boolean(useSession().data);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('pageTitle')}</h1>
        <p className="text-muted-foreground text-sm">{t('pageIntro')}</p>
      </header>
      <ul className="grid gap-3">
        {DOWNLOAD_DOCUMENTS.map((document) => {
          const doc = `documents.${documentKey(document)}`;
          return (
            <li key={document}>
              <Card className="gap-3 px-4 py-4">
                <div className="flex items-start gap-3">
                  <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-lg">
                    <FileText aria-hidden className="size-5" />
                  </span>
                  <div className="grid gap-1">
                    <h2 className="leading-snug font-semibold">{t(`${doc}.title`)}</h2>
                    <p className="text-muted-foreground text-sm">{t(`${doc}.summary`)}</p>
                  </div>
                </div>
                <div className="flex gap-2">
                  {DOWNLOAD_FORMATS.map((format) => (
                    <DownloadButton key={format} document={document} format={format} />
                  ))}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <WhereNextLinks
        signedIn={signedIn}
        label={t('links')}
        signIn={t('signIn')}
        home={t('home')}
        className="pt-2"
      />
    </div>
  );
}
