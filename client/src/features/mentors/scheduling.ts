import { SCHEDULING_LINK_PREFIX, isSchedulingLink } from '@delv/shared';

/** The calendar service whose pages the Schedule tab embeds (spec 001 §5 "Calendly link"). */
export const SCHEDULING_PREFIX = SCHEDULING_LINK_PREFIX;
export { isSchedulingLink };

/**
 * The address to embed: the calendar service's documented inline-embed parameters. embed_domain
 * makes the page post 'calendly.event_scheduled' to us when the person books, so the booking
 * screen can move on by itself.
 */
export function schedulingEmbedUrl(link: string, host: string): string {
  const url = new URL(link.trim());
  url.searchParams.set('embed_domain', host);
  url.searchParams.set('embed_type', 'Inline');
  url.searchParams.set('hide_gdpr_banner', '1');
  return url.toString();
}
