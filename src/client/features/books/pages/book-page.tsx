/**
 * The public book page (`/book/{id}`, spec 000 §2 "Public book page"): the target of shared links. A
 * visitor sees the book summary (cover, title, author, genre, condition, fee, hub type), its reviews,
 * the Share control and a call to sign in or get started; a signed-in member sees the full details with
 * their actions (the owner can edit and delete).
 */
import { useState } from 'react';
import { BookX, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useSession } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api';
import { useBook } from '../api/book';
import { BookDetails } from '../components/book-details';
import { BookFormDialog } from '../components/book-form-dialog';

export default function BookPage() {
  const { t } = useTranslation('books');
  const { id } = useParams();
  const bookId = Number(id);
  const viewer = useSession().data ?? null;
  const book = useBook(bookId);
  const navigate = useNavigate();
  const [editOpen, setEditOpen] = useState(false);

  if (
    !Number.isInteger(bookId) ||
    bookId <= 0 ||
    (book.isError && book.error instanceof ApiError && book.error.status === 404)
  ) {
    return <BookNotFound signedIn={viewer !== null} />;
  }
  if (book.isPending) return <BookPageSkeleton />;
  if (book.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
        <p className="font-medium">{t('page.loadError')}</p>
        <Button type="button" variant="outline" onClick={() => void book.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <BookDetails
        book={book.data}
        viewerId={viewer?.id ?? null}
        titleAs="h1"
        onEdit={() => setEditOpen(true)}
        onDeleted={() => navigate('/my-books', { replace: true })}
      />
      {viewer === null && <JoinCallToAction />}
      {viewer !== null && 'owner' in book.data && (
        <BookFormDialog open={editOpen} onOpenChange={setEditOpen} book={book.data} />
      )}
    </div>
  );
}

function JoinCallToAction() {
  const { t } = useTranslation('books');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.joinTitle')}</CardTitle>
        <CardDescription>{t('page.joinDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        <Button asChild>
          <Link to="/auth">
            <LogIn aria-hidden />
            {t('page.signIn')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/auth?tab=register">
            <UserPlus aria-hidden />
            {t('page.getStarted')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function BookNotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('books');
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <BookX aria-hidden className="text-muted-foreground size-10" />
      <h1 className="text-lg font-semibold">{t('page.notFound')}</h1>
      <p className="text-muted-foreground text-sm">{t('page.notFoundHint')}</p>
      <Button asChild variant="outline">
        {signedIn ? (
          <Link to="/browse">{t('common:browseBooks')}</Link>
        ) : (
          <Link to="/auth">{t('page.signIn')}</Link>
        )}
      </Button>
    </div>
  );
}

function BookPageSkeleton() {
  const { t } = useTranslation('books');
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('page.loading')}>
      <div className="flex gap-4">
        <Skeleton className="aspect-[2/3] w-28" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
