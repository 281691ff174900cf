/**
 * /member/feedback (SPEC.md §5): the text within the platform's word bounds (shown with the
 * form), up to its number of PNG/JPG images of its size, previewed as data: URLs (the
 * Content-Security-Policy allows data: images, not blob:). The feedback chart checks everything
 * and sends once; a refusal keeps the text (this view's) and the images (the chart's).
 */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackView } from '@machines/inbox/feedback.connect';
import type { FeedbackImage } from '@machines/inbox/feedback.machine';
import { countWords } from '@machines/inbox/feedbackWords';
import { Button } from '../../../ui/Button';
import { Field, TextArea } from '../../../ui/Field';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { pickedImages } from '../../../ui/pickedImages';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Card, Page, PageHead, Row } from '../ledger/parts';
import { useFeedback } from './useFeedback';
import { FilePicker } from '../../../ui/FilePicker';

export default function FeedbackPage() {
  const { t } = useTranslation(['account', 'errors']);
  const feedback = useFeedback();
  return (
    <Page data-testid="feedback" data-status={feedback.status}>
      <PageHead title={t('feedback.title')} intro={t('feedback.intro')} />
      {feedback.status === 'loading' ? (
        <Card role="status">
          <Spinner size="sm" decorative /> {t('feedback.loading')}
        </Card>
      ) : null}
      {feedback.status === 'loadFailed' ? (
        <Notice tone="error" data-testid="feedback-load-error" onRetry={feedback.retry} retryLabel={t('retry')}>
          {t(feedback.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {feedback.status === 'sent' ? (
        <Notice tone="info" role="status" data-testid="feedback-sent">
          {t('feedback.sent')}{' '}
          <Button variant="outline" size="sm" onClick={feedback.again} data-testid="feedback-again">
            {t('feedback.again')}
          </Button>
        </Notice>
      ) : null}
      {feedback.status === 'editing' || feedback.status === 'sending' ? <FeedbackForm key={feedback.formKey} feedback={feedback} /> : null}
    </Page>
  );
}

/** The form; the page owns the flow (a second useFlow here would close it when the form goes). */
function FeedbackForm({ feedback }: { feedback: FeedbackView }) {
  const { t } = useTranslation(['account', 'errors']);
  const [content, setContent] = useState('');
  const textId = useId();
  const settings = feedback.settings;
  const words = countWords(content);
  // a refusal on screen is checked again as the text changes (the chart's EDIT)
  const type = (value: string) => {
    setContent(value);
    feedback.edit(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.submit(content);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    // the type is read from each file's first bytes, so the chart judges what the file is, not its name
    if (picked.length > 0) void pickedImages(picked).then((files: FeedbackImage[]) => feedback.addImages(files));
  };
  const maxMb = settings ? Math.round(settings.maxImageBytes / (1024 * 1024)) : 5;
  return (
    <Card as="form" onSubmit={submit} noValidate aria-busy={feedback.busy || undefined} data-testid="feedback-form">
      {feedback.failureKey ? (
        <Notice tone="error" data-testid="feedback-error">
          {t(feedback.failureKey)}
        </Notice>
      ) : null}
      <Field
        id={textId}
        label={t('feedback.content.label')}
        hint={<span data-testid="feedback-bounds">{t('feedback.content.bounds', { min: settings?.minWords ?? 0, max: settings?.maxWords ?? 0, count: words })}</span>}
        error={feedback.contentErrorKey ? t(feedback.contentErrorKey, { min: settings?.minWords ?? 0, max: settings?.maxWords ?? 0 }) : undefined}
        required
      >
        {(control) => <TextArea {...control} rows={6} value={content} onChange={(event) => type(event.currentTarget.value)} data-testid="feedback-content" />}
      </Field>
      <Field
        label={t('feedback.images.label')}
        hint={t('feedback.images.bounds', { max: settings?.maxImages ?? 3, mb: maxMb })}
        error={feedback.imageErrorKey ? t(feedback.imageErrorKey, { max: settings?.maxImages ?? 3, mb: maxMb }) : undefined}
      >
        {(control) => (
          <FilePicker
            {...control}
            accept="image/png,image/jpeg"
            multiple
            onChange={pick}
            disabled={feedback.busy}
            data-testid="feedback-images"
            buttonLabel={t('feedback.images.choose')}
            chosenLabel={feedback.images.length === 0 ? t('feedback.images.none') : t('feedback.images.chosen', { count: feedback.images.length })}
          />
        )}
      </Field>
      {feedback.images.length > 0 ? (
        <Thumbs aria-label={t('feedback.images.picked')}>
          {feedback.images.map((image, index) => (
            <Thumb key={`${image.name}-${index}`} image={image} onRemove={() => feedback.removeImage(index)} disabled={feedback.busy} />
          ))}
        </Thumbs>
      ) : null}
      <Row>
        <Button type="submit" variant="primary" loading={feedback.status === 'sending'} data-testid="feedback-submit">
          {t('feedback.submit')}
        </Button>
      </Row>
    </Card>
  );
}

function Thumb({ image, onRemove, disabled }: { image: FeedbackImage; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation('account');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(image.blob);
    return () => reader.abort();
  }, [image.blob]);
  return (
    <li data-testid="feedback-thumb">
      {url ? <img src={url} alt={t('feedback.images.preview', { name: image.name })} width={80} height={80} /> : <Spinner size="sm" />}
      <IconButton label={t('feedback.images.remove', { name: image.name })} onClick={onRemove} size="sm" disabled={disabled}>
        <CloseIcon size={14} />
      </IconButton>
    </li>
  );
}

const Thumbs = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& > li': { position: 'relative' },
  '& img': { objectFit: 'cover', borderRadius: '$sm', display: 'block' },
  '& button': { position: 'absolute', top: 0, right: 0 },
});
