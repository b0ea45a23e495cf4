/**
 * Create or edit one page's text (spec 002 §2.1 "Page Content", §5, §8): the page key is shown locked;
 * title is required ('Page key and title are required'); subtitle, description and button text may be left
 * empty for the built-in text, which each field shows as its placeholder. Failures toast the server's
 * message, else 'Failed to update content: {status}', or 'Network error occurred'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { pageContentBody, type PageContent, type PageContentInput } from '@/contract/content';
import { PAGE_DEFAULTS } from '@/contract/page-defaults';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/client/components/ui/form';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { TextField } from '@/client/features/auth';
import { useSavePageContent } from '../api/page-content';
import { callError } from '../lib/call-error';
import { pageKey } from '../lib/fields';

interface FormValues {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
}

const resolver = zodResolver(pageContentBody) as unknown as Resolver<FormValues, unknown, PageContentInput>;

const FIELDS: { name: keyof FormValues; multiline?: boolean }[] = [
  { name: 'title' },
  { name: 'subtitle' },
  { name: 'description', multiline: true },
  { name: 'ctaText' },
];

export function PageContentDialog({ page, onClose }: { page: PageContent | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const labels = page && `pageContent.pages.${pageKey(page.pageKey)}`;
  return (
    <Dialog open={page !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {page && (
          <>
            <DialogHeader>
              <DialogTitle>
                {t(page.title === null ? 'pageContent.createName' : 'pageContent.editName', {
                  name: t(`${labels}.name`),
                })}
              </DialogTitle>
              <DialogDescription>
                {t('pageContent.dialog.description', { where: t(`${labels}.where`) })}
              </DialogDescription>
            </DialogHeader>
            <PageContentForm page={page} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PageContentForm({ page, onDone }: { page: PageContent; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSavePageContent();
  const defaults = PAGE_DEFAULTS[page.pageKey];
  const form = useForm<FormValues, unknown, PageContentInput>({
    resolver,
    defaultValues: {
      title: page.title ?? '',
      subtitle: page.subtitle ?? '',
      description: page.description ?? '',
      ctaText: page.ctaText ?? '',
    },
  });

  function submit(body: PageContentInput) {
    save.mutate(
      { pageKey: page.pageKey, body },
      {
        onSuccess: () => {
          toast.success(t('pageContent.dialog.saved'));
          onDone();
        },
        onError: (err) =>
          toast.error(callError(err, (status) => t('pageContent.dialog.updateFailed', { status }))),
      },
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="page-key">{t('pageContent.dialog.pageKey')}</Label>
          <Input id="page-key" value={page.pageKey} disabled readOnly />
        </div>
        {FIELDS.map(({ name, multiline }) =>
          multiline ? (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t(`pageContent.dialog.fields.${name}`)}</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={4}
                      placeholder={t('pageContent.dialog.builtInValue', { text: defaults[name] })}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ) : (
            <TextField
              key={name}
              control={form.control}
              name={name}
              label={t(`pageContent.dialog.fields.${name}`)}
              autoComplete="off"
              placeholder={t('pageContent.dialog.builtInValue', { text: defaults[name] })}
            />
          ),
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common:saving') : t('pageContent.dialog.save')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
