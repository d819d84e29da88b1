import { StarRatingDisplay } from '../../../components/StarRating';
import { useGetMentorSummaryQuery } from '../api';
import { formatMonthYear } from '../../../lib/format';
import { useT } from '../../../i18n';
// The profile page (users feature) shows this block: its styles come with it.
import '../mentors.css';

const memberSince = (iso: string): string => formatMonthYear(iso);

/**
 * The mentor summary with real figures: the old client showed a fixed 5.0 and made-up counts
 * ('08 completed courses, 100% attendance, since Mar 2021'); these come from the server.
 */
export default function MentorSummaryStats({ mentorId }: { mentorId: string }) {
  const t = useT('mentors');
  const { data } = useGetMentorSummaryQuery(mentorId);
  if (!data) return null;
  return (
    <dl className="mentors-summary" aria-label={t('summary.label')}>
      <div className="mentors-summary-rating">
        <dt>{t('summary.rating')}</dt>
        <dd>
          {/* The count beside the average is of the ratings it averages, so never '4.9 (0)'. */}
          {data.ratingCount > 0 ? (
            <StarRatingDisplay value={data.avgRating} count={data.ratingCount} size="lg" />
          ) : (
            <span className="mentors-summary-none">{t('noRating')}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('summary.held')}</dt>
        <dd>{data.sessionsHeld}</dd>
      </div>
      <div>
        <dt>{t('summary.attendees')}</dt>
        <dd>{data.attendees}</dd>
      </div>
      <div className="mentors-summary-since">
        <dt>{t('summary.since')}</dt>
        <dd>{memberSince(data.memberSince)}</dd>
      </div>
    </dl>
  );
}
