/** Pieces the mission and VIP pages share: a progress bar with its figures, the time left in days. */
import { useTranslation } from 'react-i18next';
import { daysAndTime } from '../../../ui/Countdown';
import { styled } from '../../../ui/theme';

/** A native <progress> (its value read by assistive technology), styled. */
export const ProgressBar = styled('progress', {
  appearance: 'none',
  width: '100%',
  height: '10px',
  border: 'none',
  borderRadius: '$pill',
  overflow: 'hidden',
  backgroundColor: '$surface3',
  '&::-webkit-progress-bar': { backgroundColor: '$surface3', borderRadius: '$pill' },
  '&::-webkit-progress-value': { backgroundColor: '$gold', borderRadius: '$pill' },
  '&::-moz-progress-bar': { backgroundColor: '$gold', borderRadius: '$pill' },
  '&[data-complete]::-webkit-progress-value': { backgroundColor: '$green' },
  '&[data-complete]::-moz-progress-bar': { backgroundColor: '$green' },
});

/** "3 d 04:05:06" from a day on, else "04:05:06" / "05:06". */
export function TimeLeft({ remainingMs, ...rest }: { remainingMs: number; 'data-testid'?: string }) {
  const { t } = useTranslation('missions');
  const { days, time } = daysAndTime(remainingMs);
  const text = days > 0 ? t('timeLeftDays', { count: days, time }) : time;
  return (
    <time role="timer" dateTime={`PT${Math.ceil(Math.max(0, remainingMs) / 1000)}S`} {...rest}>
      {text}
    </time>
  );
}
